import type { Locator, Page } from "@playwright/test"
import { expect, gotoHydrated, requestsTo, seriousViolations, site, test } from "./fixtures"

const SERVICES: [name: string, href: string][] = [
  ["Alle Dienstleistungen", "/dienstleistungen"],
  ["Fahrzeugaufbereitung", "/dienstleistungen/aufbereitung"],
  ["Komplettfolierung", "/dienstleistungen/komplettfolierung"],
  ["Teilfolierung & Design", "/dienstleistungen/teilfolierung"],
  ["Scheibentönung", "/dienstleistungen/toenung"],
]

const header = (page: Page) => page.locator("header")
const axe = seriousViolations
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    // What a screen reader says: soft hyphens are not read.
    return (el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "").replaceAll("\u00ad", "")
  })
/**
 * The spec's controls, as a visitor meets them: buttons from the moment React has taken over the page,
 * with no pointer moved and nothing focused (their menus' code comes on first use).
 */
const servicesButton = async (page: Page) => {
  const button = header(page).getByRole("button", { name: "Dienstleistungen" })
  await expect(button).toBeVisible()
  return button
}
const menuButton = async (page: Page) => {
  const button = header(page).getByRole("button", { name: "Menü öffnen" })
  await expect(button).toBeVisible()
  return button
}
const MENUS_CHUNK = /\/menus-[0-9a-f]+\.js$/
const box = async (locator: Locator) => (await locator.boundingBox())!

/** Holds the menus' code back until `release()`: a visitor on a slow line. */
async function slowMenus(page: Page) {
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(MENUS_CHUNK, async (route) => {
    await arrived
    await route.continue()
  })
  return release
}

