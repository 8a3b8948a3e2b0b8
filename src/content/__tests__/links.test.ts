import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { checkBuiltLinks } from "../links"

let publicDir: string
const page = (path: string, body: string) => {
  const file = join(publicDir, path, "index.html")
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `<!DOCTYPE html><html><body>${body}</body></html>`)
}

beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), "public-"))
  page("/", '<a href="/kontakt#anfrage">Anfrage</a><a href="#inhalt">Zum Inhalt</a><main id="inhalt"></main>')
  page(
    "/kontakt",
    '<section id="anfrage"></section><a href="/">Home</a><a href="https://example.ch/">extern</a>'
  )
  page("/404", '<a href="/gibt-es-nicht">only the 404 page links nowhere</a>')
  writeFileSync(join(publicDir, "sitemap-index.xml"), "<sitemapindex/>")
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

test("links to built pages, their anchors, same-page anchors and files pass; external links are not followed", () => {
  page(
    "/datenschutz",
    '<a href="/sitemap-index.xml">Sitemap</a><a href="/kontakt?dienstleistung=toenung">Offerte</a>'
  )
  expect(checkBuiltLinks(publicDir)).toEqual([])
})

test("a link written in code to a missing page or anchor is named with the page it is on", () => {
  page("/dienstleistungen", '<a href="/kontakt#formular">x</a><a href="/angebote">y</a><a href="#oben">z</a>')
  expect(checkBuiltLinks(publicDir).sort()).toEqual([
    "/dienstleistungen: der Link «#oben» führt zu keiner Stelle «#oben» auf /dienstleistungen.",
    "/dienstleistungen: der Link «/angebote» führt zu keiner Seite.",
    "/dienstleistungen: der Link «/kontakt#formular» führt zu keiner Stelle «#formular» auf /kontakt.",
  ])
})
