// The headings' font (Montserrat) arrives after the first paint. Until then a local font scaled to
// its size stands in (src/styles/font-fallback.css), so nothing moves when it arrives: on a slow
// phone connection the page does not jump under the visitor's thumb.
import type { Page } from "@playwright/test"
import { ROUTES, expect, test } from "./fixtures"

/** Where each heading sits and how high it is, and the height of the page. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    headings: [...document.querySelectorAll("main h1, main h2, main h3")].map((heading) => {
      const box = heading.getBoundingClientRect()
      return {
        text: heading.textContent,
        top: Math.round(box.top + window.scrollY),
        height: Math.round(box.height),
      }
    }),
    page: document.documentElement.scrollHeight,
  }))

test("headings keep their place and line breaks when the heading font arrives", async ({
  page,
  consoleErrors,
}) => {
  for (const route of ROUTES) {
    // Without the font: the stand-in alone.
    await page.route(/\.woff2$/, (request) => request.abort())
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    const without = await layout(page)
    expect(await page.evaluate(() => document.fonts.check("700 16px Montserrat"))).toBe(false)
    await page.unroute(/\.woff2$/)
    consoleErrors.splice(0) // the refused font requests, as intended

    // With it.
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check("700 16px Montserrat"))).toBe(true)
    const withFont = await layout(page)

    expect(withFont.headings.length, route).toBeGreaterThan(0)
    for (const [index, heading] of withFont.headings.entries()) {
      const before = without.headings[index]!
      // Same number of lines (a line is over 20 px), and the heading no more than a few px away.
      expect(Math.abs(heading.height - before.height), `${route}: «${heading.text}»`).toBeLessThan(12)
      expect(Math.abs(heading.top - before.top), `${route}: «${heading.text}»`).toBeLessThan(24)
    }
  }
})
