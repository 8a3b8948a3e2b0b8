// A sweep of every route at the widths visitors use, in light and dark mode: no word broken across
// two lines without a hyphen, nothing wider than the screen, no two controls on top of each other,
// and every control at least 24 × 24 px to tap (WCAG 2.2, 2.5.8) unless it is a link in a sentence.
// Runs once, in the desktop project (it sets each width itself).
import type { Page } from "@playwright/test"
import { ROUTES, expect, gotoHydrated, test } from "./fixtures"

const WIDTHS = [320, 390, 768, 1024, 1280, 1440] as const

interface Finding {
  kind: "broken word" | "overflow" | "overlap" | "small target"
  what: string
}

/** Everything the sweep finds wrong on the page as it is now, measured in the browser. */
function measure(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const findings: { kind: "broken word" | "overflow" | "overlap" | "small target"; what: string }[] = []
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0
    }
    const describe = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ?? (element as HTMLElement).innerText?.trim().split("\n")[0] ?? ""
      return `<${element.tagName.toLowerCase()}> «${name.slice(0, 40)}»`
    }

    // Words broken across lines: each word's characters, and where a new line starts inside it. A
    // break is fine right after a soft hyphen (drawn as «-»), a hyphen, a dash or a slash.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      const parent = node.parentElement
      if (!parent || !text.trim() || !shown(parent) || parent.closest("script, style, [aria-hidden='true']"))
        continue
      for (const match of text.matchAll(/[^\s]{2,}/g)) {
        const start = match.index
        let lineTop: number | undefined
        for (let i = start; i < start + match[0].length; i++) {
          if (text[i] === "\u00ad") continue // zero width unless it ends a line
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          // Right after a line break Chrome also gives an empty box at the end of the line before.
          const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1)
          if (!rect) continue
          if (lineTop !== undefined && rect.top > lineTop + rect.height / 2) {
            const before = text.slice(start, i).replace(/\u00ad$/, "-")
            if (!/[-\u2013/\u00ad]$/.test(text.slice(start, i))) {
              findings.push({
                kind: "broken word",
                what: `«${before}|${text.slice(i, start + match[0].length)}»`,
              })
            }
          }
          lineTop = rect.top
        }
      }
    }

    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.querySelectorAll("body *")]
        .filter((element) => shown(element) && element.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map(describe)
      findings.push({
        kind: "overflow",
        what: `${document.documentElement.scrollWidth} px: ${wide.join(", ")}`,
      })
    }

    // Controls: what a visitor can tap or focus.
    const controls = [
      ...document.querySelectorAll(
        "a[href], button, input, select, textarea, summary, [role='slider'], [tabindex='0']"
      ),
    ].filter((element) => {
      if (!shown(element) || element.closest("[aria-hidden='true'], [inert]")) return false
      const box = element.getBoundingClientRect()
      // Off the page on purpose (the skip link until it has the focus).
      return box.bottom > 0 && box.right > 0
    })
    const boxes = controls.map((element) => ({ element, box: element.getBoundingClientRect() }))
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        // A control inside a label overlaps its label's text, which is one control with it.
        if (a.element.closest("label") && a.element.closest("label") === b.element.closest("label")) continue
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (x > 1 && y > 1)
          findings.push({ kind: "overlap", what: `${describe(a.element)} and ${describe(b.element)}` })
      }
      const { width: w, height: h } = a.box
      if (w >= 24 && h >= 24) continue
      // Exempt: a link in a sentence (its size is set by the text around it).
      const block = a.element.closest("p, li, dd, td, figcaption")
      const inSentence =
        a.element.tagName === "A" &&
        getComputedStyle(a.element).display === "inline" &&
        block !== null &&
        (block.textContent ?? "").trim().length > (a.element.textContent ?? "").trim().length
      if (inSentence) continue
      // Exempt: a small target with room around it, a 24 px circle that touches no other target.
      const cx = a.box.left + w / 2
      const cy = a.box.top + h / 2
      const crowded = boxes.some(
        (other) =>
          other !== a &&
          !other.element.contains(a.element) &&
          Math.max(other.box.left - cx, 0, cx - other.box.right) ** 2 +
            Math.max(other.box.top - cy, 0, cy - other.box.bottom) ** 2 <
            12 ** 2
      )
      if (crowded)
        findings.push({
          kind: "small target",
          what: `${describe(a.element)} ${Math.round(w)}×${Math.round(h)}`,
        })
    }
    return findings
  })
}

