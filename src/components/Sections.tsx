import { graphql } from "gatsby"
import type * as React from "react"

type Section = Queries.SectionsFragment

/** How the site is set up, as far as a section's `when` asks (src/content/schema/fields.ts). */
export interface SiteSetup {
  /** Requests go through Google Firebase (contactDelivery «firestore»), not Netlify Forms. */
  firebase: boolean
  /** Firebase App Check with reCAPTCHA, which runs only on that path. */
  appCheck: boolean
}

/** Does a section with this `when` apply to the site as it is set up? Without `when`: always. */
export function applies(when: string | null | undefined, setup: SiteSetup): boolean {
  const appCheck = setup.firebase && setup.appCheck
  if (when === "netlify") return !setup.firebase
  if (when === "firebase") return setup.firebase
  if (when === "appCheck") return appCheck
  if (when === "noAppCheck") return !appCheck
  return true
}

/**
 * Text sections from content/: a heading, paragraphs and/or a list; `fill` replaces placeholders.
 * With `setup` (the privacy policy), a section whose `when` does not hold is left out.
 */
export function Sections({
  sections,
  fill = (text) => text,
  setup,
}: {
  sections: readonly Section[]
  fill?: (text: string) => React.ReactNode
  setup?: SiteSetup
}) {
  const shown = setup ? sections.filter((section) => applies(section.when, setup)) : sections
  return (
    <>
      {shown.map((section) => (
        <section key={section.heading} id={section.id ?? undefined} sx={{ py: 4 }}>
          <h2 sx={{ variant: "text.h3", m: 0, mb: 3 }}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} sx={{ m: 0, mb: 3 }}>
              {fill(paragraph)}
            </p>
          ))}
          {section.list && (
            <ul sx={{ pl: 5, m: 0, "& li": { mb: 2, "&::marker": { color: "goldText" } } }}>
              {section.list.map((entry) => (
                <li key={entry}>{fill(entry)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  )
}

export const query = graphql`
  fragment Sections on Section {
    id
    when
    heading(hyphenate: true)
    paragraphs
    list
  }
`
