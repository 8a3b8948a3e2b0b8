import { readFileSync, unlinkSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { SERVICE_SLUGS } from "../../navigation/routes"
import { checkLinks } from "../links"
import { formatProblems, validateContent } from "../validate"
import { CONTENT, PAGES, contentCopy } from "./content-copy"

const { file, edit, problems, lineWith } = contentCopy()

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
      field: "Telefon",
      message: "fehlt. Erwartet wird ein Text.",
    },
  ])
})

test("a nested missing field is reported at its parent's line", () => {
  edit("site.yaml", (t) => t.replace(/^ {2}street: .*\n/m, ""))
  const [problem] = problems()
  expect(problem).toMatchObject({ file: "content/site.yaml", field: "Adresse › Strasse und Nummer" })
  expect(readFileSync(file("site.yaml"), "utf8").split("\n")[(problem?.line ?? 0) - 1]).toBe("address:")
})

test("a field of the wrong type says what was found and how to fix it", () => {
  edit("services/toenung.yaml", (t) => t.replace("title: Scheibentönung", "title: 2024"))
  const [problem] = problems()
  expect(problem).toMatchObject({
    file: "content/services/toenung.yaml",
    line: lineWith("services/toenung.yaml", "title: 2024"),
    field: "Titel",
  })
  expect(problem?.message).toBe(
    'hat den falschen Typ: erwartet wird ein Text, gefunden wurde die Zahl 2024. Setzen Sie den Wert in Anführungszeichen: "2024".'
  )
})

test("a misspelt field name is reported as unknown, at its line", () => {
  edit("footer.yaml", (t) => t.replace("ctaButton:", "ctaButon:"))
  const found = problems()
  expect(found).toContainEqual(
    expect.objectContaining({
      file: "content/footer.yaml",
      field: "Aufruf: Knopf",
      message: expect.stringMatching(/^fehlt/),
    })
  )
  const unknown = found.find((p) => p.message.includes("«ctaButon»"))
  expect(unknown?.message).toBe(
    "enthält ein unbekanntes Feld: «ctaButon». Tippfehler? Bitte korrigieren oder entfernen."
  )
  expect(readFileSync(file("footer.yaml"), "utf8").split("\n")[(unknown?.line ?? 0) - 1]).toMatch(
    /^ctaButon:/
  )
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

test("the build message lists every problem with file, line and field", () => {
  edit("site.yaml", (t) => t.replace("copyrightStartYear: 2023", "copyrightStartYear: zweitausend"))
  edit("services/aufbereitung.yaml", (t) => t.replace("icon: sparkles", "icon: funkeln"))
  const message = formatProblems(problems())
  expect(message).toContain(
    "2 Inhalte unter content/ sind fehlerhaft. Die Website wurde deshalb nicht erstellt:"
  )
  expect(message).toContain(
    `content/services/aufbereitung.yaml, Zeile ${lineWith("services/aufbereitung.yaml", "icon: funkeln")} – Feld «Symbol» nennt das unbekannte Symbol «funkeln»`
  )
  expect(message).toMatch(
    /content\/site\.yaml, Zeile \d+ – Feld «Betrieb seit» muss eine Jahreszahl sein, z\. B\. 2023\. Gefunden wurde der Text «zweitausend»\./
  )
  expect(message).toContain("content/README.md")
})

test("the sharp s is named with its word and the Swiss spelling, wherever it is", () => {
  edit("site.yaml", (t) => t.replace("street: Werkstrasse 7", "street: Werkstra\u00dfe 7"))
  edit("services/toenung.yaml", (t) =>
    t.replace("Scheiben schützen vor Blicken", "Scheiben schützen gro\u00dfartig vor Blicken")
  )
  expect(problems()).toEqual([
    {
      file: "content/services/toenung.yaml",
      line: lineWith("services/toenung.yaml", "summary:"),
      field: "Kurzbeschreibung",
      message:
        "enthält das scharfe S im Wort «gro\u00dfartig». In der Schweiz schreibt man «ss»: «grossartig».",
    },
    {
      file: "content/site.yaml",
      line: lineWith("site.yaml", "street:"),
      field: "Adresse › Strasse und Nummer",
      message:
        "enthält das scharfe S im Wort «Werkstra\u00dfe». In der Schweiz schreibt man «ss»: «Werkstrasse».",
    },
  ])
})