test(
  "the sweep sees what it looks for: a word cut without a hyphen, overflow, overlap, a tiny target",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 600 })
    await page.setContent(`<body style="margin:0;font:16px sans-serif">
    <h1 style="width:120px;overflow-wrap:anywhere">Fahrzeugaufbereitung</h1>
    <h2 style="width:120px">Fahr\u00adzeug\u00adauf\u00adbe\u00adrei\u00adtung</h2>
    <div style="width:400px">wide</div>
    <button style="position:absolute;top:300px;left:10px;width:60px;height:40px">A</button>
    <button style="position:absolute;top:310px;left:40px;width:60px;height:40px">B</button>
    <button style="position:absolute;top:400px;left:10px;width:16px;height:16px;padding:0">C</button>
    <button style="position:absolute;top:400px;left:26px;width:40px;height:40px">D</button>
  </body>`)
    const found = (await measure(page)).map((finding) => `${finding.kind} ${finding.what}`)
    // The plain word is cut (three times, here); the one with soft hyphens breaks only at them.
    expect(found.filter((line) => line.startsWith("broken word «Fahrze")).length).toBeGreaterThan(0)
    expect(found.filter((line) => line.includes("\u00ad"))).toEqual([])
    expect(found.filter((line) => !line.startsWith("broken word"))).toEqual([
      "overflow 400 px: <div> «wide»",
      "overlap <button> «A» and <button> «B»",
      "small target <button> «C» 16×16",
    ])
  }
)

test.describe("layout sweep", { tag: "@desktop" }, () => {
  // The 404 page too: an unknown path shows it.
  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    test(`${route}: whole words, no overflow, no overlapping controls, targets of 24 px, at every width`, async ({
      page,
    }) => {
      const findings: string[] = []
      // One load per route: the page lays itself out again at each width and in each mode, as it does
      // when a phone turns or the system switches to dark.
      await page.setViewportSize({ width: WIDTHS[0], height: 900 })
      await gotoHydrated(page, route)
      // «Farbe wählen» / «Tönung planen» load their code on approach: measured as a visitor sees them.
      const configurator = page.locator("#farbe-waehlen, #toenung-planen")
      if ((await configurator.count()) > 0) {
        await configurator.scrollIntoViewIfNeeded()
        await configurator.locator("svg[role='img']").waitFor()
        // Back to the top: under the fixed header, any control would overlap its links.
        await page.evaluate(() => window.scrollTo(0, 0))
      }
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme })
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          await page.evaluate(() => document.fonts.ready)
          for (const finding of await measure(page))
            findings.push(`${width} px ${colorScheme}: ${finding.kind} ${finding.what}`)
        }
      }
      expect([...new Set(findings)]).toEqual([])
    })
  }
})

test.describe("layout sweep without JavaScript", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false })
  // What a phone shows before (or without) the scripts: the tint page's table of the four windows, the
  // configurators' lists, the forms as plain HTML. The narrowest width, both modes (the device's).
  test("every route at 320 px: whole words and nothing wider than the screen, light and dark", async ({
    page,
  }) => {
    const findings: string[] = []
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    for (const route of [...ROUTES, "/gibt-es-nicht"])
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme })
        await page.goto(route)
        await page.evaluate(() => document.fonts.ready)
        for (const finding of await measure(page))
          if (finding.kind === "overflow" || finding.kind === "broken word")
            findings.push(`${route} ${colorScheme}: ${finding.kind} ${finding.what}`)
      }
    expect([...new Set(findings)]).toEqual([])
  })
})
