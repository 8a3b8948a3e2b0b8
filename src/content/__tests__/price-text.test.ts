// A price typed once: «{price}» in a service's texts is filled from «Preis», and a «CHF …» amount
// written out there that is not the price is refused, with the file, the line and the field.
import { amountsIn, fillPrice, lowestPrice, otherAmounts } from "../price-text"
import { contentCopy } from "./content-copy"

const { edit, problems, lineWith } = contentCopy()

test("the lowest price: the cheapest class's «from», or the one price; filled the Swiss way", () => {
  expect(lowestPrice({ vehicleClasses: [{ from: 3300 }, { from: 2900 }, { from: 3700 }] })).toBe(2900)
  expect(lowestPrice({ from: 250 })).toBe(250)
  expect(lowestPrice({ vehicleClasses: [] })).toBeUndefined()
  expect(fillPrice("Originallack bleibt geschützt. Ab {price}.", 2950)).toBe(
    "Originallack bleibt geschützt. Ab CHF 2'950.–."
  )
  expect(fillPrice("Ab {price}, innen ab {price}.", 310.5)).toBe("Ab CHF 310.50, innen ab CHF 310.50.")
})

test("amounts after «CHF» are read as the owner writes them", () => {
  const read = (text: string) => amountsIn(text).map(({ amount }) => amount)
  expect(read("Ab CHF 2'900.–.")).toEqual([2900])
  expect(read("ab CHF 2’900.- oder CHF 2 900, auch CHF 2900")).toEqual([2900, 2900, 2900])
  expect(read("CHF 89.50 oder CHF 89,50; CHF 1'250.–")).toEqual([89.5, 89.5, 1250])
  expect(read("Zwei Tage, 290 Franken")).toEqual([])
  // The same price written another way is the price; to 5 Rappen, as the site shows it.
  expect(otherAmounts("Ab CHF 2900.-, nicht CHF 3'000.–", 2900).map(({ written }) => written)).toEqual([
    "CHF 3'000.–",
  ])
})

test("the shipped services say {price}, never a copy of it", () => {
  expect(problems()).toEqual([])
  // Changing the price is all it takes: no text to correct.
  edit("services/komplettfolierung.yaml", (t) => t.replace("from: 2900", "from: 2950"))
  expect(problems()).toEqual([])
})

test("a price written out that is not the price is refused where it stands", () => {
  const name = "services/komplettfolierung.yaml"
  edit(name, (t) => t.replace("Ab {price}.", "Ab CHF 2'900.–."))
  // While it is the price, it may stand.
  expect(problems()).toEqual([])
  // The price changes, the copy would go stale: refused, at the description.
  edit(name, (t) => t.replace("from: 2900", "from: 2950"))
  expect(problems()).toEqual([
    {
      file: `content/${name}`,
      line: lineWith(name, "description:"),
      field: "Beschreibung für Suchmaschinen",
      message:
        "nennt «CHF 2'900.–», der tiefste Preis unter «Preis» ist aber CHF 2'950.–. Schreiben Sie {price} (der tiefste Preis aus «Preis») statt des Betrags: dann setzt die Website den Preis ein, auch wenn er sich ändert.",
    },
  ])
  // In the introduction, and in the sealing's texts (its one price), alike.
  edit(name, (t) =>
    t.replace("Ab CHF 2'900.–.", "Ab {price}.").replace("Matt, glänzend,", "Ab CHF 1'900.–: Matt,")
  )
  edit("pages/dienstleistungen.yaml", (t) => t.replace("und Witterung", "und Witterung, ab CHF 200.–"))
  expect(problems()).toEqual([
    {
      file: "content/pages/dienstleistungen.yaml",
      line: lineWith("pages/dienstleistungen.yaml", "  summary:"),
      field: "Versiegelung › Kurzbeschreibung",
      message: expect.stringMatching(
        /^nennt «CHF 200\.–», der tiefste Preis unter «Preis» ist aber CHF 250\.–\./
      ),
    },
    {
      file: `content/${name}`,
      // The line of the paragraph's entry («- >-»), just above its text.
      line: lineWith(name, "intro:") + 1,
      field: "Einleitung › Nr. 1",
      message: expect.stringMatching(
        /^nennt «CHF 1'900\.–», der tiefste Preis unter «Preis» ist aber CHF 2'950\.–\./
      ),
    },
  ])
})

test("{price} only where it is filled; no other placeholder there", () => {
  const name = "services/toenung.yaml"
  edit(name, (t) => t.replace("Ab {price}.", "Ab {preis}."))
  edit(name, (t) => t.replace(/(faq:\n {2}- question: .*\n {4}answer: >-\n)/, "$1      Ab {price}.\n"))
  expect(problems().map(({ field, message }) => [field, message])).toEqual([
    [
      "Beschreibung für Suchmaschinen",
      "enthält den unbekannten Platzhalter «{preis}». Möglich ist hier nur {price} (der tiefste Preis aus «Preis»).",
    ],
    [
      "Häufige Fragen › Nr. 1 › Antwort",
      "enthält {price} (der tiefste Preis aus «Preis»), das hier nicht ersetzt wird: es stünde so auf der Seite. Die Website setzt den Preis nur in «Kurzbeschreibung», «Beschreibung für Suchmaschinen» und «Einleitung» ein.",
    ],
  ])
})
