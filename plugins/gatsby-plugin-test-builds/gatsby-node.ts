// The end-to-end tests' own builds (the Firestore variant and the editor's rebuild test, both with
// scripts/e2e-variant.mjs's settings, and `gatsby develop` in e2e/develop.spec.ts) make their pictures
// without AVIF. Encoding AVIF is most of a build's picture work (this site's pictures at four widths:
// 59 s for AVIF, 5 s for WebP, measured with sharp), and what those builds test (where a contact
// request goes, what the edited content shows, develop's hydration) has nothing to do with it. The
// site's build, which the other browser tests and the benchmark use and Netlify publishes, is not
// touched: without the variable this does nothing.
//
// The site's build in CI encodes its AVIF pictures at sharp's effort 2 instead of 4 (./pictures.ts,
// QUICK_AVIF): a fifth of the CPU, the files 7 % larger, still AVIF where the tests look for it.
//
// A build whose webpack cache nothing will read again (the site's build in CI, develop in the test's
// copy) writes none: webpack stores 125 MB of it after compiling, and a clean build of the site took
// 88–98 s without it and 98–111 s with it (CPU 133–144 s against 159 s), public/ the same byte for
// byte (`diff -r`). Netlify's builds and every other build keep their cache.
import type { GatsbyNode } from "gatsby"
import {
  QUICK_AVIF,
  type Sharp,
  WITHOUT_AVIF,
  WITHOUT_WEBPACK_CACHE,
  encodeAvifQuickly,
  resolveWithoutAvif,
} from "./pictures"

export const onPreInit: GatsbyNode["onPreInit"] = async () => {
  if (process.env[QUICK_AVIF] !== "1") return
  // Gatsby compiles this file to CommonJS: the import is then sharp's module.exports itself.
  const sharp = (await import("sharp")) as unknown as Sharp & { default?: Sharp }
  encodeAvifQuickly(sharp.default ?? sharp)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  if (process.env[WITHOUT_AVIF] !== "1") return
  createResolvers({ ImageSharp: { gatsbyImageData: { resolve: resolveWithoutAvif } } })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  if (process.env[WITHOUT_WEBPACK_CACHE] === "1") actions.setWebpackConfig({ cache: false })
}
