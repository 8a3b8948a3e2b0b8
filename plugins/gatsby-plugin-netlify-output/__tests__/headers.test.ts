import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { writeHeaders } from "../adapter"
import { SVG_POLICY } from "../csp"
import {
  SECURITY_HEADERS,
  forRegExps,
  layOutHeaders,
  metaPolicy,
  overlaps,
  parseHeaders,
  renderHeaders,
  type HeaderRule,
} from "../headers"

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"

/** What Gatsby's Netlify adapter writes (its block, as in a real build, shortened). */
const ADAPTER_BLOCK = [
  "# gatsby-adapter-netlify start",
  "/*",
  `  cache-control: ${REVALIDATE}`,
  "  x-content-type-options: nosniff",
  "  referrer-policy: same-origin",
  "  x-frame-options: DENY",
  "/static/*",
  `  cache-control: ${IMMUTABLE}`,
  "/app-0123456789abcdef0123.js",
  `  cache-control: ${IMMUTABLE}`,
  "# gatsby-adapter-netlify end",
  "",
].join("\n")

test("a _headers text reads back as the rules it was written from", () => {
  const rules: HeaderRule[] = [
    { for: "/*", values: { "X-Frame-Options": "DENY", "Permissions-Policy": "camera=()" } },
    { for: "/admin/*", values: { "Content-Security-Policy": "default-src 'self'; img-src https://x.ch" } },
  ]
  const text = renderHeaders(rules, ["A comment"])
  expect(text.startsWith("# A comment\n/*\n  X-Frame-Options: DENY\n")).toBe(true)
  expect(parseHeaders(text)).toEqual(rules)
  expect(() => parseHeaders("/*\n  no header here\n")).toThrow(/neither a path nor a header/)
})

test("paths match as Netlify matches them: «*» takes anything after it, also nothing", async () => {
  // Netlify's own matcher (@netlify/headers-parser): what the layout in headers.ts relies on.
  const [admin, kontakt, root, everything] = await forRegExps(["/admin/*", "/kontakt", "/", "/*"])
  expect(admin!.test("/admin")).toBe(true)
  expect(admin!.test("/admin/")).toBe(true)
  expect(admin!.test("/admin/config.yml")).toBe(true)
  expect(admin!.test("/kontakt")).toBe(false)
  expect(kontakt!.test("/kontakt/")).toBe(true)
  expect(kontakt!.test("/KONTAKT")).toBe(true)
  expect(kontakt!.test("/kontakt.html")).toBe(false)
  expect(root!.test("/")).toBe(true)
  expect(root!.test("/kontakt")).toBe(false)
  expect(everything!.test("/gibt-es-nicht")).toBe(true)
  // One per pattern, in order, also when a pattern repeats.
  expect((await forRegExps(["/a", "/b", "/a"])).map((regExp) => regExp.test("/a"))).toEqual([
    true,
    false,
    true,
  ])
})

test("an overlap is found and named: two rules setting one header for the same path", async () => {
  const rules: HeaderRule[] = [
    { for: "/*", values: { "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY" } },
    { for: "/admin/*", values: { "content-security-policy": "script-src 'unsafe-eval'" } },
  ]
  expect(await overlaps(rules, ["/kontakt"])).toEqual(["/admin/: content-security-policy (/*, /admin/*)"])
  // A header only one rule sets, or two headers two rules set, are fine.
  expect(await overlaps([rules[0]!, { for: "/admin/*", values: { "X-Other": "1" } }], ["/admin/"])).toEqual(
    []
  )
})

test("the layout: base headers once for every path, policy and caching once per page, folder and editor", async () => {
  const rules = layOutHeaders({
    adapter: parseHeaders(ADAPTER_BLOCK),
    visitorPolicy: "default-src 'self'",
    adminPolicy: "default-src 'self'; script-src 'self' 'unsafe-eval'",
    pages: ["/", "/kontakt", "/dienstleistungen/toenung"],
    folders: ["page-data", "static", "images"],
    svgs: ["/images/social.svg", "/favicon.svg"],
    svgPolicy: "default-src 'none'; sandbox",
  })
  expect(rules.map((rule) => rule.for)).toEqual([
    "/*",
    "/",
    "/index.html",
    "/kontakt",
    "/kontakt.html",
    "/dienstleistungen/toenung",
    "/dienstleistungen/toenung.html",
    "/admin/*",
    "/page-data/*",
    "/images/*",
    "/images/social.svg",
    "/favicon.svg",
    "/static/*",
    "/app-0123456789abcdef0123.js",
  ])
  expect(rules[0]?.values).toEqual({
    ...SECURITY_HEADERS,
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
  })
  expect(rules.find((rule) => rule.for === "/kontakt")?.values).toEqual({
    "Content-Security-Policy": "default-src 'self'",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cache-Control": REVALIDATE,
  })
  expect(rules.find((rule) => rule.for === "/admin/*")?.values).toEqual({
    "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cache-Control": REVALIDATE,
  })
  expect(rules.find((rule) => rule.for === "/static/*")?.values).toEqual({ "cache-control": IMMUTABLE })
  // An SVG gets its own policy, and its folder's caching from the folder's rule.
  expect(rules.find((rule) => rule.for === "/images/social.svg")?.values).toEqual({
    "Content-Security-Policy": "default-src 'none'; sandbox",
  })
  expect(
    await overlaps(rules, [
      "/",
      "/kontakt",
      "/admin/",
      "/admin/config.yml",
      "/static/a.webp",
      "/page-data/app-data.json",
      "/images/social.svg",
      "/favicon.svg",
    ])
  ).toEqual([])
})

