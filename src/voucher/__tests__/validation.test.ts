// The order form's rules with the owner's real messages from content/pages/gutschein.yaml.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { EMPTY_VOUCHER, FREE_AMOUNT, type VoucherFormValues, type VoucherOffer } from "../order"
import { voucherOrderSchema, type VoucherMessages } from "../validation"

const page = jsYaml.load(readFileSync(join(__dirname, "../../../content/pages/gutschein.yaml"), "utf8")) as {
  form: { errors: VoucherMessages }
  delivery: { label: string }[]
}
const messages = page.form.errors
const DELIVERIES = page.delivery.map((delivery) => delivery.label)
const OFFER: VoucherOffer = {
  amounts: [50, 100, 150, 200, 300],
  freeAmount: { min: 30, max: 2000 },
  services: [{ slug: "aufbereitung", title: "Fahrzeugaufbereitung", priceFrom: 290 }],
}
const schema = voucherOrderSchema(messages, OFFER, DELIVERIES)

const valid: VoucherFormValues = {
  ...EMPTY_VOUCHER,
  amount: "150",
  recipient: "Lea Müller",
  message: "Alles Gute zum Geburtstag!",
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  street: "Bahnhofstrasse 12a",
  postalCode: "6003",
  locality: "Luzern",
  delivery: "Als PDF per E-Mail",
}

/** field → message of every problem, or "ok". */
function check(changes: Partial<VoucherFormValues>, rules = schema) {
  const result = rules.safeParse({ ...valid, ...changes })
  if (result.success) return "ok"
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]))
}

test("the messages are the owner's, read from the page", () => {
  expect(messages.amount).toBe("Bitte wählen Sie einen Betrag oder eine Dienstleistung.")
  expect(DELIVERIES).toEqual(["Als PDF per E-Mail", "Gedruckt per Post", "Abholen in meiner Garage"])
})

test("a complete order passes, with surrounding spaces trimmed", () => {
  expect(check({})).toBe("ok")
  const result = schema.safeParse({
    ...valid,
    recipient: "  Lea Müller ",
    postalCode: " 6003 ",
    message: " Hallo\n",
  })
  expect(result.success && result.data).toMatchObject({
    recipient: "Lea Müller",
    postalCode: "6003",
    message: "Hallo",
  })
})

test("a service, a free amount inside the limits and an empty message pass", () => {
  expect(check({ amount: "dienstleistung:aufbereitung" })).toBe("ok")
  expect(check({ amount: FREE_AMOUNT, freeAmount: "CHF 1'250.–" })).toBe("ok")
  expect(check({ amount: FREE_AMOUNT, freeAmount: "30" })).toBe("ok")
  expect(check({ amount: FREE_AMOUNT, freeAmount: "2000" })).toBe("ok")
  expect(check({ message: "" })).toBe("ok")
})

test("the validation can be run through the Standard Schema interface, as the form's resolver does", async () => {
  const result = await schema["~standard"].validate({ ...valid, amount: FREE_AMOUNT, freeAmount: "5" })
  expect(result.issues?.map((issue) => [issue.path, issue.message])).toEqual([
    [
      ["freeAmount"],
      "Bitte geben Sie einen Betrag zwischen CHF 30.– und CHF 2'000.– ein, in ganzen Franken.",
    ],
  ])
})

test.each(["5", "5000", "29", "2001", "", "150.50", "hundert"])(
  "a free amount of «%s» is refused at its field, with the limits filled in",
  (freeAmount) => {
    expect(check({ amount: FREE_AMOUNT, freeAmount })).toEqual({
      freeAmount: "Bitte geben Sie einen Betrag zwischen CHF 30.– und CHF 2'000.– ein, in ganzen Franken.",
    })
  }
)

test("a free amount on a page that offers none is refused with the message to choose an amount", () => {
  const fixedOnly = voucherOrderSchema(messages, { ...OFFER, freeAmount: undefined }, DELIVERIES)
  expect(check({ amount: FREE_AMOUNT, freeAmount: "150" }, fixedOnly)).toEqual({
    freeAmount: messages.amount,
  })
})

test("nothing chosen, or a choice the page no longer offers, asks to choose an amount", () => {
  expect(check({ amount: "" })).toEqual({ amount: "Bitte wählen Sie einen Betrag oder eine Dienstleistung." })
  expect(check({ amount: "250" })).toEqual({
    amount: "Bitte wählen Sie einen Betrag oder eine Dienstleistung.",
  })
  expect(check({ amount: "dienstleistung:toenung" })).toEqual({ amount: messages.amount })
})

