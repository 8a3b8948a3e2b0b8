// «Geschenkgutschein» (/gutschein): an order made with the keyboard reaches the owner with its
// reference, the QR-bill on the page scans (decoded here with jsQR) into a Swiss Payments Code with the
// right account, amount, reference and payer, its PDF is a real PDF with the payment part, and the
// voucher's preview names the recipient and the number. Bad entries are refused in German and kept.
import type { Request } from "@playwright/test"
import { compactIban } from "../src/lib/iban"
import { formatReference, isQrReference } from "../src/voucher/payment/reference"
import { autofill, interceptNetlify } from "./contact-form"
import { expect, gotoHydrated, requestsTo, seriousViolations, site, test } from "./fixtures"
import {
  account,
  BUYER,
  fields,
  fillBuyer,
  form,
  input,
  orderByKeyboard,
  readPdf,
  scanQrBill,
  voucherPage,
  withAccount,
} from "./voucher"

test("a CHF 150 voucher ordered with the keyboard: the order, a QR-bill that scans, its PDF, the voucher", async ({
  page,
}) => {
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  const code = requestsTo(page, /\/voucher-(bill|pdf)-[0-9a-f]+\.js$/)
  await gotoHydrated(page, "/gutschein")
  expect(code, "the QR-bill's code does not come with the page").toEqual([])

  await orderByKeyboard(page)
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeFocused()

  // The owner receives the order, as form «gutschein», with its reference.
  expect(posts).toHaveLength(1)
  const order = fields(posts[0]!)
  expect(order).toMatchObject({
    "form-name": "gutschein",
    type: "Gutschein",
    amount: "150.00",
    choice: "CHF 150.–",
    recipient: BUYER.recipient,
    message: BUYER.message,
    name: BUYER.name,
    email: BUYER.email,
    street: BUYER.street,
    postalCode: BUYER.postalCode,
    locality: BUYER.locality,
    delivery: "Als PDF per E-Mail",
  })
  const reference = order.reference!
  expect(isQrReference(reference), `${reference} is a QR reference (the account is a QR-IBAN)`).toBe(true)
  // Nothing the owner would open as a link: the order has no field the page does not list.
  expect(Object.keys(order).sort()).toEqual(
    ["form-name", "type", "reference", "amount", "choice", "recipient", "message", "name", "email"]
      .concat(["street", "postalCode", "locality", "delivery"])
      .sort()
  )
  await expect(page.getByText(formatReference(reference)).first()).toBeVisible()

  // The thanks, the bill and the voucher fit the narrowest phone, without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 700 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

  // The payment part scans into the Swiss Payments Code (Implementation Guidelines QR-bill, 4.3).
  const spc = await scanQrBill(page)
  expect(spc.slice(0, 3)).toEqual(["SPC", "0200", "1"])
  expect(spc[3]).toBe(compactIban(account.iban))
  expect(spc.slice(4, 11)).toEqual([
    "S",
    account.holder,
    "Werkstrasse",
    "7",
    site.address.postalCode,
    site.address.locality,
    "CH",
  ])
  expect(spc.slice(18, 20)).toEqual(["150.00", "CHF"])
  expect(spc.slice(20, 27)).toEqual(["S", BUYER.name, "Bahnhofstrasse", "12", "6003", "Luzern", "CH"])
  expect(spc.slice(27, 30)).toEqual(["QRR", reference, `Gutschein für ${BUYER.recipient}`])
  expect(spc[30]).toBe("EPD")

  // The bill as a PDF: a real PDF, one A4 page with the payment part and the receipt.
  const bill = await readPdf(page, page.getByRole("button", { name: "Rechnung als PDF herunterladen" }))
  expect(bill.name).toBe(`Rechnung-${reference}.pdf`)
  expect(new TextDecoder().decode(bill.bytes.slice(0, 5))).toBe("%PDF-")
  expect(bill.pages).toBe(1)
  for (const text of ["Zahlteil", "Empfangsschein", "150.00", formatReference(reference), BUYER.name])
    expect(bill.text).toContain(text)
  expect(
    code.some((url) => url.includes("voucher-pdf")),
    "the PDF code, fetched on the press"
  ).toBe(true)

  // The voucher: for whom, what, the message, its number.
  const voucher = page.locator("article[data-voucher-number]")
  await expect(voucher).toContainText(`für ${BUYER.recipient}`)
  await expect(voucher).toContainText("im Wert von CHF 150.–")
  await expect(voucher).toContainText(`«${BUYER.message}»`)
  await expect(voucher).toContainText(formatReference(reference))
  await expect(voucher).toContainText(/Mindestens gültig bis \d{1,2}\. \w+ \d{4}/)
  // Before any payment it is a preview, and says so, with whom to ask about a number.
  const mark = "Vorschau – gültig erst nach Zahlungseingang"
  const check = `Ob eine Gutschein-Nummer gilt, bestätige ich Ihnen gern: ${site.phone}`
  await expect(voucher.locator("[data-preview-mark]")).toHaveText(`${mark}${check}`)
  const pdf = await readPdf(page, page.getByRole("button", { name: "Vorschau als PDF herunterladen" }))
  expect(pdf.name).toBe(`Gutschein-Vorschau-${reference}.pdf`)
  expect(pdf.pages).toBe(1)
  for (const text of ["Geschenkgutschein", BUYER.recipient, "150.–", formatReference(reference), mark, check])
    expect(pdf.text).toContain(text)
  // The terms promise the legal period at least (Art. 127–129 OR), on the page and on the PDF.
  expect(pdf.text).toContain("mindestens 5 Jahre ab dem Kaufdatum")
  await expect(page.getByText("Der Gutschein gilt mindestens 5 Jahre ab dem Kaufdatum")).toBeVisible()

  // A reload keeps the order and its bill on the page.
  await page.reload()
  await expect(page.locator("[data-qr-bill] > svg")).toBeVisible()
  await expect(page.getByText(formatReference(reference)).first()).toBeVisible()
  await page.getByRole("button", { name: "Noch einen Gutschein bestellen" }).click()
  await expect(input(page, "Name der beschenkten Person")).toHaveValue("")
})

