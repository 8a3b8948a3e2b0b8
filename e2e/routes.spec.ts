import { ROUTES, expect, site, test } from "./fixtures"

for (const route of ROUTES) {
  test(`${route} answers 200 with one h1, the title pattern and German as its language`, async ({ page }) => {
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${site.businessName}$`))
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH")
    // The fixed header never covers the start of the page.
    const header = await page.locator("header").first().boundingBox()
    const main = await page.locator("main h1").boundingBox()
    expect(main!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
  })
}

test("the home page's title names the services and the town", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveTitle(`${site.title} | ${site.businessName}`)
})

test("each service page is reachable from the services overview", async ({ page }) => {
  await page.goto("/dienstleistungen")
  await page
    .getByRole("main")
    .getByRole("link", { name: /Scheibentönung/ })
    .click()
  await expect(page).toHaveURL(/\/dienstleistungen\/toenung$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scheibentönung")
  await expect(page).toHaveTitle(`Scheibentönung | ${site.businessName}`)
})

test("a path with a trailing slash leads to the same page without it", async ({ page }) => {
  await page.goto("/ueber-mich/")
  await expect(page).toHaveURL(/\/ueber-mich$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Über mich")
})

test.describe("unknown path", () => {
  test("answers 404 and shows the error screen with the path", async ({ page }) => {
    const response = await page.goto("/gibt-es/nicht")
    expect(response?.status()).toBe(404)
    await expect(page.getByText("404", { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: Page not found: /gibt-es/nicht")
    await expect(page).toHaveTitle("404 - Page not found: /gibt-es/nicht")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")

    await page.getByRole("link", { name: "Zurück zur Startseite" }).click()
    await expect(page).toHaveURL(/localhost:9000\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Glanz/)
  })

  test("without JavaScript shows German text and a working link home", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto("/gibt-es-nicht")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: Diese Seite gibt es leider nicht.")
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/")
    await context.close()
  })
})
