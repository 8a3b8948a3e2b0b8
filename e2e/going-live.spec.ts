// `npm run preflight` on the build the other tests check: the shipped content fails with the German
// list of sample facts; a copy of the content with the owner's facts passes every automatic check.
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ownFacts } from "../src/content/__tests__/content-copy"
import { expect, test } from "./fixtures"

const ROOT = join(__dirname, "..")
const preflight = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ["scripts/preflight.mjs", "--no-build", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  })

test.describe("npm run preflight", () => {
  test("the shipped content: exit 1 and the German list of sample facts, the built forms and headers pass", () => {
    const { status, stdout } = preflight([])
    expect(status).toBe(1)
    expect(stdout).toContain("OFFEN  Keine Beispielangaben mehr")
    expect(stdout).toMatch(
      /Zeile \d+ – Feld «Beispielangaben» ist gesetzt: die Angaben sind als Beispiel markiert\./
    )
    expect(stdout).toMatch(/Feld «Telefon» «\+41 79 123 45 67» ist die Beispiel-Telefonnummer\./)
    expect(stdout).toMatch(
      /Feld «Bankkonto für Gutscheine › IBAN» «CH44 3199 9123 0008 8901 2» ist die Beispiel-QR-IBAN/
    )
    expect(stdout).toContain("ok     Formulare für Netlify Forms im HTML, mit allen Feldern")
    expect(stdout).toContain("ok     Header-Regeln ohne Überschneidung")
    expect(stdout).toContain("Von Hand in Netlify und GitHub")
    expect(stdout).toContain("Manual steps for the engineer")
  })

  test("a copy with the owner's facts and a known repository: exit 0", () => {
    const dir = mkdtempSync(join(tmpdir(), "preflight-content-"))
    try {
      cpSync(join(ROOT, "content"), join(dir, "content"), { recursive: true })
      const site = join(dir, "content", "site.yaml")
      writeFileSync(site, ownFacts(readFileSync(site, "utf8")))
      const { status, stdout } = preflight(["--content", join(dir, "content")], {
        CMS_GITHUB_REPO: "ruegg/website",
      })
      expect(stdout).not.toContain("OFFEN")
      expect(stdout).toContain("Ergebnis: alle automatischen Prüfungen bestanden.")
      expect(status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
