// The files of the web editor in public/admin/ (see gatsby-node.ts).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { buildSync } from "esbuild"
import { cmsConfig } from "../../src/content/cms"
import { readSiteSettings } from "../../src/content/site-settings"
import { patchDecap } from "./decap-patches"

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

const here = (file: string) => join(process.cwd(), "plugins/gatsby-plugin-admin", file)

export function writeAdmin() {
  const site = readSiteSettings()
  mkdirSync(ADMIN, { recursive: true })
  // Decap's bundle loads its chunks and WebAssembly from beside itself.
  const resolve = createRequire(join(process.cwd(), "package.json")).resolve
  const dist = join(dirname(resolve("decap-cms/package.json")), "dist")
  for (const file of readdirSync(dist)) {
    if (file === "decap-cms.js") {
      writeFileSync(join(ADMIN, file), patchDecap(readFileSync(join(dist, file), "utf8")))
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
