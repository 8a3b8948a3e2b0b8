// The texts of the pages: the home page, the services overview (with the words every service page
// uses) and «Über mich». The contact and privacy pages are in contact.ts.
import { z } from "zod"
import { choices, label } from "../editor"
import { graphqlType } from "../graphql"
import {
  icon,
  image,
  internalHref,
  longText,
  pageBase,
  paragraphs,
  point,
  price,
  text,
  workingDays,
} from "./fields"
import { explained, placeholderHint } from "./placeholders"

/** «{number}» in the counter of the enlarged picture. */
const IMAGE_NUMBER = { number: "die Nummer des Bildes" }
import { priced, pricedTextsCheck } from "./priced"

/** A button to another page. */
const action = graphqlType(
  "Action",
  z.strictObject({
    label: label(text, "Beschriftung"),
    href: internalHref,
    style: label(
      choices(z.enum(["primary", "secondary"], "muss «primary» oder «secondary» sein."), {
        primary: "Grün gefüllt",
        secondary: "Mit Rahmen",
      }),
      "Aussehen"
    ).optional(),
  })
)

/** A reason or a value with its symbol, a short title and a sentence or two. */
const pointCard = graphqlType(
  "Point",
  z.strictObject({ icon: icon.optional(), title: label(text, "Titel"), text: label(longText, "Text") })
)
/** A list of these, each entry named `one` in the editor («Grund hinzufügen»). */
const pointList = (one: string) => z.array(label(pointCard, one))

/** A band of a page: its heading and an optional lead paragraph. */
const bandHeading = {
  heading: label(text, "Überschrift"),
  intro: label(longText, "Einleitung").optional(),
}

/** A band that points to the gift voucher page (/gutschein): the home page's last, the overview's. */
export const voucherTeaser = label(
  graphqlType(
    "VoucherTeaser",
    z.strictObject({
      heading: label(text, "Überschrift"),
      text: label(longText, "Text"),
      linkLabel: label(text, "Beschriftung des Links", "Führt zur Seite «Geschenkgutschein»."),
    })
  ),
  "Abschnitt «Geschenkgutschein»",
  "Ohne Angabe erscheint der Abschnitt nicht."
).optional()

/** A step of the home page's «Ablauf»: from the first call to the finished car. */
const processStep = z.strictObject({ title: label(text, "Titel"), text: label(longText, "Text") })

export const homePageSchema = z.strictObject({
  ...pageBase,
  title: label(text, "Titel im Browser-Tab", "Ohne Angabe: der Titel der Website (Betrieb).").optional(),
  actions: label(
    z.array(label(action, "Knopf")).min(1, "braucht mindestens einen Knopf."),
    "Knöpfe unter der Einleitung"
  ),
  image: label(image, "Bild oben"),
  services: label(z.strictObject(bandHeading), "Abschnitt «Dienstleistungen»"),
  why: label(
    z.strictObject({ ...bandHeading, points: label(pointList("Grund"), "Gründe") }),
    "Abschnitt «Warum ich»"
  ),
  process: label(
    z.strictObject({
      ...bandHeading,
      steps: label(
        z.array(label(processStep, "Schritt")).min(1, "braucht mindestens einen Schritt."),
        "Schritte"
      ),
    }),
    "Abschnitt «Ablauf»"
  ),
  sealing: label(
    z.strictObject({ heading: label(text, "Überschrift"), linkLabel: label(text, "Link zur Versiegelung") }),
    "Abschnitt «Versiegelung»"
  ),
  references: label(
    z.strictObject(bandHeading),
    "Abschnitt «Referenzen»",
    "Zeigt die neuesten Referenzen, höchstens sechs."
  ),
  voucher: voucherTeaser,
})

/** The words around the references on the home page and on every service page. */
const referenceWords = z.strictObject({
  heading: label(text, "Überschrift", "Z. B. «Referenzen»."),
  before: label(text, "Wort auf dem Bild vorher", "Z. B. «Vorher»."),
  after: label(text, "Wort auf dem Bild nachher", "Z. B. «Nachher»."),
  compare: label(
    text.regex(/\{title\}/, `muss den Platzhalter ${explained("title")} enthalten.`),
    "Name des Schiebereglers",
    `Für Vorleseprogramme, z. B. «Vorher/Nachher-Vergleich: {title}».${placeholderHint(["title"])}`
  ),
  example: label(
    text,
    "Kennzeichen für Beispiele",
    "Z. B. «Beispiel»: steht auf Referenzen, die als Beispiel markiert sind."
  ),
  enlarge: label(
    text,
    "Hinweis zum Vergrössern",
    "Z. B. «Bild vergrössern»; Screenreader lesen ihn vor dem Bild."
  ),
  image: label(
    text.regex(
      /\{number\}[\s\S]*\{total\}/,
      `muss die Platzhalter ${explained("number", IMAGE_NUMBER)} und ${explained("total")} enthalten, in dieser Reihenfolge.`
    ),
    "Zähler im grossen Bild",
    `Z. B. «Bild {number} von {total}».${placeholderHint(["number", "total"], IMAGE_NUMBER)}`
  ),
})

