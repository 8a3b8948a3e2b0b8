// A gatsby-node file may export Gatsby's APIs only: `gatsby develop` prints «ERROR #11329
// API.NODE.VALIDATION» for anything else (and goes on), `gatsby build` says nothing. Helpers that a
// plugin's tests need live in a module of their own beside it.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import apis from "gatsby/apis.json"

const root = join(__dirname, "../..")
// The root gatsby-node.ts exports nothing: the site's Gatsby code is in these local plugins.
const files = readdirSync(join(root, "plugins"))
  .filter((name) => name.startsWith("gatsby-plugin-"))
  .map((name) => `plugins/${name}/gatsby-node.ts`)

/** The names a module exports, read from its text: `export const x`, `export function x`, `export { x, y as z }`. */
function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|let|async function|function) (\w+)/gm)].map(
    ([, name = ""]) => name
  )
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, list = ""]) =>
    list
      .split(",")
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? ""
      )
      .filter(Boolean)
  )
  return [...declared, ...listed]
}

test.each(files)("%s exports Gatsby's node APIs only", (file) => {
  const names = exportedNames(readFileSync(join(root, file), "utf8"))
  expect(names.length).toBeGreaterThan(0)
  expect(names.filter((name) => !(name in apis.node))).toEqual([])
})

test("the check reads both ways of exporting", () => {
  expect(
    exportedNames("export const onPreInit = 1\nexport { createPages, helper as sourceNodes }\n")
  ).toEqual(["onPreInit", "createPages", "sourceNodes"])
})
