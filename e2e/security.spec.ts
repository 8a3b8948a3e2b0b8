import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import { SVG_POLICY } from "../plugins/gatsby-plugin-netlify-output/csp"
import { overlaps, parseHeaders } from "../plugins/gatsby-plugin-netlify-output/headers"
import { ROUTES, expect, gotoHydrated, requestsTo, test } from "./fixtures"

const PUBLIC = join(__dirname, "../public")

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/)
      return [name, values]
    })
  )

test("every page carries the security headers; the CSP allows no inline script it does not know", async ({
  request,
}) => {
  for (const route of [...ROUTES, "/404", "/gibt-es-nicht"]) {
    const response = await request.get(route)
    const headers = response.headers()
    expect(headers["strict-transport-security"], route).toBe("max-age=63072000; includeSubDomains; preload")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    // Gatsby's base header (plugins/gatsby-plugin-netlify-output/headers.ts says who sets which).
    expect(headers["referrer-policy"]).toBe("same-origin")
    expect(headers["x-frame-options"]).toBe("DENY")
    expect(headers["permissions-policy"]).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/)
    // An unknown path matches no page's rule: its 404 page carries the policy itself, without
    // `frame-ancestors`, which only a header can carry (X-Frame-Options covers it there).
    const unknown = route === "/gibt-es-nicht"
    const policy = unknown
      ? /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1]
      : headers["content-security-policy"]
    expect(headers["cross-origin-opener-policy"], route).toBe(unknown ? undefined : "same-origin")
    const csp = directives(policy ?? "")
    expect(csp["script-src"]?.[0], route).toBe("'self'")
    expect(csp["script-src"]?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
      true
    )
    expect(csp["script-src"]).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("unsafe-eval")
    expect(csp["frame-ancestors"]).toEqual(unknown ? undefined : ["'none'"])
    expect(csp["connect-src"]).toEqual(["'self'"])
    expect(csp["object-src"]).toEqual(["'none'"])
  }
})

test("no page violates its policy, also after the header's menus and the toasts have loaded", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    )
  })
  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    await gotoHydrated(page, route)
    // What comes on first use: the menus (the pointer over the header), the form's rules and the
    // toasts (the first touch of the contact form).
    await page.locator("header").hover()
    if (route === "/kontakt") await page.locator("form[name='kontakt'] input[autocomplete='name']").focus()
    await page.waitForLoadState("networkidle")
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      route
    ).toEqual([])
  }
})

test("the policy really blocks an inline script it does not know", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/")
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), {
        once: true,
      })
    )
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.body.append(script)
    return { directive: await blocked, injected: "__injected" in window }
  })
  expect(ran).toEqual({ directive: "script-src-elem", injected: false })
  consoleErrors.splice(0) // the browser reports the refused script, as it should
})

