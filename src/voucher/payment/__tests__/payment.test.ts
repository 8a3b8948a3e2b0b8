// The reference a voucher order is paid with and the IBANs it may be paid to: the check digits by hand
// (the guidelines' own examples) and against swissqrbill, the library that draws the QR-bill.
import {
  calculateQRReferenceChecksum,
  isIBANValid,
  isQRIBAN,
  isQRReferenceValid,
  isSCORReferenceValid,
} from "swissqrbill/utils"
import { compactIban, formatIban, ibanProblem, isQrIban, isSwissIban } from "../../../lib/iban"
import {
  creditorReference,
  formatReference,
  isCreditorReference,
  isQrReference,
  isReferenceFor,
  newPaymentReference,
  qrReferenceCheckDigit,
} from "../reference"

/** The QR-IBAN and QR reference of the Swiss Implementation Guidelines' examples. */
const QR_IBAN = "CH44 3199 9123 0008 8901 2"
const GUIDE_QR_REFERENCE = "210000000003139471430009017"
/** A normal IBAN (PostFinance, IID 09000) from the guidelines' examples. */
const IBAN = "CH58 0079 1123 0008 8901 2"

/** A fixed «random» source: the same bytes every time, so the references below are exact. */
const fixed =
  (...values: number[]) =>
  (count: number) =>
    Uint8Array.from({ length: count }, (_, index) => values[index % values.length]!)

describe("IBAN", () => {
  it.each([
    ["the guidelines' QR-IBAN", QR_IBAN, true, true],
    ["a normal Swiss IBAN", IBAN, true, false],
    ["a Liechtenstein IBAN", "LI21 0881 0000 2324 013A A", true, false],
    ["typed without spaces, in lower case", "ch4431999123000889012", true, true],
    ["one digit wrong", "CH44 3199 9123 0008 8901 3", false, false],
    ["two digits swapped", "CH44 3199 9123 0008 8910 2", false, false],
    ["a German IBAN", "DE89 3704 0044 0532 0130 00", false, false],
    ["one character short", "CH44 3199 9123 0008 8901", false, false],
  ])("%s (%s): valid %s, QR-IBAN %s", (_, iban, valid, qr) => {
    expect(isSwissIban(iban)).toBe(valid)
    expect(isQrIban(iban)).toBe(qr)
    if (iban.startsWith("CH") || iban.startsWith("LI")) expect(isIBANValid(iban)).toBe(valid)
    if (valid) expect(isQRIBAN(compactIban(iban))).toBe(qr)
  })

  it("knows the QR-IBAN range by the institution id: 30000 to 31999", () => {
    const withIid = (iid: string) => {
      const body = `${iid}123000889012`
      const check = 98 - Number(BigInt(`${body}1217` + "00") % 97n) // «CH» = 12 17
      return `CH${String(check).padStart(2, "0")}${body}`
    }
    expect(isQrIban(withIid("29999"))).toBe(false)
    expect(isQrIban(withIid("30000"))).toBe(true)
    expect(isQrIban(withIid("31999"))).toBe(true)
    expect(isQrIban(withIid("32000"))).toBe(false)
  })

  it("writes an IBAN in groups of four", () => {
    expect(formatIban("ch4431999123000889012")).toBe(QR_IBAN)
  })

  it("says in German what is wrong with an IBAN", () => {
    expect(ibanProblem(QR_IBAN)).toBeUndefined()
    expect(ibanProblem("DE89 3704 0044 0532 0130 00")).toMatch(/Schweizer oder Liechtensteiner IBAN/)
    expect(ibanProblem("CH44 3199 9123 0008 8901")).toMatch(/hat 20 statt 21 Zeichen/)
    expect(ibanProblem("CH44 3199 9123 0008 8901 3")).toMatch(/falsche Prüfziffern/)
  })
})

describe("QR reference (modulo 10, recursive)", () => {
  it("gives the guidelines' example its check digit", () => {
    expect(qrReferenceCheckDigit(GUIDE_QR_REFERENCE.slice(0, 26))).toBe("7")
    expect(isQrReference(GUIDE_QR_REFERENCE)).toBe(true)
    expect(isQrReference("21 00000 00003 13947 14300 09017")).toBe(true)
  })

  it.each(["000000000000000000000000001", "12345678901234567890123456", "00000000000000261126480315"])(
    "agrees with swissqrbill on %s",
    (digits) => {
      const body = digits.slice(0, 26)
      expect(qrReferenceCheckDigit(body)).toBe(calculateQRReferenceChecksum(body))
    }
  )

  it("refuses a wrong check digit, a wrong length and all zeros", () => {
    expect(isQrReference("210000000003139471430009018")).toBe(false)
    expect(isQrReference("21000000000313947143000901")).toBe(false)
    expect(isQrReference("000000000000000000000000000")).toBe(false)
  })
})

describe("Creditor reference (ISO 11649, modulo 97)", () => {
  it("gives the standard's example its check digits", () => {
    expect(creditorReference("539007547034")).toBe("RF18539007547034")
    expect(isCreditorReference("RF18 5390 0754 7034")).toBe(true)
    expect(isCreditorReference("RF19 5390 0754 7034")).toBe(false)
  })

  it.each(["G261126ABCDEF", "H2", "ZZZZZZZZZZZZZZZZZZZZZ"])("agrees with swissqrbill on %s", (base) => {
    expect(isSCORReferenceValid(creditorReference(base))).toBe(true)
  })

  it("refuses a base that is too long or not letters and digits", () => {
    expect(() => creditorReference("A".repeat(22))).toThrow()
    expect(() => creditorReference("GUT-1")).toThrow()
  })
})

describe("A new order's reference", () => {
  const day = new Date(2026, 10, 26, 14, 30)

  it("is a QR reference for a QR-IBAN: the day, ten random digits, the check digit", () => {
    const reference = newPaymentReference(QR_IBAN, day, fixed(1, 2, 3, 4, 5, 6, 7, 8, 9, 250))
    const check = qrReferenceCheckDigit("00000000002611261234567890")
    expect(reference).toBe(`00000000002611261234567890${check}`)
    expect(isQRReferenceValid(reference)).toBe(true)
    expect(isReferenceFor(QR_IBAN, reference)).toBe(true)
    expect(formatReference(reference)).toBe(`00 00000 00026 11261 23456 7890${check}`)
  })

  it("is a creditor reference for a normal IBAN, and without one: «G», the day, six unambiguous characters", () => {
    for (const iban of [IBAN, ""]) {
      const reference = newPaymentReference(iban, day, fixed(0, 1, 2, 3, 4, 5))
      expect(reference).toMatch(/^RF\d{2}G261126[2-9A-HJ-NP-Z]{6}$/)
      expect(reference.slice(-6)).toBe("234567")
      expect(isSCORReferenceValid(reference)).toBe(true)
      expect(isReferenceFor(iban, reference)).toBe(true)
      expect(formatReference(reference)).toBe(reference.replace(/(.{4})(?=.)/g, "$1 "))
    }
  })

  it("differs from order to order (the browser's random source)", () => {
    const references = new Set(Array.from({ length: 200 }, () => newPaymentReference(QR_IBAN, day)))
    expect(references.size).toBe(200)
    for (const reference of references) expect(isQrReference(reference)).toBe(true)
  })
})
