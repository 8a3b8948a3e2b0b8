// The spec's «Header», «Footer» and «Error screen» (section 2 of the specification), bullet by bullet,
// with the keyboard only: no pointer moves, no clicks, no touches. What a visitor without a mouse (or
// with a screen reader's keys) meets, from the moment the page is interactive.
import type { Locator, Page } from "@playwright/test"
import { BROKEN_ABOUT_PAGE, breakAboutPage, expect, gotoHydrated, site, test } from "./fixtures"

const SERVICES = [
  "Alle Dienstleistungen",
  "Fahrzeugaufbereitung",
  "Komplettfolierung",
  "Teilfolierung & Design",
  "Scheibentönung",
]

const header = (page: Page) => page.locator("header")

/** What a screen reader announces for the focused element: its label or its text, without soft hyphens. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return (el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "").replaceAll("\u00ad", "")
  })

/**
 * Presses Tab (or Shift+Tab) until the focus is on an element named `name` inside `within` (a CSS
 * selector); fails when the keyboard does not get there within `limit` presses.
 */
async function tabTo(
  page: Page,
  name: string,
  { within = "body", back = false, limit = 120 }: { within?: string; back?: boolean; limit?: number } = {}
): Promise<Locator> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab")
    const inside = await page.evaluate(
      (selector) => document.activeElement?.closest(selector) != null,
      within
    )
    if (inside && (await focusedName(page)) === name) return page.locator(":focus")
  }
  throw new Error(`Tab never reached «${name}» in ${within}`)
}

/** The focused element's tag, e.g. "BUTTON". */
const tagOf = (locator: Locator) => locator.evaluate((el) => el.tagName)

