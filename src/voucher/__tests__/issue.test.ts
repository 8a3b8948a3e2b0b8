// The owner's voucher from a paid order's fields (issue.ts), with the page's shipped offer and texts:
// what the page does not offer, a day in the future or past the validity, a number that is not one,
// each refused with the owner's German message; a right entry becomes the voucher's details.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import type { VoucherOffer } from "../order"
import { EMPTY_ISSUE, offerLimits, readIssue, type IssueMessages, type IssueValues } from "../issue"
import { creditorReference, formatReference } from "../payment/reference"

const page = jsYaml.load(readFileSync(join(__dirname, "../../../content/pages/gutschein.yaml"), "utf8")) as {
  amounts: number[]
  freeAmount: { min: number; max: number }
  validityYears: number
  issue: { errors: IssueMessages }
}
/** The shipped offer: its amounts, its free amount, the detailing at its lowest guide price. */
const OFFER: VoucherOffer = {
  amounts: page.amounts,
  freeAmount: page.freeAmount,
  services: [{ slug: "aufbereitung", title: "Fahrzeugaufbereitung", priceFrom: 290 }],
}
const messages = page.issue.errors
const TODAY = "2026-12-03"
/** A number this site made on 26 November 2026 (with a normal IBAN). */
const REFERENCE = creditorReference("G261126ABCDEF")

const order = (changes: Partial<IssueValues> = {}): IssueValues => ({
  ...EMPTY_ISSUE,
  reference: REFERENCE,
  amount: "150.00",
  recipient: "Sandra Muster",
  ...changes,
})
const read = (values: IssueValues, today = TODAY) =>
  readIssue(values, { offer: OFFER, validityYears: page.validityYears, messages, today })

test("the page's offer runs from CHF 30.– to CHF 2'000.–: its amounts, its free amount, its services", () => {
  expect(offerLimits(OFFER)).toEqual({ min: 30, max: 2000 })
  expect(offerLimits({ amounts: [50, 100], freeAmount: null, services: [] })).toEqual({ min: 50, max: 100 })
  expect(
    offerLimits({ amounts: [50], services: [{ slug: "toenung", title: "Scheibentönung", priceFrom: 390 }] })
  ).toEqual({ min: 50, max: 390 })
})

test("an order's fields as they arrive make the voucher, its day taken from the number", () => {
  expect(read(order({ message: " Alles Gute! " }))).toEqual({
    details: {
      reference: REFERENCE,
      recipient: "Sandra Muster",
      message: "Alles Gute!",
      amount: 150,
      ordered: "2026-11-26",
    },
  })
})

test("a number typed with spaces, in lower case; a service; a day typed for a bank's reference", () => {
  expect(read(order({ reference: formatReference(REFERENCE).toLowerCase() })).details?.reference).toBe(
    REFERENCE
  )
  expect(read(order({ amount: "290.00", service: "Fahrzeugaufbereitung" })).details).toMatchObject({
    amount: 290,
    service: "Fahrzeugaufbereitung",
  })
  // The guidelines' QR reference carries no day: the owner types the order's.
  const bank = order({ reference: "21 00000 00003 13947 14300 09017", ordered: "2026-11-30" })
  expect(read(bank).details).toMatchObject({
    reference: "210000000003139471430009017",
    ordered: "2026-11-30",
  })
  expect(read({ ...bank, ordered: "" })).toEqual({ errors: { ordered: messages.ordered } })
})

const amountMessage = "Bitte geben Sie einen Betrag zwischen CHF 30.– und CHF 2'000.– ein"

test.each([
  ["30", 30],
  ["30.00", 30],
  ["2000.00", 2000],
  ["CHF 2'000.–", 2000],
])("the amount %s is within the offer", (amount, francs) => {
  expect(read(order({ amount })).details?.amount).toBe(francs)
})

test.each(["29", "2001", "100000", "2000.50", "", "zweihundert", "-150"])(
  "the amount «%s» is refused: the page offers no such voucher",
  (amount) => {
    const { errors } = read(order({ amount }))
    expect(errors?.amount).toContain(amountMessage)
    expect(Object.keys(errors ?? {})).toEqual(["amount"])
  }
)

test.each([
  ["a wrong check digit", "210000000003139471430009018"],
  ["wrong check digits", REFERENCE.replace(/^RF\d\d/, "RF00")],
  ["nothing", ""],
  ["a link", "https://example.com/gutschein?nr=RF18539007547034"],
])("a number with %s is refused", (_, reference) => {
  expect(read(order({ reference }))).toEqual({ errors: { reference: messages.reference } })
})

test("a missing recipient, an unknown service and an overlong message are refused at their fields", () => {
  expect(read(order({ recipient: "  " })).errors).toEqual({ recipient: messages.recipient })
  expect(read(order({ recipient: "x".repeat(101) })).errors).toEqual({ recipient: messages.recipient })
  expect(read(order({ service: "Rasenmähen" })).errors).toEqual({ service: messages.service })
  expect(read(order({ message: "y".repeat(300) })).details).toBeDefined()
  expect(read(order({ message: "y".repeat(301) })).errors).toEqual({
    message: "Die Nachricht ist zu lang – höchstens 300 Zeichen.",
  })
})

test("the day may be today, not tomorrow, and not older than the validity", () => {
  expect(read(order({ ordered: TODAY })).details?.ordered).toBe(TODAY)
  expect(read(order({ ordered: "2026-12-04" })).errors).toEqual({ ordered: messages.orderedFuture })
  expect(read(order({ ordered: "9999-12-31" })).errors).toEqual({ ordered: messages.orderedFuture })
  // Ordered 3 December 2021: valid at least until 3 December 2026, today.
  expect(read(order({ ordered: "2021-12-03" })).details?.ordered).toBe("2021-12-03")
  expect(read(order({ ordered: "2021-12-02" })).errors).toEqual({
    ordered: "Das Bestelldatum liegt mehr als 5 Jahre zurück, länger als der Gutschein mindestens gilt.",
  })
  // A number made «tomorrow» is no order of this page either.
  expect(read(order({ reference: creditorReference("G261204ABCDEF") })).errors).toEqual({
    ordered: messages.orderedFuture,
  })
  expect(read(order({ ordered: "2026-02-30" })).errors).toEqual({ ordered: messages.ordered })
})
