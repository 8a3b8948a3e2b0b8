// The privacy policy as shipped, for each way the site can be set up: what it says about cookies,
// Firebase, reCAPTCHA and the recipients is true for that set-up (docs/contact-form.md, «The privacy
// policy»), and the content check keeps `when` where it works.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { applies, type SiteSetup } from "../../components/Sections"
import { CONTENT, contentCopy } from "./content-copy"

interface Section {
  id?: string
  heading: string
  when?: string
  paragraphs?: string[]
}
const policy = jsYaml.load(readFileSync(join(CONTENT, "pages/datenschutz.yaml"), "utf8")) as {
  sections: Section[]
}

/** The sections a visitor of a site set up so reads, and their text. */
function read(setup: SiteSetup) {
  const sections = policy.sections.filter((section) => applies(section.when, setup))
  const text = (heading: string) =>
    sections
      .filter((section) => section.heading === heading)
      .map((section) => (section.paragraphs ?? []).join(" "))
  return { sections, text, all: sections.map((s) => `${s.heading}: ${s.paragraphs?.join(" ")}`).join("\n") }
}

const NETLIFY = { firebase: false, appCheck: false }
const FIREBASE = { firebase: true, appCheck: false }
const APP_CHECK = { firebase: true, appCheck: true }

test.each([
  ["Netlify", NETLIFY],
  ["Netlify, App Check key set but unused", { firebase: false, appCheck: true }],
  ["Firebase", FIREBASE],
  ["Firebase with App Check", APP_CHECK],
])("%s: one «Cookies» and one «Empfänger und Länder» section, no certification claimed", (_, setup) => {
  const { text, all } = read(setup)
  expect(text("Cookies")).toHaveLength(1)
  expect(text("Empfänger und Länder")).toHaveLength(1)
  expect(all).not.toMatch(/Data Privacy Framework|Zertifizierung/)
  // WhatsApp is its own controller, never among those working for the owner.
  expect(all).toMatch(/WhatsApp Ireland Ltd\. .*als eigene Verantwortliche, nicht in meinem\s+Auftrag/)
  expect(text("Empfänger und Länder").join(" ")).not.toMatch(/WhatsApp|Meta/)
})

test("without Firebase: no cookies at all, Netlify the only recipient, nothing about Firebase or reCAPTCHA", () => {
  const { text, all } = read(NETLIFY)
  expect(text("Cookies")).toEqual(["Diese Website setzt keine Cookies."])
  expect(text("Empfänger und Länder")[0]).toMatch(/nur Netlify, Inc\. \(USA\)/)
  expect(all).not.toMatch(/reCAPTCHA|App Check|Google Ireland/)
})

test("with Firebase but without App Check: still no cookies; what Firebase's code keeps in the browser is said", () => {
  const { text, all } = read(FIREBASE)
  expect(text("Cookies")).toEqual(["Diese Website setzt keine Cookies."])
  expect(text("Google Firebase").join(" ")).toMatch(/IndexedDB/)
  expect(text("Empfänger und Länder")[0]).toMatch(/Netlify, Inc\. \(USA\).*Google/)
  expect(all).not.toMatch(/reCAPTCHA/)
})

test("with App Check: the cookie sentence names reCAPTCHA's cookie, and its section says what it does", () => {
  const { text } = read(APP_CHECK)
  expect(text("Cookies")[0]).toMatch(/setzt Google\s+reCAPTCHA ein Cookie \(«_GRECAPTCHA»\)/)
  expect(text("Cookies")[0]).not.toMatch(/^Diese Website setzt keine Cookies\.$/)
  expect(text("Schutz vor Missbrauch").join(" ")).toMatch(/Merkmale Ihres Geräts und Browsers/)
})

describe("the content check", () => {
  const { edit, problems, lineWith } = contentCopy()

  test("a condition on a section another page links to is refused: the link would lead nowhere", () => {
    edit("pages/datenschutz.yaml", (t) =>
      t.replace(
        "  - id: impressum\n    heading: Impressum\n",
        "  - id: impressum\n    heading: Impressum\n    when: firebase\n"
      )
    )
    expect(problems()).toEqual([
      expect.objectContaining({
        file: "content/pages/datenschutz.yaml",
        line: expect.any(Number),
        field: "Abschnitte › Nr. 15 › Nur anzeigen, wenn",
        message:
          "darf keine Bedingung haben: die Fusszeile verlinkt den Abschnitt «impressum», er muss immer da sein.",
      }),
    ])
  })

  test("a condition outside the privacy policy is refused", () => {
    edit(
      "pages/kontakt.yaml",
      (t) =>
        `${t}sections:\n  - heading: Anfahrt\n    when: firebase\n    paragraphs: [Gleich beim Bahnhof.]\n`
    )
    expect(problems()).toEqual([
      expect.objectContaining({
        file: "content/pages/kontakt.yaml",
        field: "Weitere Abschnitte › Nr. 1 › Nur anzeigen, wenn",
        message: "wirkt nur in der Datenschutzerklärung. Bitte hier leer lassen.",
      }),
    ])
  })

  test("an unknown condition names the known ones", () => {
    edit("pages/datenschutz.yaml", (t) =>
      t.replace("when: appCheck\n    paragraphs", "when: recaptcha\n    paragraphs")
    )
    expect(problems()).toEqual([
      expect.objectContaining({
        file: "content/pages/datenschutz.yaml",
        line: lineWith("pages/datenschutz.yaml", "when: recaptcha"),
        message:
          "nennt «recaptcha». Möglich sind: netlify, firebase, appCheck, noAppCheck; ohne Angabe erscheint der Abschnitt immer.",
      }),
    ])
  })
})
