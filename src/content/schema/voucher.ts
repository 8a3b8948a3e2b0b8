// The gift voucher page (/gutschein): what can be ordered (amounts, a free amount within limits, services
// at their guide price), how the voucher is delivered, how long it is valid, its terms, and every text
// of the order form, the QR-bill and the voucher. The account the QR-bill pays to is a business fact
// (site.yaml «bankAccount»).
import { z } from "zod"
import { folded, label } from "../editor"
import { graphqlType } from "../graphql"
import { longText, pageBase, placeholderHint, SERVICE_SLUG, templateText, text } from "./fields"
import type { Meanings } from "./placeholders"

const formText = (title: string, hint?: string) => label(text, title, hint)
const template = (
  allowed: readonly string[],
  required: readonly string[],
  title: string,
  hint = "",
  meanings: Meanings = {}
) =>
  label(
    templateText(allowed, required, meanings),
    title,
    `${hint}${placeholderHint(allowed, meanings)}`.trim() || undefined
  )
/** The limits of a free amount, in francs. */
const LIMITS = { min: "der kleinste eigene Betrag", max: "der grösste eigene Betrag" }
/** A counter of characters typed. */
const CHARACTERS = { count: "die Zahl der getippten Zeichen", max: "die Höchstzahl der Zeichen" }

/** Francs as the QR-bill takes them: whole francs, at least 1, at most what a voucher may be worth. */
/** The shortest validity a voucher may state: Art. 128 Ziff. 3 with Art. 129 OR (docs/voucher.md). */
export const VOUCHER_MIN_YEARS = 5

const francs = z
  .int("muss ein Betrag in ganzen Franken sein, z. B. 150.")
  .min(10, "ist zu klein: ein Gutschein ist mindestens CHF 10.– wert.")
  .max(5000, "ist zu gross: höchstens CHF 5000.– pro Gutschein.")

const delivery = graphqlType(
  "VoucherDelivery",
  z.strictObject({
    id: label(
      z.string().regex(/^[a-z][a-z0-9-]*$/, "muss ein kurzes Wort in Kleinbuchstaben sein, z. B. «email»."),
      "Kennung",
      "Ein kurzes Wort in Kleinbuchstaben, z. B. «email». Es steht in der Bestellung."
    ),
    label: formText("Bezeichnung", "Z. B. «Als PDF per E-Mail»."),
    text: label(longText, "Erklärung", "Z. B. wann und wie der Gutschein kommt.").optional(),
  })
)

