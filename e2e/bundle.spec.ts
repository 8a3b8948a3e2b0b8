import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { FIREBASE_CODE, ROUTES, expect, gotoHydrated, requestsTo, test } from "./fixtures"

const PUBLIC = join(__dirname, "../public")

// Where no page may load Firebase with its first load, in a build that holds it: bundle-firestore.spec.ts.
test("without Firebase set up, the build holds none of its code, so no page can fetch it", () => {
  const chunks = readdirSync(PUBLIC).filter((name) => name.endsWith(".js"))
  expect(chunks.length).toBeGreaterThan(10)
  expect(chunks.filter((name) => FIREBASE_CODE.test(readFileSync(join(PUBLIC, name), "utf8")))).toEqual([])
})

test("no page's first load carries Partytown or gatsby-script, which do nothing on this site", async ({
  request,
}) => {
  const html = await (await request.get("/")).text()
  const scripts = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].flatMap(([, src]) => (src ? [src] : []))
  expect(scripts.length).toBeGreaterThan(2)
  for (const url of scripts) {
    // Partytown's snippet, which Gatsby's internal plugin would bring, and gatsby-script's <Script>
    // («text/partytown»), which the manifest plugin's require("gatsby") would keep
    // (plugins/gatsby-plugin-idle-browser-code replaces both plugins' browser code).
    expect(await (await request.get(url)).text(), url).not.toMatch(
      /partytownSnippet|Partytown \d|text\/partytown/
    )
  }
})

test("no visitor page fetches anything of the web editor, nor any script with Decap's code", async ({
  page,
  request,
}) => {
  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    const fetched: string[] = []
    const listener = (response: { url(): string }) => fetched.push(response.url())
    page.on("response", listener)
    await gotoHydrated(page, route)
    await page.locator("header").hover()
    await page.waitForLoadState("networkidle")
    page.off("response", listener)
    expect(
      fetched.filter((url) => new URL(url).pathname.startsWith("/admin")),
      route
    ).toEqual([])
    for (const url of fetched.filter((candidate) => candidate.endsWith(".js"))) {
      expect(/decap-cms|DecapCms/.test(await (await request.get(url)).text()), `${route}: ${url}`).toBe(false)
    }
  }
})

test("without Firebase configured, no Firebase code is fetched, even after the page is used", async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url())
  })
  await gotoHydrated(page, "/")
  await page.locator("header").hover()
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(3500) // time for anything that would fetch Firebase on its own
  await page.locator("footer").getByRole("link", { name: "Kontakt aufnehmen" }).click()
  await page.waitForLoadState("networkidle")
  expect(scripts.length).toBeGreaterThan(3)
  for (const url of scripts) {
    expect(FIREBASE_CODE.test(await (await request.get(url)).text()), url).toBe(false)
  }
})

test("every page loads its scripts the way Gatsby writes them: no rewriting after the build", async ({
  request,
}) => {
  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    const html = await (await request.get(route)).text()
    expect(html, route).toMatch(/<script src="\/app-[0-9a-f]{20}\.js" async>/)
    expect(html, route).toMatch(/<script src="\/framework-[0-9a-f]{20}\.js" async>/)
    expect(html, route).not.toContain("gatsby-start-scripts")
  }
})

test("a page fetches what its shared parts read from content/ in one request, not one per part", async ({
  page,
}) => {
  const staticQueries = requestsTo(page, /\/page-data\/sq\//)
  for (const route of ROUTES) {
    staticQueries.length = 0
    await gotoHydrated(page, route)
    await page.waitForLoadState("networkidle")
    // One static query (src/hooks/use-site-content.ts) serves navigation, footer, facts, prices and words.
    expect(staticQueries, route).toHaveLength(1)
  }
})

test("toasts and the form's rules are fetched on first use, never just because the page is idle; the menus are not fetched at all", async ({
  page,
}) => {
  const chunks: string[] = []
  const scripts: string[] = []
  page.on("request", (request) => {
    const name = /\/(toasts|contact-validation)-[0-9a-f]+\.js$/.exec(request.url())?.[1]
    if (name) chunks.push(name)
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  await gotoHydrated(page, "/kontakt")
  await page.waitForTimeout(5000) // the browser idles: nothing comes
  expect(chunks).toEqual([])

  // The header's menus are in the first load: the pointer into the header, a press on
  // «Dienstleistungen», fetch nothing.
  scripts.length = 0
  await page.mouse.move(640, 600)
  await page.locator("header").getByRole("button", { name: "Dienstleistungen" }).click()
  await expect(page.locator("header").getByRole("link", { name: "Scheibentönung" })).toBeVisible()
  expect(scripts).toEqual([])
  // The first touch of the contact form brings its rules and the toasts.
  await page.locator("form[name='kontakt'] input[autocomplete='name']").focus()
  await expect.poll(() => [...chunks].sort()).toEqual(["contact-validation", "toasts"])
})

test("taking over the page leaves the static HTML's styles where they are and adds only what it lacks", async ({
  page,
}) => {
  // Every <style> added to the document, from the first byte on: a moved element counts as added again.
  await page.addInitScript(() => {
    const added: HTMLStyleElement[] = []
    Object.assign(window, { __addedStyles: added })
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) if (node instanceof HTMLStyleElement) added.push(node)
    }).observe(document, { childList: true, subtree: true })
  })
  for (const route of ["/", "/dienstleistungen/komplettfolierung", "/kontakt"]) {
    await gotoHydrated(page, route)
    await page.waitForLoadState("networkidle")
    const { addedAgain, serverStyles, globalStyles, serverRules, clientRules } = await page.evaluate(() => {
      const added = (window as unknown as { __addedStyles: HTMLStyleElement[] }).__addedStyles
      const describe = (style: HTMLStyleElement) =>
        style.getAttribute("data-emotion-server") ?? style.getAttribute("data-emotion") ?? "other"
      const sheets = [...document.querySelectorAll("style")].map((style) => ({
        server: style.hasAttribute("data-emotion-server"),
        rules: style.sheet?.cssRules.length ?? 0,
      }))
      return {
        addedAgain: added.filter((style, index) => added.indexOf(style) !== index).map(describe),
        serverStyles: added.filter((style) => style.hasAttribute("data-emotion-server")).length,
        globalStyles: added.filter((style) => describe(style).startsWith("css-global")).length,
        serverRules: sheets.filter((sheet) => sheet.server).reduce((sum, sheet) => sum + sheet.rules, 0),
        clientRules: sheets.filter((sheet) => !sheet.server).reduce((sum, sheet) => sum + sheet.rules, 0),
      }
    })
    // The class styles and the global styles came once, with the HTML, and stayed: Emotion would move
    // the class styles twice and the global styles once.
    expect(serverStyles, route).toBe(1)
    expect(globalStyles, route).toBeGreaterThanOrEqual(1)
    expect(addedAgain, route).toEqual([])
    // What the browser adds is the little the static HTML cannot know, not the page's styles again.
    expect(serverRules, route).toBeGreaterThan(50)
    expect(clientRules, route).toBeLessThan(serverRules / 4)
  }
})
