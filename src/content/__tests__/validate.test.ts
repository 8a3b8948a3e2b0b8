import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SERVICE_SLUGS, SITE_ROUTES } from "../../navigation/routes"
import { checkLinks } from "../links"
import { formatProblems, validateContent } from "../validate"

const CONTENT = join(__dirname, "../../../content")
const PAGES = [...SITE_ROUTES, "/404", "/404.html"]

let project: string
const file = (name: string) => join(project, "content", name)
const edit = (name: string, change: (text: string) => string) => {
  const before = readFileSync(file(name), "utf8")
  const after = change(before)
  expect(after).not.toBe(before) // the test must really change the file
  writeFileSync(file(name), after)
}
const problems = () => validateContent(join(project, "content"), project).problems
/** The line (1-based) of the first line of a content file that contains `text`. */
const lineWith = (name: string, text: string) =>
  readFileSync(file(name), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text)) + 1

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "content-"))
  cpSync(CONTENT, join(project, "content"), { recursive: true })
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

test("the shipped content is valid and every link in it leads to a page", () => {
  const { problems, content } = validateContent(CONTENT)
  expect(problems).toEqual([])
  expect(content.site?.data.town).toBe("Sursee")
  expect(content.services.map((s) => s.data.slug).sort()).toEqual([...SERVICE_SLUGS])
  expect(checkLinks(content, PAGES, join(CONTENT, ".."))).toEqual([])
})

test("a missing required field names the file, the line and what is expected", () => {
  edit("site.yaml", (t) => t.replace(/^phone: .*\n/m, ""))
  expect(problems()).toEqual([
    {
      file: "content/site.yaml",
      line: undefined,
      field: "phone",
      message: "fehlt. Erwartet wird ein Text.",
    },
  ])
})

test("a nested missing field is reported at its parent's line", () => {
  edit("site.yaml", (t) => t.replace(/^ {2}street: .*\n/m, ""))
  const [problem] = problems()
  expect(problem).toMatchObject({ file: "content/site.yaml", field: "address › street" })
  expect(readFileSync(file("site.yaml"), "utf8").split("\n")[(problem?.line ?? 0) - 1]).toBe("address:")
})

test("a field of the wrong type says what was found and how to fix it", () => {
  edit("services/toenung.yaml", (t) => t.replace("title: Scheibentönung", "title: 2024"))
  const [problem] = problems()
  expect(problem).toMatchObject({
    file: "content/services/toenung.yaml",
    line: lineWith("services/toenung.yaml", "title: 2024"),
    field: "title",
  })
  expect(problem?.message).toBe(
    'hat den falschen Typ: erwartet wird ein Text, gefunden wurde die Zahl 2024. Setzen Sie den Wert in Anführungszeichen: "2024".'
  )
})

test("a badly formatted phone number explains the expected format", () => {
  edit("site.yaml", (t) => t.replace('phone: "+41 79 123 45 67"', 'phone: "079 123 45 67"'))
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "phone",
      message: "muss eine Schweizer Nummer im Format «+41 79 123 45 67» sein (mit Leerzeichen).",
    }),
  ])
})

test("an unknown icon name lists the icons that exist", () => {
  edit("navigation.yaml", (t) => t.replace("icon: sun-dim", "icon: sun-dimm"))
  const [problem] = problems()
  expect(problem).toMatchObject({
    file: "content/navigation.yaml",
    field: "header › Nr. 2 › items › Nr. 2 › Nr. 4 › icon",
  })
  expect(problem?.message).toMatch(/^nennt das unbekannte Symbol «sun-dimm»\. Erlaubt sind: .*sun-dim.*\.$/)
  const lines = readFileSync(file("navigation.yaml"), "utf8").split("\n")
  expect(lines[(problem?.line ?? 0) - 1]).toContain("icon: sun-dimm")
})

test("a misspelt field name is reported as unknown, at its line", () => {
  edit("footer.yaml", (t) => t.replace("ctaButton:", "ctaButon:"))
  const found = problems()
  expect(found).toContainEqual(
    expect.objectContaining({ file: "content/footer.yaml", field: "ctaButton", message: expect.stringMatching(/^fehlt/) })
  )
  const unknown = found.find((p) => p.message.includes("«ctaButon»"))
  expect(unknown?.message).toBe("enthält ein unbekanntes Feld: «ctaButon». Tippfehler? Bitte korrigieren oder entfernen.")
  expect(readFileSync(file("footer.yaml"), "utf8").split("\n")[(unknown?.line ?? 0) - 1]).toMatch(/^ctaButon:/)
})

