// A fresh copy of content/ for each test of the file check, and small helpers to break it on purpose.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SITE_ROUTES } from "../../navigation/routes"
import { validateContent } from "../validate"

export const CONTENT = join(__dirname, "../../../content")
export const PAGES = [...SITE_ROUTES, "/404", "/404.html"]

/** Registers the copy for each test of the calling file; the helpers work on the current copy. */
export function contentCopy() {
  let project = ""
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "content-"))
    cpSync(CONTENT, join(project, "content"), { recursive: true })
  })
  afterEach(() => rmSync(project, { recursive: true, force: true }))

  const file = (name: string) => join(project, "content", name)
  return {
    /** The project directory of the current copy. */
    project: () => project,
    file,
    edit(name: string, change: (text: string) => string) {
      const before = readFileSync(file(name), "utf8")
      const after = change(before)
      expect(after).not.toBe(before) // the test must really change the file
      writeFileSync(file(name), after)
    },
    problems: () => validateContent(join(project, "content"), project).problems,
    /** The line (1-based) of the first line of a content file that contains `text`. */
    lineWith: (name: string, text: string) =>
      readFileSync(file(name), "utf8")
        .split("\n")
        .findIndex((line) => line.includes(text)) + 1,
  }
}
