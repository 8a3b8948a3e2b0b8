import type { Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "./fixtures"

const DARK = "rgb(9, 9, 11)"
const LIGHT = "rgb(255, 255, 255)"

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

const control = (page: Page) => page.getByRole("group", { name: "Farbmodus" })

test(
  "without a choice the site follows the device, and «System» is selected",
  { tag: "@phone" },
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" })
    await page.goto("/")
    await expect.poll(() => background(page)).toBe(DARK)
    await expect(control(page).getByRole("radio", { name: "System" })).toBeChecked()

    await page.emulateMedia({ colorScheme: "light" })
    await expect.poll(() => background(page)).toBe(LIGHT)
  }
)

test("a chosen mode applies at once and survives a reload", { tag: "@phone" }, async ({ page }) => {
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

test(
  "a stored «Dunkel» under a light device never paints a light frame",
  { tag: "@phone" },
  async ({ page }) => {
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
  }
)

test(
  "the static HTML is already dark before any of the site's JavaScript runs",
  { tag: "@phone" },
  async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.addInitScript(() => localStorage.setItem("color-mode", "dark"))
    // Keep the bundles away: only the inline colour-mode script runs.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await page.goto("/ueber-mich", { waitUntil: "domcontentloaded" })
    expect(await background(page)).toBe(DARK)
    consoleErrors.splice(0) // the aborted bundles are logged as failed loads, by design
  }
)

/**
 * Records, through the hook React reports its commits to (React DevTools' hook), every element of the
 * page that React renders again after hydration: one whose props object changed in that commit. Like
 * React DevTools, it skips a subtree React left untouched (its parent still shares its children with
 * the previous tree): there each element still differs from its older copy if it rendered in some
 * earlier commit, and would be counted again at every later one. The first commit (hydration) creates
 * the tree and records nothing.
 */
function recordRenderedElements() {
  interface Fiber {
    tag: number
    child: Fiber | null
    sibling: Fiber | null
    alternate: Fiber | null
    memoizedProps: unknown
    stateNode: unknown
  }
  const rendered: Element[] = []
  const walk = (parent: Fiber) => {
    if (parent.alternate && parent.child === parent.alternate.child) return
    for (let f = parent.child; f; f = f.sibling) {
      const element = f.tag === 5 // a host component: a DOM element
      if (element && f.alternate && f.memoizedProps !== f.alternate.memoizedProps)
        rendered.push(f.stateNode as Element)
      walk(f)
    }
  }
  Object.assign(window, {
    __rendered: rendered,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => walk(root.current),
    },
  })
}

/** How many elements React rendered again so far, and how many of them lie outside the switch. */
const renderedElements = (page: Page) =>
  page.evaluate(() => {
    const rendered = (window as unknown as { __rendered: Element[] }).__rendered
    const inSwitch = (el: Element) =>
      el.closest("fieldset")?.querySelector("legend")?.textContent === "Farbmodus"
    // «Nächster freier Termin» is computed from today's date once the page runs: it renders then, and
    // only then (src/components/NextFreeDate.tsx).
    const fromToday = (el: Element) => el.closest("[data-next-free]") !== null
    return {
      all: rendered.length,
      afterHydration: rendered.filter((el) => !fromToday(el)).length,
      outsideSwitch: rendered.filter((el) => !inSwitch(el)).length,
    }
  })

// The home page has the most elements and the references; a service page also has the estimator.
for (const path of ["/", "/dienstleistungen/toenung"]) {
  test(`dark mode and a switch of mode change the colours without React rendering ${path} again`, async ({
    page,
  }) => {
    // A new theme from Theme UI's own colour mode rendered most elements again right after hydration
    // in dark mode, and again at every switch (261 of the 423 of /, 151 of the 230 of /kontakt).
    await page.emulateMedia({ colorScheme: "dark" })
    await page.addInitScript(recordRenderedElements)
    await gotoHydrated(page, path)
    await expect.poll(() => background(page)).toBe(DARK)
    await page.waitForTimeout(500) // the effects that follow hydration
    expect((await renderedElements(page)).afterHydration).toBe(0)

    // The first click also fetches, as the switch in the footer scrolls into view, what comes on
    // approach (the references' slider); that renders once. Switches after that render
    // the switch only.
    await control(page).getByText("Hell").click()
    await expect.poll(() => background(page)).toBe(LIGHT)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(500)
    const before = await renderedElements(page)
    await control(page).getByText("Dunkel").click()
    await expect.poll(() => background(page)).toBe(DARK)
    await control(page).getByText("System").click()
    await expect(control(page).getByRole("radio", { name: "System" })).toBeChecked()
    const after = await renderedElements(page)
    expect(after.all).toBeGreaterThan(before.all) // the switch itself, so the count does see renders
    expect(after.outsideSwitch).toBe(before.outsideSwitch)
  })
}
