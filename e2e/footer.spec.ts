import { expect, site, test } from "./fixtures"

// The spec's call to action, links and lines, bullet by bullet: e2e/spec-walk.spec.ts.

test("the social marks come from the cached sprite: each drawn, full size, in the link's colour", async ({
  page,
}) => {
  await page.goto("/ueber-mich")
  const footer = page.locator("footer")
  for (const network of ["Instagram", "TikTok"]) {
    const link = footer.getByRole("link", { name: `${site.businessName} auf ${network}` })
    const mark = link.locator("svg use")
    await link.scrollIntoViewIfNeeded()
    await expect
      .poll(() => mark.evaluate((use) => (use as SVGGraphicsElement).getBBox().width))
      .toBeGreaterThan(18)
    const [fill, color] = await link.evaluate((anchor) => [
      getComputedStyle(anchor.querySelector("path, use")!).fill,
      getComputedStyle(anchor).color,
    ])
    expect(fill).toBe(color)
  }
})

test("«Kontakt aufnehmen» leads to the contact page", async ({ page }) => {
  await page.goto("/")
  await page.locator("footer").getByRole("link", { name: "Kontakt aufnehmen" }).click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt")
})

test("«Datenschutz» leads to the privacy policy", async ({ page }) => {
  await page.goto("/kontakt")
  await page.locator("footer").getByRole("link", { name: "Datenschutz" }).click()
  await expect(page).toHaveURL(/\/datenschutz$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung")
})

test("the copyright runs to the visitor's current year, even on a page built earlier", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-03-01T10:00:00+01:00"))
  await page.goto("/")
  await expect(
    page.locator("footer").getByText(`© 2023 - 2031 ${site.businessName}. Alle Rechte vorbehalten.`)
  ).toBeVisible()
})