test.describe("Header, wide screens", { tag: "@desktop" }, () => {
  test("left: «Home» and a «Dienstleistungen» dropdown listing the five service links, each with an icon", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kontakt")
    await expect(await tabTo(page, "Home", { within: "header" })).toHaveAttribute("href", "/")
    const services = await tabTo(page, "Dienstleistungen", { within: "header" })
    // The dropdown is a disclosure (WAI-ARIA APG «Disclosure Navigation Menu»): a button that shows
    // and hides the list of links it names.
    expect(await tagOf(services)).toBe("BUTTON")
    await expect(services).toHaveAttribute("aria-expanded", "false")
    const list = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`)
    await expect(list).toBeHidden()

    await page.keyboard.press("Enter")
    await expect(services).toHaveAttribute("aria-expanded", "true")
    await expect(list.getByRole("link")).toHaveText(SERVICES)
    // Tab walks the entries in the spec's order; each has an icon and a page.
    for (const name of SERVICES) {
      await page.keyboard.press("Tab")
      const item = list.getByRole("link", { name, exact: true })
      await expect(item).toBeFocused()
      await expect(item.locator("svg")).toHaveCount(1)
      await expect(item).toHaveAttribute("href", /^\/dienstleistungen/)
    }
    await page.keyboard.press("Escape")
    await expect(list).toBeHidden()
    await expect(header(page).getByRole("button", { name: "Dienstleistungen" })).toBeFocused()

    // Choosing an entry with Enter opens its page.
    await page.keyboard.press("Space")
    await page.keyboard.press("ArrowUp") // round to the last entry
    await expect(list.getByRole("link", { name: "Scheibentönung" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/dienstleistungen\/toenung$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scheibentönung")
  })

  test("centre: the logo /images/logo.webp at a fixed large height, linking to '/', named for screen readers", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ueber-mich")
    const logo = await tabTo(page, site.businessName, { within: "header" })
    await expect(logo).toHaveAttribute("href", "/")
    const image = logo.locator("img")
    await expect(image).toHaveAttribute("src", "/images/logo.webp")
    const [box, headerBox] = [(await image.boundingBox())!, (await header(page).boundingBox())!]
    expect(box.height).toBe(64)
    expect(Math.abs(box.x + box.width / 2 - headerBox.width / 2)).toBeLessThan(2)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test("right: «Über mich» and «Kontakt»", async ({ page }) => {
    await gotoHydrated(page, "/")
    const logo = (await header(page).getByRole("link", { name: site.businessName }).boundingBox())!
    const about = await tabTo(page, "Über mich", { within: "header" })
    expect((await about.boundingBox())!.x).toBeGreaterThan(logo.x + logo.width)
    await page.keyboard.press("Tab")
    expect(await focusedName(page)).toBe("Kontakt")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(header(page).getByRole("link", { name: "Kontakt" })).toHaveAttribute("aria-current", "page")
  })
})

test.describe("Header, phones", { tag: "@phone" }, () => {
  test("a menu button opens a drawer that slides in from the left, titled «Menü», described «Navigation»", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const button = await tabTo(page, "Menü öffnen", { within: "header" })
    expect(await tagOf(button)).toBe("BUTTON")
    await expect(button).toHaveAttribute("aria-haspopup", "dialog")
    await page.keyboard.press("Enter")
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveAccessibleDescription("Navigation")
    await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(0)
    // The focus is in the drawer, and stays there.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  })

  test("the drawer holds Home, a collapsible «Dienstleistungen», «Über mich», «Kontakt», and at the bottom a full-width «Kontakt aufnehmen»", async ({
    page,
  }) => {
    await gotoHydrated(page, "/datenschutz")
    await tabTo(page, "Menü öffnen", { within: "header" })
    await page.keyboard.press("Enter")
    const drawer = page.getByRole("dialog", { name: "Menü" })
    await expect(drawer).toBeVisible()

    const order: string[] = []
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab")
      order.push(await focusedName(page))
    }
    expect(order).toEqual([
      "Home",
      "Dienstleistungen",
      "Über mich",
      "Kontakt",
      "Kontakt aufnehmen",
      "Menü schliessen",
    ])

    // The services section opens with Enter and lists the service links.
    const section = await tabTo(page, "Dienstleistungen", { within: "dialog[open]" })
    await expect(section).toHaveAttribute("aria-expanded", "false")
    await page.keyboard.press("Enter")
    await expect(section).toHaveAttribute("aria-expanded", "true")
    for (const name of SERVICES) {
      await page.keyboard.press("Tab")
      expect(await focusedName(page)).toBe(name)
    }

    const contact = drawer.getByRole("link", { name: "Kontakt aufnehmen" })
    await expect(contact).toHaveAttribute("href", "/kontakt")
    const [button, panel] = [(await contact.boundingBox())!, (await drawer.boundingBox())!]
    expect(button.width).toBeGreaterThan(panel.width - 40)
    expect(button.y + button.height).toBeGreaterThan(panel.height - 40)
  })

  for (const [name, path] of [
    ["Über mich", /\/ueber-mich$/],
    ["Kontakt aufnehmen", /\/kontakt$/],
    ["Komplettfolierung", /\/dienstleistungen\/komplettfolierung$/],
  ] as const) {
    test(`choosing «${name}» in the drawer opens its page and closes the drawer`, async ({ page }) => {
      await gotoHydrated(page, "/")
      await tabTo(page, "Menü öffnen", { within: "header" })
      await page.keyboard.press("Enter")
      await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible()
      if (SERVICES.includes(name)) {
        await tabTo(page, "Dienstleistungen", { within: "dialog[open]" })
        await page.keyboard.press("Enter")
      }
      await tabTo(page, name, { within: "dialog[open]" })
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(path)
      await expect(page.getByRole("dialog")).toBeHidden()
    })
  }
})

test(
  "Header: hides scrolling down, shows scrolling up, always shows at the very top",
  { tag: "@desktop" },
  async ({ page }) => {
    const bottom = () => header(page).evaluate((el) => el.getBoundingClientRect().bottom)
    // Keys scroll smoothly: each step waits until the page has stopped moving, so that a key pressed while
    // the last scroll is still running (on a loaded machine) does not turn it into a jitter below the
    // header's tolerance.
    const press = async (...keys: string[]) => {
      for (const key of keys) await page.keyboard.press(key)
      let last = -1
      await expect
        .poll(
          async () => {
            const y = await page.evaluate(() => window.scrollY)
            const still = y === last
            last = y
            return still
          },
          { intervals: [150] }
        )
        .toBe(true)
    }
    await gotoHydrated(page, "/")
    // The skip link moves the focus to the page, out of the header (focus in the header keeps it shown).
    await page.keyboard.press("Tab")
    expect(await focusedName(page)).toBe("Zum Inhalt springen")
    await page.keyboard.press("Enter")
    await press("PageDown", "PageDown")
    await expect.poll(bottom).toBeLessThanOrEqual(0)
    await press("PageUp")
    await expect.poll(bottom).toBeGreaterThan(60)
    await press("PageDown", "PageDown")
    await expect.poll(bottom).toBeLessThanOrEqual(0)
    await press("Home")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(bottom).toBeGreaterThan(60)
  }
)

test("Shared layout: the fixed header over the page, padded below it, the footer at the bottom; smooth scrolling", async ({
  page,
}) => {
  await gotoHydrated(page, "/datenschutz")
  await expect(header(page)).toHaveCSS("position", "fixed")
  const top = (await header(page).boundingBox())!
  expect(top.y).toBe(0)
  // The page's first line starts below the header, never under it.
  const firstLine = (await page.locator("main h1").boundingBox())!
  expect(firstLine.y).toBeGreaterThanOrEqual(top.y + top.height)
  await page.keyboard.press("End")
  await expect(page.locator("footer")).toBeInViewport()
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth")
  await page.emulateMedia({ reducedMotion: "reduce" })
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto")
})

test.describe("Footer", { tag: "@desktop" }, () => {
  test("the call to action: «Kontaktieren Sie mich», the garage in the business's town, «Kontakt aufnehmen» to /kontakt", async ({
    page,
  }) => {
    await gotoHydrated(page, "/datenschutz")
    const footer = page.locator("footer")
    await expect(footer.getByRole("heading", { level: 2, name: "Kontaktieren Sie mich" })).toBeVisible()
    await expect(
      footer.getByText(
        `Vereinbaren Sie einen Termin für eine unverbindliche Beratung in meiner Garage in ${site.town}.`,
        { exact: true }
      )
    ).toBeVisible()
    await tabTo(page, "Kontakt aufnehmen", { within: "footer" })
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt")
  })

  test("icon links to the business's photo-sharing and short-video profiles, opening outside", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    for (const [network, href] of [
      ["Instagram", site.social.instagram],
      ["TikTok", site.social.tiktok],
    ] as const) {
      const link = await tabTo(page, `${site.businessName} auf ${network}`, { within: "footer" })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /noopener/)
      await expect(link.locator("svg")).toHaveCount(1)
    }
  })

  test("«Datenschutz» leads to /datenschutz", async ({ page }) => {
    await gotoHydrated(page, "/kontakt")
    await tabTo(page, "Datenschutz", { within: "footer nav[aria-label='Rechtliches']" })
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/datenschutz$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung")
  })

  test("the copyright runs from 2023 to the current year; the credit links to the web developer", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const footer = page.locator("footer")
    await expect(
      footer.getByText(
        `© 2023 - ${new Date().getFullYear()} ${site.businessName}. Alle Rechte vorbehalten.`,
        {
          exact: true,
        }
      )
    ).toBeVisible()
    await expect(footer.getByText(`Entwickelt von ${site.developer.name}`, { exact: true })).toBeVisible()
    const credit = await tabTo(page, site.developer.name, { within: "footer" })
    await expect(credit).toHaveAttribute("href", site.developer.url)
    await expect(credit).toHaveAttribute("target", "_blank")
  })
})

test.describe("Error screen", { tag: "@desktop" }, () => {
  test("an unknown path: status 404, «Page not found: {path}», and the large «Zurück zur Startseite» with a house leads home", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/gibt-es-nicht")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: Page not found: /gibt-es-nicht")
    await expect(page).toHaveTitle("404 - Page not found: /gibt-es-nicht")
    const home = await tabTo(page, "Zurück zur Startseite", { within: "main" })
    await expect(home.locator("svg")).toHaveCount(1)
    expect((await home.boundingBox())!.height).toBeGreaterThanOrEqual(56)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("404")
  })

  test("an application error: status 500 and its message replace the page; «Zurück zur Startseite» clears it", async ({
    page,
    consoleErrors,
  }) => {
    await breakAboutPage(page)
    await gotoHydrated(page, "/")
    await tabTo(page, "Über mich", { within: "footer" })
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/ueber-mich$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`500: ${BROKEN_ABOUT_PAGE}`)
    await expect(page).toHaveTitle(`500 - ${BROKEN_ABOUT_PAGE}`)
    await tabTo(page, "Zurück zur Startseite", { within: "main" })
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("500")
    consoleErrors.splice(0) // React reports the caught error, as it should
  })
})
