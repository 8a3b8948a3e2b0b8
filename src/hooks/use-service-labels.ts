import { graphql, useStaticQuery } from "gatsby"

/** The words around service content («ab», «Was inbegriffen ist»…), from pages/dienstleistungen.yaml. */
export function useServiceLabels() {
  const { servicesPageYaml } = useStaticQuery<Queries.ServiceLabelsQuery>(graphql`
    query ServiceLabels {
      servicesPageYaml {
        labels {
          priceFrom
          priceTo
          more
        }
      }
    }
  `)
  if (!servicesPageYaml) throw new Error("content/pages/dienstleistungen.yaml wurde nicht gelesen.")
  return servicesPageYaml.labels
}
