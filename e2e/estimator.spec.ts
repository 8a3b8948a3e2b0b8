// The price estimator on the service pages and its hand-over to the contact form, with the prices
// read from content/ and computed the way the page must compute them.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import type { z } from "zod"
import type { ServiceContent, servicesPageSchema } from "../src/content/schema"
import { estimate } from "../src/estimator/estimate"
import { classRange } from "../src/lib/price-range"
import { formatChfRange } from "../src/lib/price"
import { field, form, interceptNetlify, submit } from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"

const CONTENT = join(__dirname, "../content")
const load = <T>(path: string) => jsYaml.load(readFileSync(join(CONTENT, path), "utf8")) as T
const tint = load<ServiceContent>("services/toenung.yaml")
const servicesPage = load<z.input<typeof servicesPageSchema>>("pages/dienstleistungen.yaml")
const words = { from: servicesPage.labels.priceFrom, to: servicesPage.labels.priceTo }
const [small, , suv] = tint.price.vehicleClasses
const extras = tint.price.options ?? []
const rear = extras.find((extra) => extra.label === "Heckscheibe")!
const strip = extras.find((extra) => extra.label === "Blendschutzstreifen")!
const removal = extras.find((extra) => extra.from)!

const section = (page: import("@playwright/test").Page) => page.locator("#preis-berechnen")

test(
  "the guide price follows the class and the extras, by click, and is announced politely",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const estimator = section(page)
    await expect(estimator.getByRole("heading", { level: 2, name: "Preis berechnen" })).toBeVisible()
    const classes = estimator.getByRole("group", { name: "Fahrzeugklasse" })
    await expect(classes.getByRole("radio")).toHaveCount(tint.price.vehicleClasses.length)
    await expect(classes.getByRole("radio", { name: small!.label })).toBeChecked()
    const result = estimator.locator("output")
    await expect(result).toHaveAttribute("aria-live", "polite")
    await expect(result).toHaveText(`Richtpreis: ${formatChfRange(estimate(small!), words)}`)

    await classes.getByRole("radio", { name: suv!.label }).click()
    await estimator.getByRole("checkbox", { name: new RegExp(rear.label) }).click()
    await estimator.getByRole("checkbox", { name: new RegExp(strip.label) }).click()
    const expected = formatChfRange(estimate(suv!, [rear, strip]), words)
    expect(expected).toMatch(/^CHF \d+\.– bis \d+\.–$/)
    await expect(result).toHaveText(`Richtpreis: ${expected}`)
    // An extra priced «ab» opens the range.
    await estimator.getByRole("checkbox", { name: new RegExp(removal.label) }).click()
    await expect(result).toHaveText(
      `Richtpreis: ${formatChfRange(estimate(suv!, [rear, strip, removal]), words)}`
    )
    await expect(result).toContainText("ab CHF")
  }
)

