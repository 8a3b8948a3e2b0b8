// `npm run preflight`: is the site ready to go live? Builds the site (unless --no-build), then runs the
// checks of scripts/preflight/ on the content and the build, prints what is still open in German for
// the owner and the manual steps in German and English, and exits with 1 while a check is open.
//   node scripts/preflight.mjs [--no-build] [--content <dir>]
// --content checks another content folder (the tests use a copy with the owner's facts).
// The checks are TypeScript that shares the site's code (content model, form fields, header layout);
// esbuild bundles them into node_modules/.cache first.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const args = process.argv.slice(2)
const contentDir = args.includes("--content")
  ? resolve(args[args.indexOf("--content") + 1] ?? "")
  : join(root, "content")

if (!args.includes("--no-build")) {
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (result.status !== 0) {
    console.error("\nDer Build ist fehlgeschlagen: zuerst die Meldung oben beheben (content/README.md).")
    process.exit(1)
  }
}

const outfile = join(root, "node_modules", ".cache", "preflight", "preflight.mjs")
await build({
  entryPoints: [join(root, "scripts", "preflight", "main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  // references.ts beside References.tsx: the module first, as TypeScript resolves it.
  resolveExtensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
  logLevel: "warning",
})
const { runPreflight } = await import(pathToFileURL(outfile).href)

let gitRemote
try {
  gitRemote = execFileSync("git", ["remote", "get-url", "origin"], {
    cwd: root,
    encoding: "utf8",
    stdio: "pipe",
  }).trim()
} catch {
  gitRemote = undefined
}
const { text, ok } = await runPreflight({
  contentDir,
  publicDir: join(root, "public"),
  netlifyToml: join(root, "netlify.toml"),
  env: { ...dotenv(join(root, ".env.production")), ...process.env },
  gitRemote,
})
console.log(text)
process.exit(ok ? 0 : 1)

/** The variables of a .env file (Gatsby reads .env.production for a local build), if there is one. */
function dotenv(path) {
  if (!existsSync(path)) return {}
  return Object.fromEntries(
    readFileSync(path, "utf8")
      .split("\n")
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line))
      .filter(Boolean)
      .map((match) => [match[1], match[2]])
  )
}
