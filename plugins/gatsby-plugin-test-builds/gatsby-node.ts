// The end-to-end tests' own builds (the Firestore variant and the editor's rebuild test, both with
// scripts/e2e-variant.mjs's settings) make their pictures without AVIF. Encoding AVIF is most of a
// build's picture work (this site's pictures at four widths: 59 s for AVIF, 5 s for WebP, measured
// with sharp), and what those builds test (where a contact request goes, what the edited content
// shows) has nothing to do with it. The site's build, which the other browser tests and the
// benchmark use and Netlify publishes, is not touched: without the variable this does nothing.
import type { GatsbyNode } from "gatsby"
import { WITHOUT_AVIF, resolveWithoutAvif } from "./pictures"

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  if (process.env[WITHOUT_AVIF] !== "1") return
  createResolvers({ ImageSharp: { gatsbyImageData: { resolve: resolveWithoutAvif } } })
}