test.describe("desktop header", { tag: "@desktop" }, () => {
  test("Home and the services menu left, the logo in the centre, Über mich and Kontakt right", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ueber-mich")
    const logo = await box(header(page).getByRole("link", { name: site.businessName, exact: true }))
    const home = await box(header(page).getByRole("link", { name: "Home" }))
    const services = await box(await servicesButton(page))
    const about = await box(header(page).getByRole("link", { name: "Über mich" }))
    const contact = await box(header(page).getByRole("link", { name: "Kontakt" }))
    expect(home.x).toBeLessThan(services.x)
    expect(services.x + services.width).toBeLessThan(logo.x)
    expect(Math.abs(logo.x + logo.width / 2 - 640)).toBeLessThan(2)
    expect(logo.height).toBe(64)
    expect(about.x).toBeGreaterThan(logo.x + logo.width)
    expect(contact.x).toBeGreaterThan(about.x)
    await expect(header(page).getByRole("link", { name: "Über mich" })).toHaveAttribute(
      "aria-current",
      "page"
    )
    await expect(header(page).getByRole("link", { name: "Kontakt" })).not.toHaveAttribute("aria-current")
    await expect(header(page).getByRole("button", { name: "Menü öffnen" })).toBeHidden()
  })

  test("the services menu lists the five service pages with icons and leads to them", async ({ page }) => {
    await gotoHydrated(page, "/")
    await (await servicesButton(page)).click()
    const menu = page.getByRole("menu")
    const items = menu.getByRole("menuitem")
    await expect(items).toHaveText(SERVICES.map(([name]) => name))
    for (const [index, [, href]] of SERVICES.entries()) {
      await expect(items.nth(index)).toHaveAttribute("href", href)
      await expect(items.nth(index).locator("svg")).toHaveCount(1)
    }
    await items.filter({ hasText: "Komplettfolierung" }).click()
    await expect(page).toHaveURL(/\/dienstleistungen\/komplettfolierung$/)
    await expect(page.getByRole("menu")).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Komplettfolierung")
  })

  test("on a service page the services control and the page's entry are marked current", async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const button = await servicesButton(page)
    await expect(button).toHaveAttribute("aria-current", "true")
    await button.click()
    await expect(page.getByRole("menuitem", { name: "Scheibentönung" })).toHaveAttribute(
      "aria-current",
      "page"
    )
    await expect(page.getByRole("menuitem", { name: "Komplettfolierung" })).not.toHaveAttribute(
      "aria-current"
    )

    await gotoHydrated(page, "/kontakt")
    await expect(await servicesButton(page)).not.toHaveAttribute("aria-current")
  })

  test("keyboard: Tab reaches every item; Enter, Space and ArrowDown open; arrows move; Escape returns", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kontakt")
    await servicesButton(page)
    const order: string[] = []
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab")
      order.push(await focused(page))
    }
    expect(order).toEqual([
      "Zum Inhalt springen",
      "Home",
      "Dienstleistungen",
      site.businessName,
      "Über mich",
      "Kontakt",
    ])

    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Shift+Tab")
    expect(await focused(page)).toBe("Dienstleistungen")

    const trigger = header(page).getByRole("button", { name: "Dienstleistungen" })
    const item = (name: string) => page.getByRole("menuitem", { name })
    // A person's keystrokes are a few hundred milliseconds apart: let the menu settle after opening.
    const settled = () => expect(page.getByRole("menu")).toHaveCSS("opacity", "1")
    for (const key of ["Enter", "Space", "ArrowDown"]) {
      await page.keyboard.press(key)
      await settled()
      await expect(item("Alle Dienstleistungen")).toBeFocused()
      await page.keyboard.press("ArrowDown")
      await expect(item("Fahrzeugaufbereitung")).toBeFocused()
      await page.keyboard.press("ArrowUp")
      await expect(item("Alle Dienstleistungen")).toBeFocused()
      await page.keyboard.press("ArrowUp") // from the first entry round to the last
      await expect(item("Scheibentönung")).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(page.getByRole("menu")).toBeHidden()
      await expect(trigger).toBeFocused()
    }

    await page.keyboard.press("Enter")
    await settled()
    await page.keyboard.press("ArrowDown")
    await expect(item("Fahrzeugaufbereitung")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(item("Komplettfolierung")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/dienstleistungen\/komplettfolierung$/)
  })

  test("a click outside closes the services menu", async ({ page }) => {
    await gotoHydrated(page, "/")
    await (await servicesButton(page)).click()
    await expect(page.getByRole("menu")).toBeVisible()
    await page.mouse.click(900, 500)
    await expect(page.getByRole("menu")).toBeHidden()
  })

  test("before any pointer or focus, «Dienstleistungen» is a menu button, though its menu has not been fetched", async ({
    page,
  }) => {
    const fetched = requestsTo(page, MENUS_CHUNK)
    await gotoHydrated(page, "/")
    const button = await servicesButton(page)
    expect(await button.evaluate((el) => el.tagName)).toBe("BUTTON")
    await expect(button).toHaveAttribute("aria-haspopup", "menu")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(header(page).getByRole("link", { name: "Dienstleistungen" })).toHaveCount(0)
    expect(fetched).toEqual([])
  })

  for (const [how, open] of [
    ["Enter", (page: Page) => page.keyboard.press("Enter")],
    ["Space", (page: Page) => page.keyboard.press("Space")],
  ] as const) {
    test(`${how} before the menu has arrived opens it once it is here, the focus on its first entry`, async ({
      page,
    }) => {
      const release = await slowMenus(page)
      await gotoHydrated(page, "/kontakt")
      const button = await servicesButton(page)
      await button.focus()
      await open(page)
      // At once: the button shows it is working, says nothing false, and the page stays.
      await expect(button).toHaveAttribute("aria-busy", "true")
      await expect(button).toHaveAttribute("aria-expanded", "false")
      expect(new URL(page.url()).pathname).toBe("/kontakt")
      release()
      const menu = page.getByRole("menu")
      await expect(menu).toBeVisible()
      await expect(page.getByRole("menuitem", { name: "Alle Dienstleistungen" })).toBeFocused()
      await expect(header(page).getByRole("button", { name: "Dienstleistungen" })).toHaveAttribute(
        "aria-expanded",
        "true"
      )
      await page.keyboard.press("ArrowDown")
      await expect(page.getByRole("menuitem", { name: "Fahrzeugaufbereitung" })).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(menu).toBeHidden()
      await expect(header(page).getByRole("button", { name: "Dienstleistungen" })).toBeFocused()
    })
  }

  test("a click before the menu has arrived opens it once it is here", async ({ page }) => {
    const release = await slowMenus(page)
    await gotoHydrated(page, "/")
    // The pointer comes straight down on the button: its first move over the header asks for the code.
    await (await servicesButton(page)).click()
    release()
    await expect(page.getByRole("menu")).toBeVisible()
    await expect(page.getByRole("menuitem")).toHaveCount(5)
    // The header stays while the menu is open.
    await page.evaluate(() => window.scrollTo(0, 700))
    await page.waitForTimeout(400)
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().bottom)).toBeGreaterThan(60)
  })

  test("offline, the services button leads to the links in the footer and claims no open menu", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(MENUS_CHUNK, (route) => route.abort())
    await gotoHydrated(page, "/ueber-mich")
    const button = await servicesButton(page)
    await button.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/ueber-mich#navigation$/)
    const list = page.getByRole("navigation", { name: "Seitenübersicht" })
    await expect(list).toBeInViewport()
    // The keyboard goes on from there: the list's first link has the focus.
    await expect(list.getByRole("link").first()).toBeFocused()
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).not.toHaveAttribute("aria-busy")
    // The refused chunk, as intended, and nothing else.
    expect(consoleErrors.filter((error) => !error.includes("Failed to load resource"))).toEqual([])
    consoleErrors.splice(0)
  })

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open services menu has no accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await gotoHydrated(page, "/dienstleistungen/aufbereitung")
      await (await servicesButton(page)).click()
      await expect(page.getByRole("menu")).toBeVisible()
      await page.waitForTimeout(350) // the fade-in
      expect(await axe(page)).toEqual([])
    })
  }
})

