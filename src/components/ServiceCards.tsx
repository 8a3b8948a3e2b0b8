import { Link, graphql } from "gatsby"
import { ArrowRight } from "lucide-react"
import { servicePath } from "../navigation/routes"
import { formatChfRange } from "../lib/price"
import { classRange } from "../lib/price-range"
import { ContentImage } from "./ContentImage"
import { Icon } from "./Icon"
import { useServiceLabels } from "../hooks/use-service-labels"

/** The services as cards: picture, icon, title, summary, price range, link to the page. */
export function ServiceCards({
  services,
  headingLevel: Heading = "h3",
}: {
  services: readonly Queries.ServiceCardFragment[]
  headingLevel?: "h2" | "h3"
}) {
  const labels = useServiceLabels()
  return (
    <ul sx={{ variant: "layout.grid2", listStyle: "none", m: 0, p: 0 }}>
      {services.map((service) => (
        <li key={service.slug}>
          <article
            sx={{
              variant: "cards.plain",
              position: "relative",
              display: "flex",
              flexDirection: "column",
              height: "100%",
              p: 0,
              overflow: "hidden",
              transition: "border-color 150ms ease, transform 150ms ease",
              "&:hover": { borderColor: "gold" },
              "&:focus-within": { borderColor: "gold" },
            }}
          >
            <ContentImage image={service.image} sx={{ aspectRatio: "16 / 10" }} />
            <div sx={{ display: "flex", flexDirection: "column", gap: 3, p: [4, 5], flex: 1 }}>
              <div sx={{ display: "flex", alignItems: "center", gap: 3 }}>
                <span sx={{ variant: "layout.iconBadge" }}>
                  <Icon name={service.icon} size={22} />
                </span>
                <Heading sx={{ fontSize: [4, 5], m: 0 }}>
                  {/* The whole card is clickable; the heading's link is what screen readers announce. */}
                  <Link
                    to={servicePath(service.slug)}
                    sx={{
                      color: "text",
                      textDecoration: "none",
                      "&::after": { content: '""', position: "absolute", inset: 0 },
                      "&:focus-visible": { outline: "none" },
                    }}
                  >
                    {service.title}
                  </Link>
                </Heading>
              </div>
              <p sx={{ m: 0, color: "textMuted" }}>{service.summary}</p>
              <div
                sx={{
                  mt: "auto",
                  pt: 2,
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "baseline",
                  justifyContent: "space-between",
                  columnGap: 3,
                  rowGap: 1,
                }}
              >
                {/* A price range is read as one: on a narrow card the link moves below it instead. */}
                <span sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}>
                  {formatChfRange(classRange(service.price.vehicleClasses), {
                    from: labels.priceFrom,
                    to: labels.priceTo,
                  })}
                </span>
                <span
                  aria-hidden="true"
                  sx={{
                    display: "inline-flex",
                    alignItems: "center",
                    gap: 1,
                    color: "secondary",
                    fontWeight: "bold",
                  }}
                >
                  {labels.more} <ArrowRight size={18} />
                </span>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment ServiceCard on ServiceYaml {
    slug
    title(hyphenate: true)
    icon
    summary
    price {
      vehicleClasses {
        label
        from
        to
      }
    }
    image {
      ...CardImage
    }
  }
`
