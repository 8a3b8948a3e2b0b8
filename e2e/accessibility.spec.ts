import { DARK_CLASS } from "../src/color-mode/choice"
import { ROUTES, expect, gotoHydrated, seriousViolations, test } from "./fixtures"

// Each page in light mode, then in dark mode, loaded once: the page follows the device's setting as it
// changes (src/color-mode/ColorModeProvider.tsx), through the same class on <html> that the no-flash
// script sets when a page loads dark (e2e/color-mode.spec.ts checks that). One load instead of two
// per page and width.
for (const route of [...ROUTES, "/gibt-es-nicht"]) {
  test(`${route} has no serious or critical accessibility violations, in light and dark mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await gotoHydrated(page, route)
    await expect(page.locator("html")).not.toHaveClass(new RegExp(DARK_CLASS))
    expect(await seriousViolations(page), "light mode").toEqual([])
    await page.emulateMedia({ colorScheme: "dark" })
    await expect(page.locator("html")).toHaveClass(new RegExp(DARK_CLASS))
    // The buttons fade to their dark colours (150 ms): axe measures the colours they end with.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
    expect(await seriousViolations(page), "dark mode").toEqual([])
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
