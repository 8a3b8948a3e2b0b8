// Gatsby's bundle scripts run after the first paint of the picture at the top, downloaded as before
// (src/lib/scripts-after-paint.ts says why, docs/performance.md what it measured). The production build
// only: `gatsby develop` writes its scripts without the slice, and keeps them as they are.
//
// Gatsby's stats extractor writes the scripts slice when webpack is done with the browser bundle; a
// webpack plugin added here taps the same moment after it (webpack runs `done` taps in the order they
// were added; Gatsby's own plugins come first) and rewrites the file before the pages are rendered and
// stitched. Checked against Gatsby 5: a new major version stops the build here.
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"
import gatsbyPackage from "gatsby/package.json"
import { scriptsAfterPaint } from "./scripts-slice"

const CHECKED_MAJOR = 5
const SLICE = join("public", "_gatsby", "slices", "_gatsby-scripts-1.html")
const NAME = "ScriptsAfterPaint"

interface Compiler {
  hooks: { done: { tapPromise: (name: string, run: () => Promise<void>) => void } }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  const { version } = gatsbyPackage
  if (Number(version.split(".")[0]) !== CHECKED_MAJOR)
    throw new Error(
      `Gatsby ${version}: check how it writes its bundle scripts (the scripts slice), then update ` +
        "plugins/gatsby-plugin-scripts-after-paint (or remove it from gatsby-config.ts)."
    )
  actions.setWebpackConfig({
    plugins: [
      {
        apply(compiler: Compiler) {
          compiler.hooks.done.tapPromise(NAME, async () => {
            await writeFile(SLICE, scriptsAfterPaint(await readFile(SLICE, "utf8")))
          })
        },
      },
    ],
  })
}
