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
      field: "image › alt",
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
      "sections › Nr. 1 › paragraphs › Nr. 1",
      expect.stringMatching(
        /^enthält den unbekannten Platzhalter «\{inhaber\}»\. Möglich sind hier: \{businessName\}, \{ownerName\}/
      ),
    ],
    ["sections", "braucht einen Abschnitt mit «id: impressum»: die Fusszeile verlinkt ihn."],
  ])
})

test("the message for a failed request must keep both ways to reach the owner", () => {
  edit("pages/kontakt.yaml", (t) => t.replace("unter {phone} oder {email}.", "per Telefon."))
  expect(problems().map((p) => [p.field, p.message])).toEqual([
    ["form › failure", "muss den Platzhalter «{phone}» enthalten."],
    ["form › failure", "muss den Platzhalter «{email}» enthalten."],
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
      field: "header › Nr. 2 › items › Nr. 2 › Nr. 4 › href",
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
    expect.objectContaining({ file: "content/pages/home.yaml", field: "actions › Nr. 2 › href" }),
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
      field: "actions › Nr. 1 › href",
      message:
        "zeigt auf «/kontakt#formular», aber die Seite /kontakt hat keine Stelle «#formular». Vorhanden sind: #anfrage, #inhalt, #navigation.",
    },
  ])
})
