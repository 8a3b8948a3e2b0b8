import { graphql } from "gatsby"
import { ChevronDown } from "lucide-react"

/** Questions and answers as native disclosure widgets: work without JavaScript and with any keyboard. */
export function Faq({ items }: { items: readonly Queries.FaqFragment[] }) {
  return (
    <div sx={{ display: "grid", gap: 3 }}>
      {items.map((item) => (
        <details
          key={item.question}
          sx={{
            variant: "cards.plain",
            p: 0,
            "&[open] summary svg": { transform: "rotate(180deg)" },
          }}
        >
          <summary
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 3,
              p: [4, 5],
              cursor: "pointer",
              fontWeight: "bold",
              fontSize: [2, 3],
              listStyle: "none",
              "&::-webkit-details-marker": { display: "none" },
            }}
          >
            {item.question}
            <ChevronDown
              size={20}
              aria-hidden="true"
              sx={{ flexShrink: 0, transition: "transform 150ms ease" }}
            />
          </summary>
          <p sx={{ m: 0, px: [4, 5], pb: [4, 5], color: "textMuted" }}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

export const query = graphql`
  fragment Faq on Faq {
    question(hyphenate: true)
    answer
  }
`
