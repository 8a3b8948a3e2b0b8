// The voucher in words (with the owner's texts from content/pages/gutschein.yaml) and the link that
// brings it back for the owner.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { creditorReference } from "../payment/reference"
import {
  formatDay,
  readVoucherLink,
  validUntil,
  voucherDocument,
  voucherLink,
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
const SITE = "https://www.glanzwerk.ch"

const context: VoucherContext = {
  texts: page.voucher,
  businessName: "Glanzwerk Fahrzeugpflege",
  town: "Sursee",
  validityYears: 5,
  terms: ["Der Gutschein gilt mindestens 5 Jahre ab dem Kaufdatum."],
  contact: "+41 79 123 45 67 · hallo@glanzwerk.ch",
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
    expect(voucherDocument(details, context)).toEqual({
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
    const document = voucherDocument({ ...details, amount: 290, service: "Fahrzeugaufbereitung" }, context)
    expect(document.valueLine).toBe("gültig für eine Fahrzeugaufbereitung (Richtpreis ab CHF 290.–)")
  })

  it("writes a creditor reference in groups of four and a large amount with an apostrophe", () => {
    const document = voucherDocument({ ...details, reference: "RF18539007547034", amount: 1250 }, context)
    expect(document.number).toBe("RF18 5390 0754 7034")
    expect(document.valueLine).toBe("im Wert von CHF 1'250.–")
  })

  it("leaves the message out when the buyer wrote none", () => {
    const document = voucherDocument({ ...details, message: "" }, context)
    expect(document).not.toHaveProperty("message")
  })
})

describe("voucherLink and readVoucherLink", () => {
  const search = (link: string) => new URL(link).search

  it("bring back the same voucher, umlauts and line breaks included", () => {
    const full: VoucherDetails = {
      reference: RF_REFERENCE,
      recipient: "Jürg Bühlmann & Söhne",
      message: "Liebe Grüsse\naus Zürich!\r\nDein Team – 100 % Glanz",
      amount: 290,
      service: "Fahrzeugaufbereitung",
      ordered: "2026-11-26",
    }
    const link = voucherLink(SITE, full)
    expect(link.startsWith(`${SITE}/gutschein?nr=${RF_REFERENCE}&`)).toBe(true)
    expect(readVoucherLink(search(link))).toEqual(full)
  })

  it("use short German parameters and leave out an empty message and a missing service", () => {
    const link = voucherLink(SITE, { ...details, message: "" })
    expect(link).toBe(`${SITE}/gutschein?nr=${QR_REFERENCE}&fuer=Lea+M%C3%BCller&betrag=150&datum=2026-11-26`)
    expect(readVoucherLink(search(link))).toEqual({ ...details, message: "" })
  })

  it("accept a reference written with spaces", () => {
    const query = `?nr=${encodeURIComponent("21 00000 00003 13947 14300 09017")}&fuer=Lea&betrag=50&datum=2026-11-26`
    expect(readVoucherLink(query)?.reference).toBe(QR_REFERENCE)
  })

  const query = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search(voucherLink(SITE, details)))
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name)
      else params.set(name, value)
    }
    return `?${params.toString()}`
  }

  it.each([
    ["a QR reference with a wrong check digit", { nr: "210000000003139471430009018" }],
    ["a creditor reference with wrong check digits", { nr: RF_REFERENCE.replace(/^RF\d\d/, "RF00") }],
    ["no reference", { nr: null }],
    ["a missing recipient", { fuer: null }],
    ["a recipient of spaces only", { fuer: "   " }],
    ["a missing amount", { betrag: null }],
    ["an amount that is no number", { betrag: "viel" }],
    ["an amount of zero", { betrag: "0" }],
    ["a negative amount", { betrag: "-150" }],
    ["an amount above CHF 100'000", { betrag: "100001" }],
    ["a date in Swiss notation", { datum: "26.11.2026" }],
    ["a missing date", { datum: null }],
  ])("refuse a link with %s", (_, changes) => {
    expect(readVoucherLink(query({}))).toEqual(details)
    expect(readVoucherLink(query(changes))).toBeUndefined()
  })

  it("cut an overlong recipient and message to what the form allows", () => {
    const read = readVoucherLink(query({ fuer: "x".repeat(150), nachricht: "y".repeat(400) }))
    expect(read?.recipient).toHaveLength(100)
    expect(read?.message).toHaveLength(300)
  })
})
