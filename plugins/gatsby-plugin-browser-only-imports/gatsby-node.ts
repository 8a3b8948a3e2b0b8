// The HTML renderer (webpack's «build-html» stage) renders each page once, at build time. React runs no
// effects and no event handlers there, and that is where every import() of the site's code sits:
// Firebase, the voucher's PDF and QR-bill code, the configurators, the forms' validation and photos,
// the menus, the toasts. Webpack compiled all of it into the renderer anyway (about 7 of its 9.5 MB,
// half of them Firebase). Here, in that stage only, each import() written in src/ resolves to a
// stand-in that stops the build if it is ever evaluated. The browser's bundles are not touched, and the
// HTML is the same byte for byte (checked when this was written: docs/testing.md, «The builds»).
import { resolve, sep } from "node:path"
import type { GatsbyNode } from "gatsby"

// From the project root: Gatsby runs this file compiled into .cache/, away from its folder.
const SOURCE = resolve("src") + sep
const STAND_IN = resolve("plugins/gatsby-plugin-browser-only-imports/stand-in.cjs")
const NAME = "BrowserOnlyImports"

interface ResolveData {
  context: string
  request: string
  dependencies: { type: string }[]
}
interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        hook: (factory: {
          hooks: { beforeResolve: { tap(name: string, hook: (data: ResolveData) => void): void } }
        }) => void
      ): void
    }
  }
}

/** Whether a request is an import() written in the site's own code. */
export const isBrowserOnlyImport = ({ context, dependencies }: ResolveData): boolean =>
  (context + sep).startsWith(SOURCE) && dependencies.some(({ type }) => type === "import()")

export const standInFor = (request: string): string => `${STAND_IN}?${encodeURIComponent(request)}`

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-html") return
  actions.setWebpackConfig({
    plugins: [
      {
        apply(compiler: Compiler) {
          compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
            factory.hooks.beforeResolve.tap(NAME, (data) => {
              if (isBrowserOnlyImport(data)) data.request = standInFor(data.request)
            })
          })
        },
      },
    ],
  })
}
