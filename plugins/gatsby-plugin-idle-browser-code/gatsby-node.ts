// Plugins' browser code that does nothing on this site, left out of the production browser bundle:
// each file is replaced by an empty module (stand-in.ts). What each one costs every visit, measured
// with two builds of the same commit, is in docs/dependencies.md.
//
// - Gatsby's internal Partytown plugin (gatsby/dist/internal-plugins/partytown/gatsby-browser.js): it
//   acts only under `gatsby develop` (it returns at once when NODE_ENV is not «development»), yet its
//   imports bring Partytown's snippet code into every page's first load. The site has no
//   <Script strategy="off-main-thread">.
// - gatsby-plugin-manifest's gatsby-browser.js: its one API, onRouteUpdate, acts only with the
//   option `localize` (a manifest per language); this site has one manifest. Yet it `require`s
//   «gatsby» (get-manifest-pathname.js), and a CommonJS require keeps every export of Gatsby's browser
//   entry in the bundle, used or not: gatsby-script's <Script> and the rest.
//
// Each was read in the version checked here: another major stops the build, so that whoever upgrades
// looks at that file again instead of losing what it may do by then without a word. The manifest's
// file stays when `localize` is set (then it acts).
import { resolve } from "node:path"
import type { GatsbyNode } from "gatsby"
import gatsbyPackage from "gatsby/package.json"

/** A plugin as Gatsby has loaded it (Gatsby's own state): its name, version and options. */
interface LoadedPlugin {
  name: string
  version: string
  pluginOptions: Record<string, unknown>
}

interface IdleFile {
  /** The plugin's name as Gatsby loads it. */
  plugin: string
  /** The version of the code it was read in: Gatsby's own for its internal plugins. */
  version: (loaded: LoadedPlugin) => string
  checkedMajor: number
  file: RegExp
  /** Whether it does nothing with the plugin's options as gatsby-config.ts sets them. */
  idle: (options: Record<string, unknown>) => boolean
}

const IDLE: readonly IdleFile[] = [
  {
    plugin: "partytown",
    version: () => gatsbyPackage.version,
    checkedMajor: 5,
    file: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    idle: () => true,
  },
  {
    plugin: "gatsby-plugin-manifest",
    version: (loaded) => loaded.version,
    checkedMajor: 5,
    file: /[\\/]gatsby-plugin-manifest[\\/]gatsby-browser\.js$/,
    idle: (options) => !options.localize,
  },
]

// From the project root: Gatsby runs this file compiled into .cache/, away from its folder.
const STAND_IN = resolve("plugins/gatsby-plugin-idle-browser-code/stand-in.ts")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
}) => {
  if (stage !== "build-javascript") return
  const loaded = (store.getState() as { flattenedPlugins: LoadedPlugin[] }).flattenedPlugins
  const replaced = IDLE.flatMap(({ plugin, version, checkedMajor, file, idle }) => {
    const found = loaded.find((candidate) => candidate.name === plugin)
    if (!found) return [] // not in this build: nothing to leave out
    if (Number(version(found).split(".")[0]) !== checkedMajor)
      throw new Error(
        `${plugin} ${version(found)}: check whether its browser code (${file.source}) now acts on this ` +
          "site, then update plugins/gatsby-plugin-idle-browser-code/gatsby-node.ts."
      )
    return idle(found.pluginOptions) ? [plugins.normalModuleReplacement(file, STAND_IN)] : []
  })
  actions.setWebpackConfig({ plugins: replaced })
}
