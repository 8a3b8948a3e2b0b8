import { readFileSync, unlinkSync, writeFileSync } from "node:fs"
import { contentCopy } from "./content-copy"

const { file, edit, problems, lineWith } = contentCopy()

test("a badly formatted phone number explains the expected format", () => {
  edit("site.yaml", (t) => t.replace('phone: "+41 79 123 45 67"', 'phone: "079 123 45 67"'))
  expect(problems()).toEqual([
    expect.objectContaining({
      field: "Telefon",
      message: "muss eine Schweizer Nummer im Format «+41 79 123 45 67» sein (mit Leerzeichen).",
    }),
  ])
})

test("an unknown icon name lists the icons that exist", () => {
  edit("navigation.yaml", (t) => t.replace("icon: sun-dim", "icon: sun-dimm"))
  const [problem] = problems()
  expect(problem).toMatchObject({
    file: "content/navigation.yaml",
    field: "Einträge der Kopfzeile › Nr. 2 › Unterpunkte › Nr. 2 › Nr. 4 › Symbol",
  })
  expect(problem?.message).toMatch(/^nennt das unbekannte Symbol «sun-dimm»\. Erlaubt sind: .*sun-dim.*\.$/)
  const lines = readFileSync(file("navigation.yaml"), "utf8").split("\n")
  expect(lines[(problem?.line ?? 0) - 1]).toContain("icon: sun-dimm")
})

test("footer texts may only use the placeholders that exist", () => {
  edit("footer.yaml", (t) => t.replace("in {town}.", "in {ort}."))
  edit("footer.yaml", (t) => t.replace("Entwickelt von {developerName}", "Entwickelt von Studio Seetal"))
  expect(problems().map((p) => [p.field, p.message])).toEqual([
    [
      "Aufruf: Text",
      "enthält den unbekannten Platzhalter «{ort}». Möglich sind hier: {town} (der Ort), {businessName} (der Name des Betriebs).",
    ],
    [
      "Hinweis auf die Entwickler",
      "muss den Platzhalter {developerName} (der Name der Entwickler) enthalten.",
    ],
  ])
})

test("testimonials are optional, and when given, complete", () => {
  unlinkSync(file("testimonials.yaml"))
  expect(problems()).toEqual([])
  writeFileSync(file("testimonials.yaml"), "heading: Stimmen\nitems:\n  - quote: Super Arbeit!\n")
  expect(problems()).toEqual([
    expect.objectContaining({ file: "content/testimonials.yaml", field: "Stimmen › Nr. 1 › Name", line: 3 }),
  ])
})

test("a start year after this year is refused, with the latest possible year", () => {
  const next = new Date().getFullYear() + 1
  edit("site.yaml", (t) => t.replace("copyrightStartYear: 2023", `copyrightStartYear: ${next}`))
  expect(problems()).toEqual([
    {
      file: "content/site.yaml",
      line: lineWith("site.yaml", "copyrightStartYear:"),
      field: "Betrieb seit",
      message: `liegt in der Zukunft: ${next} ist noch nicht erreicht. Tragen Sie das Jahr ein, seit dem es den Betrieb gibt (höchstens ${next - 1}).`,
    },
  ])
})
