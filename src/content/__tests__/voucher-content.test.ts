// The content check of the gift voucher: the account in site.yaml and the offer in pages/gutschein.yaml.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { CONTENT, contentCopy } from "./content-copy"

const { edit, problems, lineWith } = contentCopy()

const SHIPPED_IBAN = "iban: CH44 3199 9123 0008 8901 2"
const PAGE = "pages/gutschein.yaml"

test("the shipped voucher page and account are accepted, and so is a page without services or free amount", () => {
  expect(problems()).toEqual([])
  edit(PAGE, (t) => t.replace(/^services: .*\n/m, "").replace(/^freeAmount:\n( {2}.*\n)+/m, ""))
  expect(problems()).toEqual([])
})

test("the account is optional: without it, the bill comes by e-mail", () => {
  edit("site.yaml", (t) => t.replace(/^bankAccount:\n( {2}.*\n)+/m, ""))
  expect(problems()).toEqual([])
})

test("a German IBAN is refused: the QR-bill takes only Swiss and Liechtenstein accounts", () => {
  edit("site.yaml", (t) => t.replace(SHIPPED_IBAN, "iban: DE89 3704 0044 0532 0130 00"))
  expect(problems()).toEqual([
    {
      file: "content/site.yaml",
      line: lineWith("site.yaml", "iban: DE89"),
      field: "Bankkonto für Gutscheine › IBAN",
      message:
        "muss eine Schweizer oder Liechtensteiner IBAN sein (beginnt mit «CH» oder «LI»), z. B. «CH93 0076 2011 6238 5295 7».",
    },
  ])
})

test("an IBAN with a typo is refused for its check digits", () => {
  edit("site.yaml", (t) => t.replace(SHIPPED_IBAN, "iban: CH44 3199 9123 0008 8901 3"))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/site.yaml",
      field: "Bankkonto für Gutscheine › IBAN",
      message:
        "hat falsche Prüfziffern: ein Tippfehler? Vergleichen Sie sie Ziffer für Ziffer mit Ihrem Bankauszug.",
    }),
  ])
})

test("an IBAN with a character missing says how many it has", () => {
  edit("site.yaml", (t) => t.replace(SHIPPED_IBAN, "iban: CH44 3199 9123 0008 8901"))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/site.yaml",
      field: "Bankkonto für Gutscheine › IBAN",
      message:
        "hat 20 statt 21 Zeichen oder enthält Zeichen, die in einer IBAN nicht vorkommen. Schreiben Sie sie ab, wie sie auf Ihrem Bankauszug steht, z. B. «CH93 0076 2011 6238 5295 7».",
    }),
  ])
})

test("an amount of 0 is refused as too small, one with Rappen as not whole francs", () => {
  edit(PAGE, (t) => t.replace("amounts: [50, 100, 150, 200, 300]", "amounts: [0, 100, 150.5, 200, 300]"))
  expect(problems()).toEqual([
    {
      file: "content/pages/gutschein.yaml",
      line: lineWith(PAGE, "amounts:"),
      field: "Beträge zur Wahl › Nr. 1",
      message: "ist zu klein: ein Gutschein ist mindestens CHF 10.– wert.",
    },
    {
      file: "content/pages/gutschein.yaml",
      line: lineWith(PAGE, "amounts:"),
      field: "Beträge zur Wahl › Nr. 3",
      message: "muss ein Betrag in ganzen Franken sein, z. B. 150. Gefunden wurde die Zahl 150.5.",
    },
  ])
})

test.each([
  ["above", "min: 2000", "max: 30"],
  ["equal to", "min: 30", "max: 30"],
])("a free amount whose minimum is %s its maximum is refused at «max»", (_, min, max) => {
  edit(PAGE, (t) => t.replace("min: 30\n  max: 2000", `${min}\n  ${max}`))
  expect(problems()).toEqual([
    {
      file: "content/pages/gutschein.yaml",
      line: lineWith(PAGE, max),
      field: "Eigener Betrag › Höchstens",
      message: "muss grösser sein als «Mindestens».",
    },
  ])
})

test("a service that has no page is named with the services that exist", () => {
  edit(PAGE, (t) => t.replace("services: [aufbereitung]", "services: [aufbereitung, politur]"))
  expect(problems()).toEqual([
    {
      file: "content/pages/gutschein.yaml",
      line: lineWith(PAGE, "services:"),
      field: "Dienstleistungen als Gutschein › Nr. 2",
      message:
        "nennt «politur», aber bei keiner Dienstleistung steht das unter «Adresse der Seite». Möglich sind: «aufbereitung», «komplettfolierung», «teilfolierung», «toenung».",
    },
  ])
  edit(PAGE, (t) => t.replace("services: [aufbereitung, politur]", "services: [aufbereitung, toenung]"))
  expect(problems()).toEqual([])
})

test("a validity under 5 years is refused with the articles that forbid it; 5 and 10 years are accepted", () => {
  edit(PAGE, (t) => t.replace("validityYears: 5", "validityYears: 2"))
  expect(problems()).toEqual([
    {
      file: "content/pages/gutschein.yaml",
      line: lineWith(PAGE, "validityYears:"),
      field: "Mindestens gültig (Jahre)",
      message:
        "ist zu kurz: ein Gutschein gilt mindestens 5 Jahre. Kürzer darf die Frist nicht sein, weil Forderungen aus Handwerksarbeit erst nach 5 Jahren verjähren (Art. 128 Ziff. 3 OR) und diese Frist nicht verkürzt werden darf (Art. 129 OR).",
    },
  ])
  edit(PAGE, (t) => t.replace("validityYears: 2", "validityYears: 10"))
  expect(problems()).toEqual([])
})

test("the shipped terms promise at least the legal period and print no shorter one", () => {
  const page = readFileSync(join(CONTENT, PAGE), "utf8")
  expect(page).toMatch(/^validityYears: ([5-9]|10)$/m)
  expect(page).toContain("Der Gutschein gilt mindestens {years} Jahre ab dem Kaufdatum")
  expect(page).toContain("validUntil: Mindestens gültig bis {date}")
})
