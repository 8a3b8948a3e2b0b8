import { ROUTES, expect, gotoHydrated, seriousViolations, test } from "./fixtures"

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    for (const route of [...ROUTES, "/gibt-es-nicht"]) {
      test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, route)
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test.describe("keyboard focus", { tag: "@desktop" }, () => {
  for (const [colorScheme, color] of [
    ["light", "rgb(29, 78, 216)"],
    ["dark", "rgb(212, 175, 55)"],
  ] as const) {
    test(`is shown as a 3 px ring in the theme's focus colour (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await gotoHydrated(page, "/kontakt")
      const link = page.getByRole("main").getByRole("link").first()
      await link.focus()
      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Tab")
      await expect(link).toBeFocused()
      await expect(link).toHaveCSS("outline-style", "solid")
      await expect(link).toHaveCSS("outline-width", "3px")
      await expect(link).toHaveCSS("outline-color", color)
    })
  }
})
