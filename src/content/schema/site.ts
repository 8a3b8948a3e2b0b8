// The frame of every page: the business (site.yaml), the menu (navigation.yaml), the footer
// (footer.yaml) and the customers' voices (testimonials.yaml).
import { z } from "zod"
import { choices, label, multiline } from "../editor"
import { graphqlType } from "../graphql"
import { ibanProblem } from "../../lib/iban"
import { WEEKDAYS } from "../weekdays"
import {
  httpsUrl,
  icon,
  internalHref,
  longText,
  phone,
  placeholderHint,
  seoDescription,
  shortText,
  templateText,
  text,
  time,
  yesNo,
} from "./fields"

const openingHours = graphqlType(
  "OpeningHours",
  z
    .strictObject({
      days: label(
        z.array(z.enum(WEEKDAYS)).min(1, "braucht mindestens einen Tag, z. B. [Mo, Di]."),
        "Tage",
        "Mo, Di, Mi, Do, Fr, Sa, So."
      ),
      opens: label(time, "Öffnet um", "In 24 Stunden, z. B. 08:00 oder 13:30."),
      closes: label(time, "Schliesst um", "In 24 Stunden, z. B. 18:00; später als «Öffnet um»."),
    })
    .refine((hours) => hours.opens < hours.closes, {
      message: "muss später sein als «Öffnet um».",
      path: ["closes"],
    })
)

// Written without quotes, a postcode is a number in YAML; both are fine.
const postalCode = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{4}$/, "muss eine vierstellige Postleitzahl sein, z. B. «6210»."))

const address = z.strictObject({
  street: label(text, "Strasse und Nummer"),
  postalCode: label(postalCode, "Postleitzahl", "Vier Ziffern, z. B. 6210."),
  locality: label(text, "Ort (Adresse)"),
  region: label(
    z.string().regex(/^[A-Z]{2}$/, "muss das Kantonskürzel sein, z. B. «LU»."),
    "Kanton",
    "Kürzel, z. B. LU."
  ),
  country: label(z.literal("CH", "muss «CH» sein."), "Land"),
})

/** The year the business started: not in the future, the footer's copyright runs from it. */
const startYear = z
  .int("muss eine Jahreszahl sein, z. B. 2023.")
  .min(2000)
  .refine((year) => year <= new Date().getFullYear(), {
    error: (issue) =>
      `liegt in der Zukunft: ${String(issue.input)} ist noch nicht erreicht. Tragen Sie das Jahr ein, seit dem es den Betrieb gibt (höchstens ${new Date().getFullYear()}).`,
  })

/** The account gift vouchers are paid to: a Swiss or Liechtenstein IBAN (a QR-IBAN too) and its holder. */
const bankAccount = z.strictObject({
  holder: label(
    text.max(70, "ist zu lang für die QR-Rechnung: höchstens 70 Zeichen."),
    "Kontoinhaber/in",
    "Wie auf dem Bankauszug, z. B. «Glanzwerk Fahrzeugpflege, Luca Bachmann»."
  ),
  iban: label(
    z.string().superRefine((value, ctx) => {
      const problem = ibanProblem(value)
      if (problem) ctx.addIssue({ code: "custom", message: problem })
    }),
    "IBAN",
    "Ihre IBAN oder QR-IBAN, z. B. «CH93 0076 2011 6238 5295 7». Sie steht auf der QR-Rechnung der Gutscheine."
  ),
})

const profileHint = "Die vollständige Adresse Ihres Profils, mit https://."

