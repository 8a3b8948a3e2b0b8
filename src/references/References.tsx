import { Link, graphql } from "gatsby"
import { useReferenceWords } from "./use-reference-words"
import { servicePath } from "../navigation/routes"
import { formatMonth } from "./references"
import { fillTemplate } from "../lib/template"
import { withoutSoftHyphens } from "../lib/text"
import { Band, BandHeading } from "../components/Band"
import { BeforeAfter } from "./BeforeAfter"
import { Gallery } from "./Gallery"

type Reference = Queries.ReferenceCardFragment

/**
 * «Referenzen»: finished work from content/references/, each a before/after comparison or a few
 * pictures (or both), with its title, service and date. Nothing at all when there are none.
 */
export function References({
  references,
  heading,
  intro,
  showService = true,
}: {
  references: readonly Reference[]
  heading?: string
  intro?: string | null
  /** On a service page every reference is of that service: no need to name it. */
  showService?: boolean
}) {
  const { words, serviceTitles } = useReferenceWords()
  if (references.length === 0) return null
  return (
    <Band labelledBy="references-heading">
      <BandHeading id="references-heading" heading={heading ?? words.heading} intro={intro} />
      <ul sx={{ variant: "layout.grid2", listStyle: "none", m: 0, p: 0 }}>
        {references.map((reference) => (
          <li key={reference.id}>
            <ReferenceCard
              reference={reference}
              words={words}
              service={
                showService
                  ? { slug: reference.service, title: serviceTitles.get(reference.service) }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </Band>
  )
}

function ReferenceCard({
  reference,
  words,
  service,
}: {
  reference: Reference
  words: Queries.ReferenceWordsFragment
  service?: { slug: string; title: string | undefined }
}) {
  const headingId = `reference-${reference.id}`
  const { before, after, images } = reference
  return (
    <article
      aria-labelledby={headingId}
      sx={{
        variant: "cards.plain",
        p: 0,
        overflow: "hidden",
        height: "100%",
        display: "flex",
        flexDirection: "column",
      }}
    >
      {before && after && (
        <BeforeAfter
          before={before}
          after={after}
          words={words}
          label={withoutSoftHyphens(fillTemplate(words.compare, { title: reference.title }))}
        />
      )}
      {images && images.length > 0 && <Gallery title={reference.title} images={images} words={words} />}
      <div sx={{ p: [4, 5], display: "grid", gap: 2 }}>
        <h3 id={headingId} sx={{ variant: "text.heading", fontSize: [4, 5], m: 0 }}>
          {reference.title}
        </h3>
        <p sx={{ m: 0, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, color: "textMuted" }}>
          {reference.example && (
            <strong
              sx={{
                px: 2,
                borderRadius: "pill",
                bg: "muted",
                color: "goldText",
                fontSize: 1,
                textTransform: "uppercase",
                letterSpacing: "0.06em",
              }}
            >
              {words.example}
            </strong>
          )}
          {service?.title && <Link to={servicePath(service.slug)}>{service.title}</Link>}
          {reference.date && (
            <time dateTime={reference.date.slice(0, 10)}>{formatMonth(reference.date)}</time>
          )}
        </p>
        {reference.text && <p sx={{ m: 0 }}>{reference.text}</p>}
      </div>
    </article>
  )
}

export const query = graphql`
  fragment ReferenceCard on ReferenceYaml {
    id
    title(hyphenate: true)
    service
    date
    text
    example
    before {
      ...ReferenceImage
    }
    after {
      ...ReferenceImage
    }
    images {
      ...ReferenceImage
    }
  }

  fragment ReferenceWords on ServicesPageLabelsReferences {
    heading(hyphenate: true)
    before
    after
    compare
    example
    enlarge
    image
  }
`