test("two services with the same slug are rejected", () => {
  cpSync(file("services/toenung.yaml"), file("services/toenung-kopie.yaml"))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/services/toenung.yaml",
      field: "slug",
      line: 1 + readFileSync(file("services/toenung.yaml"), "utf8").split("\n").indexOf("slug: toenung"),
      message: "nennt «toenung», der schon in content/services/toenung-kopie.yaml vergeben ist. Jede Dienstleistung braucht einen eigenen slug.",
    }),
  ])
})

test("a navigation link to a page that does not exist is named with the pages that do", () => {
  edit("navigation.yaml", (t) => t.replace("href: /dienstleistungen/toenung", "href: /dienstleistungen/tönung"))
  // Umlauts are not allowed in paths at all.
  expect(problems()[0]?.message).toMatch(/^muss ein Pfad dieser Website sein/)

  edit("navigation.yaml", (t) => t.replace("href: /dienstleistungen/tönung", "href: /dienstleistungen/scheiben"))
  const { content } = validateContent(join(project, "content"), project)
  const found = checkLinks(content, PAGES, project)
  expect(found).toEqual([
    expect.objectContaining({
      file: "content/navigation.yaml",
      field: "header › Nr. 2 › items › Nr. 2 › Nr. 4 › href",
      message: expect.stringMatching(/^zeigt auf «\/dienstleistungen\/scheiben», diese Seite gibt es nicht\. Vorhandene Seiten: \/, \/datenschutz, /),
    }),
  ])
  expect(found[0]?.message).not.toContain("/404")
})

test("a page button to a missing page is caught too, anchors are allowed", () => {
  edit("pages/home.yaml", (t) => t.replace("href: /kontakt", "href: /kontakt#anfrage"))
  edit("pages/home.yaml", (t) => t.replace("href: /dienstleistungen", "href: /angebote"))
  const { content, problems } = validateContent(join(project, "content"), project)
  expect(problems).toEqual([])
  expect(checkLinks(content, PAGES, project)).toEqual([
    expect.objectContaining({ file: "content/pages/home.yaml", field: "actions › Nr. 2 › href" }),
  ])
})

test("a YAML syntax error gives the line and the usual causes", () => {
  edit("pages/kontakt.yaml", (t) => t.replace("heading: Kontakt", "heading: Kontakt: jetzt"))
  const [problem] = problems()
  expect(problem?.file).toBe("content/pages/kontakt.yaml")
  expect(problem?.line).toBe(lineWith("pages/kontakt.yaml", "heading: Kontakt: jetzt"))
  expect(problem?.message).toMatch(/^Die Datei ist kein gültiges YAML .*Anführungszeichen/)
})

test("missing, unknown and misnamed files are reported", () => {
  unlinkSync(file("footer.yaml"))
  writeFileSync(file("sitee.yaml"), "businessName: x\n")
  writeFileSync(file("pages/impressum.yaml"), "heading: Impressum\n")
  writeFileSync(file("services/extra.yml"), "slug: extra\n")
  const found = problems().map((p) => `${p.file}: ${p.message}`)
  expect(found).toEqual([
    expect.stringMatching(/^content\/pages\/impressum\.yaml: Diese Datei gehört zu keiner Seite\./),
    expect.stringMatching(/^content\/services\/extra\.yml: Bitte die Endung «\.yaml» verwenden/),
    expect.stringMatching(/^content\/sitee\.yaml: Unbekannte Datei/),
    "content/footer.yaml: Die Datei fehlt.",
  ])
})

test("footer texts may only use the placeholders that exist", () => {
  edit("footer.yaml", (t) => t.replace("in {town}.", "in {ort}."))
  edit("footer.yaml", (t) => t.replace("Entwickelt von {developerName}", "Entwickelt von Studio Seetal"))
  expect(problems().map((p) => [p.field, p.message])).toEqual([
    ["ctaText", "enthält den unbekannten Platzhalter «{ort}». Möglich sind hier: {town}, {businessName}."],
    ["credit", "muss den Platzhalter «{developerName}» enthalten."],
  ])
})

test("the build message lists every problem with file, line and field", () => {
  edit("site.yaml", (t) => t.replace("copyrightStartYear: 2023", "copyrightStartYear: zweitausend"))
  edit("services/aufbereitung.yaml", (t) => t.replace("icon: sparkles", "icon: funkeln"))
  const message = formatProblems(problems())
  expect(message).toContain("2 Inhalte unter content/ sind fehlerhaft. Die Website wurde deshalb nicht erstellt:")
  expect(message).toContain(
    `content/services/aufbereitung.yaml, Zeile ${lineWith("services/aufbereitung.yaml", "icon: funkeln")} – Feld «icon» nennt das unbekannte Symbol «funkeln»`
  )
  expect(message).toMatch(
    /content\/site\.yaml, Zeile \d+ – Feld «copyrightStartYear» muss eine Jahreszahl sein, z\. B\. 2023\. Gefunden wurde der Text «zweitausend»\./
  )
  expect(message).toContain("content/README.md")
})

