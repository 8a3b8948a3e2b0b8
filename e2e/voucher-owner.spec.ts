// The owner's side of the gift voucher: «Gutschein ausstellen» at /gutschein#ausstellen makes the
// voucher from a paid order's fields, checked against the page's own offer, as a PDF without the
// preview's mark; the buyer's preview carries it. No address makes a voucher on the page.
import { creditorReference, formatReference } from "../src/voucher/payment/reference"
import { expect, gotoHydrated, seriousViolations, site, test } from "./fixtures"
import { readPdf } from "./voucher"

/** A day as «2026-11-26», in the browser's time zone (playwright.config: Europe/Zurich). */
const zurichDay = (date = new Date()) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zurich" }).format(date)
const yearsLater = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`
const TODAY = zurichDay()
/** A number this site would have made today, with a normal IBAN: «RF…G» + YYMMDD + six characters. */
const REFERENCE = creditorReference(`G${TODAY.slice(2).replaceAll("-", "")}ABCDEF`)
const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
]
const inWords = (day: string) =>
  `${Number(day.slice(8))}. ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`

const tool = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Gutschein ausstellen" })
const field = (page: import("@playwright/test").Page, name: string) =>
  tool(page).getByRole("textbox", { name, exact: true })

test("the owner makes the voucher from the order's fields: checked, shown, and a PDF without the preview's mark", async ({
  page,
}) => {
  await gotoHydrated(page, "/gutschein#ausstellen")
  await expect(tool(page).getByRole("heading", { name: "Gutschein ausstellen" })).toBeVisible()
  // Whoever opens it learns that a voucher counts only with a number the owner confirmed.
  await expect(tool(page)).toContainText("Ein Gutschein gilt nur, wenn ich seine Nummer bestätigt habe")
  await expect(tool(page).getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:/)
  await expect(page.locator("form[name='gutschein']")).toHaveCount(0)

  await field(page, "Gutschein-Nr.").fill(formatReference(REFERENCE).toLowerCase())
  await field(page, "Betrag in Franken").fill("290.00")
  await field(page, "Für").fill("Jörg Müller")
  await tool(page)
    .getByRole("combobox", { name: /Dienstleistung/ })
    .selectOption("Fahrzeugaufbereitung")
  await tool(page)
    .getByRole("textbox", { name: /Persönliche Nachricht/ })
    .fill("Viel Freude damit!")
  await tool(page).getByRole("button", { name: "Gutschein anzeigen" }).click()

  await expect(tool(page).getByRole("status")).toBeFocused()
  const voucher = tool(page).locator("article[data-voucher-number]")
  await expect(voucher).toContainText("für Jörg Müller")
  await expect(voucher).toContainText("gültig für eine Fahrzeugaufbereitung (Richtpreis ab CHF 290.–)")
  await expect(voucher).toContainText("«Viel Freude damit!»")
  await expect(voucher).toContainText(formatReference(REFERENCE))
  // The day comes from the number: ordered today, valid at least five years.
  await expect(voucher).toContainText(`Mindestens gültig bis ${inWords(yearsLater(TODAY, 5))}`)
  await expect(voucher.locator("[data-preview-mark]")).toHaveCount(0)

  const pdf = await readPdf(page, tool(page).getByRole("button", { name: "Gutschein als PDF herunterladen" }))
  expect(pdf.name).toBe(`Gutschein-${REFERENCE}.pdf`)
  expect(pdf.pages).toBe(1)
  for (const text of ["Geschenkgutschein", "Jörg Müller", "290.–"]) expect(pdf.text).toContain(text)
  expect(pdf.text).toContain(formatReference(REFERENCE))
  expect(pdf.text).not.toContain("Vorschau")

  // A field changed takes the voucher away until it is checked again.
  await field(page, "Für").fill("Jörg Meier")
  await expect(voucher).toHaveCount(0)
})

test("what the page does not offer is refused at its field, with what was typed kept", async ({ page }) => {
  await gotoHydrated(page, "/gutschein#ausstellen")
  const show = tool(page).getByRole("button", { name: "Gutschein anzeigen" })
  await field(page, "Gutschein-Nr.").fill(REFERENCE)
  await field(page, "Betrag in Franken").fill("2001")
  await field(page, "Für").fill("Sandra Muster")
  await show.click()
  const amount = field(page, "Betrag in Franken")
  await expect(amount).toBeFocused()
  await expect(amount).toHaveAttribute("aria-invalid", "true")
  await expect(amount).toHaveAccessibleDescription(
    /Bitte geben Sie einen Betrag zwischen CHF 30\.– und CHF 2'000\.– ein/
  )
  await expect(amount).toHaveValue("2001")
  await expect(tool(page).locator("article")).toHaveCount(0)

  await amount.fill("100000")
  await expect(amount).toHaveAttribute("aria-invalid", "true")
  await amount.fill("2000")
  await expect(amount).not.toHaveAttribute("aria-invalid")

  const day = tool(page).getByLabel(/Bestelldatum/)
  await day.fill("9999-12-31")
  await show.click()
  await expect(day).toBeFocused()
  await expect(day).toHaveAccessibleDescription(/Das Bestelldatum liegt in der Zukunft\./)
  await day.fill(yearsLater(TODAY, -6))
  await expect(day).toHaveAccessibleDescription(/mehr als 5 Jahre zurück/)

  await field(page, "Gutschein-Nr.").fill("210000000003139471430009018") // a wrong check digit
  await expect(field(page, "Gutschein-Nr.")).toHaveAccessibleDescription(
    /Bitte prüfen Sie die Gutschein-Nummer/
  )

  await field(page, "Gutschein-Nr.").fill(REFERENCE)
  await day.fill(TODAY)
  await show.click()
  await expect(tool(page).locator("article[data-voucher-number]")).toContainText("im Wert von CHF 2'000.–")
})

test("an address with voucher parameters makes no voucher: the page shows the order form", async ({
  page,
}) => {
  await gotoHydrated(page, `/gutschein?nr=${REFERENCE}&fuer=Eve&betrag=100000&datum=9999-12-31`)
  await expect(page.getByRole("heading", { name: "Gutschein bestellen" })).toBeVisible()
  await expect(page.locator("article[data-voucher-number]")).toHaveCount(0)
  await expect(page.getByText("100000")).toHaveCount(0)
})

test("the owner's tool, with errors and with a voucher, has no accessibility violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/gutschein#ausstellen")
  await tool(page).getByRole("button", { name: "Gutschein anzeigen" }).click()
  await expect(field(page, "Gutschein-Nr.")).toHaveAttribute("aria-invalid", "true")
  expect(await seriousViolations(page)).toEqual([])
  await field(page, "Gutschein-Nr.").fill(REFERENCE)
  await field(page, "Betrag in Franken").fill("150")
  await field(page, "Für").fill("Sandra Muster")
  await tool(page).getByRole("button", { name: "Gutschein anzeigen" }).click()
  await expect(tool(page).locator("article[data-voucher-number]")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