test.describe("phone header and drawer", { tag: "@phone" }, () => {
  test("the menus are fetched on first use, never just because the browser is idle", async ({ page }) => {
    const fetched = requestsTo(page, MENUS_CHUNK)
    await gotoHydrated(page, "/")
    await page.waitForTimeout(5000) // idle for a while: nothing
    expect(fetched).toEqual([])
    await header(page).getByRole("button", { name: "Menü öffnen" }).tap()
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible()
    expect(fetched).toHaveLength(1)
  })

  test("before any touch, the menu button is a button that says it opens a dialog, closed", async ({
    page,
  }) => {
    const fetched = requestsTo(page, MENUS_CHUNK)
    await gotoHydrated(page, "/")
    const button = await menuButton(page)
    expect(await button.evaluate((el) => el.tagName)).toBe("BUTTON")
    await expect(button).toHaveAttribute("aria-haspopup", "dialog")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(header(page).getByRole("link", { name: "Menü öffnen" })).toHaveCount(0)
    expect(fetched).toEqual([])
  })

  test("Enter on the menu button before the drawer has arrived opens it, the focus inside", async ({
    page,
  }) => {
    const release = await slowMenus(page)
    await gotoHydrated(page, "/kontakt")
    await page.keyboard.press("Tab") // the skip link
    await page.keyboard.press("Tab")
    const button = await menuButton(page)
    await expect(button).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(button).toHaveAttribute("aria-busy", "true")
    release()
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer).toBeVisible()
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Hidden from the accessibility tree while the modal drawer is open, so found by its markup.
    await expect(header(page).locator("button[aria-haspopup='dialog']")).toHaveAttribute(
      "aria-expanded",
      "true"
    )
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    await expect(header(page).getByRole("button", { name: "Menü öffnen" })).toBeFocused()
  })

  test("the first touch anywhere, such as the start of a scroll, fetches the menus before the menu button is tapped", async ({
    page,
  }) => {
    const fetched = requestsTo(page, MENUS_CHUNK)
    await gotoHydrated(page, "/ueber-mich")
    await page.waitForTimeout(1000)
    expect(fetched).toEqual([])
    await page.getByRole("main").getByRole("heading", { level: 1 }).tap()
    await expect.poll(() => fetched).toHaveLength(1)
  })

  test("a tap before the drawer has arrived opens it once it is here, and never jumps away", async ({
    page,
  }) => {
    const release = await slowMenus(page)
    await gotoHydrated(page, "/ueber-mich")
    const button = await menuButton(page)
    await button.tap()
    // At once: the button shows it is working, the page stays where it is.
    await expect(button).toHaveAttribute("aria-busy", "true")
    expect(page.url()).not.toContain("#")
    release()
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole("link", { name: "Über mich" })).toHaveAttribute("aria-current", "page")
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    await expect(header(page).getByRole("button", { name: "Menü öffnen" })).toBeFocused()
  })

  test("offline, a tap on the menu button still leads to the links in the footer", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(MENUS_CHUNK, (route) => route.abort())
    await gotoHydrated(page, "/ueber-mich")
    await header(page).getByRole("button", { name: "Menü öffnen" }).tap()
    await expect(page).toHaveURL(/#navigation$/)
    await expect(page.getByRole("navigation", { name: "Seitenübersicht" })).toBeInViewport()
    // The refused chunk, as intended, and nothing else.
    expect(consoleErrors.filter((error) => !error.includes("Failed to load resource"))).toEqual([])
    consoleErrors.splice(0)
  })

  test("the menu button opens a drawer named «Menü», described as «Navigation»", async ({ page }) => {
    await gotoHydrated(page, "/ueber-mich")
    await expect(header(page).getByRole("link", { name: "Über mich" })).toBeHidden()
    await expect(header(page).getByRole("link", { name: /^Anrufen/ })).toHaveAttribute(
      "href",
      "tel:+41791234567"
    )
    await (await menuButton(page)).click()

    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer).toBeVisible()
    const describedBy = await drawer.getAttribute("aria-describedby")
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Navigation")
    // Modal: the page behind is hidden from screen readers while the drawer is open.
    for (const landmark of ["header", "main h1", "footer"]) {
      expect(
        await page
          .locator(landmark)
          .first()
          .evaluate((el) => el.closest('[aria-hidden="true"]') !== null)
      ).toBe(true)
    }
    // It slides in from the left edge.
    await expect.poll(async () => (await box(drawer)).x).toBe(0)

    await expect(drawer.getByRole("link", { name: "Home" })).toBeVisible()
    await expect(drawer.getByRole("link", { name: "Über mich" })).toHaveAttribute("aria-current", "page")
    await expect(drawer.getByRole("link", { name: "Kontakt", exact: true })).toBeVisible()
    const section = drawer.getByRole("button", { name: "Dienstleistungen" })
    await expect(section).toHaveAttribute("aria-expanded", "false")
    await section.click()
    await expect(section).toHaveAttribute("aria-expanded", "true")
    for (const [name, href] of SERVICES) {
      await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
    }

    const contact = drawer.getByRole("link", { name: "Kontakt aufnehmen" })
    await expect(contact).toHaveAttribute("href", "/kontakt")
    const [button, panel] = [await box(contact), await box(drawer)]
    expect(button.width).toBeGreaterThan(panel.width - 40)
    expect(button.y + button.height).toBeGreaterThan(panel.height - 40)
  })

  test("the services section is open on a service page", async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    await (await menuButton(page)).click()
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer.getByRole("button", { name: "Dienstleistungen" })).toHaveAttribute(
      "aria-expanded",
      "true"
    )
    await expect(drawer.getByRole("link", { name: "Scheibentönung" })).toHaveAttribute("aria-current", "page")
  })

  test("choosing a link closes the drawer and opens the page", async ({ page }) => {
    await gotoHydrated(page, "/")
    await (await menuButton(page)).click()
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await drawer.getByRole("button", { name: "Dienstleistungen" }).click()
    await drawer.getByRole("link", { name: "Teilfolierung & Design" }).click()
    await expect(page).toHaveURL(/\/dienstleistungen\/teilfolierung$/)
    await expect(drawer).toBeHidden()

    await (await menuButton(page)).click()
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Kontakt aufnehmen" }).click()
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(page.getByRole("dialog")).toBeHidden()
  })

  for (const [how, close] of [
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["the close button", (page: Page) => page.getByRole("button", { name: "Menü schliessen" }).click()],
    ["the overlay", (page: Page) => page.mouse.click(380, 400)],
  ] as const) {
    test(`${how} closes the drawer and the focus returns to the menu button`, async ({ page }) => {
      await gotoHydrated(page, "/kontakt")
      await (await menuButton(page)).click()
      await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible()
      // Closed once it has opened, as a visitor sees it: under load a tap on the overlay during the
      // drawer's opening went unheard (in two fresh-clone runs; cause not found).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished)
        )
      )
      await close(page)
      await expect(page.getByRole("dialog")).toBeHidden()
      await expect(header(page).getByRole("button", { name: "Menü öffnen" })).toBeFocused()
    })
  }

  test("focus stays in the open drawer and the page behind does not scroll", async ({ page }) => {
    await gotoHydrated(page, "/")
    await (await menuButton(page)).click()
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab")
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.mouse.move(380, 600)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open drawer has no accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await gotoHydrated(page, "/dienstleistungen/aufbereitung")
      await (await menuButton(page)).click()
      await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible()
      await page.waitForTimeout(350) // the slide-in
      expect(await axe(page)).toEqual([])
    })
  }
})

