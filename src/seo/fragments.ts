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

/**
 * A page's picture as a shared link shows it (og:image): cropped to 1200 × 630 as a JPEG at build
 * time, its description for og:image:alt. The visitor's pages load none of it; only the address is in
 * the page's data (docs/architecture.md, «Social cards»).
 */
export const sharePicture = graphql`
  fragment SharePicture on Image {
    alt
    src {
      childImageSharp {
        share: resize(
          width: 1200
          height: 630
          fit: COVER
          cropFocus: CENTER
          jpegQuality: 78
          toFormat: JPG
        ) {
          src
          width
          height
        }
      }
    }
  }
`
