// The build, in the order Gatsby runs it, and where each step lives:
//
//   content/*.yaml ── plugins/gatsby-plugin-content: every file checked against src/content/registry.ts
//     │                once, before anything else; a mistake stops the build with the file, line and field
//     ├─ gatsby-source-filesystem + gatsby-transformer-yaml (gatsby-config.ts): one node per file
//     ├─ GraphQL types derived from the registry's zod schemas (src/content/graphql.ts, @dontInfer)
//     ├─ pages: src/pages/*.tsx, and one page per service (src/templates/service.tsx)
//     └─ every link checked: the content's before rendering, all of them after the build
//   public/ ── plugins/gatsby-plugin-netlify-output: robots.txt and _headers (Content-Security-Policy)
//
// What stays here: Firebase's check (it is off unless fully configured) and the browser bundle's
// webpack settings (Firebase never in the first load, Gatsby's Partytown plugin left out).
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"
import { contactDelivery } from "./src/contact/delivery"
import { REQUIRED, missingVariables } from "./src/firebase/config"
import { readSiteSettings } from "./src/content/site-settings"

/**
 * Firebase is all or nothing: warn when only some of its variables are set, and stop when the contact
 * form is to deliver to Firestore without them (every request would fail).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const missing = missingVariables()
  // For the browser bundle: whether to expect a user at all, without shipping the check (config.ts).
  process.env.GATSBY_FIREBASE_CONFIGURED = missing.length === 0 ? "true" : "false"
  if (missing.length > 0 && missing.length < Object.keys(REQUIRED).length) {
    reporter.warn(`Firebase stays off: ${missing.join(", ")} not set (see README, «Firebase»).`)
  }
  if (contactDelivery(readSiteSettings().contactDelivery) === "firestore" && missing.length > 0) {
    reporter.panic(
      "content/site.yaml – Feld «contactDelivery» ist «firestore», aber Firebase ist nicht eingerichtet " +
        `(es fehlen: ${missing.join(", ")}). Tragen Sie «netlify» ein oder richten Sie Firebase ein (README, «Firebase»).`
    )
  }
}

/** Gatsby's internal Partytown plugin's browser file: code for `gatsby develop` only. */
const PARTYTOWN_BROWSER = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/**
 * The browser bundle:
 * - Firebase never goes into Gatsby's `commons` chunk, which every page loads first. That group takes
 *   any module used by as many chunks as there are page components, and the Firebase SDK's shared core
 *   is used by that many of its own lazy chunks (app, App Check, Auth, Firestore, Firestore Lite,
 *   Database, Storage). Left out of `commons`, it lands in a lazy shared chunk like the rest.
 * - Gatsby's Partytown plugin is replaced by an empty module (src/gatsby/partytown-browser.ts): in a
 *   production build its one function returns at once, yet it brought Partytown's snippet code into
 *   every page's first load. Should Gatsby give it work in production, the build stops here.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
}) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons
  if (!commons)
    throw new Error("Gatsby's webpack config has no «commons» chunk group any more: check gatsby-node.ts.")
  // `idb` is the IndexedDB helper only Firebase uses.
  commons.test = (module: { identifier(): string }) =>
    !/[\\/]node_modules[\\/](@firebase|firebase|idb)[\\/]/.test(module.identifier())

  const partytown = join(
    process.cwd(),
    "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"
  )
  if (existsSync(partytown) && !readFileSync(partytown, "utf8").includes("NODE_ENV !== `development`"))
    throw new Error(
      "Gatsby's Partytown plugin now runs in production builds: remove its stand-in from gatsby-node.ts."
    )
  config.plugins.push(
    plugins.normalModuleReplacement(PARTYTOWN_BROWSER, join(process.cwd(), "src/gatsby/partytown-browser.ts"))
  )
  actions.replaceWebpackConfig(config)
}
