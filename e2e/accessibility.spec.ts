import AxeBuilder from "@axe-core/playwright"
import { ROUTES, expect, gotoHydrated, test } from "./fixtures"

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    for (const route of [...ROUTES, "/gibt-es-nicht"]) {
      test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, route)
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze()
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`
          )
        expect(serious).toEqual([])
      })
    }
  })
}