export const siteSchema = z.strictObject({
  example: label(
    yesNo,
    "Beispielangaben",
    "Die mitgelieferten Angaben sind die eines erfundenen Betriebs. Ersetzen Sie sie durch Ihre und entfernen Sie dann dieses Häkchen: solange es gesetzt ist, wird die Website nicht veröffentlicht."
  ).optional(),
  businessName: label(text, "Name des Betriebs", "Erscheint im Logo-Text, im Titel und in der Fusszeile."),
  shortName: label(
    text.max(12, "ist zu lang: höchstens 12 Zeichen, damit er unter dem App-Symbol Platz hat."),
    "Kurzname",
    "Höchstens 12 Zeichen: steht unter dem Symbol, wenn jemand die Website auf dem Handy ablegt."
  ),
  ownerName: label(text, "Inhaber/in", "Ihr Vor- und Nachname, für das Impressum."),
  town: label(text, "Ort", "Der Ort, den die Texte nennen, z. B. «Sursee»."),
  address: label(address, "Adresse", "Erscheint auf der Kontaktseite, im Impressum und für Suchmaschinen."),
  phone: label(phone, "Telefon", "Im Format «+41 79 123 45 67»."),
  whatsapp: label(phone, "WhatsApp-Nummer", "Im Format «+41 79 123 45 67»."),
  email: label(z.email("muss eine E-Mail-Adresse sein, z. B. «hallo@beispiel.ch»."), "E-Mail-Adresse"),
  openingHours: label(
    z.array(label(openingHours, "Zeitspanne")),
    "Öffnungszeiten",
    "Ein Eintrag pro Zeitspanne; für eine Mittagspause zwei Einträge mit denselben Tagen."
  ),
  openingHoursNote: label(
    longText,
    "Hinweis zu den Öffnungszeiten",
    "Z. B. «Termine ausserhalb dieser Zeiten nach Vereinbarung.»"
  ).optional(),
  social: label(
    z.strictObject({
      instagram: label(httpsUrl, "Instagram", profileHint),
      tiktok: label(httpsUrl, "TikTok", profileHint),
    }),
    "Profile"
  ),
  developer: label(
    z.strictObject({ name: label(text, "Name"), url: label(httpsUrl, "Webadresse") }),
    "Entwickelt von",
    "Für den Hinweis in der Fusszeile."
  ),
  /** Where contact form requests go (see docs/contact-form.md). */
  contactDelivery: label(
    choices(z.enum(["netlify", "firestore"], "muss «netlify» oder «firestore» sein."), {
      netlify: "Als E-Mail an mich",
      firestore: "In meine Datenbank (bei Google)",
    }),
    "Anfragen gehen an",
    "«Als E-Mail»: jede Anfrage kommt per E-Mail. «In meine Datenbank» nur, wenn die Datenbank für Sie eingerichtet wurde."
  ),
  bankAccount: label(
    bankAccount,
    "Bankkonto für Gutscheine",
    "Ohne Angabe nimmt die Seite «Geschenkgutschein» Bestellungen an und sagt, dass die Rechnung per E-Mail kommt."
  ).optional(),
  /** Where the customers come from, for search engines: «Sursee», «Kanton Luzern». */
  areaServed: label(
    z.array(label(text, "Ort")).min(1, "braucht mindestens einen Ort, z. B. [Sursee]."),
    "Einzugsgebiet",
    "Woher Ihre Kundinnen und Kunden kommen, für Suchmaschinen, z. B. Sursee, Kanton Luzern."
  ),
  siteUrl: label(
    httpsUrl.refine((url) => !url.endsWith("/"), "darf nicht mit «/» enden."),
    "Adresse der Website",
    "Mit https://, ohne «/» am Ende."
  ),
  title: label(text, "Titel der Website", "Im Browser-Tab der Startseite und in Suchmaschinen."),
  description: label(seoDescription(), "Beschreibung für Suchmaschinen", "Höchstens 200 Zeichen."),
  copyrightStartYear: label(
    startYear,
    "Betrieb seit",
    "Das Jahr, ab dem das Copyright in der Fusszeile gilt."
  ),
})

const navigationSubItem = z.strictObject({
  name: label(text, "Name"),
  href: internalHref,
  icon,
})

