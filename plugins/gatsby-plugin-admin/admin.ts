// The files of the web editor in public/admin/ (see gatsby-node.ts).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { buildSync } from "esbuild"
import { cmsConfig } from "../../src/content/cms"
import { readSiteSettings } from "../../src/content/site-settings"

export const ADMIN = join(process.cwd(), "public", "admin")

/** The GitHub repository «owner/name»: CMS_GITHUB_REPO, else the one Netlify builds (REPOSITORY_URL). */
export function githubRepo(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO
  const fromUrl = env.REPOSITORY_URL?.match(/github\.com[:/]([^/]+\/[^/]+?)(\.git)?$/)?.[1]
  return fromUrl ?? "OWNER/REPOSITORY"
}

/** The page that starts the editor: no inline script, so its Content-Security-Policy needs no hash. */
export const adminPage = (businessName: string) => `<!doctype html>
<html lang="de-CH">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Inhalte bearbeiten – ${businessName.replace(/[<&]/g, "")}</title>
    <link rel="icon" href="/favicon-32x32.png" type="image/png" />
    <link rel="stylesheet" href="/admin/cms-phone.css" />
  </head>
  <body>
    <script src="/admin/cms-config.js"></script>
    <script src="/admin/cms-setup.js"></script>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`

/**
 * Decap 3.16 decides whether a draft has unsaved changes by comparing it with the saved draft *and*
 * the published entry: after saving 333, typing back the published 310 counts as «no change», and
 * the save button stays off, so the correction cannot be saved. Compared with the newest of the two
 * (the saved draft when there is one, Editor.js lists it first), a change is a change. Applied to
 * the pinned bundle; a Decap update that changes this code stops the build here.
 */
export function fixUnsavedChanges(bundle: string): string {
  const compare =
    /e\.set\("hasChanged",!(\w+)\.some\(e=>(\w+)\.equals\(e\.get\(\.\.\.(\w+)\)\)\)\|\|!\1\.some\(/g
  const found = bundle.match(compare) ?? []
  if (found.length !== 1) {
    throw new Error(
      `decap-cms.js: the comparison for unsaved changes was found ${found.length} times, not once. ` +
        "Check whether Decap fixed it (then drop fixUnsavedChanges in plugins/gatsby-plugin-admin/admin.ts)."
    )
  }
  return bundle.replace(
    compare,
    (_, entries: string, data: string, path: string) =>
      `e.set("hasChanged",!${entries}.slice(0,1).some(e=>${data}.equals(e.get(...${path})))||!${entries}.slice(0,1).some(`
  )
}

const here = (file: string) => join(process.cwd(), "plugins/gatsby-plugin-admin", file)

export function writeAdmin() {
  const site = readSiteSettings()
  mkdirSync(ADMIN, { recursive: true })
  // Decap's bundle loads its chunks and WebAssembly from beside itself.
  const resolve = createRequire(join(process.cwd(), "package.json")).resolve
  const dist = join(dirname(resolve("decap-cms/package.json")), "dist")
  for (const file of readdirSync(dist)) {
    if (file === "decap-cms.js") {
      writeFileSync(join(ADMIN, file), fixUnsavedChanges(readFileSync(join(dist, file), "utf8")))
    } else if (/^\d+\.decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file)) {
      copyFileSync(join(dist, file), join(ADMIN, file))
    }
  }
  // The setup (editor/): checks, widgets, uploads, German; with the content check it shares with the build.
  buildSync({
    entryPoints: [here("editor/index.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    platform: "browser",
    legalComments: "none",
    // .ts first: src/references/ holds references.ts beside References.tsx.
    resolveExtensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
    outfile: join(ADMIN, "cms-setup.js"),
  })
  copyFileSync(here("cms-phone.css"), join(ADMIN, "cms-phone.css"))
  const config = cmsConfig({ repo: githubRepo(), siteUrl: site.siteUrl })
  writeFileSync(join(ADMIN, "cms-config.js"), `window.CMS_SITE_CONFIG = ${JSON.stringify(config, null, 2)}\n`)
  writeFileSync(join(ADMIN, "index.html"), adminPage(site.businessName))
}
