// What the header's tests share: the spec's service links, and the header's controls as a visitor
// meets them (src/components/header/).
import type { Locator, Page } from "@playwright/test"
import { expect } from "./fixtures"

export const SERVICES: [name: string, href: string][] = [
  ["Alle Dienstleistungen", "/dienstleistungen"],
  ["Fahrzeugaufbereitung", "/dienstleistungen/aufbereitung"],
  ["Komplettfolierung", "/dienstleistungen/komplettfolierung"],
  ["Teilfolierung & Design", "/dienstleistungen/teilfolierung"],
  ["Scheibentönung", "/dienstleistungen/toenung"],
]

export const header = (page: Page) => page.locator("header")
export const box = async (locator: Locator) => (await locator.boundingBox())!

/** What a screen reader says for the focused element (soft hyphens are not read). */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return (el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "").replaceAll("\u00ad", "")
  })

/** A visible header button by its name. */
export async function headerButton(page: Page, name: string) {
  const button = header(page).getByRole("button", { name })
  await expect(button).toBeVisible()
  return button
}

/** What a disclosure button shows and hides: the element its aria-controls names. */
export async function controlled(page: Page, button: Locator) {
  const id = await button.getAttribute("aria-controls")
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

/**
 * The scripts the page requests from now on. The header's menus are in the first load: opening
 * one must fetch nothing.
 */
export function scriptsRequested(page: Page) {
  const urls: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url())
  })
  return urls
}

/** Whether each entry's icon in `scope` draws: its <use> finds its drawing in the page's sprite. */
export const iconsDrawn = (scope: Locator) =>
  scope.locator("svg:has(use)").evaluateAll((icons) =>
    icons.map((icon) => {
      const target = icon.querySelector("use")?.getAttribute("href")
      return Boolean(target && document.querySelector(target)?.querySelector("path, circle, rect"))
    })
  )
