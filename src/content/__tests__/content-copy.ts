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

/** content/site.yaml with every sample fact replaced by the owner's (made up for the tests). */
export function ownFacts(siteYaml: string): string {
  return siteYaml
    .replace(/^example: true\n/m, "")
    .replaceAll('"+41 79 123 45 67"', '"+41 41 921 30 40"')
    .replace("hallo@glanzwerk-sursee.ch", "kontakt@autopflege-ruegg.ch")
    .replace("Werkstrasse 7", "Industriestrasse 12")
    .replace("instagram.com/glanzwerk.sursee/", "instagram.com/autopflege.ruegg/")
    .replace("tiktok.com/@glanzwerk.sursee", "tiktok.com/@autopflege.ruegg")
    .replace("https://www.studio-seetal.ch/", "https://www.webwerk-luzern.ch/")
    .replace("CH44 3199 9123 0008 8901 2", "CH03 0070 0110 0001 2345 6")
    .replace("https://www.glanzwerk-sursee.ch", "https://www.autopflege-ruegg.ch")
}
