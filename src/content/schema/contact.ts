// The contact page with every text of its request form, and the privacy policy with the imprint.
import { z } from "zod"
import { ROUTES } from "../../navigation/routes"
import { label } from "../editor"
import { longText, pageBase, placeholderHint, sectionsOf, templateText, text } from "./fields"
import type { Meanings } from "./placeholders"

const formText = (title: string, hint?: string) => label(text, title, hint)
const formTemplate = (
  allowed: readonly string[],
  required: readonly string[],
  title: string,
  meanings: Meanings = {},
  hint = ""
) =>
  label(
    templateText(allowed, required, meanings),
    title,
    `${hint}${placeholderHint(allowed, meanings)}`.trim() || undefined
  )
/** A counter of characters typed. */
const CHARACTERS = { count: "die Zahl der getippten Zeichen", max: "die Höchstzahl der Zeichen" }
/** The visitor's photos: how many may go, and one of them. */
const PHOTOS = {
  max: "die Höchstzahl der Fotos",
  count: "die Zahl der gewählten Fotos",
  size: "ihre Grösse zusammen",
  number: "die Nummer des Fotos",
  name: "der Name der Foto-Datei",
}

const contactForm = z.strictObject({
  heading: label(text, "Überschrift"),
  intro: label(longText, "Einleitung").optional(),
  labels: label(
    z.strictObject({
      name: formText("Feld «Name»"),
      email: formText("Feld «E-Mail»"),
      phone: formText("Feld «Telefon»"),
      vehicle: formText("Feld «Fahrzeug»"),
      service: formText("Feld «Dienstleistung»"),
      preferredDate: formText("Feld «Wunschtermin»"),
      message: formText("Feld «Nachricht»"),
    }),
    "Beschriftungen der Felder"
  ),
  hints: label(
    z.strictObject({
      contact: formText("Unter «E-Mail»", "Erklärt, dass E-Mail oder Telefon reicht."),
      phone: formText("Unter «Telefon»"),
      vehicle: formText("Unter «Fahrzeug»"),
      preferredDate: formText("Unter «Wunschtermin»"),
      message: formText("Unter «Nachricht»"),
    }),
    "Hinweise unter den Feldern"
  ),
  optional: formText("Zusatz bei freiwilligen Feldern", "Z. B. «freiwillig»."),
  chooseService: formText("Erste Wahl der Dienstleistung", "Z. B. «Bitte wählen»."),
  otherService: formText("Letzte Wahl der Dienstleistung", "Z. B. «Etwas anderes»."),
  counter: formTemplate(["count", "max"], ["count", "max"], "Zeichenzähler", CHARACTERS),
  privacy: formTemplate(["link"], ["link"], "Hinweis zum Datenschutz"),
  privacyLink: formText("Link im Datenschutz-Hinweis"),
  submit: formText("Knopf «Senden»"),
  sending: formText("Knopf während des Sendens"),
  errors: label(
    z.strictObject({
      name: formText("Name fehlt"),
      contact: formText("Weder E-Mail noch Telefon"),
      email: formText("E-Mail ungültig"),
      phone: formText("Telefon ungültig"),
      message: formText("Nachricht fehlt"),
      messageTooLong: formTemplate(["max"], [], "Nachricht zu lang", CHARACTERS),
      tooLong: formText("Eingabe zu lang"),
    }),
    "Fehlermeldungen"
  ),
  estimate: formTemplate(
    ["service", "vehicleClass", "price"],
    ["vehicleClass", "price"],
    "Nachricht aus dem Preisrechner",
    { price: "der berechnete Preis" }
  ),
  estimateWithOptions: formTemplate(
    ["service", "vehicleClass", "options", "price"],
    ["vehicleClass", "options", "price"],
    "Nachricht aus dem Preisrechner, mit Extras",
    { price: "der berechnete Preis" }
  ),
  photos: label(
    z.strictObject({
      label: formText("Feld «Fotos»"),
      hint: formTemplate(["max"], [], "Hinweis unter «Fotos»", PHOTOS),
      noScript: formText(
        "Hinweis ohne JavaScript",
        "Ohne JavaScript sendet das Formular ein Foto unverändert; sagen Sie, wie gross es sein darf."
      ),
      add: formText("Knopf «Fotos hinzufügen»"),
      removeShort: formText("Knopf «Entfernen» unter einem Foto"),
      remove: formTemplate(["number", "name"], ["number"], "Knopf «Entfernen», für Vorleseprogramme", PHOTOS),
      preparing: formText("Während ein Foto vorbereitet wird"),
      locationRemoved: formText("Wenn das Foto einen Standort enthielt"),
      count: formTemplate(["count", "max", "size"], ["count", "size"], "Anzahl und Grösse der Fotos", PHOTOS),
      sending: formTemplate(["percent"], ["percent"], "Fortschritt beim Senden"),
      // Netlify cuts a request off after 30 s: on a slow connection the words go without some photos.
      leftOut: label(
        z.strictObject({
          visitor: formTemplate(
            ["photos", "whatsapp", "phone", "email"],
            ["photos", "email"],
            "Meldung im Formular",
            { whatsapp: "Ihre WhatsApp-Nummer als Link", phone: "Ihre Telefonnummer als Link zum Anrufen" }
          ),
          photo: formTemplate(["number", "name"], ["number"], "Ein Foto in der Liste", PHOTOS),
          owner: formTemplate(["photos"], ["photos"], "Vermerk in der Anfrage an Sie"),
        }),
        "Wenn die Verbindung für alle Fotos zu langsam ist",
        "Die Anfrage geht dann ohne einige Fotos; diese Texte sagen es der Besucherin bzw. Ihnen."
      ),
      errors: label(
        z.strictObject({
          tooMany: formTemplate(["max"], ["max"], "Zu viele Fotos", PHOTOS),
          notImage: formTemplate(["name"], ["name"], "Datei ist kein Foto", PHOTOS),
          heic: formTemplate(["name"], ["name"], "Foto im iPhone-Format HEIC", PHOTOS),
          unreadable: formTemplate(["name"], ["name"], "Foto nicht lesbar", PHOTOS),
          // Refused before the browser decodes it, which would end a phone's tab.
          tooLarge: formTemplate(
            ["name", "max"],
            ["name"],
            "Datei zu gross",
            { ...PHOTOS, max: "die Grenze, «40 MB»" },
            "Für eine Datei über 40 MB."
          ),
          tooManyPixels: formTemplate(
            ["name", "max"],
            ["name"],
            "Foto mit zu vielen Bildpunkten",
            { ...PHOTOS, max: "die Grenze in Megapixeln, «100»" },
            "Für ein Foto über 100 Megapixel."
          ),
        }),
        "Meldungen zu den Fotos"
      ),
    }),
    "Fotos"
  ),
  success: formText("Meldung nach dem Senden"),
  // The visitor whose request failed needs both ways to reach the owner: the toast links them.
  failure: formTemplate(["phone", "email"], ["phone", "email"], "Meldung, wenn das Senden fehlschlägt"),
  // The browser filled the hidden honeypot field: nothing was sent (Netlify would have dropped it).
  honeypot: formTemplate(
    ["phone", "email"],
    ["phone", "email"],
    "Meldung, wenn der Browser ein verstecktes Feld ausgefüllt hat"
  ),
  // Offline before the form's code arrived: said in the form itself, since the toasts may not come.
  unavailable: formTemplate(
    ["phone", "email"],
    ["phone", "email"],
    "Meldung, wenn das Formular nicht fertig geladen werden kann"
  ),
  // Only shown when requests go to Firestore: that path needs JavaScript.
  needsScript: formTemplate(
    ["phone", "email"],
    ["phone", "email"],
    "Hinweis, wenn der Browser kein JavaScript ausführt",
    {},
    "Nur wenn Anfragen in die Datenbank gehen (bei «Betrieb»: «Anfragen gehen an»): dann braucht das Formular JavaScript."
  ),
})

