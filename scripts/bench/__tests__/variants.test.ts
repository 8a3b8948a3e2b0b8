/** @jest-environment node */
// The script-free twin the benchmark measures each page against: no script may survive, and nothing
// else may change, or the LCP ratio would measure more than the scripts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { withoutScripts, writeScriptFreeTwin } from "../variants.mjs"

const KEPT = [
  `<meta charset="utf-8"/>`,
  `<link rel="canonical" href="https://www.example.ch/"/>`,
  `<link rel="preload" href="/fonts/montserrat.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>`,
  `<link as="fetch" rel="preload" href="/page-data/index/page-data.json" crossorigin="anonymous"/>`,
  `<link rel="stylesheet" href="/styles.css"/>`,
  `<style>body{margin:0}</style>`,
  `<noscript><style>.js-only{display:none}</style></noscript>`,
]
const SCRIPTS = [
  `<script type="application/ld+json" data-gatsby-head="true">{"@type":"LocalBusiness"}</script>`,
  `<script>(function(){try{var mode=localStorage.getItem("theme-ui-color-mode")}catch(e){}})()</script>`,
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>`,
  `<script src="/app-c8fbb990852d3ba86b33.js" async></script>`,
  `<SCRIPT SRC="/framework.js" defer>\n</SCRIPT >`,
  `<link rel="preload" href="/webpack-runtime.js" as="script"/>`,
  `<link rel=modulepreload href="/chunk.mjs">`,
  `<link rel="modulepreload" href="/entry">`,
  `<link as='script' rel='preload' href='/loader'>`,
  `<link rel="prefetch" href="/component---src-pages-kontakt-tsx.js?v=1"/>`,
]
const page = (parts: string[]) =>
  `<!DOCTYPE html><html lang="de-CH"><head>${parts.join("")}</head><body><main><h1>Glanz</h1><img src="/hero.jpg" alt=""/></main></body></html>`

describe("withoutScripts", () => {
  const stripped = withoutScripts(page([...KEPT, ...SCRIPTS]))

  it("removes every script element, inline or not, and every link that fetches a script", () => {
    expect(stripped).not.toMatch(/<script/i)
    expect(stripped).not.toMatch(/\.m?js["'?]/)
    expect(stripped).not.toMatch(/as=['"]?script/i)
    expect(stripped).not.toMatch(/modulepreload/i)
  })

  it("keeps everything else as it was", () => {
    expect(stripped).toBe(page(KEPT))
  })
})

describe("writeScriptFreeTwin", () => {
  let build: string
  let twin: string
  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), "bench-build-"))
    twin = join(mkdtempSync(join(tmpdir(), "bench-twin-")), "public")
    mkdirSync(join(build, "dienstleistungen"))
    // Gatsby writes a folder named like a page for its page data.
    mkdirSync(join(build, "page-data/404.html"), { recursive: true })
    writeFileSync(join(build, "index.html"), page([...KEPT, ...SCRIPTS]))
    writeFileSync(join(build, "dienstleistungen/toenung.html"), page(SCRIPTS))
    writeFileSync(join(build, "page-data/404.html/page-data.json"), "{}")
    writeFileSync(join(build, "_headers"), "/*\n  Content-Security-Policy: default-src 'self'\n")
    writeFileSync(join(build, "app-c8fbb990852d3ba86b33.js"), "console.log(1)")
  })
  afterEach(() => {
    rmSync(build, { recursive: true, force: true })
    rmSync(join(twin, ".."), { recursive: true, force: true })
  })

  it("writes every page without its scripts and every other file as it is", () => {
    writeScriptFreeTwin(build, twin)
    expect(readFileSync(join(twin, "index.html"), "utf8")).toBe(page(KEPT))
    expect(readFileSync(join(twin, "dienstleistungen/toenung.html"), "utf8")).toBe(page([]))
    expect(readFileSync(join(twin, "page-data/404.html/page-data.json"), "utf8")).toBe("{}")
    expect(readFileSync(join(twin, "_headers"), "utf8")).toBe(readFileSync(join(build, "_headers"), "utf8"))
    expect(existsSync(join(twin, "app-c8fbb990852d3ba86b33.js"))).toBe(true)
  })

  it("leaves the build itself alone", () => {
    writeScriptFreeTwin(build, twin)
    expect(readFileSync(join(build, "index.html"), "utf8")).toBe(page([...KEPT, ...SCRIPTS]))
  })
})