test("an image the content names must lie next to it", () => {
  edit("services/toenung.yaml", (t) => t.replace("src: ./toenung.jpg", "src: ./Toenung.jpg"))
  expect(problems()).toEqual([
    {
      file: "content/services/toenung.yaml",
      line: lineWith("services/toenung.yaml", "src: ./Toenung.jpg"),
      field: "image › src",
      message:
        "nennt das Bild «./Toenung.jpg», das es im Ordner content/services/ nicht gibt. Bild hochladen oder den Namen korrigieren (Gross-/Kleinschreibung zählt).",
    },
  ])
  edit("services/toenung.yaml", (t) => t.replace("src: ./Toenung.jpg", "src: bilder/toenung.gif"))
  expect(problems()[0]?.message).toMatch(/^muss ein Bild im selben Ordner sein/)
})

test("an image needs its description for blind visitors", () => {
  edit("pages/home.yaml", (t) => t.replace(/^ {2}alt: Illustration.*\n/m, ""))
  expect(problems()).toEqual([
    expect.objectContaining({ file: "content/pages/home.yaml", field: "image › alt", message: "fehlt. Erwartet wird ein Text." }),
  ])
})

test("the privacy policy may only use known placeholders and must keep its imprint", () => {
  edit("pages/datenschutz.yaml", (t) => t.replace("{ownerName}, {businessName},", "{inhaber}, {businessName},"))
  edit("pages/datenschutz.yaml", (t) => t.replace("id: impressum", "id: kontaktangaben"))
  expect(problems().map((p) => [p.field, p.message])).toEqual([
    [
      "sections › Nr. 1 › paragraphs › Nr. 1",
      expect.stringMatching(/^enthält den unbekannten Platzhalter «\{inhaber\}»\. Möglich sind hier: \{businessName\}, \{ownerName\}/),
    ],
    ["sections", "braucht einen Abschnitt mit «id: impressum»: die Fusszeile verlinkt ihn."],
  ])
})

test("prices are amounts in francs", () => {
  edit("services/teilfolierung.yaml", (t) => t.replace("from: 190", "from: CHF 190.–"))
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "price › vehicleClasses › Nr. 1 › from",
      message:
        "muss ein Betrag in Franken sein, als Zahl ohne «CHF», z. B. 290 oder 1250. Gefunden wurde der Text «CHF 190.–».",
    }),
  ])
  edit("services/teilfolierung.yaml", (t) => t.replace("from: CHF 190.–", "from: 190"))
  edit("pages/dienstleistungen.yaml", (t) => t.replace("from: 250", "from: 250.–"))
  expect(problems()).toEqual([
    expect.objectContaining({ field: "sealing › price › from", message: expect.stringMatching(/^muss ein Betrag in Franken sein/) }),
  ])
})

test("the price estimator's classes and extras: ranges that make sense, names that differ", () => {
  edit("services/toenung.yaml", (t) => t.replace("from: 340\n      to: 420", "from: 340\n      to: 320"))
  edit("services/toenung.yaml", (t) => t.replace("- label: SUV / Kombi", "- label: Mittelklasse"))
  edit("services/aufbereitung.yaml", (t) => t.replace("price: 90", "price: -90"))
  expect(problems().map((p) => [p.file, p.field, p.message])).toEqual([
    ["content/services/aufbereitung.yaml", "price › options › Nr. 3 › price", "muss grösser als 0 sein."],
    ["content/services/toenung.yaml", "price › vehicleClasses › Nr. 2 › to", "darf nicht tiefer sein als der Preis «from»."],
    [
      "content/services/toenung.yaml",
      "price › vehicleClasses › Nr. 3 › label",
      "nennt «Mittelklasse» ein zweites Mal: jede Fahrzeugklasse braucht einen eigenen Namen.",
    ],
  ])
})

test("a service needs at least one vehicle class; extras are optional", () => {
  edit("services/toenung.yaml", (t) => t.replace(/^ {2}options:\n( {4}.*\n)+/m, ""))
  expect(problems()).toEqual([])
  edit("services/toenung.yaml", (t) => t.replace(/^ {2}vehicleClasses:\n( {4}.*\n)+/m, "  vehicleClasses: []\n"))
  expect(problems()).toEqual([
    expect.objectContaining({ field: "price › vehicleClasses", message: "braucht mindestens eine Fahrzeugklasse." }),
  ])
})

