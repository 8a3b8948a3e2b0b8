import { Link, graphql } from "gatsby"
import { Gift } from "lucide-react"
import { Band } from "../components/Band"
import { ROUTES } from "../navigation/routes"

/** A band pointing to the gift voucher page: the home page's closing section, the overview's last. */
export function VoucherTeaser({
  teaser,
  tone,
}: {
  teaser: Queries.VoucherTeaserFragment
  tone?: "plain" | "surface"
}) {
  return (
    <Band tone={tone} labelledBy="voucher-teaser-heading">
      <div
        sx={{
          display: "grid",
          gridTemplateColumns: ["1fr", "auto 1fr"],
          gap: [4, 5],
          alignItems: "start",
          maxWidth: "prose",
        }}
      >
        <span sx={{ variant: "layout.iconBadge" }}>
          <Gift size={24} aria-hidden="true" />
        </span>
        <div>
          <h2 id="voucher-teaser-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
            {teaser.heading}
          </h2>
          <p sx={{ variant: "text.lead", m: 0, mb: 5 }}>{teaser.text}</p>
          <Link to={ROUTES.voucher} sx={{ variant: "buttons.primary" }}>
            {teaser.linkLabel}
          </Link>
        </div>
      </div>
    </Band>
  )
}

export const query = graphql`
  fragment VoucherTeaser on VoucherTeaser {
    heading
    text
    linkLabel
  }
`