const form = z.strictObject({
  heading: label(text, "Überschrift"),
  labels: label(
    z.strictObject({
      amount: formText("Gruppe «Betrag»"),
      freeAmount: formText("Wahl «Eigener Betrag»"),
      freeAmountInput: formText("Feld für den eigenen Betrag", "Z. B. «Betrag in Franken»."),
      recipient: formText("Feld «Name der beschenkten Person»"),
      message: formText("Feld «Persönliche Nachricht»"),
      name: formText("Feld «Ihr Name»"),
      email: formText("Feld «E-Mail»"),
      street: formText("Feld «Strasse und Nr.»"),
      postalCode: formText("Feld «PLZ»"),
      locality: formText("Feld «Ort»"),
      delivery: formText("Gruppe «Zustellung»"),
      buyer: formText("Überschrift über Ihren Angaben", "Z. B. «Ihre Angaben für die Rechnung»."),
    }),
    "Beschriftungen der Felder"
  ),
  hints: label(
    z.strictObject({
      freeAmount: template(["min", "max"], [], "Unter dem eigenen Betrag", "", LIMITS),
      service: template(["price"], ["price"], "Bei einer Dienstleistung", "Z. B. «Richtpreis ab {price}».", {
        price: "der tiefste Richtpreis der Dienstleistung",
      }),
      message: formText("Unter «Persönliche Nachricht»"),
      email: formText("Unter «E-Mail»"),
      address: formText("Unter der Adresse", "Z. B. wozu die Adresse dient (die QR-Rechnung)."),
    }),
    "Hinweise unter den Feldern"
  ),
  optional: formText("Zusatz bei freiwilligen Feldern", "Z. B. «freiwillig»."),
  counter: template(["count", "max"], ["count", "max"], "Zeichenzähler", "", CHARACTERS),
  privacy: template(["link"], ["link"], "Hinweis zum Datenschutz"),
  privacyLink: formText("Link im Datenschutz-Hinweis"),
  submit: formText("Knopf «Gutschein bestellen»"),
  sending: formText("Knopf während des Sendens"),
  noScript: template(
    ["email"],
    [],
    "Hinweis ohne JavaScript",
    "Ohne JavaScript kommt die Bestellung an, die QR-Rechnung aber erst per E-Mail."
  ),
  errors: label(
    z.strictObject({
      amount: formText("Kein Betrag gewählt"),
      amountRange: template(
        ["min", "max"],
        ["min", "max"],
        "Eigener Betrag ausserhalb der Grenzen",
        "",
        LIMITS
      ),
      recipient: formText("Name der beschenkten Person fehlt"),
      messageTooLong: template(["max"], [], "Nachricht zu lang", "", CHARACTERS),
      name: formText("Ihr Name fehlt"),
      email: formText("E-Mail fehlt oder ungültig"),
      street: formText("Strasse fehlt"),
      postalCode: formText("PLZ fehlt oder ungültig"),
      locality: formText("Ort fehlt"),
      delivery: formText("Keine Zustellung gewählt"),
      tooLong: formText("Eingabe zu lang"),
      billCharacters: template(
        ["chars"],
        ["chars"],
        "Zeichen, die die QR-Rechnung nicht übermitteln kann",
        "Bei Namen und Adresse, z. B. chinesische Schrift oder Emojis."
      ),
      messageCharacters: template(
        ["chars"],
        ["chars"],
        "Zeichen, die der Gutschein nicht drucken kann",
        "Bei der persönlichen Nachricht, z. B. Emojis."
      ),
    }),
    "Fehlermeldungen"
  ),
  failure: template(["phone", "email"], ["phone", "email"], "Meldung, wenn das Senden fehlschlägt"),
  honeypot: template(
    ["phone", "email"],
    ["phone", "email"],
    "Meldung, wenn der Browser ein verstecktes Feld ausgefüllt hat",
    "Es wurde nichts gesendet; die Bestellung kann gleich noch einmal gesendet werden."
  ),
  unavailable: template(
    ["phone", "email"],
    ["phone", "email"],
    "Meldung, wenn das Formular nicht fertig geladen werden kann"
  ),
  needsScript: template(
    ["phone", "email"],
    ["phone", "email"],
    "Hinweis, wenn der Browser kein JavaScript ausführt",
    "Nur wenn Bestellungen in die Datenbank gehen (bei «Betrieb»: «Anfragen gehen an»): dann braucht das Formular JavaScript."
  ),
})

const result = z.strictObject({
  heading: formText("Überschrift nach dem Bestellen"),
  text: template(["reference"], [], "Text nach dem Bestellen"),
  billHeading: formText("Überschrift der QR-Rechnung"),
  billText: formText("Text zur QR-Rechnung", "Wie man sie bezahlt."),
  billLabel: formText("Beschreibung der QR-Rechnung für Vorleseprogramme", "Z. B. «QR-Rechnung»."),
  billDownload: formText("Knopf «Rechnung als PDF»"),
  billTitle: formText("Titel auf der Rechnung (PDF)", "Z. B. «Rechnung»."),
  billPdfText: template(
    ["choice", "recipient", "reference"],
    [],
    "Text auf der Rechnung (PDF)",
    "Steht über dem Zahlteil."
  ),
  noIban: template(["email"], [], "Ohne IBAN: wie die Rechnung kommt"),
  previewHeading: formText("Überschrift der Vorschau"),
  previewText: formText("Text zur Vorschau"),
  voucherDownload: formText("Knopf «Gutschein als PDF»"),
  preparing: formText("Während ein PDF entsteht"),
  pdfFailed: formText("Wenn ein PDF nicht entstehen kann"),
  next: label(z.array(label(longText, "Schritt")).min(1), "So geht es weiter"),
  nextHeading: formText("Überschrift «So geht es weiter»"),
  again: formText("Link «Noch einen Gutschein bestellen»"),
})

