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

export const query = graphql`
  fragment SiteFacts on SiteYaml {
    businessName
    shortName
    ownerName
    town
    address {
      street
      postalCode
      locality
      region
      country
    }
    phone
    whatsapp
    email
    openingHours {
      days
      opens
      closes
    }
    openingHoursNote
    social {
      instagram
      tiktok
    }
    developer {
      name
      url
    }
    areaServed
    siteUrl
    title
    description
    copyrightStartYear
  }
`
