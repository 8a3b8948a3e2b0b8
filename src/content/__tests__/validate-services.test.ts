import { cpSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from "node:fs"
import { contentCopy } from "./content-copy"

const { file, edit, problems, lineWith } = contentCopy()

test("two services with the same slug are rejected", () => {
  cpSync(file("services/toenung.yaml"), file("services/toenung-kopie.yaml"))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/services/toenung.yaml",
      field: "Adresse der Seite",
      line: 1 + readFileSync(file("services/toenung.yaml"), "utf8").split("\n").indexOf("slug: toenung"),
      message:
        "nennt «toenung» wie schon content/services/toenung-kopie.yaml. «Adresse der Seite» muss bei jeder Dienstleistung eine andere sein.",
    }),
  ])
})

test("an image the content names must lie next to it", () => {
  edit("services/toenung.yaml", (t) => t.replace("src: ./toenung.jpg", "src: ./Toenung.jpg"))
  expect(problems()).toEqual([
    {
      file: "content/services/toenung.yaml",
      line: lineWith("services/toenung.yaml", "src: ./Toenung.jpg"),
      field: "Bild oben › Bilddatei",
      message:
        "nennt das Bild «./Toenung.jpg», das es im Ordner content/services/ nicht gibt. Bild hochladen oder den Namen korrigieren (Gross-/Kleinschreibung zählt).",
    },
  ])
  edit("services/toenung.yaml", (t) => t.replace("src: ./Toenung.jpg", "src: bilder/toenung.gif"))
  expect(problems()[0]?.message).toMatch(/^muss ein Bild im selben Ordner sein/)
})

test("prices are amounts in francs", () => {
  edit("services/teilfolierung.yaml", (t) => t.replace("from: 190", "from: CHF 190.–"))
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Preis › Fahrzeugklassen › Nr. 1 › Preis von (CHF)",
      message:
        "muss ein Betrag in Franken sein, als Zahl ohne «CHF», z. B. 290 oder 1250. Gefunden wurde der Text «CHF 190.–».",
    }),
  ])
  edit("services/teilfolierung.yaml", (t) => t.replace("from: CHF 190.–", "from: 190"))
  edit("pages/dienstleistungen.yaml", (t) => t.replace("from: 250", "from: 250.–"))
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Versiegelung › Preis › Preis ab (CHF)",
      message: expect.stringMatching(/^muss ein Betrag in Franken sein/),
    }),
  ])
})

test("the price estimator's classes and extras: ranges that make sense, names that differ", () => {
  edit("services/toenung.yaml", (t) => t.replace("from: 340\n      to: 420", "from: 340\n      to: 320"))
  edit("services/toenung.yaml", (t) => t.replace("- label: SUV / Kombi", "- label: Mittelklasse"))
  edit("services/aufbereitung.yaml", (t) => t.replace("price: 90", "price: -90"))
  expect(problems().map((p) => [p.file, p.field, p.message])).toEqual([
    [
      "content/services/aufbereitung.yaml",
      "Preis › Extras › Nr. 3 › Aufpreis (CHF)",
      "muss grösser als 0 sein.",
    ],
    [
      "content/services/toenung.yaml",
      "Preis › Fahrzeugklassen › Nr. 2 › Preis bis (CHF)",
      "darf nicht tiefer sein als «Preis von (CHF)».",
    ],
    [
      "content/services/toenung.yaml",
      "Preis › Fahrzeugklassen › Nr. 3 › Bezeichnung",
      "nennt «Mittelklasse» ein zweites Mal: jede Fahrzeugklasse braucht einen eigenen Namen.",
    ],
  ])
})

test("a service needs at least one vehicle class; extras are optional", () => {
  edit("services/aufbereitung.yaml", (t) => t.replace(/^ {2}options:\n( {4}.*\n)+/m, ""))
  expect(problems()).toEqual([])
  edit("services/aufbereitung.yaml", (t) =>
    t.replace(/^ {2}vehicleClasses:\n( {4}.*\n)+/m, "  vehicleClasses: []\n")
  )
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Preis › Fahrzeugklassen",
      message: "braucht mindestens eine Fahrzeugklasse.",
    }),
  ])
})

