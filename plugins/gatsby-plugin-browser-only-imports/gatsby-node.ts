// The HTML renderer (webpack's «build-html» stage) renders the pages at build time. React runs no
// effects and no event handlers there, and that is where every import() of the site's code sits:
// Firebase, the voucher's PDF and QR-bill code, the configurators, the forms' validation and photos,
// the menus, the toasts. Webpack compiled all of it into the renderer anyway (about 17 of its 21 MB
// with source maps, half of it Firebase). Here, in that stage only, each import() written in src/
// resolves to a stand-in that stops the build if it is ever evaluated. The browser's bundles are not
// touched, and the built site is the same byte for byte (docs/testing.md, «What the builds leave out
// for the tests»).
import type { GatsbyNode } from "gatsby"
import { standInPlugin } from "../stand-ins"
import { isBrowserOnlyImport, standInFor } from "./requests"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  // Not «develop-html»: `gatsby develop` started no sooner with it (57 and 61 s, measured).
  if (stage !== "build-html") return
  actions.setWebpackConfig({
    plugins: [
      standInPlugin("BrowserOnlyImports", (data) =>
        isBrowserOnlyImport(data) ? standInFor(data.request) : undefined
      ),
    ],
  })
}
