// Shared steps of the voucher tests: the page's texts, the buyer, filling in and sending the order with
// the keyboard, scanning the QR-bill on the page, reading a downloaded PDF, and serving another account.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Locator, Page, Request } from "@playwright/test"
import jsQR from "jsqr"
import jsYaml from "js-yaml"
import sharp from "sharp"
import { expect, site } from "./fixtures"

interface VoucherPage {
  freeAmount: { min: number; max: number }
  form: { errors: Record<string, string> }
}
export const voucherPage = jsYaml.load(
  readFileSync(join(__dirname, "../content/pages/gutschein.yaml"), "utf8")
) as VoucherPage
export const account = (site as unknown as { bankAccount: { holder: string; iban: string } }).bankAccount

export const BUYER = {
  recipient: "Sandra Muster",
  message: "Alles Gute zum Geburtstag! Dein Auto hat es verdient.",
  name: "Anna Beispiel",
  email: "anna@beispiel.ch",
  street: "Bahnhofstrasse 12",
  postalCode: "6003",
  locality: "Luzern",
}

export const form = (page: Page) => page.locator("form[name='gutschein']")
export const input = (page: Page, label: string) =>
  form(page).getByRole("textbox", { name: label, exact: true })

/** The fields of a url-encoded POST. */
export const fields = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ""))

/** The recipient and the buyer's name and address, typed into the order's fields. */
export async function fillBuyer(page: Page, buyer = BUYER) {
  await input(page, "Name der beschenkten Person").fill(buyer.recipient)
  await input(page, "Ihr Name").fill(buyer.name)
  await input(page, "E-Mail").fill(buyer.email)
  await input(page, "Strasse und Nr.").fill(buyer.street)
  await input(page, "PLZ").fill(buyer.postalCode)
  await input(page, "Ort").fill(buyer.locality)
}

/** Types `text` into the focused field after checking that `field` has the focus. */
async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused()
  await page.keyboard.type(text)
}

/** The whole order, with the keyboard only: CHF 150, the recipient, the message, the buyer, by e-mail. */
export async function orderByKeyboard(page: Page, buyer = BUYER) {
  const amounts = form(page).getByRole("group", { name: "Betrag" })
  await amounts.getByRole("radio", { name: "CHF 50.–" }).focus()
  await page.keyboard.press("ArrowRight") // CHF 100.–
  await page.keyboard.press("ArrowRight") // CHF 150.–
  await expect(amounts.getByRole("radio", { name: "CHF 150.–" })).toBeChecked()
  await page.keyboard.press("Tab")
  await typeInto(page, input(page, "Name der beschenkten Person"), buyer.recipient)
  await page.keyboard.press("Tab")
  await typeInto(page, form(page).getByRole("textbox", { name: /Persönliche Nachricht/ }), buyer.message)
  for (const [label, value] of [
    ["Ihr Name", buyer.name],
    ["E-Mail", buyer.email],
    ["Strasse und Nr.", buyer.street],
    ["PLZ", buyer.postalCode],
    ["Ort", buyer.locality],
  ] as const) {
    await page.keyboard.press("Tab")
    await typeInto(page, input(page, label), value)
  }
  await page.keyboard.press("Tab")
  const byEmail = form(page).getByRole("radio", { name: /Als PDF per E-Mail/ })
  await expect(byEmail).toBeFocused()
  await page.keyboard.press("Space")
  await expect(byEmail).toBeChecked()
  await page.keyboard.press("Tab") // the privacy policy's link
  await page.keyboard.press("Tab")
  await expect(form(page).getByRole("button", { name: "Gutschein bestellen" })).toBeFocused()
  await page.keyboard.press("Enter")
}

/** The QR code of the payment part as the page shows it, decoded: the Swiss Payments Code's lines. */
export async function scanQrBill(page: Page): Promise<string[]> {
  const bill = page.locator("[data-qr-bill]")
  await expect(bill.locator(":scope > svg")).toBeVisible()
  // Scanned as a phone scans a screen: the bill at its full width, the code about 4.6 cm.
  await page.setViewportSize({ width: 1280, height: 900 })
  await bill.scrollIntoViewIfNeeded()
  const png = await bill.screenshot()
  const { data, info } = await sharp(png)
    .resize({ width: 1600 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
  expect(code, "a QR code the scanner can read").not.toBeNull()
  return code!.data.split(/\r?\n/)
}

/** A downloaded PDF's bytes and the text of its pages (pdfjs-dist, as a PDF reader reads it). */
export async function readPdf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()])
  const bytes = new Uint8Array(readFileSync((await download.path())!))
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs")
  const standardFontDataUrl = join(require.resolve("pdfjs-dist/package.json"), "../standard_fonts/")
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise
  const texts: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
  }
  return { name: download.suggestedFilename(), bytes, pages: pdf.numPages, text: texts.join(" ") }
}

/** Serves the page as if site.yaml's `bankAccount` were `account` (null: left out). */
export async function withAccount(page: Page, account: { holder: string; iban: string } | null) {
  await page.route("**/page-data/gutschein/page-data.json", async (route) => {
    const response = await route.fetch()
    const json = await response.json()
    json.result.data.siteYaml.bankAccount = account
    await route.fulfill({ response, json })
  })
}
