import { Link } from "gatsby"
import { ChevronRight } from "lucide-react"
import type * as React from "react"
import { withoutSoftHyphens } from "../lib/text"
import type { Crumb } from "../navigation/breadcrumbs"
import { ContentImage } from "./ContentImage"

/** The letters of the heading's longest word («Fahrzeugaufbereitung»: 20), soft hyphens not counted. */
export const longestWord = (heading: string) =>
  Math.max(
    1,
    ...withoutSoftHyphens(heading)
      .split(/[\s/–-]+/)
      .map((word) => word.length)
  )

/**
 * The h1's size at each breakpoint. Phones: the theme's size, and a long compound breaks at a
 * syllable (soft hyphens from the build). From 40em: as large as the theme allows (3.5rem, then
 * 4.5rem), but never so large that the longest word is wider than the text column, so a one-word
 * title («Datenschutzerklärung») stays whole. The column's width follows from the viewport's (the
 * container's 24 px padding, at most 1120 px; from 56em with a picture, 1.05 parts of the width left
 * after the 64 px gap); Montserrat Bold needs at most 0.64em per letter in these words (measured with
 * opentype.js: 0.51–0.62). Plain `calc()` of the viewport, no container units: the HTML checker
 * knows these.
 */
export function headingSizes(heading: string, withImage: boolean): string[] {
  const perPx = 1 / (longestWord(heading) * 0.64)
  /** Column: (100vw − minus) × share, at most (widest − minus) × share. */
  const fitted = (max: number, minus: number, share: number, widest: number) => {
    const scale = share * perPx
    const largest = Math.min(max, (widest - minus) * scale)
    return `clamp(1.75rem, calc((100vw - ${minus}px) * ${scale.toFixed(4)}), ${largest.toFixed(1)}px)`
  }
  const single = (max: number) => fitted(max, 48, 1, 720 + 48)
  return [
    "clamp(1.75rem, 7.5vw, 2.75rem)",
    single(56),
    withImage ? fitted(72, 48 + 64, 1.05 / 2.05, 1120) : single(72),
  ]
}

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
          <h1 sx={{ variant: "text.h1", fontSize: headingSizes(heading, Boolean(image)), m: 0, mb: 4 }}>
            {heading}
          </h1>
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