test.describe("headers and redirects as Gatsby's Netlify adapter and our plugin write them", () => {
  test("each header comes from exactly one rule for every path, with the value it must have", async () => {
    const parsed = await parseAllHeaders({
      headersFiles: [join(PUBLIC, "_headers")],
      netlifyConfigPath: join(__dirname, "../netlify.toml"),
      configHeaders: [],
      minimal: false,
    })
    expect(parsed.errors).toEqual([])
    const rules = parsed.headers as Header[] // with `minimal: false`, each rule has its `forRegExp`
    const staticAsset = `/static/${readdirSync(join(PUBLIC, "static"), { recursive: true, withFileTypes: true }).find((entry) => entry.isFile())!.name}`
    const base = {
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
      "permissions-policy": expect.stringContaining("camera=()"),
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "same-origin",
      "x-xss-protection": "1; mode=block",
    }
    const visitor = {
      ...base,
      "content-security-policy": expect.stringMatching(/^default-src 'self'; script-src 'self' 'sha256-/),
      "cross-origin-opener-policy": "same-origin",
      "cache-control": "public, max-age=0, must-revalidate",
    }
    const editor = {
      ...base,
      "content-security-policy": expect.stringContaining("'unsafe-eval'"),
      "cross-origin-opener-policy": "same-origin-allow-popups",
      "cache-control": "public, max-age=0, must-revalidate",
    }
    const expected: Record<string, object> = {
      ...Object.fromEntries(
        ROUTES.flatMap((route) => [
          [route, visitor],
          [route === "/" ? "/index.html" : `${route}.html`, visitor],
        ])
      ),
      "/404": visitor,
      "/404.html": visitor,
      "/admin/": editor,
      "/admin/config.yml": editor,
      [staticAsset]: { ...base, "cache-control": "public, max-age=31536000, immutable" },
      "/gibt-es-nicht": base, // the 404 answer: Netlify's own Cache-Control, the policy in the page
      // Every SVG the site serves: a policy that runs no script; caching from its folder's rule, or
      // Netlify's own at the top.
      "/images/social.svg": {
        ...base,
        "content-security-policy": SVG_POLICY,
        "cache-control": "public, max-age=0, must-revalidate",
      },
      "/images/logo.svg": {
        ...base,
        "content-security-policy": SVG_POLICY,
        "cache-control": "public, max-age=0, must-revalidate",
      },
      "/favicon.svg": { ...base, "content-security-policy": SVG_POLICY },
    }
    const svgs = readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".svg") && !path.startsWith("admin/"))
      .map((path) => `/${path}`)
    expect(svgs.sort()).toEqual(
      Object.keys(expected)
        .filter((path) => path.endsWith(".svg"))
        .sort()
    )
    for (const [path, values] of Object.entries(expected)) {
      const matching = rules.filter((rule) => rule.forRegExp.test(path))
      const setBy = new Map<string, string[]>()
      for (const rule of matching)
        for (const [name, value] of Object.entries(rule.values))
          setBy.set(name.toLowerCase(), [...(setBy.get(name.toLowerCase()) ?? []), String(value)])
      // Exactly one rule per header name: the value a visitor gets cannot depend on how Netlify merges.
      expect(
        [...setBy].filter(([, by]) => by.length > 1),
        path
      ).toEqual([])
      expect(Object.fromEntries([...setBy].map(([name, [value]]) => [name, value])), path).toEqual(values)
    }
  })

  test("netlify.toml sets no header; one that overlapped the built rules would be found", async () => {
    const fromToml = (toml: string) =>
      parseAllHeaders({ headersFiles: [], netlifyConfigPath: toml, configHeaders: [], minimal: true })
    const ours = await fromToml(join(__dirname, "../netlify.toml"))
    expect(ours).toEqual({ headers: [], errors: [] })
    // The same check on a netlify.toml with a [[headers]] table that sets what a page's rule sets.
    const dir = mkdtempSync(join(tmpdir(), "netlify-toml-"))
    writeFileSync(
      join(dir, "netlify.toml"),
      '[[headers]]\n  for = "/*"\n  [headers.values]\n    Cross-Origin-Opener-Policy = "unsafe-none"\n'
    )
    const toml = await fromToml(join(dir, "netlify.toml"))
    expect(toml.errors).toEqual([])
    const built = parseHeaders(readFileSync(join(PUBLIC, "_headers"), "utf8"))
    expect(await overlaps([...built, ...toml.headers], ["/kontakt"])).toContain(
      "/kontakt: cross-origin-opener-policy (/kontakt, /*)"
    )
    expect(await overlaps(built, ["/kontakt"])).toEqual([])
  })

  test("the web editor has its own policy and opener policy; the visitor pages keep theirs", async ({
    request,
  }) => {
    const admin = (await request.get("/admin/")).headers()
    const editorPolicy = directives(admin["content-security-policy"] ?? "")
    // Decap compiles its configuration checks at run time; the GitHub login goes through Netlify.
    expect(editorPolicy["script-src"]).toEqual(["'self'", "'unsafe-eval'"])
    // This is a local build (no Netlify CONTEXT): its editor may ask the local backend, as `npm run
    // serve` and the editor's tests need; a build on Netlify leaves it out (unit-tested in
    // plugins/gatsby-plugin-netlify-output/__tests__/headers.test.ts).
    expect(editorPolicy["connect-src"]).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://api.netlify.com",
      "http://localhost:8081",
    ])
    expect(editorPolicy["frame-ancestors"]).toEqual(["'none'"])
    expect(admin["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    expect(admin["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload")
    expect(admin["cache-control"]).toBe("public, max-age=0, must-revalidate")
    for (const route of ["/", "/kontakt"]) {
      const headers = (await request.get(route)).headers()
      expect(headers["content-security-policy"], route).not.toMatch(/unsafe-eval|api\.github\.com|localhost/)
      expect(headers["cross-origin-opener-policy"], route).toBe("same-origin")
    }
  })

  test("a trailing slash redirects to the page without it; pages are served from the adapter's .html files", async ({
    request,
  }) => {
    for (const path of ["/kontakt/", "/dienstleistungen/toenung/"]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(301)
      expect(response.headers().location).toBe(path.slice(0, -1))
    }
    expect(readFileSync(join(PUBLIC, "dienstleistungen/toenung.html"), "utf8")).toContain("Scheibentönung")
    expect((await request.get("/dienstleistungen/toenung")).status()).toBe(200)
    // The adapter writes its block into _redirects even when, as here, it has no redirect to add.
    expect(readFileSync(join(PUBLIC, "_redirects"), "utf8")).toContain("# gatsby-adapter-netlify start")
  })
})

