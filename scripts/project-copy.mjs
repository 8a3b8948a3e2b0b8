// A copy of this checkout in a folder of its own: the files Git tracks or would track, with their
// times (so that a copy built before reuses its cache), node_modules linked. For what builds or serves
// the site without touching the checkout's content/, public/ and .cache/: the Firestore variant
// (build-e2e-variant.mjs), the editor's rebuild and `gatsby develop` in the e2e tests.
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs"
import { dirname, join } from "node:path"

/** What a build or `gatsby develop` writes in the copy, kept when the copy is made again. */
const BUILT = new Set([".cache", "public", "node_modules"])

/**
 * Copies the checkout at `root` into `dir` (made or emptied first, but for its .cache/ and public/),
 * with the folder `content` in place of content/ when given.
 */
export function copyProjectInto(root, dir, { content } = {}) {
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir))
    if (!BUILT.has(name)) rmSync(join(dir, name), { recursive: true, force: true })
  const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .stdout.split("\n")
    .filter((path) => path && !(content && path.startsWith("content/")) && existsSync(join(root, path)))
  for (const path of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    cpSync(join(root, path), join(dir, path), { preserveTimestamps: true })
  }
  if (content) cpSync(content, join(dir, "content"), { recursive: true, preserveTimestamps: true })
  if (!existsSync(join(dir, "node_modules")))
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"))
}
