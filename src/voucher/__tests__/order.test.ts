import {
  EMPTY_VOUCHER,
  FREE_AMOUNT,
  VOUCHER_TYPE,
  chosenOption,
  countryOf,
  parseFrancs,
  voucherOptions,
  voucherOrder,
  type VoucherFormValues,
  type VoucherOffer,
} from "../order"

/** The shipped page's offer: five amounts, a free amount of CHF 30 to 2000, the detailing service. */
const OFFER: VoucherOffer = {
  amounts: [50, 100, 150, 200, 300],
  freeAmount: { min: 30, max: 2000 },
  services: [{ slug: "aufbereitung", title: "Fahrzeugaufbereitung", priceFrom: 290 }],
}
const values = (changes: Partial<VoucherFormValues>): VoucherFormValues => ({ ...EMPTY_VOUCHER, ...changes })

describe("voucherOptions", () => {
  it("offers each amount in francs, then each service at its lowest guide price", () => {
    expect(voucherOptions(OFFER)).toEqual([
      { value: "50", label: "CHF 50.–", amount: 50 },
      { value: "100", label: "CHF 100.–", amount: 100 },
      { value: "150", label: "CHF 150.–", amount: 150 },
      { value: "200", label: "CHF 200.–", amount: 200 },
      { value: "300", label: "CHF 300.–", amount: 300 },
      {
        value: "dienstleistung:aufbereitung",
        label: "Fahrzeugaufbereitung",
        amount: 290,
        service: "Fahrzeugaufbereitung",
      },
    ])
  })

  it("writes thousands with an apostrophe and offers nothing when the page offers nothing", () => {
    expect(voucherOptions({ amounts: [1000], services: [] })).toEqual([
      { value: "1000", label: "CHF 1'000.–", amount: 1000 },
    ])
    expect(voucherOptions({ amounts: [], services: [] })).toEqual([])
  })
})

describe("parseFrancs", () => {
  it.each([
    ["150", 150],
    ["150.–", 150],
    ["150.-", 150],
    ["150,–", 150],
    ["150.", 150],
    ["150.00", 150],
    ["150.0", 150],
    ["CHF 150", 150],
    ["chf150", 150],
    ["Fr. 150", 150],
    ["CHF 150.–", 150],
    ["1'000", 1000],
    ["1’000", 1000],
    ["1 000", 1000],
    ["CHF 1'000.–", 1000],
    ["  150  ", 150],
    ["0", 0],
  ])("reads «%s» as %d francs", (typed, francs) => {
    expect(parseFrancs(typed)).toBe(francs)
  })

  it.each([
    ["150.50", "Rappen: a voucher is for whole francs"],
    ["150,50", "Rappen with a comma"],
    ["1.5", "a decimal fraction"],
    ["", "nothing typed"],
    ["CHF", "only the currency"],
    ["-150", "a negative amount"],
    ["150a", "a letter"],
    ["1234567", "more than six digits"],
    ["1e3", "an exponent"],
  ])("refuses «%s» (%s)", (typed) => {
    expect(parseFrancs(typed)).toBeNaN()
  })
})

