import {
  answerNotAwaited,
  BROKEN_ABOUT_PAGE as MESSAGE,
  breakAboutPage,
  expect,
  gotoHydrated,
  site,
  test,
} from "./fixtures"

test.describe("a runtime error while rendering a page", () => {
  test("after a click: the error screen with 500 and the message, the way home clears it", async ({
    page,
    consoleErrors,
  }) => {
    await breakAboutPage(page)
    await gotoHydrated(page, "/")
    await page.locator("footer").getByRole("link", { name: "Über mich" }).click()

    await expect(page).toHaveURL(/\/ueber-mich$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`500: ${MESSAGE}`)
    await expect(page.getByText("500", { exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`500 - ${MESSAGE}`)
    // The layout stays: the visitor can still navigate.
    await expect(page.locator("header")).toBeVisible()
    await expect(page.locator("footer")).toBeVisible()

    await page.getByRole("link", { name: "Zurück zur Startseite" }).click()
    await expect(page).toHaveURL(/localhost:9000\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Glanz/)
    await expect(page).toHaveTitle(new RegExp(`\\| ${site.businessName}$`))

    expect(consoleErrors.join("\n")).toContain(MESSAGE)
    consoleErrors.splice(0) // React reports the caught error, as it should
  })

  test("on a first visit: no white page, the error screen instead", async ({ page, consoleErrors }) => {
    await breakAboutPage(page)
    await page.goto("/ueber-mich")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`500: ${MESSAGE}`)
    await expect(page).toHaveTitle(`500 - ${MESSAGE}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    consoleErrors.splice(0)
  })
})

test("a newly published build makes the next navigation load the whole page", async ({ page }) => {
  let newBuild = false
  await page.route("**/page-data/app-data.json", async (route) => {
    const response = await route.fetch()
    const json = newBuild ? { webpackCompilationHash: "ein-neuer-build" } : undefined
    newBuild = false // the reloaded page then sees the build it came with
    // The whole-page load this test expects cancels a request of the page it leaves.
    await route.fulfill({ response, json }).catch((error: unknown) => {
      if (!answerNotAwaited(error)) throw error
    })
  })
  const documents: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname)
  })

  await gotoHydrated(page, "/")
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  // Client-side navigation without a new build keeps the document.
  await page.locator("footer").getByRole("link", { name: "Datenschutz" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung")
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true)
  expect(documents).toEqual(["/"])

  newBuild = true
  await page.locator("footer").getByRole("link", { name: "Kontakt aufnehmen" }).click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt")
  await expect.poll(() => documents).toEqual(["/", "/kontakt"])
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false)
})

test.describe("caching headers, as Gatsby's Netlify adapter writes them into _headers", () => {
  const REVALIDATE = "public, max-age=0, must-revalidate"

  test("HTML, page data, app-data.json and unhashed files are revalidated on every visit", async ({
    request,
  }) => {
    for (const path of [
      "/",
      "/kontakt",
      "/page-data/app-data.json",
      "/page-data/kontakt/page-data.json",
      "/icons/icon-48x48.png",
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()["cache-control"], path).toBe(REVALIDATE)
    }
  })

  test("content-hashed bundles are cached for a year; unknown paths answer 404", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/") // the bundle scripts are added once the page has loaded
    const assets = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src")),
        ...[...document.querySelectorAll("link[rel=preload][href], link[rel=stylesheet][href]")].map((link) =>
          link.getAttribute("href")
        ),
        ...[...document.querySelectorAll("img[src^='/static/'], source[srcset^='/static/']")].map(
          (image) => (image.getAttribute("src") ?? image.getAttribute("srcset"))!.split(/[ ,]/)[0]
        ),
      ].filter((url) => url?.startsWith("/"))
    )
    expect(assets.some((url) => /^\/app-[0-9a-f]{20}\.js$/.test(url!))).toBe(true)
    expect(assets.some((url) => url!.startsWith("/static/"))).toBe(true)
    for (const url of assets)
      expect((await request.get(url!)).headers()["cache-control"], url!).toBe(
        "public, max-age=31536000, immutable"
      )
    const missing = await request.get("/gibt-es/nicht")
    expect(missing.status()).toBe(404)
    expect(missing.headers()["cache-control"]).toBe(REVALIDATE)
  })
})