/** The words of the price estimator on every service page. */
const estimatorWords = z.strictObject({
  heading: label(text, "Überschrift", "Z. B. «Preis berechnen»."),
  intro: label(longText, "Einleitung").optional(),
  vehicleClass: label(text, "Wahl der Fahrzeugklasse", "Z. B. «Fahrzeugklasse»."),
  options: label(text, "Wahl der Extras", "Z. B. «Extras»."),
  result: label(text, "Wort vor dem Ergebnis", "Z. B. «Richtpreis»."),
  note: label(
    longText,
    "Hinweis unter dem Ergebnis",
    "Dass es ein Richtpreis ist und die Offerte nach der Besichtigung folgt."
  ),
  request: label(
    text,
    "Knopf zur Anfrage",
    "Z. B. «Offerte anfragen»; er übergibt die Wahl an das Kontaktformular."
  ),
})

/** Paint sealing: no page of its own, one price, on the services overview and the home page. */
const sealing = z.strictObject({
  title: label(text, "Titel"),
  icon,
  summary: priced(longText, "Kurzbeschreibung"),
  paragraphs: priced(paragraphs, "Absätze"),
  included: label(z.array(point), "Was inbegriffen ist").optional(),
  price: label(price, "Preis"),
  workingDays,
})

export const servicesPageSchema = z.strictObject({
  ...pageBase,
  /** Words the service pages and cards use around the content of services/*.yaml. */
  labels: label(
    z.strictObject({
      priceFrom: label(text, "Wort vor dem Preis", "Z. B. «ab»."),
      priceTo: label(text, "Wort zwischen zwei Preisen", "Z. B. «bis»: «CHF 290.– bis 350.–»."),
      included: label(text, "Überschrift «Was inbegriffen ist»"),
      process: label(text, "Überschrift «Ablauf»"),
      duration: label(text, "Wort vor der Dauer"),
      price: label(text, "Überschrift «Preis»"),
      faq: label(text, "Überschrift «Häufige Fragen»"),
      references: label(
        referenceWords,
        "Referenzen",
        "Die Wörter rund um die Referenzen auf der Startseite und den Dienstleistungsseiten."
      ),
      more: label(text, "Link auf den Karten", "Z. B. «Mehr erfahren»."),
      /** The button on every service page's price. */
      consult: label(text, "Knopf beim Preis", "Führt zur Kontaktseite."),
      estimator: label(
        estimatorWords,
        "Preisrechner",
        "Der Abschnitt «Preis berechnen» auf jeder Dienstleistungsseite."
      ),
    }),
    "Wörter der Dienstleistungsseiten",
    "Auf allen Dienstleistungsseiten und Karten gleich."
  ),
  sealing: label(
    sealing.superRefine(pricedTextsCheck(sealing.shape)),
    "Versiegelung",
    "Sie hat keine eigene Seite; sie steht hier und auf der Startseite."
  ),
  voucher: voucherTeaser,
})

/** A brand of material the owner works with, and what for. */
const brand = z.strictObject({ name: label(text, "Marke"), use: label(text, "Wofür") })

export const aboutPageSchema = z.strictObject({
  ...pageBase,
  image: label(image, "Bild oben"),
  story: label(paragraphs, "Ihre Geschichte"),
  garage: label(
    z.strictObject({ heading: label(text, "Überschrift"), paragraphs: label(paragraphs, "Absätze") }),
    "Abschnitt «Die Garage»"
  ),
  values: label(
    z.strictObject({ heading: label(text, "Überschrift"), points: label(pointList("Wert"), "Werte") }),
    "Abschnitt «Werte»"
  ),
  materials: label(
    z.strictObject({
      ...bandHeading,
      brands: label(z.array(label(brand, "Marke")), "Marken"),
    }),
    "Abschnitt «Materialien»"
  ),
  action: label(action, "Knopf unter der Einleitung"),
})
