// Sweeps over the whole built site: every internal link and asset resolves, external links are
// well-formed, and the Nu HTML Checker (vnu-jar, on the machine's Java) finds no errors.
import { execFileSync, spawnSync } from "node:child_process"
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { LinkChecker } from "linkinator"
import { expect, test } from "./fixtures"

const PUBLIC = join(__dirname, "../public")
const ORIGIN = "http://localhost:9000"

/** The pages a visitor can reach: every index.html and the 404 page (not Gatsby's internal copies). */
function pages(dir = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return ["page-data", "_gatsby", "404"].includes(entry.name) ? [] : pages(path)
    return entry.name === "index.html" || (dir === PUBLIC && entry.name === "404.html") ? [path] : []
  })
}

test.describe("the whole site", () => {
  // One run covers every page; the phone project would only repeat it.
  test.skip(({ isMobile }) => isMobile, "site-wide, not per screen width")

  test("every internal link and asset resolves", async () => {
    test.setTimeout(120_000)
    const checker = new LinkChecker()
    const result = await checker.check({
      path: `${ORIGIN}/`,
      recurse: true,
      concurrency: 8,
      // External sites are not reachable from here; their form is checked below.
      linksToSkip: [`^(?!${ORIGIN.replace(/[.:/]/g, "\\$&")})`],
    })
    const broken = result.links
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`)
    expect(broken).toEqual([])
    const checked = result.links.filter((link) => link.state === "OK").map((link) => link.url)
    for (const path of [
      "/kontakt",
      "/dienstleistungen/toenung",
      "/datenschutz",
      "/images/logo.webp",
      "/manifest.webmanifest",
    ]) {
      expect(checked).toContain(`${ORIGIN}${path}`)
    }
  })

  test("external links are well-formed: https, or tel:, mailto: with a real address", () => {
    const hrefs = pages().flatMap((page) =>
      [...readFileSync(page, "utf8").matchAll(/\shref="([^"]+)"/g)].map((match) =>
        match[1]!.replace(/&amp;/g, "&")
      )
    )
    const external = [...new Set(hrefs.filter((href) => /^[a-z]+:/i.test(href)))]
    expect(external.length).toBeGreaterThan(5)
    for (const href of external) {
      const url = new URL(href)
      if (url.protocol === "tel:") expect(href).toMatch(/^tel:\+41\d{9}$/)
      else if (url.protocol === "mailto:") expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/)
      else {
        expect(url.protocol, href).toBe("https:")
        expect(url.hostname, href).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/)
      }
    }
  })

  test("the Nu HTML Checker finds no errors on any page", () => {
    test.setTimeout(120_000)
    if (spawnSync("java", ["-version"]).error) {
      throw new Error(
        "The Nu HTML Checker needs Java (Debian: apt-get install default-jre-headless); .ci/run installs it."
      )
    }
    const vnu = join(__dirname, "../node_modules/vnu-jar/build/dist/vnu.jar")
    const files = pages()
    expect(files.length).toBeGreaterThanOrEqual(10)
    let output = ""
    try {
      execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { stdio: "pipe" })
    } catch (error) {
      output = String((error as { stderr?: Buffer }).stderr ?? "")
    }
    const messages = output
      ? (JSON.parse(output) as { messages: { url: string; message: string }[] }).messages
      : []
    const errors = messages
      // Netlify's documented attribute for the form's honeypot; Netlify removes it when it deploys.
      .filter((m) => !m.message.includes("“netlify-honeypot”"))
      .map((m) => `${m.url.replace(/^.*public/, "")}: ${m.message}`)
    expect(errors).toEqual([])
  })
})