test("the recipient, the buyer's name, street and locality are required", () => {
  expect(check({ recipient: "   " })).toEqual({
    recipient: "Bitte geben Sie an, wem Sie den Gutschein schenken.",
  })
  expect(check({ name: "", street: "", locality: "" })).toEqual({
    name: "Bitte geben Sie Ihren Namen an.",
    street: "Bitte geben Sie Strasse und Hausnummer an.",
    locality: "Bitte geben Sie den Ort an.",
  })
})

test("a message of 300 characters passes, one of 301 is refused with the limit filled in", () => {
  expect(check({ message: "x".repeat(300) })).toBe("ok")
  expect(check({ message: "x".repeat(301) })).toEqual({
    message: "Die Nachricht ist zu lang – höchstens 300 Zeichen, damit sie auf den Gutschein passt.",
  })
})

test("an overlong entry gets the general message", () => {
  expect(check({ recipient: "x".repeat(101) })).toEqual({ recipient: "Dieser Eintrag ist zu lang." })
  expect(check({ recipient: "x".repeat(100) })).toBe("ok")
})

test.each(["", "anna", "anna@", "anna@beispiel", "anna @beispiel.ch", "anna@beispiel.c"])(
  "the e-mail «%s» is refused",
  (email) => {
    expect(check({ email })).toEqual({
      email: "Bitte prüfen Sie die E-Mail-Adresse, z. B. «name@beispiel.ch».",
    })
  }
)

test.each(["123", "0999", "12345", "60O3", ""])("the postcode «%s» is refused", (postalCode) => {
  expect(check({ postalCode })).toEqual({ postalCode: "Bitte prüfen Sie die Postleitzahl, z. B. «6210»." })
})

test.each(["6003", "1000", "9490", " 6210 "])("the postcode «%s» is accepted", (postalCode) => {
  expect(check({ postalCode })).toBe("ok")
})

test("a delivery the page does not offer is refused", () => {
  const message = "Bitte wählen Sie, wie der Gutschein zu Ihnen kommt."
  expect(check({ delivery: "" })).toEqual({ delivery: message })
  expect(check({ delivery: "Per Brieftaube" })).toEqual({ delivery: message })
  expect(check({ delivery: "email" })).toEqual({ delivery: message }) // the id is not what the form sends
  expect(check({ delivery: "Gedruckt per Post" })).toBe("ok")
})

test("every problem is reported at once, the amount's together with the fields'", () => {
  expect(Object.keys(check({ amount: FREE_AMOUNT, freeAmount: "5", recipient: "", email: "x" }))).toEqual(
    expect.arrayContaining(["freeAmount", "recipient", "email"])
  )
})

describe("characters", () => {
  const inBill = (chars: string) => messages.billCharacters.replace("{chars}", chars)
  const onVoucher = (chars: string) => messages.messageCharacters.replace("{chars}", chars)

  test("the messages are the owner's, with the characters named in «…»", () => {
    expect(inBill("张伟")).toBe(
      "Die QR-Rechnung kann nur lateinische Schrift übermitteln: Bitte schreiben Sie «张伟» in lateinischen Buchstaben oder lassen Sie diese Zeichen weg."
    )
    expect(onVoucher("😀")).toContain("«😀»")
  })

  test.each([
    ["name", "张伟", "张伟"],
    ["name", "Anna 😀 Meier", "😀"],
    ["recipient", "Иван Петров", "Иван Петров"],
    ["street", "Bahnhofstrasse 12 🏠", "🏠"],
    ["locality", "Zürich 🇨🇭", "🇨🇭"],
  ] as const)("what the QR-bill cannot carry is refused at %s («%s»), naming it", (field, value, chars) => {
    expect(check({ [field]: value })).toEqual({ [field]: inBill(chars) })
  })

  test("the QR-bill's extended Latin passes in every field that goes into it, with & < > as typed", () => {
    const values = {
      recipient: "Zoë Łęcka & Ștefan <Țurcanu>",
      name: "Łukasz Nowak",
      street: "Müller & Söhne <AG>, ul. Łąkowa 5",
      locality: "Kraków € Ĳmuiden",
    }
    const result = schema.safeParse({ ...valid, ...values })
    expect(result.success && result.data).toMatchObject(values)
  })

  test("a letter typed as letter plus accent is taken composed, as the QR-bill carries it", () => {
    const result = schema.safeParse({ ...valid, name: "Jose\u0301 S\u0326tefan" })
    expect(result.success && result.data.name).toBe("José Ștefan")
  })

  test("the personal message takes what the voucher can print, and refuses what it cannot, naming it", () => {
    expect(check({ message: "Wszystkiego najlepszego, Łukasz! „Prost“ – ﬁn\nDein Ĳsbrand" })).toBe("ok")
    expect(check({ message: "Alles Gute 😀🎉 zum Geburtstag 😀🎉" })).toEqual({ message: onVoucher("😀🎉") })
    expect(check({ message: "С днём рождения" })).toEqual({ message: onVoucher("С днём рождения") })
  })
})
