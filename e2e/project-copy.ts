// A copy of this checkout in a temporary folder (scripts/project-copy.mjs), for a test that builds or
// serves the site from content of its own without touching the checkout's content/, public/ and .cache/.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { copyProjectInto } from "../scripts/project-copy.mjs"

const ROOT = join(__dirname, "..")

/** The copy, with `content` in place of content/ when given; `remove()` deletes it. */
export function copyProject(content?: string) {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"))
  copyProjectInto(ROOT, dir, { content })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
