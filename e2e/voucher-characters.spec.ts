// What a buyer types reaches the QR-bill and the PDFs as typed: a name in a script the QR-bill cannot
// carry is refused at its field in German (nothing is sent), letters beyond Latin-1 and «&», «<», «>»
// show exactly on the bill on the page and in its QR code, and the PDFs print every letter (a
// look-alike where the standard fonts have none: «Łukasz» → «Lukasz»).
import { interceptNetlify } from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"
import { BUYER, fields, form, input, orderByKeyboard, readPdf, scanQrBill, voucherPage } from "./voucher"

const errors = voucherPage.form.errors

test("a name in Chinese script is refused at its field, in German, naming the characters, and nothing is sent", async ({
  page,
}) => {
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  await orderByKeyboard(page, { ...BUYER, name: "张伟" })

  const name = input(page, "Ihr Name")
  const message = errors.billCharacters!.replace("{chars}", "张伟")
  expect(message).toContain("«张伟»")
  await expect(form(page).getByText(message)).toBeVisible()
  await expect(name).toHaveAttribute("aria-invalid", "true")
  await expect(name).toHaveAccessibleDescription(message)
  await expect(name).toBeFocused()
  await expect(name).toHaveValue("张伟")
  expect(posts).toHaveLength(0)

  // Written in Latin letters, the order goes.
  await name.fill("Zhang Wei")
  await expect(form(page).getByText(message)).toBeHidden()
  await form(page).getByRole("button", { name: "Gutschein bestellen" }).click()
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeFocused()
  expect(posts).toHaveLength(1)
  expect(fields(posts[0]!).name).toBe("Zhang Wei")
})

test("an emoji in the personal message is refused at the message, naming it", async ({ page }) => {
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  await orderByKeyboard(page, { ...BUYER, message: "Alles Gute 🎉" })
  const message = form(page).getByRole("textbox", { name: /Persönliche Nachricht/ })
  await expect(form(page).getByText(errors.messageCharacters!.replace("{chars}", "🎉"))).toBeVisible()
  await expect(message).toHaveAttribute("aria-invalid", "true")
  await expect(message).toHaveValue("Alles Gute 🎉")
  expect(posts).toHaveLength(0)
})

test("«Łukasz Nowak» of «Müller & Söhne <AG>»: sent, shown and scanned exactly, every letter in the PDFs", async ({
  page,
}) => {
  const buyer = {
    ...BUYER,
    recipient: "Zoë & Ștefan <Țurcanu>",
    message: "Wszystkiego najlepszego, Łukasz! Ĳs & <Œuvre>",
    name: "Łukasz Nowak",
    street: "Müller & Söhne <AG> 5",
  }
  const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "" }))
  await gotoHydrated(page, "/gutschein")
  await orderByKeyboard(page, buyer)
  await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeFocused()
  expect(posts).toHaveLength(1)
  expect(fields(posts[0]!)).toMatchObject({
    recipient: buyer.recipient,
    message: buyer.message,
    name: buyer.name,
    street: buyer.street,
  })

  // The bill on the page: each line as typed (the receipt and the payment part both name the payer).
  const bill = page.locator("[data-qr-bill] > svg")
  await expect(bill).toBeVisible()
  const lines = await bill
    .locator("tspan, text")
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.children.length === 0).map((node) => node.textContent)
    )
  expect(lines.filter((line) => line === "Łukasz Nowak")).toHaveLength(2)
  expect(lines.filter((line) => line === "Müller & Söhne <AG> 5")).toHaveLength(2)
  expect(lines).toContain("Gutschein für Zoë & Ștefan <Țurcanu>")

  // Its QR code carries the same, unchanged.
  const spc = await scanQrBill(page)
  expect(spc.slice(20, 24)).toEqual(["S", "Łukasz Nowak", "Müller & Söhne <AG>", "5"])
  expect(spc[29]).toBe("Gutschein für Zoë & Ștefan <Țurcanu>")

  // The PDFs, with the standard fonts: a look-alike for each letter they lack, none lost.
  const billPdf = await readPdf(page, page.getByRole("button", { name: "Rechnung als PDF herunterladen" }))
  for (const text of ["Lukasz Nowak", "Müller & Söhne <AG> 5", "Gutschein für Zoë & Stefan <Turcanu>"])
    expect(billPdf.text).toContain(text)
  const voucher = page.locator("article[data-voucher-number]")
  await expect(voucher).toContainText(`für ${buyer.recipient}`)
  await expect(voucher).toContainText(`«${buyer.message}»`)
  const voucherPdf = await readPdf(page, page.getByRole("button", { name: "Vorschau als PDF herunterladen" }))
  expect(voucherPdf.text).toContain("für Zoë & Stefan <Turcanu>")
  expect(voucherPdf.text).toContain("«Wszystkiego najlepszego, Lukasz! IJs & <Œuvre>»")
  expect(voucherPdf.text).not.toContain("?")
})