export const contactPageSchema = z.strictObject({
  ...pageBase,
  form: label(contactForm, "Anfrageformular"),
  labels: label(
    z.strictObject({
      call: formText("Anrufen"),
      whatsapp: formText("WhatsApp"),
      whatsappLink: formText("Link zu WhatsApp"),
      email: formText("E-Mail"),
      address: formText("Adresse"),
      route: formText("Link «Route planen»"),
      hours: formText("Öffnungszeiten"),
      byAppointment: formText("Ohne Öffnungszeiten", "Z. B. «Nach Vereinbarung»."),
    }),
    "Beschriftungen der Kontaktangaben",
    "Nummer, Adresse und Zeiten selbst stehen bei «Betrieb»."
  ),
  sections: label(sectionsOf(ROUTES.contact, text), "Weitere Abschnitte").optional(),
})

/** Placeholders the privacy policy may use, filled from site.yaml. */
export const PRIVACY_PLACEHOLDERS = [
  "businessName",
  "ownerName",
  "street",
  "postalCode",
  "locality",
  "email",
  "phone",
] as const

export const privacyPageSchema = z.strictObject({
  ...pageBase,
  /** When the policy was last changed, as people write it: «21. November 2026». */
  updated: label(text, "Stand", "Wann die Erklärung zuletzt geändert wurde, z. B. «21. November 2026»."),
  sections: label(
    sectionsOf(ROUTES.privacy, templateText(PRIVACY_PLACEHOLDERS), PRIVACY_PLACEHOLDERS).min(
      1,
      "braucht mindestens einen Abschnitt."
    ),
    "Abschnitte",
    "Der Abschnitt mit dem Anker «impressum» ist das Impressum; «kontakt» verlinkt das Anfrageformular."
  ),
})
