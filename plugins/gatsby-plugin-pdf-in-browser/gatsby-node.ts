// pdfkit in the browser, for the gift voucher's PDFs (src/voucher/pdf/, chunk «voucher-pdf», fetched on
// the press of a download button). pdfkit's browser build imports fontkit (to embed font files) and
// png-js (to place PNG images) at load; the PDFs use neither (only the 14 standard PDF fonts, no images),
// so both are replaced by stand-ins that fail only if called. Measured with esbuild, 2026-11-26: the
// PDF code 223 → 78 KB gzipped.
import { resolve } from "node:path"
import type { GatsbyNode } from "gatsby"

// From the project root: Gatsby runs this file compiled into .cache/, away from its folder.
const STAND_INS = resolve("plugins/gatsby-plugin-pdf-in-browser/stand-ins")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({
    resolve: {
      alias: {
        fontkit$: resolve(STAND_INS, "fontkit.ts"),
        "png-js$": resolve(STAND_INS, "png-js.ts"),
      },
    },
  })
}