const voucherTexts = z.strictObject({
  title: formText("Titel", "Z. B. «Geschenkgutschein»."),
  recipient: template(["recipient"], ["recipient"], "Für wen"),
  value: template(["amount"], ["amount"], "Wert"),
  service: template(["service", "price"], ["service"], "Für eine Dienstleistung"),
  number: formText("Nummer", "Z. B. «Gutschein-Nr.»."),
  validUntil: template(["date"], ["date"], "Gültigkeit"),
  redeem: template(["town", "businessName"], [], "Wo einlösen"),
  billMessage: template(
    ["recipient", "reference"],
    [],
    "Mitteilung auf der QR-Rechnung",
    "Höchstens 140 Zeichen mit eingesetzten Angaben."
  ),
  previewMark: formText(
    "Vermerk auf der Vorschau",
    "Steht auf der Vorschau, die Käufer vor dem Bezahlen sehen und herunterladen, z. B. «Vorschau – gültig erst nach Zahlungseingang». Nicht auf dem Gutschein, den Sie ausstellen."
  ),
  previewCheck: template(
    ["phone"],
    ["phone"],
    "Wen man auf der Vorschau fragen kann",
    "Unter dem Vermerk, mit Ihrer Nummer, z. B. «Ob eine Gutschein-Nummer gilt, bestätige ich Ihnen gern: {phone}»."
  ),
})

// The owner's tool (/gutschein#ausstellen): a paid order's fields in, the voucher PDF out.
const issue = z.strictObject({
  heading: formText("Überschrift", "Z. B. «Gutschein ausstellen»."),
  intro: template(
    ["phone"],
    ["phone"],
    "Einleitung",
    "Auch wer die Seite zufällig öffnet, liest sie: dass ein Gutschein erst mit einer von Ihnen bestätigten Nummer gilt."
  ),
  labels: label(
    z.strictObject({
      reference: formText("Feld «Gutschein-Nr.»"),
      amount: formText("Feld «Betrag»"),
      recipient: formText("Feld «Für»"),
      service: formText("Auswahl «Dienstleistung»"),
      noService: formText("Wahl ohne Dienstleistung", "Z. B. «Keine, ein Betrag»."),
      message: formText("Feld «Persönliche Nachricht»"),
      ordered: formText("Feld «Bestelldatum»"),
    }),
    "Beschriftungen der Felder"
  ),
  hints: label(
    z.strictObject({
      reference: formText("Unter «Gutschein-Nr.»", "Aus welchem Feld der Bestellung."),
      amount: formText("Unter «Betrag»"),
      recipient: formText("Unter «Für»"),
      service: formText("Unter «Dienstleistung»"),
      message: formText("Unter «Persönliche Nachricht»"),
      ordered: formText("Unter «Bestelldatum»"),
    }),
    "Hinweise unter den Feldern"
  ),
  submit: formText("Knopf «Gutschein anzeigen»"),
  ready: formText("Meldung, wenn alles stimmt", "Erscheint über dem fertigen Gutschein."),
  download: formText("Knopf «Gutschein als PDF»"),
  errors: label(
    z.strictObject({
      reference: formText("Nummer ungültig"),
      amount: template(["min", "max"], ["min", "max"], "Betrag ausserhalb des Angebots"),
      recipient: formText("Für wen fehlt"),
      service: formText("Dienstleistung nicht im Angebot"),
      messageTooLong: template(["max"], [], "Nachricht zu lang"),
      ordered: formText("Bestelldatum fehlt oder ungültig"),
      orderedFuture: formText("Bestelldatum in der Zukunft"),
      orderedOld: template(["years"], [], "Bestelldatum zu alt"),
    }),
    "Fehlermeldungen"
  ),
})

