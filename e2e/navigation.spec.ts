import type { Page } from "@playwright/test"
import { expect, gotoHydrated, seriousViolations as axe, site, test } from "./fixtures"
import {
  SERVICES,
  box,
  controlled,
  focused,
  header,
  headerButton,
  iconsDrawn,
  scriptsRequested,
} from "./header"

const servicesButton = (page: Page) => headerButton(page, "Dienstleistungen")

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

  test("«Dienstleistungen» shows the five service pages with their icons, fetching nothing, and leads to them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const button = await servicesButton(page)
    // A disclosure (WAI-ARIA APG): a button that says whether its list is shown; no menu roles.
    expect(await button.evaluate((el) => el.tagName)).toBe("BUTTON")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).not.toHaveAttribute("aria-haspopup")
    const list = await controlled(page, button)
    await expect(list).toBeHidden()

    const scripts = scriptsRequested(page)
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    const links = list.getByRole("link")
    await expect(links).toHaveText(SERVICES.map(([name]) => name))
    for (const [index, [, href]] of SERVICES.entries())
      await expect(links.nth(index)).toHaveAttribute("href", href)
    expect(await iconsDrawn(list)).toEqual(SERVICES.map(() => true))
    expect(scripts).toEqual([])

    await links.filter({ hasText: "Komplettfolierung" }).click()
    await expect(page).toHaveURL(/\/dienstleistungen\/komplettfolierung$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Komplettfolierung")
    await expect(header(page).getByRole("button", { name: "Dienstleistungen" })).toHaveAttribute(
      "aria-expanded",
      "false"
    )
  })

  test("on a service page the services control and the page's entry are marked current", async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const button = await servicesButton(page)
    await expect(button).toHaveAttribute("aria-current", "true")
    await button.click()
    const list = await controlled(page, button)
    await expect(list.getByRole("link", { name: "Scheibentönung" })).toHaveAttribute("aria-current", "page")
    await expect(list.getByRole("link", { name: "Komplettfolierung" })).not.toHaveAttribute("aria-current")

    await gotoHydrated(page, "/kontakt")
    await expect(await servicesButton(page)).not.toHaveAttribute("aria-current")
  })

  test("keyboard: Tab passes a closed list by; Enter and Space open it, the arrows move, Escape and Tab close it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kontakt")
    const button = await servicesButton(page)
    const list = await controlled(page, button)
    const link = (name: string) => list.getByRole("link", { name })
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
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+Tab")
    await expect(button).toBeFocused()

    for (const key of ["Enter", "Space"]) {
      await page.keyboard.press(key)
      await expect(list).toBeVisible()
      // The focus stays on the button; Tab or ArrowDown goes into the list.
      await expect(button).toBeFocused()
      await page.keyboard.press("ArrowDown")
      await expect(link("Alle Dienstleistungen")).toBeFocused()
      await page.keyboard.press("ArrowDown")
      await expect(link("Fahrzeugaufbereitung")).toBeFocused()
      await page.keyboard.press("End")
      await expect(link("Scheibentönung")).toBeFocused()
      await page.keyboard.press("ArrowDown") // from the last entry round to the first
      await expect(link("Alle Dienstleistungen")).toBeFocused()
      await page.keyboard.press("ArrowUp")
      await expect(link("Scheibentönung")).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(list).toBeHidden()
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(button).toBeFocused()
    }

    // Tab past the last link closes it and goes on to the logo.
    await page.keyboard.press("Enter")
    for (let i = 0; i < SERVICES.length; i++) await page.keyboard.press("Tab")
    await expect(link("Scheibentönung")).toBeFocused()
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe(site.businessName)
    await expect(list).toBeHidden()

    // Shift+Tab back before the button closes it too.
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Space")
    await expect(list).toBeVisible()
    await page.keyboard.press("Shift+Tab")
    expect(await focused(page)).toBe("Home")
    await expect(list).toBeHidden()

    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(link("Komplettfolierung")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/dienstleistungen\/komplettfolierung$/)
  })

  test("a click outside or on the button again closes the list", async ({ page }) => {
    await gotoHydrated(page, "/")
    const button = await servicesButton(page)
    const list = await controlled(page, button)
    await button.click()
    await expect(list).toBeVisible()
    await page.mouse.click(900, 500)
    await expect(list).toBeHidden()
    await button.click()
    await expect(list).toBeVisible()
    await button.click()
    await expect(list).toBeHidden()
    await expect(button).toHaveAttribute("aria-expanded", "false")
  })

  test("before React has taken over the page, «Dienstleistungen» is already the button with its list", async ({
    page,
  }) => {
    // The page's scripts hang: what the visitor has is the static HTML.
    await page.route(/\/app-[0-9a-f]+\.js$/, () => {})
    await page.goto("/ueber-mich", { waitUntil: "domcontentloaded" })
    const button = await servicesButton(page)
    await expect(button).toHaveAttribute("aria-expanded", "false")
    const list = await controlled(page, button)
    await expect(list.getByRole("link", { name: "Scheibentönung", includeHidden: true })).toHaveAttribute(
      "href",
      "/dienstleistungen/toenung"
    )
    // The pointer over it (or the focus in it) shows the list, as without JavaScript.
    await button.hover()
    await expect(list).toBeVisible()
    await list.getByRole("link", { name: "Scheibentönung" }).click()
    await expect(page).toHaveURL(/\/dienstleistungen\/toenung$/)
  })

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open services list has no accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await gotoHydrated(page, "/dienstleistungen/aufbereitung")
      const button = await servicesButton(page)
      await button.click()
      const list = await controlled(page, button)
      await expect(list).toHaveCSS("opacity", "1") // faded in
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

  test("stays while the services list is open", { tag: "@desktop" }, async ({ page }) => {
    await gotoHydrated(page, "/")
    const button = await servicesButton(page)
    await button.click()
    await expect(await controlled(page, button)).toBeVisible()
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
    // «Dienstleistungen» shows its list while the focus is in it, and its links lead on.
    const button = await servicesButton(page)
    await button.focus()
    const list = await controlled(page, button)
    await expect(list.getByRole("link")).toHaveCount(SERVICES.length)
    await page.keyboard.press("Tab")
    await expect(list.getByRole("link", { name: "Alle Dienstleistungen" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/dienstleistungen$/)
  })
})
