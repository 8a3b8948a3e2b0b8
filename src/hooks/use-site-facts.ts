import { graphql } from "gatsby"
import { useSiteContent } from "./use-site-content"

/** The business facts from content/site.yaml: the one place components read them from. */
export function useSiteFacts() {
  const { siteYaml } = useSiteContent()
  // content/site.yaml is validated before the build starts, so it is always there.
  if (!siteYaml) throw new Error("content/site.yaml wurde nicht gelesen.")
  return siteYaml
}

export type SiteFacts = ReturnType<typeof useSiteFacts>

// Structured data's fields (src/seo/fragments.ts), and what the pages show besides.
export const query = graphql`
  fragment SiteFacts on SiteYaml {
    ...StructuredSiteFacts
    shortName
    town
    whatsapp
    openingHoursNote
    developer {
      name
      url
    }
    title
    copyrightStartYear
  }
`