export const voucherPageSchema = z.strictObject({
  ...pageBase,
  amounts: label(
    z
      .array(label(folded(francs, "CHF {{value}}.–"), "Betrag"))
      .min(1, "braucht mindestens einen Betrag, z. B. [50, 100, 150]."),
    "Beträge zur Wahl",
    "In ganzen Franken, z. B. 50, 100, 150, 200, 300."
  ),
  freeAmount: label(
    graphqlType(
      "VoucherAmountLimits",
      z
        .strictObject({ min: label(francs, "Mindestens"), max: label(francs, "Höchstens") })
        .refine((limits) => limits.min < limits.max, {
          message: "muss grösser sein als «Mindestens».",
          path: ["max"],
        })
    ),
    "Eigener Betrag",
    "Ohne Angabe: nur die Beträge zur Wahl."
  ).optional(),
  services: label(
    z.array(
      label(
        z
          .string()
          .regex(SERVICE_SLUG, "muss der Name einer Dienstleistungsseite sein, z. B. «aufbereitung»."),
        "Dienstleistung"
      )
    ),
    "Dienstleistungen als Gutschein",
    "Dienstleistungen, die man als Gutschein schenken kann. Der Gutschein gilt für ihren tiefsten Richtpreis."
  ).optional(),
  // Swiss law binds vouchers to the periods of limitation: 5 years for claims from handwork (Art. 128
  // Ziff. 3 OR), 10 years for most others (Art. 127 OR), neither shortened by agreement (Art. 129 OR);
  // Richteramt Thal-Gäu SO, 28 May 2020. docs/voucher.md, «Validity and the law».
  validityYears: label(
    z
      .int("muss eine ganze Zahl von Jahren sein, z. B. 5.")
      .min(
        VOUCHER_MIN_YEARS,
        `ist zu kurz: ein Gutschein gilt mindestens ${VOUCHER_MIN_YEARS} Jahre. Kürzer darf die Frist nicht sein, weil Forderungen aus Handwerksarbeit erst nach 5 Jahren verjähren (Art. 128 Ziff. 3 OR) und diese Frist nicht verkürzt werden darf (Art. 129 OR).`
      )
      .max(10, "darf höchstens 10 Jahre sein: nach 10 Jahren verjährt jede Forderung (Art. 127 OR)."),
    "Mindestens gültig (Jahre)",
    `Ab dem Kaufdatum, ${VOUCHER_MIN_YEARS} bis 10 Jahre. Nicht weniger als ${VOUCHER_MIN_YEARS}: Forderungen aus Handwerksarbeit verjähren nach 5 Jahren (Art. 128 Ziff. 3 OR), die meisten anderen nach 10 Jahren (Art. 127 OR), und kürzer darf es nicht sein (Art. 129 OR).`
  ),
  delivery: label(
    z.array(label(delivery, "Zustellung")).min(1, "braucht mindestens eine Art der Zustellung."),
    "Arten der Zustellung",
    "Z. B. als PDF per E-Mail, gedruckt per Post, abholen in der Garage."
  ),
  terms: label(
    z.strictObject({
      heading: formText("Überschrift"),
      items: label(
        z
          .array(label(templateText(["years", "town"]), "Bedingung"))
          .min(1, "braucht mindestens eine Bedingung."),
        "Bedingungen",
        `Gültigkeit, keine Barauszahlung, übertragbar.${placeholderHint(["years", "town"])}`
      ),
    }),
    "Bedingungen"
  ),
  form: label(form, "Bestellformular"),
  result: label(result, "Nach dem Bestellen"),
  voucher: label(voucherTexts, "Texte auf dem Gutschein"),
  issue: label(issue, "Gutschein ausstellen (für Sie)"),
})
