// The texts of the gift voucher page (/gutschein) that the owner writes: the order form's labels, hints and
// messages, what follows the order (the QR-bill, the preview), the words printed on the voucher, and the
// owner's tool that issues a paid voucher. The page's offer, validity and terms are in voucher.ts.
import { z } from "zod"
import { label } from "../editor"
import { longText, placeholderHint, templateText, text } from "./fields"
import type { Meanings } from "./placeholders"

export const formText = (title: string, hint?: string) => label(text, title, hint)
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

/** The order form. */
export const voucherForm = z.strictObject({
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

/** After the order: the QR-bill and the preview. */
export const voucherResult = z.strictObject({
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

/** The words printed on the voucher. */
export const voucherTexts = z.strictObject({
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
export const voucherIssue = z.strictObject({
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
