// Section frames and the call to action: apart from the other blocks (Blocks.tsx) because the footer of
// every page uses them, and what they import goes into the first load of every page (the content
// icons of the point grid do not belong there).
import { Link } from "gatsby"
import type * as React from "react"

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
  heading: React.ReactNode
  text: React.ReactNode
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
