import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { ROUTES, expect, gotoHydrated, test } from "./fixtures"

const FIREBASE_CODE = /@firebase\/(app|auth|firestore|database|storage|app-check)|FirebaseError/
const PUBLIC = join(__dirname, "../public")

test("no page's first load contains Firebase code", async ({ page, request }) => {
  // The SDK is in the build (so the search below would find it), in chunks loaded on demand.
  const chunks = readdirSync(PUBLIC).filter((name) => name.endsWith(".js"))
  expect(chunks.some((name) => FIREBASE_CODE.test(readFileSync(join(PUBLIC, name), "utf8")))).toBe(true)

  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    const scripts: string[] = []
    const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === "script") scripts.push(response.url())
    }
    page.on("response", listener)
    await gotoHydrated(page, route)
    await page.waitForLoadState("networkidle")
    page.off("response", listener)
    for (const url of scripts) {
      expect(FIREBASE_CODE.test(await (await request.get(url)).text()), `${route}: ${url}`).toBe(false)
    }
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
  await page.waitForTimeout(3500) // past the idle time Firebase would be fetched at
  await page.locator("footer").getByRole("link", { name: "Kontakt aufnehmen" }).click()
  await page.waitForLoadState("networkidle")
  expect(scripts.length).toBeGreaterThan(3)
  for (const url of scripts) {
    expect(FIREBASE_CODE.test(await (await request.get(url)).text()), url).toBe(false)
  }
})

test.describe("the bundle scripts start after the picture at the top", () => {
  test("every built page names its bundle scripts only in the starter script", async ({ request }) => {
    for (const route of [...ROUTES, "/gibt-es-nicht"]) {
      const html = await (await request.get(route)).text()
      expect(html, route).not.toMatch(/<script[^>]* src=/)
      const starter = html.match(/<script id="gatsby-start-scripts">([^<]*)<\/script>/)?.[1]
      expect(starter, route).toMatch(/"\/app-[0-9a-f]{20}\.js"/)
      expect(starter, route).toMatch(/"\/framework-[0-9a-f]{20}\.js"/)
    }
  })

  test("they are fetched once the picture at the top has arrived", async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
      const picture = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!.currentSrc
      return {
        picture: resources.find((entry) => entry.name === picture)!.responseEnd,
        scripts: resources
          .filter((entry) => entry.initiatorType === "script" && /\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }
    })
    expect(timing.scripts.length).toBeGreaterThanOrEqual(4)
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.picture)
  })
})
