// The building blocks pages are made of: section frames, call to action, point grid, steps, lists.
import { Link, graphql } from "gatsby"
import { Check } from "lucide-react"
import type * as React from "react"
import { Icon } from "./Icon"

/** A full-width band with its content in the container; `tone` alternates backgrounds. */
export function Band({
  id,
  tone = "plain",
  labelledBy,
  children,
}: {
  id?: string
  tone?: "plain" | "surface" | "dark"
  labelledBy?: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      sx={{
        py: [7, 8, 9],
        ...(tone === "surface" && { bg: "surface" }),
        ...(tone === "dark" && {
          bg: "headerBackground",
          color: "headerText",
          // In dark mode the band would melt into the page: a gold hairline sets it off.
          borderTop: "1px solid",
          borderColor: "headerBorder",
        }),
      }}
    >
      <div sx={{ variant: "layout.container" }}>{children}</div>
    </section>
  )
}

/** A section heading with an optional lead paragraph. */
export function BandHeading({ id, heading, intro }: { id?: string; heading: string; intro?: string | null }) {
  return (
    <div sx={{ maxWidth: "prose", mb: [5, 6] }}>
      <h2 id={id} sx={{ variant: "text.h2", m: 0 }}>
        {heading}
      </h2>
      {intro && <p sx={{ variant: "text.lead", mt: 3, mb: 0 }}>{intro}</p>}
    </div>
  )
}

/** Heading, sentence and one button: the invitation at the end of a page. */
export function CallToAction({
  id,
  heading,
  text,
  action,
}: {
  id: string
  heading: string
  text: string
  action: { label: string; href: string }
}) {
  return (
    <Band tone="dark" labelledBy={id}>
      <div sx={{ textAlign: "center", maxWidth: "prose", mx: "auto" }}>
        <h2 id={id} sx={{ variant: "text.h2", m: 0, color: "headerText" }}>
          {heading}
        </h2>
        <p sx={{ fontSize: [3, 4], color: "headerMuted", mt: 3, mb: 5 }}>{text}</p>
        <Link to={action.href} sx={{ variant: "buttons.gold" }}>
          {action.label}
        </Link>
      </div>
    </Band>
  )
}

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

/** A list with check marks: what is included. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 3 }}>
      {items.map((item) => (
        <li key={item} sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
          <Check size={22} aria-hidden="true" sx={{ color: "primary", flexShrink: 0, mt: "2px" }} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment Point on Point {
    icon
    title(hyphenate: true)
    text
  }
`
