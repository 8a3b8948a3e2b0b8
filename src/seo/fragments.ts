import { graphql } from "gatsby"

/** The facts from content/site.yaml that structured data needs (see structured-data.ts). */
export const query = graphql`
  fragment StructuredSiteFacts on SiteYaml {
    businessName
    ownerName
    description
    siteUrl
    phone
    email
    address {
      street
      postalCode
      locality
      region
      country
    }
    openingHours {
      days
      opens
      closes
    }
    social {
      instagram
      tiktok
    }
    areaServed
  }
`
