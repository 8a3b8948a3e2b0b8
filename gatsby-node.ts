// Content → pages: declare the YAML types, name each page's copy file, create one page per service
// through one template, and check that every link in the content leads to a page that exists. Also
// warns about a half-configured Firebase.
import { resolve } from "node:path"
import type { GatsbyNode } from "gatsby"
import { PROJECT_DIR, loadContentOrExit } from "./src/content/load"
import { checkLinks, formatProblems } from "./src/content/validate"
import { REQUIRED, missingVariables } from "./src/firebase/config"
import { typeDefs } from "./src/gatsby/schema"
import { servicePath } from "./src/utils/paths"

/** Firebase is all or nothing: say so when only some of its variables are set. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const missing = missingVariables()
  if (missing.length > 0 && missing.length < Object.keys(REQUIRED).length) {
    reporter.warn(`Firebase stays off: ${missing.join(", ")} not set (see README, «Firebase»).`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

/** content/pages/kontakt.yaml → fields.slug «kontakt», which src/pages/kontakt.tsx queries. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== "PageYaml" || !node.parent) return
  actions.createNodeField({ node, name: "slug", value: getNode(node.parent)?.name })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.ServicePagesQuery>(`
    query ServicePages {
      allServiceYaml {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Die Dienstleistungen aus content/services konnten nicht gelesen werden.",
      result.errors
    )
    return
  }
  for (const { id, slug } of result.data.allServiceYaml.nodes) {
    actions.createPage({
      path: servicePath(slug),
      component: resolve("src/templates/service.tsx"),
      context: { id },
    })
  }
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  const pagePaths = getNodesByType("SitePage").map((page) => String(page.path))
  const problems = checkLinks(loadContentOrExit(), pagePaths, PROJECT_DIR)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}