test("a <meta> policy leaves out what only a header may carry", () => {
  expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; form-action 'self'")).toBe(
    "default-src 'self'; form-action 'self'"
  )
})

describe("the written file, after the adapter", () => {
  function build(files: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), "headers-"))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return dir
  }
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title><script>window.a=1</script></head><body></body></html>`
  const site = {
    _headers: ADAPTER_BLOCK,
    "index.html": page("Start"),
    "kontakt.html": page("Kontakt"),
    "404.html": page("Nicht gefunden"),
    "dienstleistungen/toenung.html": page("Tönung"),
    "admin/index.html": "<!doctype html>",
    "static/a.webp": "",
    "images/social.svg": "<svg/>",
    "favicon.svg": "<svg/>",
    "page-data/app-data.json": "{}",
    "app-0123456789abcdef0123.js": "",
  }

  test("is disjoint, keeps the adapter's caching, and a second run gives the same file", async () => {
    const dir = build(site)
    await writeHeaders(dir)
    const text = readFileSync(join(dir, "_headers"), "utf8")
    const rules = parseHeaders(text)
    expect(
      await overlaps(rules, ["/", "/kontakt", "/404", "/admin/", "/static/a.webp", "/gibt-es-nicht"])
    ).toEqual([])
    expect(rules.map((rule) => rule.for)).toContain("/dienstleistungen/toenung.html")
    expect(rules.find((rule) => rule.for === "/static/*")?.values["cache-control"]).toBe(IMMUTABLE)
    const policy = rules.find((rule) => rule.for === "/kontakt")?.values["Content-Security-Policy"] ?? ""
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/)
    // A build that finds our earlier file (Gatsby's adapter adds its block again) writes the same.
    writeFileSync(join(dir, "_headers"), `${text}${ADAPTER_BLOCK}`)
    await writeHeaders(dir)
    expect(readFileSync(join(dir, "_headers"), "utf8")).toBe(text)
  })

  test("the 404 page carries the visitor policy itself, for the unknown paths it answers", async () => {
    const dir = build(site)
    await writeHeaders(dir)
    const html = readFileSync(join(dir, "404.html"), "utf8")
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/
    )
    expect(html).not.toContain("frame-ancestors")
    // Once only, also when a build runs again on what the last one left (the adapter adds its block).
    writeFileSync(join(dir, "_headers"), `${readFileSync(join(dir, "_headers"), "utf8")}${ADAPTER_BLOCK}`)
    await writeHeaders(dir)
    expect(readFileSync(join(dir, "404.html"), "utf8")).toBe(html)
  })

  test("every SVG file outside the editor gets the policy that runs no script", async () => {
    const dir = build({ ...site, "admin/logo.svg": "<svg/>" })
    await writeHeaders(dir)
    const rules = parseHeaders(readFileSync(join(dir, "_headers"), "utf8"))
    const regExps = await forRegExps(rules.map((rule) => rule.for))
    const policyOf = (path: string) =>
      rules
        .filter((_, index) => regExps[index]!.test(path))
        .flatMap((rule) => rule.values["Content-Security-Policy"] ?? [])
    expect(policyOf("/images/social.svg")).toEqual([SVG_POLICY])
    expect(policyOf("/favicon.svg")).toEqual([SVG_POLICY])
    expect(policyOf("/admin/logo.svg")).toEqual([expect.stringContaining("'unsafe-eval'")])
    expect(SVG_POLICY).toMatch(/^default-src 'none';.*\bsandbox$/)
  })

  test("the editor may ask the local backend in a local build, never in one of Netlify's", async () => {
    const editorPolicy = async (env: NodeJS.ProcessEnv) => {
      const dir = build(site)
      await writeHeaders(dir, env)
      const rules = parseHeaders(readFileSync(join(dir, "_headers"), "utf8"))
      return rules.find((rule) => rule.for === "/admin/*")?.values["Content-Security-Policy"] ?? ""
    }
    expect(await editorPolicy({})).toContain(
      "connect-src 'self' blob: https://api.github.com https://api.netlify.com http://localhost:8081;"
    )
    for (const CONTEXT of ["production", "deploy-preview", "branch-deploy"]) {
      const policy = await editorPolicy({ CONTEXT })
      expect(policy).toContain("connect-src 'self' blob: https://api.github.com https://api.netlify.com;")
      expect(policy).not.toContain("localhost")
    }
  })

  test("without the adapter's block (a changed adapter), the build stops instead of losing its headers", async () => {
    const dir = build({ ...site, _headers: "" })
    await expect(writeHeaders(dir)).rejects.toThrow(/no rules of Gatsby's Netlify adapter/)
  })

  test("a rule of a static/_headers that overlaps stops the build, naming the path, header and rules", async () => {
    const dir = build({ ...site, _headers: `/*\n  Cache-Control: no-store\n${ADAPTER_BLOCK}` })
    await expect(writeHeaders(dir)).rejects.toThrow(
      /\n\/kontakt\.html: cache-control \(\/kontakt\.html, \/\*\)\n[^]*\n… and 3 more$/
    )
  })
})
