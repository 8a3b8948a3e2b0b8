import { graphql, useStaticQuery } from "gatsby"

/**
 * What the parts that many pages share read from content/: the navigation, the business facts, the
 * footer, the service words and prices, the testimonials. One static query, so a page fetches one small
 * JSON file for all of them instead of one per part (seven on the home page before). Each part names its
 * fields in a fragment next to its own code and reads them through its own hook (useNavigation,
 * useSiteFacts…); components don't call this directly.
 */
export function useSiteContent() {
  return useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      navigationYaml {
        ...Navigation
      }
      siteYaml {
        ...SiteFacts
      }
      footerYaml {
        ...FooterTexts
      }
      site {
        ...BuildYear
      }
      testimonialsYaml {
        ...Testimonials
      }
      servicesPageYaml {
        labels {
          ...ServiceLabels
          references {
            ...ReferenceWords
          }
        }
        sealing {
          price {
            from
          }
        }
      }
      allServiceYaml {
        nodes {
          slug
          title
          price {
            vehicleClasses {
              from
            }
          }
        }
      }
    }
  `)
}
