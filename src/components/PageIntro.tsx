import type * as React from "react"

/** The top of a page: its one h1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  icon,
  heading,
  intro,
  children,
}: {
  eyebrow?: string
  /** A decorative icon above the heading. */
  icon?: React.ReactNode
  heading: string
  intro: string
  children?: React.ReactNode
}) {
  return (
    <div sx={{ bg: "surface", borderBottom: "1px solid", borderColor: "border" }}>
      <div sx={{ variant: "layout.prose", py: [7, 8] }}>
        {icon && (
          <span
            sx={{
              display: "inline-flex",
              p: 3,
              mb: 4,
              borderRadius: "default",
              bg: "muted",
              color: "goldText",
            }}
          >
            {icon}
          </span>
        )}
        {eyebrow && <p sx={{ variant: "text.eyebrow", m: 0, mb: 3 }}>{eyebrow}</p>}
        <h1 sx={{ fontSize: [7, 8], m: 0, mb: 4 }}>{heading}</h1>
        <p sx={{ variant: "text.lead", m: 0 }}>{intro}</p>
        {children}
      </div>
    </div>
  )
}