test("an SVG opened as a page runs no script; through <img>, <use> and as the icon it draws as before", async ({
  page,
  request,
  consoleErrors,
}) => {
  for (const path of ["/images/logo.svg", "/images/social.svg", "/favicon.svg"])
    expect((await request.get(path)).headers()["content-security-policy"], path).toBe(SVG_POLICY)

  // Opened by itself, with a script in it (the file as served, its headers kept, a script added):
  // the browser refuses to run it, and the navigation it would start never happens.
  await page.route("/images/logo.svg", async (route) => {
    const response = await route.fetch()
    const withScript = (await response.text()).replace(
      "</svg>",
      "<script>location.href = '/svg-script-ran'</script></svg>"
    )
    await route.fulfill({ response, body: withScript })
  })
  const navigations = requestsTo(page, /\/svg-script-ran/)
  const blocked = page.waitForEvent("console", (message) =>
    message.text().startsWith("Blocked script execution")
  )
  await page.goto("/images/logo.svg")
  expect((await blocked).text()).toContain("sandboxed and the 'allow-scripts' permission is not set")
  await expect(page.locator("svg title")).toHaveText("GLANZWERK Fahrzeugpflege")
  expect(navigations).toEqual([])
  consoleErrors.splice(0) // the browser reports the refused script, as it should
  await page.unroute("/images/logo.svg")

  // On a page: the brand marks drawn from the sprite (<use>) in the footer, and the logo and the
  // favicon as pictures.
  await gotoHydrated(page, "/")
  const marks = page.locator("footer").getByRole("link", { name: / auf (Instagram|TikTok)$/ })
  await expect(marks).toHaveCount(2)
  for (const mark of await marks.all()) {
    await mark.scrollIntoViewIfNeeded()
    await expect
      .poll(() => mark.locator("use").evaluate((use: SVGUseElement) => use.getBBox().width))
      .toBeGreaterThan(10)
  }
  const drawn = await page.evaluate(() =>
    Promise.all(
      ["/images/logo.svg", "/favicon.svg"].map(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return [src, image.naturalWidth]
      })
    )
  )
  expect(drawn).toEqual([
    ["/images/logo.svg", 1028],
    ["/favicon.svg", 512],
  ])
  // The icon the page names is that SVG.
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    "href",
    /^\/favicon\.svg/
  )
})
