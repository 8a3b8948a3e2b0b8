import { graphql, useStaticQuery } from "gatsby"

/** The header items from content/navigation.yaml, in their order, and the phone menu's button. */
export function useNavigation() {
  const { navigationYaml } = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationYaml {
        header {
          name(hyphenate: true)
          href
          icon
          items {
            name(hyphenate: true)
            href
            icon
          }
        }
        drawerButton {
          name(hyphenate: true)
          href
        }
      }
    }
  `)
  if (!navigationYaml) throw new Error("content/navigation.yaml wurde nicht gelesen.")
  return navigationYaml
}

export type NavigationItem = ReturnType<typeof useNavigation>["header"][number]
