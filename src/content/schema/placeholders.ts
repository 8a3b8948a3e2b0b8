// What each «{name}» placeholder of a text stands for, in the owner's words. A placeholder is
// written as it is («{recipient}»), but the editor's hints and the content check's messages never
// show one without saying what it becomes: «{recipient} (der Name der beschenkten Person)».
// src/content/__tests__/owner-words.test.ts fails on a placeholder shown without its meaning.

/** The usual meaning of each placeholder; a text where one means something else says so (`meanings`). */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  businessName: "der Name des Betriebs",
  ownerName: "Ihr Vor- und Nachname",
  street: "Strasse und Nummer",
  postalCode: "die Postleitzahl",
  locality: "der Ort der Adresse",
  town: "der Ort",
  email: "Ihre E-Mail-Adresse",
  phone: "Ihre Telefonnummer",
  whatsapp: "Ihre WhatsApp-Nummer",
  startYear: "das Jahr, seit dem es den Betrieb gibt",
  currentYear: "das laufende Jahr",
  developerName: "der Name der Entwickler",
  recipient: "der Name der beschenkten Person",
  reference: "die Nummer des Gutscheins, zugleich die Zahlungsreferenz",
  choice: "der gewählte Betrag oder die Dienstleistung",
  amount: "der Wert des Gutscheins",
  service: "die gewählte Dienstleistung",
  vehicleClass: "die gewählte Fahrzeugklasse",
  options: "die gewählten Extras",
  price: "der Preis",
  date: "das Datum, bis zu dem er gilt",
  years: "die Jahre, die ein Gutschein mindestens gilt",
  min: "der kleinste Wert",
  max: "der grösste Wert",
  count: "die Anzahl",
  link: "der Link, sein Text steht bei «Link im Datenschutz-Hinweis»",
  chars: "die Zeichen, die nicht gehen",
  title: "der Titel der Referenz",
  number: "die Nummer",
  total: "die Anzahl aller Bilder",
  name: "der Name der Datei",
  size: "die Grösse",
  percent: "der Fortschritt in Prozent",
  photos: "die Liste der Fotos, die nicht mitkamen",
}

/** Meanings that differ from PLACEHOLDERS in one text («{max}»: characters here, francs there). */
export type Meanings = Readonly<Record<string, string>>

/** «{recipient} (der Name der beschenkten Person)»: the placeholder as written, with what it becomes. */
export function explained(name: string, meanings: Meanings = {}): string {
  const meaning = meanings[name] ?? PLACEHOLDERS[name]
  return meaning ? `{${name}} (${meaning})` : `{${name}}`
}

/** The hint for a text with placeholders: « Platzhalter: {town} (der Ort), …». Empty without any. */
export const placeholderHint = (names: readonly string[], meanings: Meanings = {}) =>
  names.length > 0 ? ` Platzhalter: ${names.map((name) => explained(name, meanings)).join(", ")}.` : ""
