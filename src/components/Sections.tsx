import { graphql } from "gatsby"

type Section = Queries.SectionsFragment

/** Text sections written in content/: a heading, paragraphs and/or a bulleted list. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} sx={{ variant: "layout.prose", py: 5 }}>
          <h2 sx={{ fontSize: [5, 6], mt: 0, mb: 3 }}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} sx={{ fontSize: [2, 3], m: 0, mb: 3 }}>
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul sx={{ fontSize: [2, 3], pl: 5, m: 0, "& li": { mb: 2, "&::marker": { color: "goldText" } } }}>
              {section.list.map((entry) => (
                <li key={entry}>{entry}</li>
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
    heading
    paragraphs
    list
  }
`
