// «Referenzen»: the before/after slider by keyboard, mouse and touch, the picture dialog, the version
// without JavaScript, layout stability and when the section's code is fetched. Titles and pictures
// come from content/references/.
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import type { Locator, Page } from "@playwright/test"
import jsYaml from "js-yaml"
import type { z } from "zod"
import type { referenceSchema } from "../src/content/schema"
import { expect, gotoHydrated, requestsTo, seriousViolations, test } from "./fixtures"

type Reference = z.input<typeof referenceSchema>
const DIR = join(__dirname, "../content/references")
const references = readdirSync(DIR)
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => jsYaml.load(readFileSync(join(DIR, name), "utf8")) as Reference)
const pair = references.find((reference) => reference.service === "komplettfolierung" && reference.before)!
const gallery = references.find((reference) => (reference.images?.length ?? 0) > 1)!
const REFERENCES_CHUNK = /\/references-[0-9a-f]+\.js$/

const section = (page: Page) => page.locator("section[aria-labelledby='references-heading']")
const slider = (page: Page, title = pair.title) =>
  page.getByRole("slider", { name: `Vorher/Nachher-Vergleich: ${title}` })

/** The slider's frame: the nearest element that holds both pictures. */
const frameOf = (control: Locator) => control.locator("xpath=..")

/** Which picture shows at a point of the frame (0–1 across): the hit test honours the clip. */
async function pictureAt(frame: Locator, across: number): Promise<string> {
  return frame.evaluate((element, x) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height / 2)
    return hit?.closest("figure")?.querySelector("figcaption")?.textContent ?? "nothing"
  }, across)
}

/** Scrolls the comparison into view and waits for its behaviour to arrive. */
async function ready(page: Page, title = pair.title) {
  await slider(page, title).scrollIntoViewIfNeeded()
  await expect(slider(page, title)).toBeEnabled()
}

test(
  "home and service pages show their references, each drawn example marked «Beispiel»",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/")
    const home = section(page)
    await expect(home.getByRole("heading", { level: 2, name: "Referenzen" })).toBeVisible()
    await expect(home.getByRole("article")).toHaveCount(Math.min(references.length, 6))
    for (const reference of references) {
      const card = home.getByRole("article", { name: reference.title })
      await expect(card.getByText("Beispiel", { exact: true })).toBeVisible()
    }
    // The card names its service with a link to it; on the service page it does not need to.
    await home
      .getByRole("article", { name: pair.title })
      .getByRole("link", { name: "Komplettfolierung" })
      .click()
    await expect(page).toHaveURL(/\/dienstleistungen\/komplettfolierung$/)
    const own = references.filter((reference) => reference.service === "komplettfolierung")
    await expect(section(page).getByRole("article")).toHaveCount(own.length)
    await expect(section(page).getByRole("article", { name: pair.title })).toBeVisible()
    await expect(section(page).getByRole("link", { name: "Komplettfolierung" })).toHaveCount(0)
  }
)

test(
  "the slider by keyboard: arrows, Home and End move the divider and what is seen",
  { tag: "@desktop" },
  async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/komplettfolierung")
    await ready(page)
    const control = slider(page)
    const frame = frameOf(control)
    await expect(control).toHaveValue("50")
    expect(await pictureAt(frame, 0.45)).toBe("Vorher")
    expect(await pictureAt(frame, 0.55)).toBe("Nachher")

    await control.focus()
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight")
    await expect(control).toHaveValue("60")
    expect(await pictureAt(frame, 0.55)).toBe("Vorher")
    // The focus is visible on the frame.
    expect(await frame.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid")

    await page.keyboard.press("Home")
    await expect(control).toHaveValue("0")
    expect(await pictureAt(frame, 0.02)).toBe("Nachher")
    await page.keyboard.press("End")
    await expect(control).toHaveValue("100")
    expect(await pictureAt(frame, 0.98)).toBe("Vorher")
  }
)

test(
  "the slider with a mouse: press anywhere on the picture and drag",
  { tag: "@desktop" },
  async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/komplettfolierung")
    await ready(page)
    const control = slider(page)
    const frame = frameOf(control)
    const box = (await frame.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.5, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.35, y, { steps: 5 })
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
    await page.mouse.up()
    await expect(control).toHaveValue("20")
    expect(await pictureAt(frame, 0.3)).toBe("Nachher")
    // A click elsewhere jumps there.
    await page.mouse.click(box.x + box.width * 0.8, y)
    await expect(control).toHaveValue("80")
    expect(await pictureAt(frame, 0.7)).toBe("Vorher")
  }
)

test(
  "the slider by touch at 390 px: a sideways swipe moves it, never the page",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/komplettfolierung")
    await ready(page)
    const control = slider(page)
    const frame = frameOf(control)
    const box = (await frame.boundingBox())!
    const y = Math.round(box.y + box.height / 2)
    const x = (share: number) => Math.round(box.x + box.width * share)
    const scrollY = await page.evaluate(() => window.scrollY)
    // Real touch input through the browser's input pipeline (Playwright itself only taps).
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", share?: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: share === undefined ? [] : [{ x: x(share), y }],
      })
    await touch("touchStart", 0.5)
    for (const share of [0.6, 0.7, 0.8, 0.85]) await touch("touchMove", share)
    await touch("touchEnd")
    await expect(control).toHaveValue("85")
    expect(await pictureAt(frame, 0.75)).toBe("Vorher")
    expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth])).toEqual([
      0, 390,
    ])
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
  }
)

