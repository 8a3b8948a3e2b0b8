import { graphql } from "gatsby"
import { useSiteContent } from "./use-site-content"

/** The header items from content/navigation.yaml, in their order, and the phone menu's button. */
export function useNavigation() {
  const { navigationYaml } = useSiteContent()
  if (!navigationYaml) throw new Error("content/navigation.yaml wurde nicht gelesen.")
  return navigationYaml
}

export type NavigationItem = ReturnType<typeof useNavigation>["header"][number]

export const query = graphql`
  fragment Navigation on NavigationYaml {
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
`
