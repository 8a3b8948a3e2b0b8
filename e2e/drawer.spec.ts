// The phone's header: the menu button and its drawer, a native <dialog> (src/components/header/).
import type { Page } from "@playwright/test"
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures"
import { SERVICES, box, controlled, header, headerButton, iconsDrawn, scriptsRequested } from "./header"

const menuButton = (page: Page) => headerButton(page, "Menü öffnen")
const drawerOf = (page: Page) => page.getByRole("dialog", { name: "Menü" })

/** Waits until the drawer's slide-in has ended, as a visitor sees it open. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))

test.describe("phone header and drawer", { tag: "@phone" }, () => {
  test("the menu button opens the drawer that is already in the page: nothing is fetched", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const button = await menuButton(page)
    expect(await button.evaluate((el) => el.tagName)).toBe("BUTTON")
    await expect(button).toHaveAttribute("aria-haspopup", "dialog")
    const dialog = await controlled(page, button)
    // The browser's own way to open it, also before React has taken over the page.
    await expect(button).toHaveAttribute("command", "show-modal")
    await expect(button).toHaveAttribute("commandfor", (await dialog.getAttribute("id"))!)
    expect(await dialog.evaluate((el) => el.tagName)).toBe("DIALOG")
    await expect(dialog).toBeHidden()

    const scripts = scriptsRequested(page)
    await button.tap()
    const drawer = drawerOf(page)
    await expect(drawer).toBeVisible()
    await drawer.getByRole("button", { name: "Dienstleistungen" }).tap()
    await expect(drawer.getByRole("link", { name: "Scheibentönung" })).toBeVisible()
    expect(scripts).toEqual([])
  })

  test("the menu button opens a modal drawer named «Menü», described as «Navigation», from the left", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ueber-mich")
    await expect(header(page).getByRole("link", { name: "Über mich" })).toBeHidden()
    await expect(header(page).getByRole("link", { name: /^Anrufen/ })).toHaveAttribute(
      "href",
      "tel:+41791234567"
    )
    await (await menuButton(page)).click()

    const drawer = drawerOf(page)
    await expect(drawer).toBeVisible()
    const describedBy = await drawer.getAttribute("aria-describedby")
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Navigation")
    // Modal (the browser's own: the rest of the page inert), and the page behind cannot be tapped.
    expect(await drawer.evaluate((el) => el.matches(":modal"))).toBe(true)
    expect(await page.evaluate(() => document.elementFromPoint(370, 400)?.tagName)).toBe("DIALOG")
    // It slides in from the left edge.
    await expect.poll(async () => (await box(drawer)).x).toBe(0)
    await expect(drawer).toHaveCSS("animation-duration", "0.3s")

    await expect(drawer.getByRole("link", { name: "Home" })).toBeVisible()
    await expect(drawer.getByRole("link", { name: "Über mich" })).toHaveAttribute("aria-current", "page")
    await expect(drawer.getByRole("link", { name: "Kontakt", exact: true })).toBeVisible()
    const section = drawer.getByRole("button", { name: "Dienstleistungen" })
    await expect(section).toHaveAttribute("aria-expanded", "false")
    await expect(await controlled(page, section)).toBeHidden()
    await section.click()
    await expect(section).toHaveAttribute("aria-expanded", "true")
    for (const [name, href] of SERVICES) {
      await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
    }
    // Every entry's icon draws (from the page's sprite).
    expect(await iconsDrawn(drawer.getByRole("navigation"))).toEqual(Array(4 + SERVICES.length).fill(true))

    const contact = drawer.getByRole("link", { name: "Kontakt aufnehmen" })
    await expect(contact).toHaveAttribute("href", "/kontakt")
    const [button, panel] = [await box(contact), await box(drawer)]
    expect(button.width).toBeGreaterThan(panel.width - 40)
    expect(button.y + button.height).toBeGreaterThan(panel.height - 40)
  })

  test("with reduced motion the drawer appears without sliding", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await gotoHydrated(page, "/")
    await (await menuButton(page)).click()
    await expect(drawerOf(page)).toBeVisible()
    await expect(drawerOf(page)).toHaveCSS("animation-name", "none")
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
  })

  test("the services section is open on a service page, each time the drawer opens", async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const drawer = drawerOf(page)
    const section = drawer.getByRole("button", { name: "Dienstleistungen" })
    for (let time = 0; time < 2; time++) {
      await (await menuButton(page)).click()
      await expect(section).toHaveAttribute("aria-expanded", "true")
      await expect(drawer.getByRole("link", { name: "Scheibentönung" })).toHaveAttribute(
        "aria-current",
        "page"
      )
      await section.click() // closed by the visitor: open again the next time
      await page.keyboard.press("Escape")
      await expect(drawer).toBeHidden()
    }
  })

  test("choosing a link closes the drawer and opens the page", async ({ page }) => {
    await gotoHydrated(page, "/")
    await (await menuButton(page)).click()
    const drawer = drawerOf(page)
    await drawer.getByRole("button", { name: "Dienstleistungen" }).click()
    await drawer.getByRole("link", { name: "Teilfolierung & Design" }).click()
    await expect(page).toHaveURL(/\/dienstleistungen\/teilfolierung$/)
    await expect(drawer).toBeHidden()

    await (await menuButton(page)).click()
    await drawerOf(page).getByRole("link", { name: "Kontakt aufnehmen" }).click()
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(page.getByRole("dialog")).toBeHidden()
  })

  for (const [how, close] of [
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["the close button", (page: Page) => page.getByRole("button", { name: "Menü schliessen" }).click()],
    ["a tap beside it", (page: Page) => page.touchscreen.tap(370, 400)],
  ] as const) {
    test(`${how} closes the drawer and the focus returns to the menu button`, async ({ page }) => {
      await gotoHydrated(page, "/kontakt")
      await (await menuButton(page)).tap()
      await expect(drawerOf(page)).toBeVisible()
      await settled(page)
      await close(page)
      await expect(page.getByRole("dialog")).toBeHidden()
      await expect(header(page).getByRole("button", { name: "Menü öffnen" })).toBeFocused()
    })
  }

  test("Tab and Shift+Tab stay in the open drawer, and the page behind does not scroll", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.keyboard.press("Tab") // the skip link
    await page.keyboard.press("Tab")
    await expect(await menuButton(page)).toBeFocused()
    await page.keyboard.press("Enter")
    const drawer = drawerOf(page)
    await expect(drawer).toBeVisible()
    const inside = () => drawer.evaluate((el) => el.contains(document.activeElement))
    for (const key of [...Array(9).fill("Tab"), ...Array(9).fill("Shift+Tab")]) {
      await page.keyboard.press(key)
      expect(await inside()).toBe(true)
    }
    await page.mouse.move(370, 600)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.keyboard.press("Escape")
    await expect(await menuButton(page)).toBeFocused()
  })

  test("before React has taken over the page, the menu button opens the drawer all the same", async ({
    page,
  }) => {
    // The page's scripts hang: the browser opens and closes the drawer by the buttons' invoker commands.
    await page.route(/\/app-[0-9a-f]+\.js$/, () => {})
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await (await menuButton(page)).tap()
    const drawer = drawerOf(page)
    await expect(drawer).toBeVisible()
    expect(await drawer.evaluate((el) => el.matches(":modal"))).toBe(true)
    // Every link shows, the services' too.
    await expect(drawer.getByRole("link", { name: "Scheibentönung" })).toBeVisible()
    await drawer.getByRole("button", { name: "Menü schliessen" }).tap()
    await expect(drawer).toBeHidden()
  })

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open drawer has no accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await gotoHydrated(page, "/dienstleistungen/aufbereitung")
      await (await menuButton(page)).click()
      await expect(drawerOf(page)).toBeVisible()
      await settled(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})

test.describe("phone header without JavaScript", { tag: "@phone" }, () => {
  test.use({ javaScriptEnabled: false })

  test("the menu button opens the drawer with every link, where the browser knows invoker commands", async ({
    page,
  }) => {
    await page.goto("/")
    await (await menuButton(page)).tap()
    const drawer = drawerOf(page)
    await expect(drawer).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    await (await menuButton(page)).tap()
    await drawer.getByRole("link", { name: "Scheibentönung" }).tap()
    await expect(page).toHaveURL(/\/dienstleistungen\/toenung$/)
  })
})