test("testimonials are optional, and when given, complete", () => {
  unlinkSync(file("testimonials.yaml"))
  expect(problems()).toEqual([])
  writeFileSync(file("testimonials.yaml"), "heading: Stimmen\nitems:\n  - quote: Super Arbeit!\n")
  expect(problems()).toEqual([
    expect.objectContaining({ file: "content/testimonials.yaml", field: "items › Nr. 1 › name", line: 3 }),
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
      field: "service",
      message:
        "nennt «folierung», aber keine Dienstleistung hat diesen slug. Möglich sind: «aufbereitung», «komplettfolierung», «teilfolierung», «toenung».",
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
      field: "before",
      message:
        "hat kein Gegenstück «after»: zu einem Vorher-Bild gehört das Nachher-Bild desselben Fahrzeugs (und umgekehrt). Ergänzen Sie «after» mit «src» und «alt», oder nennen Sie das Bild unter «images».",
    },
  ])
  // No pictures at all.
  edit(name, (t) => t.replace(/^before:\n( {2}.*\n)+/m, ""))
  expect(problems()).toEqual([
    {
      file: `content/${name}`,
      message:
        "Die Referenz hat keine Bilder. Geben Sie «before» und «after» an (ein Vorher-Nachher-Paar) oder «images» (ein oder mehrere Bilder), je mit «src» und «alt».",
    },
  ])
  // A picture that is not there, and one without its description.
  edit(name, (t) => `${t}images:\n  - src: ./kombi.jpg\n    alt: Ein Kombi in Mattschwarz\n  - src: ./komplettfolierung-nachher.jpg\n`)
  expect(problems()).toEqual([
    expect.objectContaining({ field: "images › Nr. 2 › alt", message: "fehlt. Erwartet wird ein Text." }),
  ])
  edit(name, (t) => `${t}    alt: Derselbe Kombi von vorne\n`)
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "images › Nr. 1 › src",
      line: lineWith(name, "src: ./kombi.jpg"),
      message: expect.stringMatching(/^nennt das Bild «\.\/kombi\.jpg», das es im Ordner content\/references\/ nicht gibt/),
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
      field: "date",
      message: "muss ein Datum im Format «2026-05-14» sein (Jahr-Monat-Tag).",
    }),
  ])
})

test("a link to an anchor the page does not have names the anchors it has", () => {
  edit("pages/home.yaml", (t) => t.replace("href: /kontakt", "href: /kontakt#formular"))
  edit("pages/ueber-mich.yaml", (t) => t.replace(/href: \/kontakt\b/, "href: /datenschutz#impressum"))
  const { content, problems } = validateContent(join(project, "content"), project)
  expect(problems).toEqual([])
  expect(checkLinks(content, PAGES, project)).toEqual([
    {
      file: "content/pages/home.yaml",
      line: lineWith("pages/home.yaml", "href: /kontakt#formular"),
      field: "actions › Nr. 1 › href",
      message: "zeigt auf «/kontakt#formular», aber die Seite /kontakt hat keine Stelle «#formular». Vorhanden sind: #anfrage, #inhalt, #navigation.",
    },
  ])
})

test("a section other pages link to must keep its id", () => {
  edit("pages/datenschutz.yaml", (t) => t.replace("id: kontakt", "id: anfragen"))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/pages/datenschutz.yaml",
      field: "sections",
      message: "braucht einen Abschnitt mit «id: kontakt»: das Kontaktformular verlinkt ihn.",
    }),
  ])
})

test("a start year after this year is refused, with the latest possible year", () => {
  const next = new Date().getFullYear() + 1
  edit("site.yaml", (t) => t.replace("copyrightStartYear: 2023", `copyrightStartYear: ${next}`))
  expect(problems()).toEqual([
    {
      file: "content/site.yaml",
      line: lineWith("site.yaml", "copyrightStartYear:"),
      field: "copyrightStartYear",
      message: `liegt in der Zukunft: ${next} ist noch nicht erreicht. Tragen Sie das Jahr ein, seit dem es den Betrieb gibt (höchstens ${next - 1}).`,
    },
  ])
})

test("the sharp s is named with its word and the Swiss spelling, wherever it is", () => {
  edit("site.yaml", (t) => t.replace("street: Werkstrasse 7", "street: Werkstra\u00dfe 7"))
  edit("services/toenung.yaml", (t) => t.replace("Scheiben schützen vor Blicken", "Scheiben schützen gro\u00dfartig vor Blicken"))
  expect(problems()).toEqual([
    {
      file: "content/services/toenung.yaml",
      line: lineWith("services/toenung.yaml", "summary:"),
      field: "summary",
      message: "enthält das scharfe S im Wort «gro\u00dfartig». In der Schweiz schreibt man «ss»: «grossartig».",
    },
    {
      file: "content/site.yaml",
      line: lineWith("site.yaml", "street:"),
      field: "address › street",
      message: "enthält das scharfe S im Wort «Werkstra\u00dfe». In der Schweiz schreibt man «ss»: «Werkstrasse».",
    },
  ])
})
