import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { validateContent } from "../validate"
import { exampleFiles, formatSampleFacts, isProductionDeploy, sampleFacts } from "../samples"
import { contentCopy, ownFacts } from "./content-copy"

const { project, file, edit, lineWith } = contentCopy()
const facts = () => {
  const { problems, content } = validateContent(join(project(), "content"), project())
  expect(problems).toEqual([])
  return sampleFacts(content, project())
}

test("the shipped site.yaml: the flag and every sample fact in file order, each with its line and the fix", () => {
  const found = facts()
  expect(found.map((problem) => problem.field)).toEqual([
    "Beispielangaben",
    "Adresse › Strasse und Nummer",
    "Telefon",
    "WhatsApp-Nummer",
    "E-Mail-Adresse",
    "Profile › Instagram",
    "Profile › TikTok",
    "Entwickelt von › Webadresse",
    "Bankkonto für Gutscheine › IBAN",
    "Adresse der Website",
  ])
  expect(found[0]).toEqual({
    file: "content/site.yaml",
    line: readFileSync(file("site.yaml"), "utf8").split("\n").indexOf("example: true") + 1,
    field: "Beispielangaben",
    message:
      "ist gesetzt: die Angaben sind als Beispiel markiert. Ersetzen Sie sie durch Ihre und löschen Sie dann die Zeile «example: true».",
  })
  expect(found[2]).toMatchObject({
    line: lineWith("site.yaml", "phone:"),
    message: "«+41 79 123 45 67» ist die Beispiel-Telefonnummer. Bitte durch Ihre ersetzen.",
  })
  expect(found.find((problem) => problem.field === "Bankkonto für Gutscheine › IBAN")?.message).toMatch(
    /^«CH44 3199 9123 0008 8901 2» ist die Beispiel-QR-IBAN/
  )
})

test("the owner's own facts pass; a sample written differently (spaces, capitals, no www) is still found", () => {
  writeFileSync(file("site.yaml"), ownFacts(readFileSync(file("site.yaml"), "utf8")))
  expect(facts()).toEqual([])
  edit("site.yaml", (text) => text.replace("CH03 0070 0110 0001 2345 6", "ch4431999123000889012"))
  edit("site.yaml", (text) => text.replace("https://www.autopflege-ruegg.ch", "https://glanzwerk-sursee.ch"))
  expect(facts().map((problem) => problem.field)).toEqual([
    "Bankkonto für Gutscheine › IBAN",
    "Adresse der Website",
  ])
})

test("the example IBAN of the hints counts as a sample: payments to it would reach a stranger", () => {
  writeFileSync(file("site.yaml"), ownFacts(readFileSync(file("site.yaml"), "utf8")))
  edit("site.yaml", (text) => text.replace("CH03 0070 0110 0001 2345 6", "CH9300762011623852957"))
  expect(facts()).toEqual([
    expect.objectContaining({
      field: "Bankkonto für Gutscheine › IBAN",
      message:
        "«CH9300762011623852957» ist die Beispiel-IBAN aus dem Hinweis: Zahlungen an sie erreichen Sie nicht. Bitte durch Ihre ersetzen.",
    }),
  ])
})

test("the message: a stop for the live site, a warning elsewhere, both listing every fact", () => {
  const found = facts()
  const stop = formatSampleFacts(found, true)
  expect(stop.split("\n")[0]).toBe(
    "Die Website wurde nicht veröffentlicht: content/site.yaml enthält noch Beispielangaben eines erfundenen Betriebs."
  )
  expect(stop).toContain(
    `content/site.yaml, Zeile ${lineWith("site.yaml", "phone:")} – Feld «Telefon» «+41 79 123 45 67» ist die Beispiel-Telefonnummer.`
  )
  expect(stop.split("\n").filter((line) => line.startsWith("content/site.yaml"))).toHaveLength(found.length)
  expect(formatSampleFacts(found, false)).toMatch(
    /^Hinweis: content\/site\.yaml enthält noch Beispielangaben\./
  )
})

test("only Netlify's production context is the live site", () => {
  expect(isProductionDeploy({ CONTEXT: "production" })).toBe(true)
  for (const CONTEXT of ["deploy-preview", "branch-deploy", "dev", undefined])
    expect(isProductionDeploy({ CONTEXT })).toBe(false)
})

test("references and films marked as examples are listed as reminders", () => {
  const { content } = validateContent(join(project(), "content"), project())
  expect(exampleFiles(content).map((problem) => problem.file)).toEqual([
    "content/references/aufbereitung-golf.yaml",
    "content/references/komplettfolierung-kombi.yaml",
    "content/references/teilfolierung-akzente.yaml",
    "content/references/toenung-kleinwagen.yaml",
    "content/folien.yaml",
  ])
})
