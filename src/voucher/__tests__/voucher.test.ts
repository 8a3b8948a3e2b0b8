// The voucher in words (with the owner's texts from content/pages/gutschein.yaml): the owner's voucher
// as it is, the buyer's copy before payment marked as a preview.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { creditorReference, formatReference, newPaymentReference, orderDayOf } from "../payment/reference"
import {
  formatDay,
  validUntil,
  voucherDocument,
  type VoucherContext,
  type VoucherDetails,
  type VoucherTexts,
} from "../voucher"

const page = jsYaml.load(readFileSync(join(__dirname, "../../../content/pages/gutschein.yaml"), "utf8")) as {
  voucher: VoucherTexts
}
/** The guidelines' QR reference, and a creditor reference as a normal IBAN gets. */
const QR_REFERENCE = "210000000003139471430009017"
const RF_REFERENCE = creditorReference("G261126ABCDEF")

const context: VoucherContext = {
  texts: page.voucher,
  businessName: "Glanzwerk Fahrzeugpflege",
  town: "Sursee",
  validityYears: 5,
  terms: ["Der Gutschein gilt mindestens 5 Jahre ab dem Kaufdatum."],
  contact: "+41 79 123 45 67 · hallo@glanzwerk.ch",
  phone: "+41 79 123 45 67",
}
const details: VoucherDetails = {
  reference: QR_REFERENCE,
  recipient: "Lea Müller",
  message: "Alles Gute zum Geburtstag!",
  amount: 150,
  ordered: "2026-11-26",
}

describe("formatDay", () => {
  it.each([
    ["2026-11-26", "26. November 2026"],
    ["2027-01-01", "1. Januar 2027"],
    ["2028-03-09", "9. März 2028"],
    ["2029-12-31", "31. Dezember 2029"],
  ])("writes %s as «%s»", (iso, words) => {
    expect(formatDay(iso)).toBe(words)
  })
})

describe("validUntil", () => {
  it("adds the years of validity to the day of the order", () => {
    expect(validUntil("2026-11-26", 2)).toBe("2028-11-26")
    expect(validUntil("2026-01-01", 10)).toBe("2036-01-01")
  })

  it("ends a voucher ordered on 29 February on 28 February of a common year, and keeps it in a leap year", () => {
    expect(validUntil("2028-02-29", 1)).toBe("2029-02-28")
    expect(validUntil("2028-02-29", 4)).toBe("2032-02-29")
  })
})

describe("voucherDocument", () => {
  it("puts the recipient, the value, the message, the formatted number and the last valid day in words", () => {
    expect(voucherDocument(details, context, "voucher")).toEqual({
      businessName: "Glanzwerk Fahrzeugpflege",
      title: "Geschenkgutschein",
      recipientLine: "für Lea Müller",
      valueLine: "im Wert von CHF 150.–",
      message: "Alles Gute zum Geburtstag!",
      numberLabel: "Gutschein-Nr.",
      number: "21 00000 00003 13947 14300 09017",
      validUntil: "Mindestens gültig bis 26. November 2031",
      redeem: "Einlösbar in meiner Garage in Sursee.",
      terms: ["Der Gutschein gilt mindestens 5 Jahre ab dem Kaufdatum."],
      contact: "+41 79 123 45 67 · hallo@glanzwerk.ch",
    })
  })

  it("names a service with its guide price instead of an amount", () => {
    const document = voucherDocument(
      { ...details, amount: 290, service: "Fahrzeugaufbereitung" },
      context,
      "voucher"
    )
    expect(document.valueLine).toBe("gültig für eine Fahrzeugaufbereitung (Richtpreis ab CHF 290.–)")
  })

  it("writes a creditor reference in groups of four and a large amount with an apostrophe", () => {
    const document = voucherDocument(
      { ...details, reference: "RF18539007547034", amount: 1250 },
      context,
      "voucher"
    )
    expect(document.number).toBe("RF18 5390 0754 7034")
    expect(document.valueLine).toBe("im Wert von CHF 1'250.–")
  })

  it("leaves the message out when the buyer wrote none", () => {
    const document = voucherDocument({ ...details, message: "" }, context, "voucher")
    expect(document).not.toHaveProperty("message")
  })
})

describe("the buyer's preview", () => {
  it("says on the copy made before payment that it counts only once paid, with the owner's phone", () => {
    const preview = voucherDocument(details, context, "preview")
    expect(preview.preview).toEqual({
      mark: "Vorschau – gültig erst nach Zahlungseingang",
      check: "Ob eine Gutschein-Nummer gilt, bestätige ich Ihnen gern: +41 79 123 45 67",
    })
    // Otherwise the same voucher: what the buyer sees is what the recipient gets.
    const { preview: _mark, ...rest } = preview
    expect(rest).toEqual(voucherDocument(details, context, "voucher"))
  })

  it("leaves the owner's voucher unmarked", () => {
    expect(voucherDocument(details, context, "voucher")).not.toHaveProperty("preview")
  })
})

describe("orderDayOf", () => {
  it("reads the day of the order from the numbers this site makes, of both kinds", () => {
    const day = new Date(2026, 10, 26)
    expect(orderDayOf(newPaymentReference("CH44 3199 9123 0008 8901 2", day))).toBe("2026-11-26")
    expect(orderDayOf(newPaymentReference("CH58 0079 1123 0008 8901 2", day))).toBe("2026-11-26")
    expect(orderDayOf(RF_REFERENCE)).toBe("2026-11-26")
    expect(orderDayOf(formatReference(RF_REFERENCE).toLowerCase())).toBe("2026-11-26") // as typed
  })

  it("finds none in another reference, e.g. the guidelines' QR reference a bank might make", () => {
    expect(orderDayOf(QR_REFERENCE)).toBeUndefined()
    expect(orderDayOf("RF18539007547034")).toBeUndefined()
  })
})
