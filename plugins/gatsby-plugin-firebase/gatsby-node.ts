// Firebase at build time. The browser code is in src/firebase/ (index.ts says what uses what).
import type { GatsbyNode } from "gatsby"
import { contactDelivery } from "../../src/contact/delivery"
import { readSiteSettings } from "../../src/content/site-settings"
import { REQUIRED, missingVariables } from "../../src/firebase/config"
import { standInPlugin } from "../stand-ins"
import { isFirebaseSdk, standInFor } from "./sdk"

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
      "content/site.yaml – Feld «Anfragen gehen an» ist «In meine Datenbank» (contactDelivery: firestore), aber " +
        `Firebase ist nicht eingerichtet (es fehlen: ${missing.join(", ")}). Wählen Sie «Als E-Mail an mich» ` +
        "(contactDelivery: netlify) oder richten Sie Firebase ein (README, «Firebase»)."
    )
  }
}

/**
 * Without Firebase set up, the SDK is left out of the build: the site's code imports it with import()
 * only when it is set up (e2e/bundle.spec.ts checks that no page fetches it), yet webpack compiled and
 * minified the whole SDK for a visitor who could never load it. Each `firebase/…` request now gets a
 * stand-in that fails with a clear message if it were ever loaded. Measured 2026-11-27: the build's
 * JavaScript step 41.5 → 22.7 s, public/ 22 → 17 MB, and every page's first load 449 bytes lighter
 * (236 gzipped: webpack's list of chunks), the HTML otherwise the same.
 */
const leaveOutSdk = standInPlugin("FirebaseNotSetUp", ({ request }) =>
  isFirebaseSdk(request) ? standInFor(request) : undefined
)

/**
 * Firebase never goes into Gatsby's `commons` chunk, which every page loads first. That group takes
 * any module used by as many chunks as there are page components, and the Firebase SDK's shared core
 * is used by that many of its own lazy chunks (app, App Check, Auth, Firestore, Firestore Lite,
 * Database, Storage). Left out of `commons`, it lands in a lazy shared chunk like the rest.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (process.env.GATSBY_FIREBASE_CONFIGURED !== "true") {
    actions.setWebpackConfig({ plugins: [leaveOutSdk] })
    return
  }
  if (stage !== "build-javascript") return
  const config = getConfig()
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons
  if (!commons)
    throw new Error(
      "Gatsby's webpack config has no «commons» chunk group any more: check plugins/gatsby-plugin-firebase."
    )
  // `idb` is the IndexedDB helper only Firebase uses.
  commons.test = (module: { identifier(): string }) =>
    !/[\\/]node_modules[\\/](@firebase|firebase|idb)[\\/]/.test(module.identifier())
  actions.replaceWebpackConfig(config)
}
