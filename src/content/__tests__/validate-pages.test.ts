import { join } from "node:path"
import { checkLinks } from "../links"
import { validateContent } from "../validate"
import { PAGES, contentCopy } from "./content-copy"

const { edit, problems, lineWith, project } = contentCopy()

test("an image needs its description for blind visitors", () => {
  edit("pages/home.yaml", (t) => t.replace(/^ {2}alt: Illustration.*\n/m, ""))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/pages/home.yaml",
      field: "Bild oben › Bildbeschreibung",
      message: "fehlt. Erwartet wird ein Text.",
    }),
  ])
})

test("the privacy policy may only use known placeholders and must keep its imprint", () => {
  edit("pages/datenschutz.yaml", (t) =>
    t.replace("{ownerName}, {businessName},", "{inhaber}, {businessName},")
  )
  edit("pages/datenschutz.yaml", (t) => t.replace("id: impressum", "id: kontaktangaben"))
  expect(problems().map((p) => [p.field, p.message])).toEqual([
    [
      "Abschnitte › Nr. 1 › Absätze › Nr. 1",
      expect.stringMatching(
        /^enthält den unbekannten Platzhalter «\{inhaber\}»\. Möglich sind hier: \{businessName\} \(der Name des Betriebs\), \{ownerName\} \(Ihr Vor- und Nachname\)/
      ),
    ],
    ["Abschnitte", "braucht einen Abschnitt mit dem Anker «impressum»: die Fusszeile verlinkt ihn."],
  ])
})

test("the message for a failed request must keep both ways to reach the owner", () => {
  edit("pages/kontakt.yaml", (t) => t.replace("unter {phone} oder {email}.", "per Telefon."))
  expect(problems().map((p) => [p.field, p.message])).toEqual([
    [
      "Anfrageformular › Meldung, wenn das Senden fehlschlägt",
      "muss den Platzhalter {phone} (Ihre Telefonnummer) enthalten.",
    ],
    [
      "Anfrageformular › Meldung, wenn das Senden fehlschlägt",
      "muss den Platzhalter {email} (Ihre E-Mail-Adresse) enthalten.",
    ],
  ])
})

test("a section other pages link to must keep its id", () => {
  edit("pages/datenschutz.yaml", (t) => t.replace("id: kontakt", "id: anfragen"))
  expect(problems()).toEqual([
    expect.objectContaining({
      file: "content/pages/datenschutz.yaml",
      field: "Abschnitte",
      message: "braucht einen Abschnitt mit dem Anker «kontakt»: das Kontaktformular verlinkt ihn.",
    }),
  ])
})

test("a navigation link to a page that does not exist is named with the pages that do", () => {
  edit("navigation.yaml", (t) =>
    t.replace("href: /dienstleistungen/toenung", "href: /dienstleistungen/tönung")
  )
  // Umlauts are not allowed in paths at all.
  expect(problems()[0]?.message).toMatch(/^muss ein Pfad dieser Website sein/)

  edit("navigation.yaml", (t) =>
    t.replace("href: /dienstleistungen/tönung", "href: /dienstleistungen/scheiben")
  )
  const { content } = validateContent(join(project(), "content"), project())
  const found = checkLinks(content, PAGES, project())
  expect(found).toEqual([
    expect.objectContaining({
      file: "content/navigation.yaml",
      field: "Einträge der Kopfzeile › Nr. 2 › Unterpunkte › Nr. 2 › Nr. 4 › Link",
      message: expect.stringMatching(
        /^zeigt auf «\/dienstleistungen\/scheiben», diese Seite gibt es nicht\. Vorhandene Seiten: \/, \/datenschutz, /
      ),
    }),
  ])
  expect(found[0]?.message).not.toContain("/404")
})

test("a page button to a missing page is caught too, anchors are allowed", () => {
  edit("pages/home.yaml", (t) => t.replace("href: /kontakt", "href: /kontakt#anfrage"))
  edit("pages/home.yaml", (t) => t.replace("href: /dienstleistungen", "href: /angebote"))
  const { content, problems } = validateContent(join(project(), "content"), project())
  expect(problems).toEqual([])
  expect(checkLinks(content, PAGES, project())).toEqual([
    expect.objectContaining({
      file: "content/pages/home.yaml",
      field: "Knöpfe unter der Einleitung › Nr. 2 › Link",
    }),
  ])
})

test("a link to an anchor the page does not have names the anchors it has", () => {
  edit("pages/home.yaml", (t) => t.replace("href: /kontakt", "href: /kontakt#formular"))
  edit("pages/ueber-mich.yaml", (t) => t.replace(/href: \/kontakt\b/, "href: /datenschutz#impressum"))
  const { content, problems } = validateContent(join(project(), "content"), project())
  expect(problems).toEqual([])
  expect(checkLinks(content, PAGES, project())).toEqual([
    {
      file: "content/pages/home.yaml",
      line: lineWith("pages/home.yaml", "href: /kontakt#formular"),
      field: "Knöpfe unter der Einleitung › Nr. 1 › Link",
      message:
        "zeigt auf «/kontakt#formular», aber die Seite /kontakt hat keine Stelle «#formular». Vorhanden sind: #anfrage, #inhalt, #navigation.",
    },
  ])
})
