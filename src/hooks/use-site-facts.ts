import { graphql, useStaticQuery } from "gatsby"

/** The business facts from content/site.yaml: the one place components read them from. */
export function useSiteFacts() {
  const { siteYaml } = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      siteYaml {
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
    }
  `)
  // content/site.yaml is validated before the build starts, so it is always there.
  if (!siteYaml) throw new Error("content/site.yaml wurde nicht gelesen.")
  return siteYaml
}

export type SiteFacts = ReturnType<typeof useSiteFacts>
