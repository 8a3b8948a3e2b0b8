import { graphql, useStaticQuery } from "gatsby"

/** The words around references («Vorher», «Beispiel»…) and each service's title, by its slug. */
export function useReferenceWords() {
  const { servicesPageYaml, allServiceYaml } = useStaticQuery<Queries.ReferenceSectionQuery>(graphql`
    query ReferenceSection {
      servicesPageYaml {
        labels {
          references {
            ...ReferenceWords
          }
        }
      }
      allServiceYaml {
        nodes {
          slug
          title
        }
      }
    }
  `)
  if (!servicesPageYaml) throw new Error("content/pages/dienstleistungen.yaml wurde nicht gelesen.")
  return {
    words: servicesPageYaml.labels.references,
    serviceTitles: new Map(allServiceYaml.nodes.map((service) => [service.slug, service.title])),
  }
}
