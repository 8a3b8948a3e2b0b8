// The building blocks pages are made of besides the section frames (Band.tsx): point grid, steps,
// lists.
import { graphql } from "gatsby"
import { Icon } from "./Icon"

/** Points with an icon, a title and a sentence, in a responsive grid. */
export function PointGrid({ points }: { points: readonly Queries.PointFragment[] }) {
  return (
    <ul sx={{ variant: "layout.grid3", listStyle: "none", m: 0, p: 0 }}>
      {points.map((point) => (
        <li key={point.title} sx={{ variant: "cards.plain" }}>
          {point.icon && (
            <span sx={{ variant: "layout.iconBadge", mb: 4 }}>
              <Icon name={point.icon} size={24} />
            </span>
          )}
          <h3 sx={{ fontSize: 4, m: 0, mb: 2 }}>{point.title}</h3>
          <p sx={{ m: 0, color: "textMuted" }}>{point.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps, in order; `row` lays them side by side on wide screens. */
export function Steps({
  steps,
  row = false,
}: {
  steps: readonly { title?: string | null; text: string }[]
  row?: boolean
}) {
  return (
    <ol
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: [4, null, row ? 5 : 4],
        gridTemplateColumns: row ? ["1fr", "repeat(2, 1fr)", `repeat(${steps.length}, 1fr)`] : "1fr",
      }}
    >
      {steps.map((step, index) => (
        <li
          key={step.text}
          sx={{
            display: "flex",
            flexDirection: row ? ["row", null, "column"] : "row",
            gap: 4,
            alignItems: "flex-start",
          }}
        >
          <span aria-hidden="true" sx={{ variant: "layout.stepNumber" }}>
            {index + 1}
          </span>
          <div sx={{ pt: 1 }}>
            {step.title && <h3 sx={{ fontSize: 4, m: 0, mb: 1 }}>{step.title}</h3>}
            <p sx={{ m: 0, color: step.title ? "textMuted" : "text" }}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

export const query = graphql`
  fragment Point on Point {
    icon
    title(hyphenate: true)
    text
  }
`
