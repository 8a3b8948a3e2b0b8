// Gatsby's internal Partytown plugin, left out of the production browser bundle. Its gatsby-browser.js
// acts only under `gatsby develop` (it returns at once when NODE_ENV is not «development»), yet its
// imports bring Partytown's snippet code into every page's first load. Measured 2026-11-25, two builds
// of the same commit: app.js 132.4 → 129.4 KB raw, first load 81 012 → 80 188 B brotli (0.8 KiB of
// every visit; the budget is 81 KiB); again 2026-11-26: 935 B brotli less on /, /kontakt and /gutschein
// (docs/dependencies.md). It is replaced by an empty module (partytown-browser.ts).
//
// Checked against Gatsby 5: a new major version stops the build here, so that whoever upgrades looks
// at the plugin again instead of losing off-main-thread scripts without a word. The site has no
// <Script strategy="off-main-thread"> today.
import { resolve } from "node:path"
import type { GatsbyNode } from "gatsby"
import gatsbyPackage from "gatsby/package.json"

const PARTYTOWN_BROWSER = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
const CHECKED_MAJOR = 5
// From the project root: Gatsby runs this file compiled into .cache/, away from its folder.
const STAND_IN = resolve("plugins/gatsby-plugin-no-partytown/partytown-browser.ts")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  const { version } = gatsbyPackage
  if (Number(version.split(".")[0]) !== CHECKED_MAJOR)
    throw new Error(
      `Gatsby ${version}: check whether its Partytown plugin now acts in production builds, then update ` +
        "plugins/gatsby-plugin-no-partytown (or remove it from gatsby-config.ts)."
    )
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(PARTYTOWN_BROWSER, STAND_IN)],
  })
}
