import { expect, site, test } from "./fixtures"

test("the footer shows the spec's call to action, links and lines", async ({ page }) => {
  await page.goto("/ueber-mich")
  const footer = page.locator("footer")

  await expect(footer.getByRole("heading", { level: 2, name: "Kontaktieren Sie mich" })).toBeVisible()
  await expect(
    footer.getByText(
      `Vereinbaren Sie einen Termin für eine unverbindliche Beratung in meiner Garage in ${site.town}.`,
      { exact: true }
    )
  ).toBeVisible()

  const instagram = footer.getByRole("link", { name: `${site.businessName} auf Instagram` })
  await expect(instagram).toHaveAttribute("href", site.social.instagram)
  await expect(instagram).toHaveAttribute("target", "_blank")
  const tiktok = footer.getByRole("link", { name: `${site.businessName} auf TikTok` })
  await expect(tiktok).toHaveAttribute("href", site.social.tiktok)
  await expect(tiktok).toHaveAttribute("target", "_blank")
  // The marks come from the cached sprite: each drawn, full size, in the link's colour.
  for (const link of [instagram, tiktok]) {
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

  const year = new Date().getFullYear()
  await expect(
    footer.getByText(`© 2023 - ${year} ${site.businessName}. Alle Rechte vorbehalten.`, { exact: true })
  ).toBeVisible()
  await expect(footer.getByText(`Entwickelt von ${site.developer.name}`, { exact: true })).toBeVisible()
  const credit = footer.getByRole("link", { name: site.developer.name })
  await expect(credit).toHaveAttribute("href", site.developer.url)
  await expect(credit).toHaveAttribute("target", "_blank")
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
