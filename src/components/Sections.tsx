import { graphql } from "gatsby"
import type * as React from "react"

type Section = Queries.SectionsFragment

/** Text sections from content/: a heading, paragraphs and/or a list; `fill` replaces placeholders. */
export function Sections({
  sections,
  fill = (text) => text,
}: {
  sections: readonly Section[]
  fill?: (text: string) => React.ReactNode
}) {
  return (
    <>
      {sections.map((section) => (
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
    heading(hyphenate: true)
    paragraphs
    list
  }
`
