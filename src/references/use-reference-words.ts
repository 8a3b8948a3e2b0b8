import { useSiteContent } from "../hooks/use-site-content"

/** The words around references («Vorher», «Beispiel»…) and each service's title, by its slug. */
export function useReferenceWords() {
  const { servicesPageYaml, allServiceYaml } = useSiteContent()
  if (!servicesPageYaml) throw new Error("content/pages/dienstleistungen.yaml wurde nicht gelesen.")
  return {
    words: servicesPageYaml.labels.references,
    serviceTitles: new Map(allServiceYaml.nodes.map((service) => [service.slug, service.title])),
  }
}
