import { telHref, whatsappHref } from "../phone"

test("tel: links carry the number without spaces", () => {
  expect(telHref("+41 79 123 45 67")).toBe("tel:+41791234567")
})

test("WhatsApp links carry digits only", () => {
  expect(whatsappHref("+41 79 123 45 67")).toBe("https://wa.me/41791234567")
})