test.describe("header while scrolling", () => {
  const top = (page: Page) => header(page).evaluate((el) => el.getBoundingClientRect().bottom)

  test(
    "hides scrolling down, shows scrolling up, always shows at the top; 300 ms, no layout shift",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, "/")
      await expect(header(page)).toHaveCSS("transition-duration", "0.3s")
      await expect(header(page)).toHaveCSS("transition-property", "transform")
      const h1 = await box(page.locator("h1"))

      await page.mouse.wheel(0, 700)
      await expect.poll(() => top(page)).toBeLessThanOrEqual(0)
      await page.mouse.wheel(0, -200)
      await expect.poll(() => top(page)).toBeGreaterThan(60)
      await page.mouse.wheel(0, 400)
      await expect.poll(() => top(page)).toBeLessThanOrEqual(0)
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(() => top(page)).toBeGreaterThan(60)
      // Hiding moves the header, never the page.
      expect((await box(page.locator("h1"))).y).toBe(h1.y)
    }
  )

  test(
    "with reduced motion it still hides and shows, without animation",
    { tag: "@phone" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await gotoHydrated(page, "/")
      await expect(header(page)).toHaveCSS("transition-duration", "0s")
      await page.mouse.wheel(0, 700)
      await expect.poll(() => top(page)).toBeLessThanOrEqual(0)
      await page.mouse.wheel(0, -200)
      await expect.poll(() => top(page)).toBeGreaterThan(60)
    }
  )

  test(
    "stays while keyboard focus is in it, and comes back when focus enters it",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/")
      await page.keyboard.press("Tab")
      await page.keyboard.press("Tab") // the first header link
      await page.mouse.wheel(0, 700)
      await page.waitForTimeout(400)
      expect(await top(page)).toBeGreaterThan(60)

      await page.locator("h1").click() // focus leaves the header
      await page.mouse.wheel(0, 300)
      await expect.poll(() => top(page)).toBeLessThanOrEqual(0)
      await page.keyboard.press("Shift+Tab") // back into the header from the page
      await page.keyboard.press("Shift+Tab")
      await expect.poll(() => top(page)).toBeGreaterThan(60)
    }
  )

  test("stays while the services menu is open", { tag: "@desktop" }, async ({ page }) => {
    await gotoHydrated(page, "/")
    await (await servicesButton(page)).click()
    // Open first (its code may still be on the way on a busy machine), then scrolled.
    await expect(page.getByRole("menu")).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 700))
    // The header would have hidden by now (it slides away in 300 ms).
    await page.waitForTimeout(400)
    expect(await top(page)).toBeGreaterThan(60)
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every navigation target is a plain link", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/dienstleistungen/toenung")
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    for (const target of [
      "/",
      "/ueber-mich",
      "/kontakt",
      "/datenschutz",
      ...SERVICES.map(([, href]) => href),
    ]) {
      expect(hrefs).toContain(target)
    }
    // The services control is a link to the overview until its menu is ready.
    await page.locator("header").getByRole("link", { name: "Dienstleistungen" }).click()
    await expect(page).toHaveURL(/\/dienstleistungen$/)
  })

  test("the phone's menu button leads to the links in the footer", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "Menü öffnen" }).click()
    await expect(page).toHaveURL(/#navigation$/)
    await expect(
      page.getByRole("navigation", { name: "Seitenübersicht" }).getByRole("link", { name: "Scheibentönung" })
    ).toBeInViewport()
  })
})
