import { graphql } from "gatsby"
import { useSiteContent } from "./use-site-content"

/** The words around service content («ab», «Was inbegriffen ist»…), from pages/dienstleistungen.yaml. */
export function useServiceLabels() {
  const { servicesPageYaml } = useSiteContent()
  if (!servicesPageYaml) throw new Error("content/pages/dienstleistungen.yaml wurde nicht gelesen.")
  return servicesPageYaml.labels
}

export const query = graphql`
  fragment ServiceLabels on ServicesPageLabels {
    priceFrom
    priceTo
    more
  }
`
