// The QR-bill's data for an order, checked by hand and by swissqrbill itself, which refuses invalid data.
import { ValidationError } from "swissqrbill/errors"
import { SwissQRBill } from "swissqrbill/svg"
import { billData, splitStreet, type Creditor } from "../bill-data"
import type { VoucherOrder } from "../order"
import { creditorReference } from "../payment/reference"

/** The business as site.yaml describes it, with the guidelines' QR-IBAN. */
const CREDITOR: Creditor = {
  holder: "Glanzwerk Fahrzeugpflege, Luca Bachmann",
  iban: "CH44 3199 9123 0008 8901 2",
  street: "Werkstrasse 7",
  postalCode: "6210",
  locality: "Sursee",
}
/** A normal IBAN (PostFinance) from the guidelines' examples: it takes a creditor reference. */
const NORMAL_IBAN = "CH58 0079 1123 0008 8901 2"
const QR_REFERENCE = "210000000003139471430009017"

const ORDER: VoucherOrder = {
  type: "Gutschein",
  reference: QR_REFERENCE,
  amount: "150.00",
  choice: "CHF 150.–",
  recipient: "Lea Müller",
  message: "Alles Gute!",
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  street: "Bahnhofstrasse 12a",
  postalCode: "6003",
  locality: "Luzern",
  delivery: "Als PDF per E-Mail",
}

describe("splitStreet", () => {
  it.each([
    ["Werkstrasse 7", { address: "Werkstrasse", buildingNumber: "7" }],
    ["Bahnhofstrasse 12a", { address: "Bahnhofstrasse", buildingNumber: "12a" }],
    ["Rue du Lac 3 B", { address: "Rue du Lac", buildingNumber: "3B" }],
    ["  Werkstrasse 7 ", { address: "Werkstrasse", buildingNumber: "7" }],
    ["Postfach", { address: "Postfach" }],
    ["Hauptstrasse 7/9", { address: "Hauptstrasse 7/9" }],
  ])("splits «%s» into street and building number where it can", (line, expected) => {
    expect(splitStreet(line)).toEqual(expected)
  })
})

describe("billData", () => {
  const message = "Gutschein für Lea Müller"

  it("pays the business's compacted IBAN, from the buyer, in CHF, with the order's reference", () => {
    expect(billData(CREDITOR, ORDER, message)).toEqual({
      currency: "CHF",
      amount: 150,
      reference: QR_REFERENCE,
      message: "Gutschein für Lea Müller",
      creditor: {
        account: "CH4431999123000889012",
        name: "Glanzwerk Fahrzeugpflege, Luca Bachmann",
        address: "Werkstrasse",
        buildingNumber: "7",
        zip: "6210",
        city: "Sursee",
        country: "CH",
      },
      debtor: {
        name: "Anna Meier",
        address: "Bahnhofstrasse",
        buildingNumber: "12a",
        zip: "6003",
        city: "Luzern",
        country: "CH",
      },
    })
  })

  it("cuts the message at the 140 characters the QR-bill allows", () => {
    const data = billData(CREDITOR, ORDER, `Gutschein für ${"x".repeat(200)}`)
    expect(data.message).toHaveLength(140)
    expect(data.message).toBe(`Gutschein für ${"x".repeat(126)}`)
  })

  it("places a buyer from Liechtenstein in LI, and a street without number as it is", () => {
    const data = billData(
      CREDITOR,
      { ...ORDER, street: "Postfach", postalCode: "9490", locality: "Vaduz" },
      message
    )
    expect(data.debtor).toEqual({
      name: "Anna Meier",
      address: "Postfach",
      zip: "9490",
      city: "Vaduz",
      country: "LI",
    })
  })

  it("gives an amount with Rappen as a number", () => {
    expect(billData(CREDITOR, { ...ORDER, amount: "1250.50" }, message).amount).toBe(1250.5)
  })
})

describe("swissqrbill accepts the data", () => {
  it("for a QR-IBAN with a QR reference", () => {
    const data = billData(CREDITOR, ORDER, "Gutschein für Lea Müller")
    expect(() => new SwissQRBill(data)).not.toThrow()
  })

  it("for a normal IBAN with a creditor reference (ISO 11649)", () => {
    const reference = creditorReference("G261126ABCDEF")
    const data = billData(
      { ...CREDITOR, iban: NORMAL_IBAN },
      { ...ORDER, reference },
      "Gutschein für Lea Müller"
    )
    expect(data.creditor.account).toBe("CH5800791123000889012")
    expect(() => new SwissQRBill(data)).not.toThrow()
  })

  it("for a buyer in Liechtenstein and the longest message", () => {
    const order = { ...ORDER, street: "Rue du Lac 3 B", postalCode: "9490", locality: "Vaduz" }
    const data = billData(CREDITOR, order, `Gutschein für ${"x".repeat(200)}`)
    expect(() => new SwissQRBill(data)).not.toThrow()
  })

  it("and refuses a reference that does not fit the IBAN, so the check above means something", () => {
    const data = billData({ ...CREDITOR, iban: NORMAL_IBAN }, ORDER, "Gutschein für Lea Müller")
    expect(() => new SwissQRBill(data)).toThrow(ValidationError)
  })

  it("for a buyer's name and street of 70 characters and a locality of 35, the QR-bill's limits", () => {
    const order = { ...ORDER, name: "n".repeat(70), street: `${"s".repeat(67)} 12`, locality: "l".repeat(35) }
    expect(() => new SwissQRBill(billData(CREDITOR, order, "Gutschein für Lea Müller"))).not.toThrow()
  })
})
