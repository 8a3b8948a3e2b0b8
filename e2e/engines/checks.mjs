// What the cross-engine suite checks in each engine (run.mjs), as a visitor meets the site: every
// route hydrates without an error and without sideways scrolling; the phone's drawer and the desktop's
// «Dienstleistungen» open and close by touch (or the mouse) and by keyboard; the contact form refuses
// an empty send in German and sends a valid one (read back from the server); the voucher shows its
// QR-bill; the week choice, the wrap configurator, the tint planner and the before/after slider
// respond; the colour modes switch and stay. Each check throws with what it waited for.
// The selectors are the site's own (roles, names, ids, data attributes), as the Playwright specs in
// e2e/ use them; each check states the state it waits for, never a duration.
import { SITE_ROUTES } from "../../src/navigation/routes.ts"

const PHONE = 390
const DESKTOP = 1280

/**
 * Waits until `fn(...args)`, run in the page, returns something truthy; throws naming `what`. A state
 * that never comes fails after a minute, as in the Playwright specs: no limit a busy machine reaches.
 */
export async function waitFor(browser, what, fn, ...args) {
  const deadline = Date.now() + 60_000
  let last
  for (;;) {
    try {
      last = await browser.evaluate(fn, ...args)
      if (last) return last
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`${browser.engine}: waited in vain for ${what} (last: ${last})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const hydrated = (browser) =>
  waitFor(browser, "the page to hydrate", () => document.documentElement.hasAttribute("data-hydrated"))

/** Opens `route` and waits until the page has hydrated. */
async function visit(browser, site, route) {
  await browser.open(`${site.url}${route}`)
  await hydrated(browser)
  // Gatsby puts a page back where it was last read in this tab (sessionStorage): a visit starts at the top.
  await browser.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  await atRest(browser)
}

/** No error in the console since the last look; throws listing them. */
async function noErrors(browser, where) {
  const errors = await browser.errors()
  if (errors.length > 0) throw new Error(`${where}: ${errors.join(" | ")}`)
}

/**
 * The element scrolled to the middle of the screen (lazy parts come when they are near), at once: the
 * site scrolls smoothly (the spec), and a tap while the page still glides lands elsewhere. Then the page
 * and the header (which hides and shows as the page moves) have come to rest.
 */
async function scrollTo(browser, selector) {
  const found = await browser.evaluate((css) => {
    document.querySelector(css)?.scrollIntoView({ block: "center", behavior: "instant" })
    return Boolean(document.querySelector(css))
  }, selector)
  await atRest(browser)
  return found
}

/** The page has stopped moving and its animations (the header's, a drawer's) have ended. */
const atRest = (browser) =>
  waitFor(browser, "the page at rest", async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(scrollY)))
    const [first, second] = [await frame(), await frame()]
    return (
      first === second &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || !Number.isFinite(animation.effect?.getTiming().duration)
        )
    )
  })

/** The label of the radio or checkbox `selector` (the inputs are visually hidden; a visitor taps the label). */
const labelOf = (browser, selector) =>
  browser.evaluate((css) => {
    const input = document.querySelector(css)
    const label =
      input?.closest("label") ?? (input?.id ? document.querySelector(`label[for="${input.id}"]`) : null)
    if (!label) return null
    label.id ||= `label-${Math.random().toString(36).slice(2)}`
    return `#${label.id}`
  }, selector)

export const CHECKS = [
  {
    name: "every route hydrates, with no error and no sideways scrolling, to its end",
    widths: [PHONE, DESKTOP],
    async run(browser, site, { shots, width }) {
      for (const route of SITE_ROUTES) {
        await visit(browser, site, route)
        if (shots) await browser.screenshot(shots(route, width))
        // Down to the end in screens, as a reader scrolls: the lazy parts load on the way.
        await browser.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
            window.scrollTo({ top: y, behavior: "instant" })
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)))
          }
        })
        const [scrollWidth, innerWidth] = await browser.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ])
        if (scrollWidth > innerWidth) throw new Error(`${route}: ${scrollWidth} px wide at ${innerWidth}`)
        await noErrors(browser, route)
      }
    },
  },
  {
    name: "the drawer and its «Dienstleistungen» open and close by touch and by keyboard",
    widths: [PHONE],
    async run(browser, site) {
      const button = 'header button[aria-label="Menü öffnen"]'
      const open = () =>
        waitFor(browser, "the drawer open", () => Boolean(document.querySelector("dialog#menu-drawer:modal")))
      const closed = () =>
        waitFor(
          browser,
          "the drawer closed, the focus back on «Menü öffnen»",
          (css) =>
            !document.querySelector("dialog[open]") && document.activeElement === document.querySelector(css),
          button
        )
      await visit(browser, site, "/")
      await browser.tap(button)
      await open()
      await atRest(browser)
      const focusInside = () =>
        Boolean(document.querySelector("dialog[open]")?.contains(document.activeElement))
      await waitFor(browser, "the focus in the drawer", focusInside)
      // Tab round the drawer's eight controls and on: the focus stays inside.
      for (let press = 0; press < 9; press++) await browser.press("Tab")
      await waitFor(browser, "the focus still in the drawer after Tab", focusInside)
      const services = "dialog[open] nav button[aria-expanded]"
      await browser.tap(services)
      await waitFor(
        browser,
        "«Dienstleistungen» open, its five links",
        (css) =>
          document.querySelector(css)?.getAttribute("aria-expanded") === "true" &&
          [...document.querySelectorAll('dialog[open] a[href^="/dienstleistungen"]')].filter(
            (link) => link.getClientRects().length > 0
          ).length === 5,
        services
      )
      await browser.press("Enter")
      await waitFor(
        browser,
        "«Dienstleistungen» closed by keyboard",
        (css) => document.querySelector(css)?.getAttribute("aria-expanded") === "false",
        services
      )
      await browser.press("Escape")
      await closed()
      // By keyboard: Enter on the focused button, Escape.
      await browser.evaluate((css) => document.querySelector(css).focus(), button)
      await browser.press("Enter")
      await open()
      await atRest(browser)
      await browser.press("Escape")
      await closed()
      // The close button, then a link, by touch.
      await browser.tap(button)
      await open()
      await atRest(browser)
      await browser.tap('dialog[open] button[aria-label="Menü schliessen"]')
      await closed()
      await browser.tap(button)
      await open()
      await atRest(browser)
      await browser.tap('dialog[open] a[href="/kontakt"]')
      await waitFor(
        browser,
        "/kontakt, the drawer gone",
        () => location.pathname === "/kontakt" && !document.querySelector("dialog[open]")
      )
      await noErrors(browser, "the drawer")
    },
  },
  {
    name: "«Dienstleistungen» opens and closes by mouse and by keyboard",
    widths: [DESKTOP],
    async run(browser, site) {
      const trigger = 'header nav button[aria-controls="services-menu"]'
      const shown = () =>
        waitFor(
          browser,
          "the list shown, its five links",
          (css) =>
            document.querySelector(css)?.getAttribute("aria-expanded") === "true" &&
            [...document.querySelectorAll('#services-menu a[href^="/dienstleistungen"]')].filter(
              (link) => link.getClientRects().length > 0
            ).length === 5,
          trigger
        )
      const closed = () =>
        waitFor(
          browser,
          "the list hidden, the focus back on «Dienstleistungen»",
          (css) =>
            document.querySelector("#services-menu")?.getClientRects().length === 0 &&
            document.activeElement === document.querySelector(css),
          trigger
        )
      await visit(browser, site, "/")
      await browser.click(trigger)
      await shown()
      await atRest(browser)
      // Escape closes it from inside too: the focus on a link first.
      await browser.press("ArrowDown")
      await waitFor(browser, "the first link focused", () =>
        document.activeElement?.matches("#services-menu li:first-child a")
      )
      await browser.press("Escape")
      await closed()
      await browser.press("Enter")
      await shown()
      await atRest(browser)
      await browser.press("Escape")
      await closed()
      await browser.press(" ")
      await shown()
      await browser.press("Escape")
      await closed()
      await noErrors(browser, "«Dienstleistungen»")
    },
  },
  {
    name: "the contact form refuses an empty send in German, then sends a valid one with its week",
    widths: [PHONE],
    async run(browser, site) {
      await visit(browser, site, "/kontakt")
      const send = 'form[name="kontakt"] button[type="submit"]'
      await scrollTo(browser, send)
      await browser.tap(send)
      await waitFor(
        browser,
        "«Bitte geben Sie Ihren Namen an.» at the name, the focus there",
        () =>
          document.querySelector("#name-error")?.textContent?.includes("Bitte geben Sie Ihren Namen an.") &&
          document.activeElement?.id === "name"
      )
      if (site.forms.length > 0) throw new Error("an empty form was sent")
      await browser.type("#name", "Anna Meier")
      await browser.type("#email", "anna@beispiel.ch")
      await browser.type("#phone", "079 123 45 67")
      await browser.type("#message", "Ich möchte die hinteren Scheiben tönen lassen. Was kostet das?")
      // «Wunschtermin» becomes the choice of weeks once its code came, near the screen.
      await scrollTo(browser, "#preferredDate")
      const week = await waitFor(browser, "the week choice", () => {
        const select = document.querySelector("select#preferredDate")
        const free = select?.querySelector('option:not([disabled]):not([value=""])')
        if (!free) {
          document.querySelector("#preferredDate")?.scrollIntoView({ block: "center" })
          return null
        }
        return free.value
      })
      await browser.evaluate((value) => {
        const select = document.querySelector("select#preferredDate")
        select.value = value
        select.dispatchEvent(new Event("change", { bubbles: true }))
      }, week)
      await scrollTo(browser, send)
      await browser.tap(send)
      await waitFor(browser, "«Vielen Dank!»", () =>
        document.body.textContent.includes("Vielen Dank! Ich melde mich so bald wie möglich bei Ihnen.")
      )
      const sent = site.forms.find((form) => form.name === "kontakt")
      if (
        sent?.fields.name !== "Anna Meier" ||
        sent.fields.email !== "anna@beispiel.ch" ||
        sent.fields.preferredDate !== week
      )
        throw new Error(`the request arrived as ${JSON.stringify(sent?.fields)}`)
      await noErrors(browser, "/kontakt")
    },
  },
  {
    name: "a voucher ordered shows its QR-bill",
    widths: [PHONE],
    async run(browser, site) {
      await visit(browser, site, "/gutschein")
      await browser.tap(await labelOf(browser, 'input[name="amount"][value="150"]'))
      for (const [id, text] of [
        ["#voucher-recipient", "Sandra Muster"],
        ["#voucher-name", "Anna Beispiel"],
        ["#voucher-email", "anna@beispiel.ch"],
        ["#voucher-street", "Bahnhofstrasse 12"],
        ["#voucher-postalCode", "6003"],
        ["#voucher-locality", "Luzern"],
      ]) {
        await scrollTo(browser, id)
        await browser.type(id, text)
      }
      const delivery = await labelOf(browser, 'input[name="delivery"][value="Als PDF per E-Mail"]')
      await scrollTo(browser, delivery)
      await browser.tap(delivery)
      const order = 'form[name="gutschein"] button[type="submit"]'
      await scrollTo(browser, order)
      await browser.tap(order)
      await waitFor(browser, "the QR-bill drawn", () =>
        Boolean(document.querySelector("[data-qr-bill] > svg"))
      )
      const sent = site.forms.find((form) => form.name === "gutschein")
      if (sent?.fields.amount !== "150.00")
        throw new Error(`the order arrived as ${JSON.stringify(sent?.fields)}`)
      await noErrors(browser, "/gutschein")
    },
  },
  {
    name: "the wrap configurator, the tint planner and the before/after slider respond",
    widths: [PHONE],
    async run(browser, site) {
      await visit(browser, site, "/dienstleistungen/komplettfolierung")
      await scrollTo(browser, "#farbe-waehlen")
      await waitFor(browser, "«Farbe wählen» drawn", () =>
        Boolean(document.querySelector('#farbe-waehlen svg[role="img"]'))
      )
      const before = await browser.evaluate(() =>
        document.querySelector('#farbe-waehlen [data-zone="body"]').getAttribute("data-colour")
      )
      const film = await browser.evaluate(
        () => document.querySelector('input[name="folie"]:not(:checked)').value
      )
      const swatch = await labelOf(browser, `input[name="folie"][value="${film}"]`)
      await scrollTo(browser, swatch)
      await browser.tap(swatch)
      await waitFor(
        browser,
        `the car in «${film}»`,
        (old) =>
          document.querySelector('#farbe-waehlen [data-zone="body"]').getAttribute("data-colour") !== old,
        before
      )

      // The slider of a reference: keyboard, then a finger on the picture.
      const slider = 'input[type="range"][aria-label^="Vorher/Nachher-Vergleich"]:not([disabled])'
      await scrollTo(browser, "[data-compare]")
      await waitFor(browser, "the slider's code", (css) => Boolean(document.querySelector(css)), slider)
      await browser.evaluate((css) => document.querySelector(css).focus(), slider)
      await browser.press("End")
      await waitFor(
        browser,
        "the slider at 100",
        (css) => document.querySelector(css).value === "100",
        slider
      )
      await browser.press("Home")
      await waitFor(browser, "the slider at 0", (css) => document.querySelector(css).value === "0", slider)
      await browser.tap("[data-compare]")
      await waitFor(
        browser,
        "the slider where the finger was (50)",
        (css) => Math.abs(Number(document.querySelector(css).value) - 50) <= 2,
        slider
      )

      await visit(browser, site, "/dienstleistungen/toenung")
      await scrollTo(browser, "#toenung-planen")
      await waitFor(browser, "«Tönung planen» drawn", () =>
        Boolean(document.querySelector('#toenung-planen [data-zone="rearSide"]'))
      )
      const tint = await labelOf(browser, 'input[name="toenung-rearSide"][value="20"]')
      await scrollTo(browser, tint)
      await browser.tap(tint)
      await waitFor(
        browser,
        "the rear side windows at 20 %, allowed",
        () =>
          document
            .querySelector('#toenung-planen [data-zone="rearSide"]')
            .getAttribute("data-transmission") === "20" &&
          document.querySelector("#toenung-rearSide-urteil")?.textContent.trim().startsWith("zulässig")
      )
      await noErrors(browser, "the configurators and the slider")
    },
  },
  {
    name: "the colour modes switch and stay after a reload",
    widths: [DESKTOP],
    async run(browser, site) {
      await visit(browser, site, "/")
      const choose = async (value) => {
        const label = await labelOf(browser, `input[name="farbmodus"][value="${value}"]`)
        await scrollTo(browser, label)
        await browser.click(label)
      }
      await choose("dark")
      await waitFor(
        browser,
        "the dark colours",
        () =>
          document.documentElement.classList.contains("theme-ui-dark") &&
          getComputedStyle(document.documentElement).backgroundColor === "rgb(9, 9, 11)"
      )
      await visit(browser, site, "/kontakt")
      await waitFor(
        browser,
        "dark still, after a new page",
        () =>
          document.documentElement.classList.contains("theme-ui-dark") &&
          localStorage.getItem("color-mode") === "dark"
      )
      await choose("light")
      await waitFor(
        browser,
        "the light colours",
        () =>
          !document.documentElement.classList.contains("theme-ui-dark") &&
          getComputedStyle(document.documentElement).backgroundColor === "rgb(255, 255, 255)"
      )
      await choose("system")
      await waitFor(browser, "«System»: nothing kept", () => localStorage.getItem("color-mode") === null)
      await noErrors(browser, "the colour modes")
    },
  },
]