test("«Tönung planen» and «Farbe wählen» name extras the service has, and a drawing that exists", () => {
  edit("services/toenung.yaml", (t) => t.replace("kind: toenung", "kind: toenen"))
  edit("services/teilfolierung.yaml", (t) =>
    t.replace("    - label: Kleinwagen\n", "    - label: Kleinwagen\n      drawing: cabrio\n")
  )
  expect(problems().map(({ file, field, message }) => [file, field, message])).toEqual([
    [
      "content/services/teilfolierung.yaml",
      "Preis › Fahrzeugklassen › Nr. 1 › Zeichnung",
      "muss eine der Zeichnungen sein: kleinwagen, limousine, suv, van.",
    ],
    [
      "content/services/toenung.yaml",
      "Farbe wählen / Tönung planen › Art",
      "muss eines sein von: komplettfolierung, teilfolierung, toenung.",
    ],
  ])
  edit("services/toenung.yaml", (t) =>
    t
      .replace("kind: toenen", "kind: toenung")
      .replace("rearWindow: Heckscheibe", "rearWindow: Heckscheibe hinten")
  )
  edit("services/teilfolierung.yaml", (t) => t.replace("      drawing: cabrio\n", "      drawing: van\n"))
  expect(problems().map(({ file, field, message }) => [file, field, message])).toEqual([
    [
      "content/services/toenung.yaml",
      "Farbe wählen / Tönung planen › Extra für die Heckscheibe",
      "nennt das Extra «Heckscheibe hinten», das unter «Preis › Extras» nicht steht. Erlaubt sind: Heckscheibe, Blendschutzstreifen, Hitzeschutzfolie, Alte Folie entfernen.",
    ],
  ])
})

test("references are optional; each names an existing service", () => {
  for (const name of readdirSync(file("references"))) unlinkSync(file(`references/${name}`))
  expect(problems()).toEqual([])
  writeFileSync(
    file("references/golf.yaml"),
    "title: VW Golf, Komplettfolierung Mattschwarz\nservice: folierung\nimages:\n  - src: ./golf.jpg\n    alt: Ein mattschwarzer Golf\n"
  )
  cpSync(file("services/toenung.jpg"), file("references/golf.jpg"))
  expect(problems()).toEqual([
    {
      file: "content/references/golf.yaml",
      line: 2,
      field: "Dienstleistung",
      message:
        "nennt «folierung», aber bei keiner Dienstleistung steht das unter «Adresse der Seite». Möglich sind: «aufbereitung», «komplettfolierung», «teilfolierung», «toenung».",
    },
  ])
  edit("references/golf.yaml", (t) => t.replace("service: folierung", "service: komplettfolierung"))
  expect(problems()).toEqual([])
})

test("a reference needs pictures: a before/after pair, or single ones, each existing and described", () => {
  const name = "references/komplettfolierung-kombi.yaml"
  // A before without an after.
  edit(name, (t) => t.replace(/^after:\n( {2}.*\n)+/m, ""))
  expect(problems()).toEqual([
    {
      file: `content/${name}`,
      line: lineWith(name, "before:"),
      field: "Bild vorher",
      message:
        "hat kein Gegenstück «Bild nachher»: zu einem Vorher-Bild gehört das Nachher-Bild desselben Fahrzeugs (und umgekehrt). Ergänzen Sie «Bild nachher» mit Bilddatei und Bildbeschreibung, oder nennen Sie das Bild unter «Einzelne Bilder».",
    },
  ])
  // No pictures at all.
  edit(name, (t) => t.replace(/^before:\n( {2}.*\n)+/m, ""))
  expect(problems()).toEqual([
    {
      file: `content/${name}`,
      field: "Einzelne Bilder",
      message:
        "fehlt: die Referenz hat keine Bilder. Geben Sie «Bild vorher» und «Bild nachher» an (ein Vorher-Nachher-Paar) oder «Einzelne Bilder» (ein oder mehrere Bilder), je mit Bilddatei und Bildbeschreibung.",
    },
  ])
  // A picture that is not there, and one without its description.
  edit(
    name,
    (t) =>
      `${t}images:\n  - src: ./kombi.jpg\n    alt: Ein Kombi in Mattschwarz\n  - src: ./komplettfolierung-nachher.jpg\n`
  )
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Einzelne Bilder › Nr. 2 › Bildbeschreibung",
      message: "fehlt. Erwartet wird ein Text.",
    }),
  ])
  edit(name, (t) => `${t}    alt: Derselbe Kombi von vorne\n`)
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Einzelne Bilder › Nr. 1 › Bilddatei",
      line: lineWith(name, "src: ./kombi.jpg"),
      message: expect.stringMatching(
        /^nennt das Bild «\.\/kombi\.jpg», das es im Ordner content\/references\/ nicht gibt/
      ),
    }),
  ])
})