/** A header entry's sub-items, in groups («- -» in YAML) that the menu separates with a line. */
const subItemGroups = z.array(
  label(z.array(label(navigationSubItem, "Unterpunkt")).min(1, "ist eine leere Gruppe."), "Gruppe"),
  {
    error: "muss eine Liste von Gruppen sein: jede Gruppe beginnt mit «- -».",
  }
)

const headerEntry = z.strictObject({
  name: label(text, "Name"),
  href: internalHref,
  icon: icon.optional(),
  items: label(
    subItemGroups,
    "Unterpunkte",
    "In Gruppen; im Menü trennt eine Linie eine Gruppe von der nächsten."
  ).optional(),
})

export const navigationSchema = z.strictObject({
  header: label(
    z.array(label(headerEntry, "Eintrag")).min(1, "braucht mindestens einen Eintrag."),
    "Einträge der Kopfzeile",
    "In dieser Reihenfolge; die erste Hälfte steht links vom Logo, die zweite rechts."
  ),
  drawerButton: label(
    z.strictObject({ name: label(text, "Beschriftung"), href: internalHref }),
    "Knopf im Handy-Menü",
    "Der breite Knopf ganz unten im Menü auf dem Handy."
  ),
})

/** Placeholders each footer text may contain, and those it must contain. */
export const FOOTER_PLACEHOLDERS = {
  imprintLink: { allowed: [], required: [] },
  ctaHeading: { allowed: ["town", "businessName"], required: [] },
  ctaText: { allowed: ["town", "businessName"], required: [] },
  ctaButton: { allowed: [], required: [] },
  privacyLink: { allowed: [], required: [] },
  voucherLink: { allowed: [], required: [] },
  copyright: { allowed: ["startYear", "currentYear", "businessName"], required: ["currentYear"] },
  credit: { allowed: ["developerName"], required: ["developerName"] },
} as const satisfies Record<string, { allowed: readonly string[]; required: readonly string[] }>

type FooterField = keyof typeof FOOTER_PLACEHOLDERS

/** A footer text: its placeholders checked, and named in its hint. */
function footerText(field: FooterField, title: string, hint = "") {
  const { allowed, required } = FOOTER_PLACEHOLDERS[field]
  return label(
    templateText(allowed, required),
    title,
    `${hint}${placeholderHint(allowed)}`.trim() || undefined
  )
}

export const footerSchema = z.strictObject({
  imprintLink: footerText("imprintLink", "Link «Impressum»"),
  ctaHeading: footerText("ctaHeading", "Aufruf: Überschrift"),
  ctaText: footerText("ctaText", "Aufruf: Text"),
  ctaButton: footerText("ctaButton", "Aufruf: Knopf", "Führt zur Kontaktseite."),
  privacyLink: footerText("privacyLink", "Link «Datenschutz»"),
  voucherLink: footerText(
    "voucherLink",
    "Link «Geschenkgutschein»",
    "Führt zur Seite /gutschein; ohne Angabe kein Link."
  ).optional(),
  copyright: footerText("copyright", "Copyright-Zeile", "Muss {currentYear} enthalten."),
  credit: footerText(
    "credit",
    "Hinweis auf die Entwickler",
    "Muss {developerName} enthalten (wird zum Link)."
  ),
})

/** Only real ones, with the customer's consent. The section shows only when there is at least one. */
const testimonial = z.strictObject({
  quote: label(multiline(shortText(600)), "Zitat", "Höchstens 600 Zeichen."),
  name: label(text, "Name", "Z. B. «Sandra K., Sursee»."),
  vehicle: label(text, "Fahrzeug").optional(),
  service: label(text, "Dienstleistung").optional(),
})

export const testimonialsSchema = z.strictObject({
  heading: label(text, "Überschrift"),
  items: label(
    z.array(label(testimonial, "Stimme")),
    "Stimmen",
    "Nur echte Stimmen, mit dem Einverständnis der Kundin oder des Kunden. Ohne Einträge erscheint der Abschnitt nicht."
  ),
})

export type SiteContent = z.infer<typeof siteSchema>
