import { Link } from "gatsby"
import { ChevronRight } from "lucide-react"
import type * as React from "react"
import type { Crumb } from "../navigation/breadcrumbs"
import { ContentImage } from "./ContentImage"

/**
 * The top of a page: breadcrumbs, eyebrow, its one h1, a lead and buttons; with an image, two
 * columns on wide screens. The image is above the fold: loaded at once, with high priority.
 */
export function PageHero({
  eyebrow,
  icon,
  heading,
  intro,
  image,
  crumbs,
  children,
}: {
  eyebrow?: string | null
  icon?: React.ReactNode
  heading: string
  intro: string
  image?: Queries.HeroImageFragment | null
  crumbs?: readonly Crumb[]
  children?: React.ReactNode
}) {
  return (
    <div sx={{ bg: "surface", borderBottom: "1px solid", borderColor: "border" }}>
      <div
        sx={{
          variant: "layout.container",
          display: "grid",
          gridTemplateColumns: image ? ["1fr", null, "1.05fr 1fr"] : "1fr",
          alignItems: "center",
          gap: [6, 7, 8],
          py: [6, 7, 8],
        }}
      >
        <div sx={{ maxWidth: "prose", minWidth: 0 }}>
          {crumbs && crumbs.length > 0 && (
            <nav aria-label="Pfad" sx={{ mb: 4, fontSize: 1 }}>
              <ol
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  gap: 1,
                  listStyle: "none",
                  m: 0,
                  p: 0,
                }}
              >
                {crumbs.map((crumb, index) => (
                  <li key={crumb.href} sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                    {index > 0 && <ChevronRight size={14} aria-hidden="true" sx={{ color: "textMuted" }} />}
                    {index < crumbs.length - 1 ? (
                      <Link to={crumb.href} sx={{ color: "textMuted", "&:hover": { color: "text" } }}>
                        {crumb.name}
                      </Link>
                    ) : (
                      <span aria-current="page" sx={{ color: "text" }}>
                        {crumb.name}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {icon && <span sx={{ variant: "layout.iconBadge", mb: 4 }}>{icon}</span>}
          {eyebrow && <p sx={{ variant: "text.eyebrow", m: 0, mb: 3 }}>{eyebrow}</p>}
          <h1 sx={{ variant: "text.h1", m: 0, mb: 4 }}>{heading}</h1>
          <p sx={{ variant: "text.lead", m: 0 }}>{intro}</p>
          {children}
        </div>
        {image && (
          <ContentImage
            image={image}
            eager
            sx={{ borderRadius: "large", boxShadow: "menu", aspectRatio: "16 / 10", width: "100%" }}
          />
        )}
      </div>
    </div>
  )
}

/** The buttons under a lead: the first one primary, the others secondary unless told otherwise. */
export function HeroActions({
  actions,
}: {
  actions: readonly { label: string; href: string; style?: string | null }[]
}) {
  return (
    <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 6 }}>
      {actions.map((action, index) => (
        <Link
          key={action.href + action.label}
          to={action.href}
          sx={{
            variant:
              (action.style ?? (index === 0 ? "primary" : "secondary")) === "primary"
                ? "buttons.primary"
                : "buttons.secondary",
          }}
        >
          {action.label}
        </Link>
      ))}
    </div>
  )
}
