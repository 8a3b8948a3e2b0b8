// Every screen of the web editor on a phone, as the owner meets it (Git with the editorial workflow,
// as the live site): nothing wider than the screen, and every word German and the owner's, including
// what only a screen reader hears (names, descriptions, live regions, the hidden instructions of a
// list's drag handle, a choice's announcements), checked against the words of
// src/content/__tests__/owner-words.ts.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import jsYaml from "js-yaml"
import { ENGLISH, problems } from "../src/content/__tests__/owner-words"
import { entryLoaded, openEditor, startBackend, type Backend } from "./cms-harness"
import { expect, test } from "./fixtures"

test.describe.configure({ mode: "default" })
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

let backend: Backend
test.beforeAll(async () => {
  backend = await startBackend("git")
})
test.afterAll(() => backend?.stop())

/** The editor's screens: every list, every file and page, a service, a reference, a new one, the board. */
const SCREENS = [
  "#/collections/einstellungen",
  ...["site", "navigation", "footer", "testimonials", "films", "calendar"].map(
    (file) => `#/collections/einstellungen/entries/${file}`
  ),
  "#/collections/seiten",
  ...["home", "servicesPage", "about", "contact", "voucher", "privacy"].map(
    (file) => `#/collections/seiten/entries/${file}`
  ),
  "#/collections/services",
  "#/collections/services/entries/toenung",
  "#/collections/references",
  "#/collections/references/entries/teilfolierung-akzente",
  "#/collections/references/new",
  "#/workflow",
]

/** What the page says: shown texts, and what screen readers hear besides («spoken»). */
async function wordsOf(page: Page) {
  return page.evaluate(() => {
    const shown: string[] = []
    const spoken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const text = node.textContent?.trim() ?? ""
      // What the owner typed is content, not the editor's words.
      if (text !== "" && !node.parentElement?.closest("textarea, [contenteditable], script, style"))
        shown.push(text)
    }
    for (const element of document.querySelectorAll("*")) {
      for (const name of [
        "aria-label",
        "aria-roledescription",
        "aria-valuetext",
        "title",
        "placeholder",
        "alt",
      ]) {
        const value = element.getAttribute(name)?.trim()
        if (value) spoken.push(value)
      }
      for (const name of ["aria-describedby", "aria-labelledby"])
        for (const id of (element.getAttribute(name) ?? "").split(/\s+/).filter(Boolean)) {
          const text = document.getElementById(id)?.textContent?.trim()
          if (text) spoken.push(text)
        }
    }
    for (const region of document.querySelectorAll("[aria-live], [role=status], [role=alert], [role=log]")) {
      const text = region.textContent?.trim()
      if (text) spoken.push(text)
    }
    return { shown, spoken }
  })
}

/** Everything on the page that reaches past the screen's right edge, or scrolls sideways inside it. */
async function tooWide(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width)
      found.push(`page: ${document.documentElement.scrollWidth}px`)
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element)
      if (style.visibility === "hidden" || style.display === "none") continue
      const { right, width: own, height } = element.getBoundingClientRect()
      // Screen-reader text is a 1-pixel box; what lies off screen on purpose is not shown.
      if (own <= 1 || height <= 1) continue
      const scrolls = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1
      if (right > width + 1 || scrolls)
        found.push(`${element.tagName.toLowerCase()}.${element.className} (${Math.round(right)}px)`)
    }
    return found.slice(0, 10)
  })
}

/** Every text of the content files (the owner's own words, which the editor shows as they are). */
function contentTexts(): string[] {
  const texts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value.trim())
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === "object") Object.values(value).forEach(walk)
  }
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== "schemas") read(path)
      else if (entry.name.endsWith(".yaml")) walk(jsYaml.load(readFileSync(path, "utf8")))
    }
  }
  read(join(__dirname, "../content"))
  return texts
}
const CONTENT = contentTexts()

/** The owner's own words: a content text, or its beginning as a folded list entry shows it («…»). */
const isContent = (text: string) =>
  CONTENT.some((own) => own === text || (text.endsWith("…") && own.startsWith(text.slice(0, -1).trimEnd())))

/** Every problem with the words: a forbidden word anywhere, English in what screen readers hear. */
function wordProblems(where: string, { shown, spoken }: { shown: string[]; spoken: string[] }) {
  return [
    ...[...shown, ...spoken]
      .filter((text) => !isContent(text))
      .flatMap((text) => problems(text).map((problem) => `${where}: ${problem} in «${text}»`)),
    ...spoken
      .filter((text) => ENGLISH.test(text))
      .map((text) => `${where}: English for screen readers: «${text}»`),
  ]
}

test("every screen at 390 px: nothing wider than the phone, every word German, spoken ones included", async ({
  page,
}) => {
  await openEditor(page, SCREENS[0])
  const found: string[] = []
  for (const screen of SCREENS) {
    // One start of the editor for all screens: an entry opened from its collection's list (the screen
    // before it) and left with Back, as the owner moves; a list, a new entry and the workflow by address.
    const entry = screen.includes("/entries/")
    if (entry) await page.locator(`a[href$="${screen}"]`).click()
    else await page.evaluate((hash) => (location.hash = hash), screen)
    if (entry) await expect(page.getByRole("button", { name: "Speichern" })).toBeVisible()
    else if (screen.endsWith("/new")) await entryLoaded(page, "")
    else if (screen === "#/workflow")
      await expect(page.getByRole("heading", { name: "Redaktioneller Arbeitsablauf" })).toBeVisible()
    // A list, once its entries are there.
    else await expect(page.locator(`a[href*="${screen}/entries/"]`).first()).toBeVisible()
    // Decap lays the form out as entries arrive: the words and widths once it has settled.
    await expect.poll(() => tooWide(page), { message: `${screen} fits 390 px` }).toEqual([])
    found.push(...wordProblems(screen, await wordsOf(page)))
    if (entry) await page.goBack()
  }
  await page.evaluate(() => (location.hash = "#/collections/references"))
  await page.getByRole("button", { name: "Medien" }).click()
  await expect(page.getByRole("heading", { name: "Medien" })).toBeVisible()
  await expect.poll(() => tooWide(page)).toEqual([])
  found.push(...wordProblems("Medien", await wordsOf(page)))
  expect(found).toEqual([])
})

test("a choice and a list's drag handle, used by keyboard: what a screen reader hears is German", async ({
  page,
}) => {
  await openEditor(page, "#/collections/einstellungen/entries/site")
  await expect(page.getByLabel("Name des Betriebs", { exact: true })).toHaveValue(/.+/)
  const heard: string[] = []
  const listen = async () => heard.push(...(await wordsOf(page)).spoken)
  // The days of the opening hours: focused, opened, moved through, a day removed by keyboard.
  const days = page.getByLabel("Tage", { exact: true }).first()
  await days.focus()
  await listen()
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  await listen()
  await page.keyboard.press("Escape")
  await page.keyboard.press("ArrowLeft")
  await listen()
  await page.keyboard.press("Escape")
  // A drag handle: picked up with the space bar, moved, put back with Escape.
  const handle = page.locator("[aria-roledescription]").first()
  await handle.focus()
  await page.keyboard.press("Space")
  await listen()
  await page.keyboard.press("ArrowDown")
  await listen()
  await page.keyboard.press("Escape")
  await listen()
  expect(heard.length).toBeGreaterThan(10)
  expect(wordProblems("Betrieb", { shown: [], spoken: heard })).toEqual([])
  // Nothing was changed by it.
  expect(backend.git("status", "--porcelain").stdout).toBe("")
})