describe("chosenOption", () => {
  it("finds a fixed amount", () => {
    expect(chosenOption(values({ amount: "150" }), OFFER)).toEqual({
      value: "150",
      label: "CHF 150.–",
      amount: 150,
    })
  })

  it("finds a service, with its name and price", () => {
    expect(chosenOption(values({ amount: "dienstleistung:aufbereitung" }), OFFER)).toEqual({
      value: "dienstleistung:aufbereitung",
      label: "Fahrzeugaufbereitung",
      amount: 290,
      service: "Fahrzeugaufbereitung",
    })
  })

  it("makes a free amount inside the limits its own option, limits included", () => {
    expect(chosenOption(values({ amount: FREE_AMOUNT, freeAmount: "CHF 1'250.–" }), OFFER)).toEqual({
      value: "frei",
      label: "CHF 1'250.–",
      amount: 1250,
    })
    expect(chosenOption(values({ amount: FREE_AMOUNT, freeAmount: "30" }), OFFER)?.amount).toBe(30)
    expect(chosenOption(values({ amount: FREE_AMOUNT, freeAmount: "2000" }), OFFER)?.amount).toBe(2000)
  })

  it.each(["29", "2001", "5", "5000", "", "150.50", "viel"])(
    "refuses the free amount «%s» outside the limits or unreadable",
    (freeAmount) => {
      expect(chosenOption(values({ amount: FREE_AMOUNT, freeAmount }), OFFER)).toBeUndefined()
    }
  )

  it("refuses a free amount when the page offers none", () => {
    const fixedOnly = { ...OFFER, freeAmount: undefined }
    expect(chosenOption(values({ amount: FREE_AMOUNT, freeAmount: "150" }), fixedOnly)).toBeUndefined()
    expect(
      chosenOption(values({ amount: FREE_AMOUNT, freeAmount: "150" }), { ...OFFER, freeAmount: null })
    ).toBeUndefined()
  })

  it("refuses a value the page does not offer, e.g. from an old draft", () => {
    expect(chosenOption(values({ amount: "250" }), OFFER)).toBeUndefined()
    expect(chosenOption(values({ amount: "dienstleistung:toenung" }), OFFER)).toBeUndefined()
    expect(chosenOption(values({ amount: "" }), OFFER)).toBeUndefined()
  })

  it("ignores a free amount typed before a fixed amount was chosen", () => {
    expect(chosenOption(values({ amount: "100", freeAmount: "5000" }), OFFER)?.amount).toBe(100)
  })
})

describe("countryOf", () => {
  it.each([
    ["6210", "CH"],
    ["1000", "CH"],
    ["9484", "CH"],
    ["9485", "LI"],
    ["9490", "LI"],
    ["9498", "LI"],
    ["9499", "CH"],
    ["9500", "CH"],
  ])("places the postcode %s in %s", (postalCode, country) => {
    expect(countryOf(postalCode)).toBe(country)
  })
})

describe("voucherOrder", () => {
  const typed = values({
    amount: "dienstleistung:aufbereitung",
    recipient: "  Lea Müller ",
    message: " Alles Gute zum Geburtstag!\n",
    name: " Anna Meier",
    email: " anna@beispiel.ch ",
    street: " Bahnhofstrasse 12a ",
    postalCode: " 6003 ",
    locality: " Luzern ",
    delivery: "Als PDF per E-Mail",
  })
  const order = (option = chosenOption(typed, OFFER)!) =>
    voucherOrder({
      values: typed,
      option,
      reference: "RF18539007547034",
      deliveryLabel: "Als PDF per E-Mail",
    })

  it("sends every field as a trimmed text, of type «Gutschein», with the service in words, and no link", () => {
    expect(order()).toEqual({
      type: "Gutschein",
      reference: "RF18539007547034",
      amount: "290.00",
      choice: "Fahrzeugaufbereitung (CHF 290.–)",
      recipient: "Lea Müller",
      message: "Alles Gute zum Geburtstag!",
      name: "Anna Meier",
      email: "anna@beispiel.ch",
      street: "Bahnhofstrasse 12a",
      postalCode: "6003",
      locality: "Luzern",
      delivery: "Als PDF per E-Mail",
    })
    expect(VOUCHER_TYPE).toBe("Gutschein")
  })

  it("writes an amount with two decimals and names it as chosen", () => {
    const fixed = order(chosenOption(values({ amount: "150" }), OFFER))
    expect(fixed).toMatchObject({ amount: "150.00", choice: "CHF 150.–" })
    const free = order(chosenOption(values({ amount: FREE_AMOUNT, freeAmount: "1'250" }), OFFER))
    expect(free).toMatchObject({ amount: "1250.00", choice: "CHF 1'250.–" })
  })
})
