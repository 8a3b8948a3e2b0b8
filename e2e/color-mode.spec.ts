import type { Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "./fixtures"

const DARK = "rgb(9, 9, 11)"
const LIGHT = "rgb(255, 255, 255)"

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

const control = (page: Page) => page.getByRole("group", { name: "Farbmodus" })

test("without a choice the site follows the device, and «System» is selected", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" })
  await page.goto("/")
  await expect.poll(() => background(page)).toBe(DARK)
  await expect(control(page).getByRole("radio", { name: "System" })).toBeChecked()

  await page.emulateMedia({ colorScheme: "light" })
  await expect.poll(() => background(page)).toBe(LIGHT)
})

test("a chosen mode applies at once and survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" })
  await gotoHydrated(page, "/kontakt")
  await control(page).getByText("Dunkel").click()
  await expect.poll(() => background(page)).toBe(DARK)
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark")

  await page.reload()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(control(page).getByRole("radio", { name: "Dunkel" })).toBeChecked()
  expect(await background(page)).toBe(DARK)

  await control(page).getByText("Hell").click()
  await expect.poll(() => background(page)).toBe(LIGHT)
  await page.emulateMedia({ colorScheme: "dark" })
  await page.reload()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(control(page).getByRole("radio", { name: "Hell" })).toBeChecked()
  expect(await background(page)).toBe(LIGHT)

  await control(page).getByText("System").click()
  await expect.poll(() => background(page)).toBe(DARK)
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBeNull()
})

test("a stored «Dunkel» under a light device never paints a light frame", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" })
  await page.addInitScript(() => {
    localStorage.setItem("color-mode", "dark")
    // Record the background before every frame the browser paints.
    const frames: string[] = []
    Object.assign(window, { __frames: frames })
    const record = () => {
      // From the first frame with page content on (before it, the browser shows its empty canvas;
      // <body> may already hold the colour-mode script, parsed but not yet run).
      if (document.getElementById("___gatsby"))
        frames.push(getComputedStyle(document.documentElement).backgroundColor)
      if (frames.length < 120) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.goto("/")
  await page.waitForFunction(() => (window as unknown as { __frames: string[] }).__frames.length >= 60)
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)
  expect(new Set(frames)).toEqual(new Set([DARK]))
})

test("the static HTML is already dark before any of the site's JavaScript runs", async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ colorScheme: "light" })
  await page.addInitScript(() => localStorage.setItem("color-mode", "dark"))
  // Keep the bundles away: only the inline colour-mode script runs.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort())
  await page.goto("/ueber-mich", { waitUntil: "domcontentloaded" })
  expect(await background(page)).toBe(DARK)
  consoleErrors.splice(0) // the aborted bundles are logged as failed loads, by design
})
