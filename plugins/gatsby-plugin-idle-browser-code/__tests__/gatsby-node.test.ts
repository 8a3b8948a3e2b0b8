// Which plugins' browser code the production bundle leaves out, as Gatsby would call the hook: with
// the plugins it has loaded (their names, versions and options) and webpack's replacement plugin.
import type { CreateWebpackConfigArgs } from "gatsby"
import gatsbyPackage from "gatsby/package.json"
import { onCreateWebpackConfig } from "../gatsby-node"

const gatsbyMajor = Number(gatsbyPackage.version.split(".")[0])

/** The files the hook replaces, for these loaded plugins, in `stage`. */
function replacedFiles(
  loaded: { name: string; version: string; pluginOptions: Record<string, unknown> }[],
  stage = "build-javascript"
): string[] {
  const replaced: string[] = []
  const args = {
    stage,
    store: { getState: () => ({ flattenedPlugins: loaded }) },
    plugins: { normalModuleReplacement: (file: RegExp) => file },
    actions: {
      setWebpackConfig: ({ plugins }: { plugins: RegExp[] }) => {
        for (const file of plugins) replaced.push(file.source)
      },
    },
  } as unknown as CreateWebpackConfigArgs
  void onCreateWebpackConfig?.(args, { plugins: [] }, () => {})
  return replaced
}

const partytown = { name: "partytown", version: "1.0.0", pluginOptions: {} }
const manifest = (version: string, options: Record<string, unknown> = {}) => ({
  name: "gatsby-plugin-manifest",
  version,
  pluginOptions: { lang: "de-CH", ...options },
})

test("Gatsby 5 as this site loads it: Partytown's and the manifest's browser code are replaced", () => {
  expect(gatsbyMajor).toBe(5)
  expect(replacedFiles([partytown, manifest("5.16.0")])).toEqual([
    expect.stringContaining("partytown"),
    expect.stringContaining("gatsby-plugin-manifest"),
  ])
})

test("a manifest per language (`localize`) keeps the manifest's browser code, which then acts", () => {
  const files = replacedFiles([
    partytown,
    manifest("5.16.0", { localize: [{ lang: "fr-CH", start_url: "/fr/" }] }),
  ])
  expect(files).toEqual([expect.stringContaining("partytown")])
})

test("another major of the manifest plugin stops the build and says where to look", () => {
  expect(() => replacedFiles([partytown, manifest("6.0.0")])).toThrow(
    /gatsby-plugin-manifest 6\.0\.0: check whether its browser code .* plugins\/gatsby-plugin-idle-browser-code/
  )
})

test("only the production browser bundle: nothing is replaced for the HTML or under gatsby develop", () => {
  expect(replacedFiles([partytown, manifest("5.16.0")], "build-html")).toEqual([])
  expect(replacedFiles([partytown, manifest("5.16.0")], "develop")).toEqual([])
})
