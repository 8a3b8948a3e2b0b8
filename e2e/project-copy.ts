// A copy of this checkout in a temporary folder (the files Git tracks or would track, node_modules
// linked), for a test that builds or serves the site from content of its own without touching the
// checkout's content/, public/ and .cache/.
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

const ROOT = join(__dirname, "..")

/** The copy, with `content` in place of content/ when given; `remove()` deletes it. */
export function copyProject(content?: string) {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"))
  const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .stdout.split("\n")
    .filter((path) => path && !(content && path.startsWith("content/")) && existsSync(join(ROOT, path)))
  for (const path of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    cpSync(join(ROOT, path), join(dir, path))
  }
  if (content) cpSync(content, join(dir, "content"), { recursive: true })
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
