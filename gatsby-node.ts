// Content → pages: declare the YAML types, create one page per service
// through one template, and check that every link in the content leads to a page that exists. Also
// warns about a half-configured Firebase, keeps Firebase out of the first load, writes robots.txt and
// the Content-Security-Policy.
import { readFileSync, readdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { GatsbyNode } from "gatsby"
import { PROJECT_DIR, loadContentOrExit } from "./src/content/load"
import { checkLinks, formatProblems } from "./src/content/validate"
import { contactDelivery } from "./src/contact/delivery"
import { REQUIRED, missingVariables, readFirebaseSettings } from "./src/firebase/config"
import { deferBundleScripts } from "./src/gatsby/start-scripts"
import { contentSecurityPolicy, inlineScripts, sha256 } from "./src/security/csp"
import { headersFile } from "./src/security/headers"
import { typeDefs } from "./src/gatsby/schema"
import { servicePath } from "./src/utils/paths"

/**
 * Firebase is all or nothing: warn when only some of its variables are set, and stop when the contact
 * form is to deliver to Firestore without them (every request would fail).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const missing = missingVariables()
  if (missing.length > 0 && missing.length < Object.keys(REQUIRED).length) {
    reporter.warn(`Firebase stays off: ${missing.join(", ")} not set (see README, «Firebase»).`)
  }
  const { site } = loadContentOrExit()
  if (contactDelivery(site.contactDelivery) === "firestore" && missing.length > 0) {
    reporter.panic(
      "content/site.yaml – Feld «contactDelivery» ist «firestore», aber Firebase ist nicht eingerichtet " +
        `(es fehlen: ${missing.join(", ")}). Tragen Sie «netlify» ein oder richten Sie Firebase ein (README, «Firebase»).`
    )
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
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

/**
 * After the build: every page starts Gatsby's scripts once its top picture has been painted
 * (src/gatsby/start-scripts.ts); robots.txt (everything may be crawled; the sitemap lists the
 * pages); and public/_headers: the Content-Security-Policy, which allows exactly the inline scripts
 * the built pages contain, and long caching for the hashed bundles (Netlify applies _headers
 * together with netlify.toml; so does scripts/serve.mjs).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
  }
  const publicDir = join(program.directory, "public")
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${config.siteMetadata.siteUrl}/sitemap-index.xml\n`
  writeFileSync(join(publicDir, "robots.txt"), robots)

  const pages = htmlFiles(publicDir)
  for (const page of pages) writeFileSync(page, deferBundleScripts(readFileSync(page, "utf8")))
  const hashes = new Set(pages.flatMap((page) => inlineScripts(readFileSync(page, "utf8")).map(sha256)))
  const csp = contentSecurityPolicy(hashes, readFirebaseSettings())
  writeFileSync(join(publicDir, "_headers"), headersFile(csp, readdirSync(publicDir)))
  reporter.info(`Content-Security-Policy: ${hashes.size} inline script hashes from ${pages.length} pages`)
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

/**
 * Firebase never goes into Gatsby's `commons` chunk, which every page loads first. That group takes
 * any module used by as many chunks as there are page components, and the Firebase SDK's shared core
 * is used by that many of its own lazy chunks (app, App Check, Auth, Firestore, Firestore Lite,
 * Database, Storage). Left out of `commons`, it lands in a lazy shared chunk like the rest.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons
  if (!commons)
    throw new Error(
      "Gatsby's webpack config has no «commons» chunk group any more: check onCreateWebpackConfig."
    )
  commons.test = (module: { identifier(): string }) =>
    !/[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(module.identifier())
  actions.replaceWebpackConfig(config)
}