test("with a normal IBAN the QR-bill carries an ISO 11649 creditor reference, which is also the voucher's number", async ({
  page,
}) => {
  const iban = "CH58 0079 1123 0008 8901 2"
  await withAccount(page, { holder: account.holder, iban })
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  await orderByKeyboard(page)
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeFocused()
  expect(posts).toHaveLength(1)
  const reference = fields(posts[0]!).reference!
  expect(reference).toMatch(/^RF\d{2}G\d{6}[2-9A-HJ-NP-Z]{6}$/)
  const spc = await scanQrBill(page)
  expect(spc[3]).toBe(compactIban(iban))
  expect(spc.slice(27, 29)).toEqual(["SCOR", reference])
  await expect(page.locator("article[data-voucher-number]")).toContainText(formatReference(reference))
})

test("without an IBAN the order still goes, the page says the bill comes by e-mail and shows no QR-bill", async ({
  page,
}) => {
  await withAccount(page, null)
  const code = requestsTo(page, /\/voucher-bill-[0-9a-f]+\.js$/)
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  await orderByKeyboard(page)
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeFocused()
  expect(posts).toHaveLength(1)
  await expect(
    page.getByText(`Die Rechnung schicke ich Ihnen in den nächsten Tagen per E-Mail an ${BUYER.email}.`)
  ).toBeVisible()
  await expect(page.locator("[data-qr-bill]")).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Rechnung als PDF herunterladen" })).toHaveCount(0)
  // The voucher still has its number, the reference the owner puts on the bill.
  await expect(page.locator("article[data-voucher-number]")).toContainText(
    formatReference(fields(posts[0]!).reference!)
  )
  expect(code, "no QR-bill code without an account").toEqual([])
})

test("nothing in the form appears or vanishes when the page's code takes over", async ({
  page,
  consoleErrors,
}) => {
  // Where the terms start, in the static HTML and once hydrated: the no-script notice and the free
  // amount's field are shown by CSS (scripting: none), not by the code, so the form keeps its height.
  const termsTop = () =>
    page.getByRole("heading", { level: 2, name: "Bedingungen" }).evaluate((heading) => {
      return Math.round(heading.getBoundingClientRect().top + window.scrollY)
    })
  await page.route(/\/(app|component---src-pages-gutschein-tsx)-[0-9a-f]+\.js$/, (route) => route.abort())
  await page.goto("/gutschein")
  const beforeCode = await termsTop()
  consoleErrors.splice(0) // the refused scripts, as intended
  await page.unroute(/\/(app|component---src-pages-gutschein-tsx)-[0-9a-f]+\.js$/)
  await gotoHydrated(page, "/gutschein")
  expect(await termsTop()).toBe(beforeCode)
})

test("bad entries get German messages at their fields, keep what was typed, and send nothing", async ({
  page,
}) => {
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  const errors = voucherPage.form.errors
  const { min, max } = voucherPage.freeAmount
  const tooLong = "Ein langer Gruss. ".repeat(17).slice(0, 301)

  await form(page).getByRole("radio", { name: "Eigener Betrag" }).check()
  await input(page, "Betrag in Franken").fill("5")
  await form(page)
    .getByRole("textbox", { name: /Persönliche Nachricht/ })
    .fill(tooLong)
  await input(page, "Ihr Name").fill(BUYER.name)
  await form(page).getByRole("button", { name: "Gutschein bestellen" }).click()

  const range = errors.amountRange!.replace("{min}", String(min)).replace("{max}", "2'000")
  expect(max).toBe(2000)
  await expect(form(page).getByText(range)).toBeVisible()
  await expect(input(page, "Betrag in Franken")).toHaveAttribute("aria-invalid", "true")
  await expect(input(page, "Betrag in Franken")).toBeFocused()
  await expect(form(page).getByText(errors.recipient!)).toBeVisible()
  await expect(form(page).getByText(errors.messageTooLong!.replace("{max}", "300"))).toBeVisible()
  await expect(form(page).getByText(errors.delivery!)).toBeVisible()
  // What was typed stays.
  await expect(input(page, "Betrag in Franken")).toHaveValue("5")
  await expect(form(page).getByRole("textbox", { name: /Persönliche Nachricht/ })).toHaveValue(tooLong)
  await expect(input(page, "Ihr Name")).toHaveValue(BUYER.name)
  expect(posts).toHaveLength(0)

  // Corrected, the message goes as the buyer types.
  await input(page, "Betrag in Franken").fill("75")
  await expect(form(page).getByText(range)).toBeHidden()
})