test("a reference's date: as YAML writes it or as a text, never anything else", () => {
  const name = "references/toenung-kleinwagen.yaml"
  edit(name, (t) => t.replace("example: true\n", "example: true\ndate: 2026-05-14\n"))
  expect(problems()).toEqual([])
  edit(name, (t) => t.replace("date: 2026-05-14", 'date: "2026-05-14"'))
  expect(problems()).toEqual([])
  edit(name, (t) => t.replace('date: "2026-05-14"', "date: 14.5.2026"))
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Datum",
      message: "muss ein Datum im Format «2026-05-14» sein (Jahr-Monat-Tag).",
    }),
  ])
})

test("a film needs a colour as «#rrggbb», a known finish and a price group that exists", () => {
  edit("folien.yaml", (t) =>
    t
      .replace('colours: ["#0b0c0e"]', 'colours: ["schwarz"]')
      .replace("finish: matt\n", "finish: seidenmatt\n")
      .replace("priceGroup: Chrome", "priceGroup: Spiegel")
  )
  expect(problems().map(({ file, field, message }) => [file, field, message])).toEqual([
    [
      "content/folien.yaml",
      "Folierung › Folien › Nr. 1 › Farben › Nr. 1",
      "muss eine Farbe im Format «#1f2a44» sein (# und sechs Zeichen 0–9, a–f).",
    ],
    [
      "content/folien.yaml",
      "Folierung › Folien › Nr. 2 › Oberfläche",
      "nennt die unbekannte Oberfläche «seidenmatt». Erlaubt sind: glaenzend, matt, satin, metallic, chrome, struktur.",
    ],
  ])
  edit("folien.yaml", (t) =>
    t
      .replace('colours: ["schwarz"]', 'colours: ["#0b0c0e"]')
      .replace("finish: seidenmatt\n", "finish: matt\n")
  )
  expect(problems().map(({ field, message }) => [field, message])).toEqual([
    [
      "Folierung › Folien › Nr. 24 › Preisgruppe",
      "nennt die Preisgruppe «Spiegel», die es unter «Preisgruppen» nicht gibt. Erlaubt sind: Effekt, Chrome.",
    ],
  ])
})

test("a tint film's value measured with the glass is optional, a whole percentage from 1 to 99", () => {
  edit("folien.yaml", (t) =>
    t.replace(
      "    - transmission: 50\n      name: hell\n",
      "    - transmission: 50\n      name: hell\n      measured: 38\n"
    )
  )
  expect(problems()).toEqual([])
  for (const [value, message] of [
    [
      "38.5",
      "muss eine ganze Zahl sein: das gemessene Licht in Prozent, z. B. 74. Gefunden wurde die Zahl 38.5.",
    ],
    ["0", "muss mindestens 1 sein (Prozent)."],
    ["100", "muss unter 100 sein (Prozent)."],
  ]) {
    edit("folien.yaml", (t) => t.replace(/^ {6}measured: .*/m, `      measured: ${value}`))
    expect(problems().map(({ file, field, line, message }) => [file, field, line, message])).toEqual([
      [
        "content/folien.yaml",
        "Scheibentönung › Tönungsfolien › Nr. 4 › Gemessen mit Scheibe (%)",
        lineWith("folien.yaml", `measured: ${value}`),
        message,
      ],
    ])
  }
})