test("a picture opens large in a dialog: arrows move, Escape closes, the focus comes back", async ({
  page,
}) => {
  await gotoHydrated(page, "/dienstleistungen/teilfolierung")
  const card = section(page).getByRole("article", { name: gallery.title })
  const thumbs = card.getByRole("link", { name: /^Bild vergrössern: / })
  await expect(thumbs).toHaveCount(gallery.images!.length)
  await thumbs.first().scrollIntoViewIfNeeded()
  // Its code is fetched as it comes near; then the link opens a dialog instead of the file.
  await expect(thumbs.first()).toHaveAttribute("aria-haspopup", "dialog")
  const thumbWidth = (await thumbs.first().boundingBox())!.width
  await thumbs.first().click()

  const dialog = page.getByRole("dialog", { name: gallery.title })
  await expect(dialog).toBeVisible()
  const total = gallery.images!.length
  await expect(dialog.getByText(`Bild 1 von ${total}`)).toBeVisible()
  const large = dialog.getByRole("img", { name: gallery.images![0]!.alt })
  await expect(large).toBeVisible()
  // Larger than its thumbnail, and a file at least as wide as it is shown.
  await expect
    .poll(() =>
      large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= img.clientWidth)
    )
    .toBe(true)
  expect((await large.boundingBox())!.width).toBeGreaterThan(thumbWidth)

  await page.keyboard.press("ArrowRight")
  await expect(dialog.getByText(`Bild 2 von ${total}`)).toBeVisible()
  await expect(dialog.getByRole("img", { name: gallery.images![1]!.alt })).toBeVisible()
  await page.keyboard.press("ArrowLeft")
  await page.keyboard.press("ArrowLeft")
  await expect(dialog.getByText(`Bild ${total} von ${total}`)).toBeVisible()
  // Tab stays inside the dialog.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab")
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(thumbs.nth(total - 1)).toBeFocused()

  // By keyboard alone, and with the buttons.
  await page.keyboard.press("Enter")
  await expect(dialog.getByText(`Bild ${total} von ${total}`)).toBeVisible()
  await dialog.getByRole("button", { name: "Nächstes Bild" }).click()
  await expect(dialog.getByText(`Bild 1 von ${total}`)).toBeVisible()
  await dialog.getByRole("button", { name: "Schliessen" }).click()
  await expect(dialog).toBeHidden()
  await expect(thumbs.first()).toBeFocused()
})

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    test("the section with its slider, and the open dialog, pass axe", async ({ page }) => {
      await gotoHydrated(page, "/")
      await ready(page)
      expect(await seriousViolations(page)).toEqual([])
      const thumb = section(page)
        .getByRole("link", { name: /^Bild vergrössern: / })
        .first()
      await expect(thumb).toHaveAttribute("aria-haspopup", "dialog")
      await thumb.click()
      await expect(page.getByRole("dialog")).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("both pictures of a pair are visible, side by side or one below the other; pictures open as files", async ({
    page,
    isMobile,
    request,
  }) => {
    await page.goto("/dienstleistungen/komplettfolierung")
    const card = section(page).getByRole("article", { name: pair.title })
    await card.scrollIntoViewIfNeeded()
    const before = card.getByRole("img", { name: pair.before!.alt })
    const after = card.getByRole("img", { name: pair.after!.alt })
    await expect(before).toBeVisible()
    await expect(after).toBeVisible()
    await expect(card.getByRole("slider")).toBeHidden()
    const [b, a] = [(await before.boundingBox())!, (await after.boundingBox())!]
    if (isMobile) expect(a.y).toBeGreaterThanOrEqual(b.y + b.height - 1)
    else {
      expect(a.x).toBeGreaterThanOrEqual(b.x + b.width - 1)
      expect(Math.abs(a.y - b.y)).toBeLessThan(2)
    }
    // Nothing of the one covers the other.
    expect(b.x + b.width <= a.x + 1 || b.y + b.height <= a.y + 1).toBe(true)

    await page.goto("/dienstleistungen/teilfolierung")
    const link = section(page)
      .getByRole("link", { name: /^Bild vergrössern: / })
      .first()
    const href = (await link.getAttribute("href"))!
    expect(href).toMatch(/^\/static\/.+\.(jpg|png)$/)
    const file = await request.get(href)
    expect(file.status()).toBe(200)
    expect(file.headers()["content-type"]).toMatch(/^image\//)
  })
})

test(
  "no layout shift while the pictures load, and their code only comes when they come near",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { shifts: number }
      win.shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) win.shifts += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    const chunks = requestsTo(page, REFERENCES_CHUNK)
    // A page without references never fetches their code.
    await gotoHydrated(page, "/kontakt")
    await page.waitForTimeout(1500)
    expect(chunks).toEqual([])

    await gotoHydrated(page, "/")
    await page.waitForTimeout(1500) // idle: the references' code does not come
    expect(chunks).toEqual([])
    const references = section(page)
    // Scroll down step by step, as a visitor does, until every picture of the section has loaded.
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(150)
    }
    await references.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        references.locator("img").evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete))
      )
      .toBe(true)
    expect(chunks).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
  }
)