test("a failed send says how else to order, keeps everything, and the retry sends the same reference", async ({
  page,
  consoleErrors,
}) => {
  let fail = true
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: fail ? 500 : 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  await orderByKeyboard(page)
  const alert = form(page).getByRole("alert")
  await expect(alert).toContainText("Die Bestellung konnte nicht gesendet werden")
  await expect(alert.getByRole("link", { name: site.phone })).toBeVisible()
  await expect(input(page, "Name der beschenkten Person")).toHaveValue(BUYER.recipient)
  await expect(input(page, "Ort")).toHaveValue(BUYER.locality)
  // Even after a reload.
  await page.reload()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(input(page, "Strasse und Nr.")).toHaveValue(BUYER.street)
  fail = false
  await form(page).getByRole("button", { name: "Gutschein bestellen" }).click()
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeVisible()
  expect(posts).toHaveLength(2)
  expect(fields(posts[1]!).reference).toBe(fields(posts[0]!).reference)
  // The refused POST, as intended, and nothing else.
  expect(consoleErrors.filter((error) => !error.includes("status of 500"))).toEqual([])
  consoleErrors.splice(0)
})

test("a honeypot filled by the browser never ends in a false order: nothing is sent, the form says why, and the next press orders", async ({
  page,
}) => {
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
  await gotoHydrated(page, "/gutschein")
  await autofill(page, "#voucher-honeypot", "https://www.beispiel.ch")
  await orderByKeyboard(page)
  const said = form(page).getByRole("alert").filter({ hasText: "Ihre Bestellung ist noch nicht gesendet" })
  await expect(said).toBeVisible()
  await expect(said.getByRole("link", { name: "+41 79 123 45 67" })).toBeVisible()
  expect(posts).toHaveLength(0)
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toHaveCount(0)
  await expect(input(page, "Ihr Name")).toHaveValue(BUYER.name)
  await expect(page.locator("#voucher-honeypot")).toHaveValue("")

  await form(page).getByRole("button", { name: "Gutschein bestellen" }).click()
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeVisible()
  expect(posts).toHaveLength(1)
  expect(fields(posts[0]!)).not.toHaveProperty("bot-field")
  expect(fields(posts[0]!)).toMatchObject({ "form-name": "gutschein", name: BUYER.name })
})

for (const colorScheme of ["light", "dark"] as const) {
  test(`the form with its errors and the sent order have no accessibility violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme })
    await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
    await gotoHydrated(page, "/gutschein")
    await form(page).getByRole("button", { name: "Gutschein bestellen" }).click()
    await expect(form(page).getByText(voucherPage.form.errors.recipient!)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await orderByKeyboard(page)
    await expect(page.locator("[data-qr-bill] > svg")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the order is a plain form Netlify detects and the browser posts; the page says the bill comes by e-mail", async ({
    page,
  }) => {
    // The browser posts to the page's own address; Netlify takes a form's POST on any path.
    const posts: Request[] = []
    await page.route("**/gutschein", async (route) => {
      if (route.request().method() !== "POST") return route.continue()
      posts.push(route.request())
      return route.fulfill({ status: 200, body: "Danke" })
    })
    await page.goto("/gutschein")
    const plain = form(page)
    await expect(plain).toHaveAttribute("method", "POST")
    await expect(plain).toHaveAttribute("data-netlify", "true")
    await expect(plain).toHaveAttribute("netlify-honeypot", "bot-field")
    await expect(plain.locator('input[name="bot-field"]')).toBeHidden()
    await expect(plain).not.toHaveAttribute("novalidate")
    await expect(plain.locator('input[type="hidden"][name="form-name"]')).toHaveValue("gutschein")
    await expect(plain.locator('input[type="hidden"][name="type"]')).toHaveValue("Gutschein")
    // Every field an order sent with JavaScript carries, so that Netlify knows them all.
    for (const name of ["reference", "choice", "amount", "freeAmount", "recipient", "message"])
      await expect(plain.locator(`[name="${name}"]`).first()).toBeAttached()
    await expect(plain).toContainText("Die QR-Rechnung schicke ich Ihnen dann per E-Mail")

    await plain.getByRole("radio", { name: "CHF 150.–" }).check()
    await fillBuyer(page)
    await plain.getByRole("radio", { name: /Gedruckt per Post/ }).check()
    await plain.getByRole("button", { name: "Gutschein bestellen" }).click()
    await expect.poll(() => posts.length).toBe(1)
    expect(fields(posts[0]!)).toMatchObject({
      "form-name": "gutschein",
      type: "Gutschein",
      amount: "150",
      recipient: BUYER.recipient,
      name: BUYER.name,
      delivery: "Gedruckt per Post",
    })
  })
})