test(
  "the estimator works by keyboard: arrows pick a class, Space ticks an extra",
  { tag: "@desktop" },
  async ({ page }) => {
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const estimator = section(page)
    await estimator.getByRole("radio", { name: small!.label }).focus()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(estimator.getByRole("radio", { name: suv!.label })).toBeChecked()
    await expect(estimator.getByRole("radio", { name: suv!.label })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(estimator.getByRole("checkbox", { name: new RegExp(extras[0]!.label) })).toBeFocused()
    await page.keyboard.press("Space")
    await expect(estimator.locator("output")).toHaveText(
      `Richtpreis: ${formatChfRange(estimate(suv!, [extras[0]!]), words)}`
    )
  }
)

test("a longer result moves nothing below it", async ({ page }) => {
  await gotoHydrated(page, "/dienstleistungen/komplettfolierung")
  const estimator = section(page)
  const note = estimator.getByText(/Richtpreis für ein Fahrzeug/)
  // Where the note sits in the page, whatever the scroll position.
  const top = () => note.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  const before = await top()
  await estimator.getByRole("radio", { name: "Van / Transporter" }).click()
  for (const checkbox of await estimator.getByRole("checkbox").all()) await checkbox.click()
  await expect(estimator.locator("output")).toContainText("ab CHF")
  expect(await top()).toBe(before)
})

test(
  "«Offerte anfragen» hands the choice to the contact form, which sends it",
  { tag: "@phone" },
  async ({ page }) => {
    const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
    await gotoHydrated(page, "/dienstleistungen/toenung")
    const estimator = section(page)
    await estimator.getByRole("radio", { name: suv!.label }).click()
    await estimator.getByRole("checkbox", { name: new RegExp(rear.label) }).click()
    await estimator.getByRole("link", { name: "Offerte anfragen" }).click()
    await expect(page).toHaveURL(
      /\/kontakt\?dienstleistung=toenung&fahrzeug=suv-kombi&optionen=heckscheibe#anfrage$/
    )
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(field(page, "Gewünschte Dienstleistung (optional)")).toHaveValue(tint.title)
    const message = field(page, "Nachricht")
    const price = formatChfRange(estimate(suv!, [rear]), words)
    await expect(message).toHaveValue(
      new RegExp(`Klasse «SUV / Kombi», mit Heckscheibe\\..*${price.replace(/[.–]/g, "\\$&")}`)
    )
    // The visitor can change it; then it is sent with the other fields.
    await message.press("End")
    await message.pressSequentially(" Am liebsten samstags.")
    await field(page, "Name").fill("Anna Meier")
    await field(page, "E-Mail").fill("anna@beispiel.ch")
    await submit(page).click()
    await expect(form(page).getByRole("button", { name: "Anfrage senden" })).toBeEnabled()
    await expect.poll(() => posts.length).toBe(1)
    const sent = Object.fromEntries(new URLSearchParams(posts[0]!.postData() ?? ""))
    expect(sent.service).toBe(tint.title)
    expect(sent.message).toContain(`Klasse «SUV / Kombi», mit Heckscheibe.`)
    expect(sent.message).toContain(price)
    expect(sent.message).toMatch(/Am liebsten samstags\.$/)
  }
)

test("tampered or unknown parameters are ignored and never shown", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(
    page,
    "/kontakt?dienstleistung=toenung&fahrzeug=%3Cimg%20src%3Dx%3E&optionen=heckscheibe"
  )
  await expect(field(page, "Gewünschte Dienstleistung (optional)")).toHaveValue(tint.title)
  await expect(field(page, "Nachricht")).toHaveValue("")
  await gotoHydrated(page, "/kontakt?dienstleistung=%3Cscript%3Ealert(1)%3C%2Fscript%3E&fahrzeug=kleinwagen")
  await expect(field(page, "Gewünschte Dienstleistung (optional)")).toHaveValue("")
  await expect(field(page, "Nachricht")).toHaveValue("")
  await expect(page.locator("body")).not.toContainText("alert(1)")
})

test("what the visitor already typed is not overwritten by a link", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/kontakt")
  await field(page, "Nachricht").fill("Meine eigene Nachricht.")
  await gotoHydrated(page, "/kontakt?dienstleistung=toenung&fahrzeug=kleinwagen")
  await expect(field(page, "Nachricht")).toHaveValue("Meine eigene Nachricht.")
  await expect(field(page, "Gewünschte Dienstleistung (optional)")).toHaveValue(tint.title)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test(
    "the same prices stand in tables, no control that would do nothing, the link leads on",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/dienstleistungen/toenung")
      const estimator = section(page)
      await expect(estimator.locator("input[type=radio]")).toHaveCount(tint.price.vehicleClasses.length)
      for (const control of await estimator.locator("input").all()) await expect(control).toBeHidden()
      await expect(estimator.locator("output")).toBeHidden()
      const classes = estimator.getByRole("table", { name: "Fahrzeugklasse" })
      await expect(classes).toBeVisible()
      for (const vehicleClass of tint.price.vehicleClasses) {
        await expect(classes.getByRole("row", { name: new RegExp(vehicleClass.label) })).toContainText(
          formatChfRange(estimate(vehicleClass), words)
        )
      }
      const table = estimator.getByRole("table", { name: "Extras" })
      for (const extra of extras)
        await expect(table.getByRole("row", { name: new RegExp(extra.label) })).toBeVisible()
      await estimator.getByRole("link", { name: "Offerte anfragen" }).click()
      await expect(page).toHaveURL(/\/kontakt\?/)
      await expect(page.locator("form[name='kontakt']")).toBeVisible()
    }
  )
})

test(
  "search engines get each service's price span from the classes",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/dienstleistungen/toenung")
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; offers?: { priceSpecification: object } }
    )
    const range = classRange(tint.price.vehicleClasses)
    expect(data.find((item) => item["@type"] === "Service")?.offers?.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      priceCurrency: "CHF",
      minPrice: range.from,
      maxPrice: range.to,
    })
  }
)
