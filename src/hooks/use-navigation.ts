import { graphql, useStaticQuery } from "gatsby"

/** The header items from content/navigation.yaml, in their order. */
export function useNavigation() {
  const { navigationYaml } = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationYaml {
        header {
          name
          href
          icon
          items {
            name
            href
            icon
          }
        }
      }
    }
  `)
  return navigationYaml?.header ?? []
}

export type NavigationItem = ReturnType<typeof useNavigation>[number]
