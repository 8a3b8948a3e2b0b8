import { ROUTES, expect, gotoHydrated, test } from "./fixtures"

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
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
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
    await page.locator("header").hover()
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
