import { readFileSync } from "node:fs"
import { join } from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { ROUTES, expect, gotoHydrated, test } from "./fixtures"

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
  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    const headers = (await request.get(route)).headers()
    expect(headers["strict-transport-security"], route).toBe("max-age=63072000; includeSubDomains; preload")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    // Gatsby's base header (plugins/gatsby-plugin-netlify-output/headers.ts says who sets which).
    expect(headers["referrer-policy"]).toBe("same-origin")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
    expect(headers["x-frame-options"]).toBe("DENY")
    expect(headers["permissions-policy"]).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/)
    const csp = directives(headers["content-security-policy"] ?? "")
    expect(csp["script-src"]?.[0]).toBe("'self'")
    expect(csp["script-src"]?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
      true
    )
    expect(csp["script-src"]).not.toContain("'unsafe-inline'")
    expect(headers["content-security-policy"]).not.toContain("unsafe-eval")
    expect(csp["frame-ancestors"]).toEqual(["'none'"])
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
  test.skip(({ isMobile }) => isMobile, "the same files for every screen")

  test("each header is set in one place for each path: no value is ever doubled", async () => {
    const { headers: rules, errors } = await parseAllHeaders({
      headersFiles: [join(PUBLIC, "_headers")],
      netlifyConfigPath: join(__dirname, "../netlify.toml"),
      configHeaders: [],
      minimal: true,
    })
    expect(errors).toEqual([])
    const setBy = new Map<string, number>()
    for (const rule of rules) {
      for (const name of Object.keys(rule.values)) {
        const key = `${rule.for} ${name.toLowerCase()}`
        setBy.set(key, (setBy.get(key) ?? 0) + 1)
      }
    }
    expect([...setBy].filter(([, count]) => count > 1)).toEqual([])
    // Ours first, then the adapter's; netlify.toml sets none.
    const file = readFileSync(join(PUBLIC, "_headers"), "utf8")
    expect(file.indexOf("# gatsby-plugin-netlify-output start")).toBe(0)
    expect(file.indexOf("# gatsby-adapter-netlify start")).toBeGreaterThan(
      file.indexOf("# gatsby-plugin-netlify-output end")
    )
    expect(readFileSync(join(__dirname, "../netlify.toml"), "utf8")).not.toMatch(/\[\[headers\]\]/)
  })

  test("the web editor has its own policy and opener policy; the visitor pages keep theirs", async ({
    request,
  }) => {
    const admin = (await request.get("/admin/")).headers()
    const editorPolicy = directives(admin["content-security-policy"] ?? "")
    // Decap compiles its configuration checks at run time; the GitHub login goes through Netlify.
    expect(editorPolicy["script-src"]).toEqual(["'self'", "'unsafe-eval'"])
    expect(editorPolicy["connect-src"]).toEqual(
      expect.arrayContaining(["https://api.github.com", "https://api.netlify.com", "http://localhost:8081"])
    )
    expect(editorPolicy["frame-ancestors"]).toEqual(["'none'"])
    expect(admin["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    expect(admin["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload")
    expect(admin["cache-control"]).toBe("public, max-age=0, must-revalidate")
    for (const route of ["/", "/kontakt", "/gibt-es-nicht"]) {
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
