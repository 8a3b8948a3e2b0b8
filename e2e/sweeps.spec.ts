// Sweeps over the whole built site: every internal link and asset resolves, external links are
// well-formed, and the Nu HTML Checker (vnu-jar, on the machine's Java) finds no errors.
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { LinkChecker } from "linkinator"
import vnuJar from "vnu-jar"
import { expect, test } from "./fixtures"

const PUBLIC = join(__dirname, "../public")
const { vnu } = vnuJar
const ORIGIN = "http://localhost:9000"

/**
 * The pages a visitor can reach: every page's HTML (Gatsby's Netlify adapter names them
 * «kontakt.html», the home page «index.html») and the 404 page, not Gatsby's internal copies.
 */
function pages(dir = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ["page-data", "_gatsby", "404", "~partytown"].includes(entry.name) ? [] : pages(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

test.describe("the whole site", () => {
  test("every internal link and asset resolves", async () => {
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

  test("the Nu HTML Checker finds no errors on any page", async () => {
    const files = pages()
    expect(files.length).toBeGreaterThanOrEqual(10)
    // vnu-jar's own runner: it finds Java as vnu-jar does (a system Java 11+, else the runtime its
    // install downloaded). It rejects with the checker's output when the checker reports errors.
    let output: string
    try {
      output = await vnu.check(["--errors-only", "--format", "json", ...files])
    } catch (error) {
      output = error instanceof Error ? error.message : String(error)
    }
    if (output.trim() !== "" && !output.trim().startsWith("{")) {
      throw new Error(
        `The Nu HTML Checker did not run (Debian: apt-get install default-jre-headless; .ci/run does): ${output}`
      )
    }
    const messages = output.trim()
      ? (JSON.parse(output) as { messages: { url: string; message: string }[] }).messages
      : []
    const errors = messages
      // Netlify's documented attribute for the form's honeypot; Netlify removes it when it deploys.
      .filter((m) => !m.message.includes("“netlify-honeypot”"))
      .map((m) => `${m.url.replace(/^.*public/, "")}: ${m.message}`)
    expect(errors).toEqual([])
  })
})
