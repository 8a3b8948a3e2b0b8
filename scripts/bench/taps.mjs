// The real-browser visit's interactions (./browser.mjs), each measured on its own with the Event
// Timing API, the way INP measures one: from the touch to the next paint once its handlers have run.
// In order, each once the one before has settled: the phone header's menu button, the drawer's
// «Dienstleistungen», Escape to close the drawer, and where the page has them the contact form's
// «Wunschtermin» and a choice in the configurator («Farbe wählen»: a film; «Tönung planen»: a film
// for the rear side windows). A route's INP is the median of every one of them over all its runs
// (./stats.mjs): one tap per visit would make the budget hang on a single sample.

/**
 * In the page: the largest duration of each interaction, by its id (the pointer events, the click
 * or the keys of one interaction share it). An interaction whose events all took under 16 ms leaves
 * no entry.
 */
export const EVENT_TIMING = `
  window.__interactions = {}
  new PerformanceObserver((list) => {
    for (const { interactionId, duration } of list.getEntries())
      if (interactionId) window.__interactions[interactionId] = Math.max(window.__interactions[interactionId] ?? 0, duration)
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
`

/** Event Timing's lowest threshold: an interaction that left no entry was faster, and counts as this. */
const FLOOR_MS = 16

/** What the visitor waits for: long enough for a chunk that comes over slow 4G on first use. */
const SEEN = { timeout: 60_000 }

/**
 * Two frames, then a second: the entries of what happened have been reported (after the next paint)
 * and the work the handlers left for later is done, so that it is not counted to the next tap.
 */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve))
      )
  )
  await page.waitForTimeout(1000)
}

/**
 * Does `act` (a tap or a key), waits for `seen` (what the visitor sees happen), lets the page settle
 * and returns the latency of the interactions that appeared meanwhile: the longest, or 16 ms.
 */
async function measured(page, what, act, seen) {
  const interactions = () => page.evaluate(() => ({ ...globalThis.__interactions }))
  const before = await interactions()
  await act()
  await seen()
  await settle(page)
  const after = await interactions()
  const own = Object.keys(after)
    .filter((id) => !(id in before))
    .map((id) => after[id])
  return { what, ms: own.length > 0 ? Math.max(...own) : FLOOR_MS }
}

/** The drawer: open it, fold its «Dienstleistungen» out or in, close it with Escape. */
export async function drawerTaps(page) {
  const drawer = page.getByRole("dialog", { name: "Menü" })
  const menu = await measured(
    page,
    "menu",
    () => page.getByRole("banner").getByRole("button", { name: "Menü öffnen" }).tap(),
    () => drawer.waitFor({ state: "visible", ...SEEN })
  )
  // On a service page the section starts open, and the tap closes it: the same work either way.
  const services = drawer.getByRole("button", { name: "Dienstleistungen" })
  const expanded = await services.getAttribute("aria-expanded")
  const changed = page.locator(`[aria-expanded="${expanded === "true" ? "false" : "true"}"]`)
  const disclosure = await measured(
    page,
    "services",
    () => services.tap(),
    () => services.and(changed).waitFor(SEEN)
  )
  const escape = await measured(
    page,
    "escape",
    () => page.keyboard.press("Escape"),
    () => drawer.waitFor({ state: "hidden", ...SEEN })
  )
  return [menu, disclosure, escape]
}

/**
 * /kontakt: «Wunschtermin» is a text field until the calendar's code has come (it comes when the
 * field nears the screen), then a select. The tap that is measured opens its picker; the week is
 * then chosen in the picker with the keys, and Chromium reports no interaction in the page for
 * that (as a phone's own picker does not either), so what the choice re-renders is not in the figure.
 */
async function weekTap(page) {
  const field = page.getByLabel(/^Wunschtermin/)
  if ((await field.count()) === 0) return []
  await field.scrollIntoViewIfNeeded()
  const select = page.getByRole("combobox", { name: /^Wunschtermin/ })
  await select.waitFor({ state: "visible", ...SEEN })
  await settle(page)
  const id = await select.getAttribute("id")
  const chosen = await select.inputValue()
  // Playwright's tap waits until the select is enabled. The picker it opens is not in the page:
  // nothing to wait for but the settling.
  const tap = await measured(
    page,
    "week",
    () => select.tap(),
    async () => {}
  )
  // The next week that can be chosen (the picker skips the booked ones), not the one chosen already.
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("Enter")
  await page.waitForFunction(
    ([selectId, before]) => globalThis.document.getElementById(selectId).value !== before,
    [id, chosen],
    SEEN
  )
  await settle(page)
  return [tap]
}

/**
 * The service pages with a configurator: its code comes when the section nears the screen, and
 * until then the section has no choices. A film not chosen yet is tapped.
 */
async function configuratorTap(page) {
  const section = page.locator("#farbe-waehlen, #toenung-planen")
  if ((await section.count()) === 0) return []
  await section.scrollIntoViewIfNeeded()
  const films = section
    .getByRole("group", { name: "Folie", exact: true })
    .or(section.getByRole("group", { name: "Hintere Seitenscheiben", exact: true }))
  const option = films.getByRole("radio", { checked: false }).first()
  await option.waitFor({ state: "visible", ...SEEN })
  await settle(page)
  // Once chosen it no longer matches `option`: it is found again by its value.
  const value = await option.getAttribute("value")
  const picked = films.locator(`input[value=${JSON.stringify(value)}]`)
  return [
    await measured(
      page,
      "configurator",
      () => picked.tap(),
      () => picked.and(section.locator(":checked")).waitFor(SEEN)
    ),
  ]
}

/** The interactions in the page itself (the week choice, a configurator's film), in order, as { what, ms }. */
export async function pageTaps(page) {
  return [...(await weekTap(page)), ...(await configuratorTap(page))]
}
