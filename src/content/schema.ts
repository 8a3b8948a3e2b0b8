// What each YAML file under content/ must contain. The messages are German because the owner reads
// them when a build fails; src/content/validate.ts adds the file, the line and the field.
import { z } from "zod"
import { ANCHORS, ROUTES } from "../navigation/routes"
import { calendarDay, label, multiline, timeOfDay } from "./editor"
import { fileReference, graphqlScalar, graphqlType } from "./graphql"
import { ICON_NAMES } from "./icons"
import { WEEKDAYS } from "./weekdays"
import { slugify } from "../estimator/estimate"
import { isoDay } from "../references/references"

const text = z.string().trim().min(1, "ist leer. Bitte einen Text eintragen.")
/** Several sentences: a text area in the web editor. */
const longText = multiline(text)

/** A Swiss phone number as visitors read it: «+41 79 123 45 67». */
export const SWISS_PHONE = /^\+41 \d{2} \d{3} \d{2} \d{2}$/
const phone = z
  .string()
  .regex(SWISS_PHONE, "muss eine Schweizer Nummer im Format «+41 79 123 45 67» sein (mit Leerzeichen).")

const httpsUrl = z.url({
  protocol: /^https$/,
  error: "muss eine vollständige Webadresse sein, die mit «https://» beginnt.",
})

const icon = label(
  z.enum(ICON_NAMES, {
    error: (issue) =>
      `nennt das unbekannte Symbol «${String(issue.input)}». Erlaubt sind: ${ICON_NAMES.join(", ")}.`,
  }),
  "Symbol",
  "Eines der Symbole der Website (die Liste mit Bildern steht in content/README.md)."
)

/** An internal link target: a path starting with «/», optionally with «#anchor». */
const internalHref = label(
  z
    .string()
    .regex(
      /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
      "muss ein Pfad dieser Website sein, der mit «/» beginnt, z. B. «/kontakt» (nur Kleinbuchstaben, Ziffern und Bindestriche)."
    ),
  "Link",
  "Ein Pfad dieser Website, z. B. «/kontakt» oder «/datenschutz#impressum»."
)

const time = timeOfDay(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "muss eine Uhrzeit im Format «08:00» sein."))

const openingHours = graphqlType(
  "OpeningHours",
  z
    .strictObject({
      days: label(
        z.array(z.enum(WEEKDAYS)).min(1, "braucht mindestens einen Tag, z. B. [Mo, Di]."),
        "Tage",
        "Mo, Di, Mi, Do, Fr, Sa, So."
      ),
      opens: label(time, "Öffnet um", "Im Format 08:00."),
      closes: label(time, "Schliesst um", "Im Format 18:00; später als «Öffnet um»."),
    })
    .refine((hours) => hours.opens < hours.closes, {
      message: "«closes» muss später sein als «opens».",
      path: ["closes"],
    })
)

export const siteSchema = z.strictObject({
  businessName: label(text, "Name des Betriebs", "Erscheint im Logo-Text, im Titel und in der Fusszeile."),
  shortName: label(
    text.max(12, "ist zu lang: höchstens 12 Zeichen, damit er unter dem App-Symbol Platz hat."),
    "Kurzname",
    "Höchstens 12 Zeichen: steht unter dem Symbol, wenn jemand die Website auf dem Handy ablegt."
  ),
  ownerName: label(text, "Inhaber/in", "Ihr Vor- und Nachname, für das Impressum."),
  town: label(text, "Ort", "Der Ort, den die Texte nennen, z. B. «Sursee»."),
  address: label(
    z.strictObject({
      street: label(text, "Strasse und Nummer"),
      // Written without quotes, a postcode is a number in YAML; both are fine.
      postalCode: label(
        z
          .union([z.string(), z.number()])
          .transform(String)
          .pipe(z.string().regex(/^\d{4}$/, "muss eine vierstellige Postleitzahl sein, z. B. «6210».")),
        "Postleitzahl",
        "Vier Ziffern, z. B. 6210."
      ),
      locality: label(text, "Ort (Adresse)"),
      region: label(z.string().regex(/^[A-Z]{2}$/, "muss das Kantonskürzel sein, z. B. «LU»."), "Kanton", "Kürzel, z. B. LU."),
      country: label(z.literal("CH", "muss «CH» sein."), "Land"),
    }),
    "Adresse",
    "Erscheint auf der Kontaktseite, im Impressum und für Suchmaschinen."
  ),
  phone: label(phone, "Telefon", "Im Format «+41 79 123 45 67»."),
  whatsapp: label(phone, "WhatsApp-Nummer", "Im Format «+41 79 123 45 67»."),
  email: label(z.email("muss eine E-Mail-Adresse sein, z. B. «hallo@beispiel.ch»."), "E-Mail-Adresse"),
  openingHours: label(
    z.array(openingHours),
    "Öffnungszeiten",
    "Ein Eintrag pro Zeitspanne; für eine Mittagspause zwei Einträge mit denselben Tagen."
  ),
  openingHoursNote: label(longText, "Hinweis zu den Öffnungszeiten", "Z. B. «Termine ausserhalb dieser Zeiten nach Vereinbarung.»").optional(),
  social: label(
    z.strictObject({
      instagram: label(httpsUrl, "Instagram", "Die vollständige Adresse Ihres Profils, mit https://."),
      tiktok: label(httpsUrl, "TikTok", "Die vollständige Adresse Ihres Profils, mit https://."),
    }),
    "Profile"
  ),
  developer: label(
    z.strictObject({ name: label(text, "Name"), url: label(httpsUrl, "Webadresse") }),
    "Entwickelt von",
    "Für den Hinweis in der Fusszeile."
  ),
  /** Where contact form requests go (see README «Kontaktformular»). */
  contactDelivery: label(
    z.enum(["netlify", "firestore"], "muss «netlify» oder «firestore» sein."),
    "Anfragen gehen an",
    "«netlify»: Netlify Forms, Benachrichtigung per E-Mail. «firestore»: Google Firebase (braucht die Firebase-Einrichtung, README)."
  ),
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
  description: label(
    multiline(text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen.")),
    "Beschreibung für Suchmaschinen",
    "Höchstens 200 Zeichen."
  ),
  copyrightStartYear: label(
    z
      .int("muss eine Jahreszahl sein, z. B. 2023.")
      .min(2000)
      .refine((year) => year <= new Date().getFullYear(), {
        error: (issue) =>
          `liegt in der Zukunft: ${String(issue.input)} ist noch nicht erreicht. Tragen Sie das Jahr ein, seit dem es den Betrieb gibt (höchstens ${new Date().getFullYear()}).`,
      }),
    "Betrieb seit",
    "Das Jahr, ab dem das Copyright in der Fusszeile gilt."
  ),
})

const navigationSubItem = z.strictObject({
  name: label(text, "Name"),
  href: internalHref,
  icon,
})

export const navigationSchema = z.strictObject({
  header: label(
    z
      .array(
        z.strictObject({
          name: label(text, "Name"),
          href: internalHref,
          icon: icon.optional(),
          items: label(
            z.array(label(z.array(navigationSubItem).min(1, "ist eine leere Gruppe."), "Gruppe"), {
              error: "muss eine Liste von Gruppen sein: jede Gruppe beginnt mit «- -».",
            }),
            "Unterpunkte",
            "In Gruppen; im Menü trennt eine Linie eine Gruppe von der nächsten."
          ).optional(),
        })
      )
      .min(1, "braucht mindestens einen Eintrag."),
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
  copyright: { allowed: ["startYear", "currentYear", "businessName"], required: ["currentYear"] },
  credit: { allowed: ["developerName"], required: ["developerName"] },
} as const satisfies Record<string, { allowed: readonly string[]; required: readonly string[] }>

type FooterField = keyof typeof FOOTER_PLACEHOLDERS

/** Text in which «{name}» placeholders are replaced; only `allowed` may occur, `required` must. */
function templateText(allowed: readonly string[], required: readonly string[] = []) {
  return text.superRefine((value, ctx) => {
    const used = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "")
    for (const name of used) {
      if (!allowed.includes(name)) {
        ctx.addIssue({
          code: "custom",
          message:
            allowed.length > 0
              ? `enthält den unbekannten Platzhalter «{${name}}». Möglich sind hier: ${allowed.map((a) => `{${a}}`).join(", ")}.`
              : `enthält den Platzhalter «{${name}}», hier sind aber keine Platzhalter möglich.`,
        })
      }
    }
    for (const name of required) {
      if (!used.includes(name)) {
        ctx.addIssue({ code: "custom", message: `muss den Platzhalter «{${name}}» enthalten.` })
      }
    }
  })
}

const template = (field: FooterField) =>
  templateText(FOOTER_PLACEHOLDERS[field].allowed, FOOTER_PLACEHOLDERS[field].required)

/** Placeholders the privacy policy may use, filled from site.yaml. */
export const PRIVACY_PLACEHOLDERS = ["businessName", "ownerName", "street", "postalCode", "locality", "email", "phone"] as const

/** The placeholders a text may use, for its hint. */
const placeholderHint = (names: readonly string[]) =>
  names.length > 0 ? ` Platzhalter: ${names.map((name) => `{${name}}`).join(", ")}.` : ""

const footerText = (field: FooterField, title: string, hint = "") =>
  label(template(field), title, `${hint}${placeholderHint(FOOTER_PLACEHOLDERS[field].allowed)}`.trim() || undefined)

export const footerSchema = z.strictObject({
  imprintLink: footerText("imprintLink", "Link «Impressum»"),
  ctaHeading: footerText("ctaHeading", "Aufruf: Überschrift"),
  ctaText: footerText("ctaText", "Aufruf: Text"),
  ctaButton: footerText("ctaButton", "Aufruf: Knopf", "Führt zur Kontaktseite."),
  privacyLink: footerText("privacyLink", "Link «Datenschutz»"),
  copyright: footerText("copyright", "Copyright-Zeile", "Muss {currentYear} enthalten."),
  credit: footerText("credit", "Hinweis auf die Entwickler", "Muss {developerName} enthalten (wird zum Link)."),
})

export const SERVICE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const paragraph = label(longText, "Absatz")
const point = label(text, "Punkt")
const paragraphs = z.array(paragraph).min(1, "braucht mindestens einen Absatz.")

function sectionOf(content: z.ZodType<string>, placeholders: readonly string[] = []) {
  const section = z
    .strictObject({
      /** An anchor for links to this section, e.g. «impressum» for /datenschutz#impressum. */
      id: label(
        z
          .string()
          .regex(/^[a-z0-9-]+$/, "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten, z. B. «impressum»."),
        "Anker",
        "Nur nötig, wenn ein Link auf diesen Abschnitt zeigt, z. B. «impressum» für /datenschutz#impressum."
      ).optional(),
      heading: label(text, "Überschrift"),
      paragraphs: label(z.array(label(multiline(content), "Absatz")), "Absätze", placeholderHint(placeholders).trim() || undefined).optional(),
      list: label(z.array(label(content, "Punkt")), "Aufzählung", placeholderHint(placeholders).trim() || undefined).optional(),
    })
    .refine((s) => (s.paragraphs?.length ?? 0) + (s.list?.length ?? 0) > 0, {
      message: "braucht «paragraphs» (Absätze) oder «list» (Aufzählung), sonst bleibt der Abschnitt leer.",
    })
  return graphqlType("Section", section)
}

const section = sectionOf(text)

/**
 * The sections of the page at `route`: each anchor that other pages link to and that the owner gives
 * (src/navigation/routes.ts, `from: "content"`) must stay, or those links would lead nowhere.
 */
function sectionsOf(route: string, content: z.ZodType<string>, placeholders: readonly string[] = []) {
  const anchors = Object.values(ANCHORS).filter((anchor) => anchor.page === route && anchor.from === "content")
  return z.array(sectionOf(content, placeholders)).superRefine((sections, ctx) => {
    for (const anchor of anchors) {
      if (sections.some((section) => section.id === anchor.id)) continue
      ctx.addIssue({
        code: "custom",
        message: `braucht einen Abschnitt mit «id: ${anchor.id}»: ${anchor.from === "content" ? anchor.linkedBy : ""} verlinkt ihn.`,
      })
    }
  })
}

/** An image file next to the YAML file that names it, with its description for blind visitors. */
/**
 * «./aufbereitung.jpg» as people write it, «aufbereitung.jpg» as the web editor does; any case of the
 * extension. Spelt out without the «i» flag: the web editor's pattern (a JSON Schema pattern) has none.
 */
export const IMAGE_PATH = /^(\.\/)?[^/\\]+\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])$/
const image = graphqlType(
  "Image",
  z
    .strictObject({
      src: label(
        fileReference(
          z
            .string()
            .regex(
              IMAGE_PATH,
              "muss ein Bild im selben Ordner sein, z. B. «./aufbereitung.jpg» (JPG, PNG oder WebP)."
            )
        ),
        "Bilddatei",
        "JPG, PNG oder WebP, im selben Ordner wie diese Datei."
      ),
      alt: label(
        text.max(200, "ist zu lang: höchstens 200 Zeichen. Beschreiben Sie kurz, was zu sehen ist."),
        "Bildbeschreibung",
        "Für blinde Besucherinnen und Besucher und Suchmaschinen: was ist zu sehen? Höchstens 200 Zeichen."
      ),
    })
    .describe("Ein Bild im selben Ordner wie diese Datei; die Website macht daraus AVIF und WebP in mehreren Grössen.")
)

const action = graphqlType(
  "Action",
  z.strictObject({
    label: label(text, "Beschriftung"),
    href: internalHref,
    style: label(
      z.enum(["primary", "secondary"], "muss «primary» oder «secondary» sein."),
      "Aussehen",
      "«primary»: grün gefüllt; «secondary»: mit Rahmen."
    ).optional(),
  })
)

/** An amount in francs: 290, 1250, 89.50. */
const chf = z
  .number("muss ein Betrag in Franken sein, als Zahl ohne «CHF», z. B. 290 oder 1250.")
  .positive("muss grösser als 0 sein.")
  .multipleOf(0.05, "muss auf 5 Rappen aufgehen, z. B. 290 oder 1250.50.")

/** What makes a price higher, and a note on what it covers. */
const priceNotes = {
  /** What makes it cost more (vehicle size, condition, film…). */
  drivers: label(z.array(point), "Der Preis richtet sich nach", "Z. B. «die Grösse des Fahrzeugs».").optional(),
  note: label(longText, "Hinweis zum Preis", "Z. B. wofür der Preis gilt.").optional(),
}

const price = graphqlType(
  "Price",
  z.strictObject({
    /** The lowest price in francs, shown as «ab CHF 290.–». */
    from: label(chf, "Preis ab (CHF)", "Der tiefste Preis in Franken, als Zahl ohne «CHF», z. B. 290."),
    ...priceNotes,
  })
)

/** Every entry of a list names itself differently: its name ends up in the link to the offer. */
function uniqueLabels<T extends z.ZodType<{ label: string }[]>>(list: T, what: string): T {
  return list.superRefine((entries, ctx) => {
    const seen = new Set<string>()
    for (const [index, entry] of entries.entries()) {
      const key = slugify(entry.label)
      if (seen.has(key)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "label"],
          message: `nennt «${entry.label}» ein zweites Mal: jede ${what} braucht einen eigenen Namen.`,
        })
      }
      seen.add(key)
    }
  }) as unknown as T
}

const vehicleClass = label(
  z
    .strictObject({
      label: label(text, "Bezeichnung", "Z. B. «Kleinwagen», «SUV / Kombi»."),
      from: label(chf, "Preis von (CHF)"),
      to: label(chf, "Preis bis (CHF)", "Leer lassen, wenn der Preis nach oben offen ist («ab CHF …»).").optional(),
    })
    .refine((entry) => entry.to === undefined || entry.to >= entry.from, {
      message: "darf nicht tiefer sein als der Preis «from».",
      path: ["to"],
    }),
  "Fahrzeugklasse"
)

const extra = label(
  z.strictObject({
    label: label(text, "Bezeichnung", "Z. B. «Heckscheibe»."),
    text: label(longText, "Erklärung", "Ein Satz: was dazukommt."),
    price: label(chf, "Aufpreis (CHF)"),
    from: label(
      z.boolean("muss «true» oder «false» sein."),
      "Nur ein Ab-Preis",
      "Ankreuzen, wenn der Aufpreis je nach Fahrzeug höher sein kann: der Rechner zeigt dann «ab CHF …»."
    ).optional(),
  }),
  "Extra"
)

/** A service's prices: by vehicle class, with extras the visitor can add in the price estimator. */
const servicePrice = z.strictObject({
  vehicleClasses: label(
    uniqueLabels(z.array(vehicleClass).min(1, "braucht mindestens eine Fahrzeugklasse."), "Fahrzeugklasse"),
    "Fahrzeugklassen",
    "Die kleinste zuerst: ihr «von» ist der Ab-Preis auf den Karten, und sie ist im Rechner vorausgewählt."
  ),
  options: label(uniqueLabels(z.array(extra), "Extra"), "Extras", "Was Besucher im Rechner dazuwählen können.").optional(),
  ...priceNotes,
})

const faq = z.array(
  label(
    graphqlType("Faq", z.strictObject({ question: label(text, "Frage"), answer: label(longText, "Antwort") })),
    "Frage"
  )
)

const pointList = z.array(
  label(
    graphqlType(
      "Point",
      z.strictObject({ icon: icon.optional(), title: label(text, "Titel"), text: label(longText, "Text") })
    ),
    "Punkt"
  )
)

export const serviceSchema = z.strictObject({
  slug: label(
    z
      .string()
      .regex(
        SERVICE_SLUG,
        "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (keine Umlaute), z. B. «toenung»."
      ),
    "Adresse der Seite",
    "Das letzte Stück der Adresse: /dienstleistungen/… Kleinbuchstaben, Ziffern, Bindestriche, keine Umlaute."
  ),
  order: label(
    z.int("muss eine ganze Zahl sein: die Position in Listen, z. B. 1."),
    "Reihenfolge",
    "Die Position in Listen und Menüs: 1 zuerst."
  ),
  title: label(text, "Titel"),
  icon,
  summary: label(
    multiline(text.max(300, "ist zu lang: höchstens 300 Zeichen, sie steht auch auf Übersichtskarten.")),
    "Kurzbeschreibung",
    "Steht unter dem Titel und auf den Übersichtskarten. Höchstens 300 Zeichen."
  ),
  description: label(
    multiline(text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen.")),
    "Beschreibung für Suchmaschinen",
    "Höchstens 200 Zeichen; ohne Angabe die Kurzbeschreibung."
  ).optional(),
  image: label(image, "Bild oben"),
  intro: label(paragraphs, "Einleitung", "Ein oder mehrere Absätze."),
  included: label(z.array(point).min(1, "braucht mindestens einen Punkt."), "Was inbegriffen ist"),
  process: label(z.array(label(text, "Schritt")).min(1, "braucht mindestens einen Schritt."), "Ablauf", "Die Schritte in ihrer Reihenfolge."),
  duration: label(text, "Dauer", "Z. B. «Meist ein halber Tag.»"),
  price: label(servicePrice, "Preis"),
  faq: label(faq, "Häufige Fragen").optional(),
  sections: label(z.array(section), "Weitere Abschnitte").optional(),
})

/** What every page file has: its title and description for search engines, its heading and lead. */
const pageBase = {
  title: label(text, "Titel im Browser-Tab", "Auch für Suchmaschinen. Ohne Angabe: die Überschrift.").optional(),
  description: label(
    multiline(text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen.")),
    "Beschreibung für Suchmaschinen",
    "Höchstens 200 Zeichen."
  ),
  eyebrow: label(text, "Zeile über der Überschrift", "Klein und golden, z. B. der Ort.").optional(),
  heading: label(text, "Überschrift"),
  intro: label(longText, "Einleitung"),
}

/** A band of a page: its heading and an optional lead paragraph. */
const bandHeading = {
  heading: label(text, "Überschrift"),
  intro: label(longText, "Einleitung").optional(),
}

export const homePageSchema = z.strictObject({
  ...pageBase,
  title: label(text, "Titel im Browser-Tab", "Ohne Angabe: der Titel der Website (Betrieb).").optional(),
  actions: label(z.array(label(action, "Knopf")).min(1, "braucht mindestens einen Knopf."), "Knöpfe unter der Einleitung"),
  image: label(image, "Bild oben"),
  services: label(z.strictObject(bandHeading), "Abschnitt «Dienstleistungen»"),
  why: label(
    z.strictObject({ ...bandHeading, points: label(pointList, "Gründe") }),
    "Abschnitt «Warum ich»"
  ),
  process: label(
    z.strictObject({
      ...bandHeading,
      steps: label(
        z
          .array(label(z.strictObject({ title: label(text, "Titel"), text: label(longText, "Text") }), "Schritt"))
          .min(1, "braucht mindestens einen Schritt."),
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
    "Zeigt die neuesten Referenzen (höchstens sechs) aus content/references/."
  ),
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
        z.strictObject({
          heading: label(text, "Überschrift", "Z. B. «Referenzen»."),
          before: label(text, "Wort auf dem Bild vorher", "Z. B. «Vorher»."),
          after: label(text, "Wort auf dem Bild nachher", "Z. B. «Nachher»."),
          compare: label(
            text.regex(/\{title\}/, "muss {title} enthalten: dort steht der Titel der Referenz."),
            "Name des Schiebereglers",
            "Für Screenreader, z. B. «Vorher/Nachher-Vergleich: {title}»; {title} wird zum Titel der Referenz."
          ),
          example: label(text, "Kennzeichen für Beispiele", "Z. B. «Beispiel»: steht auf Referenzen mit «example: true»."),
          enlarge: label(text, "Hinweis zum Vergrössern", "Z. B. «Bild vergrössern»; Screenreader lesen ihn vor dem Bild."),
          image: label(
            text.regex(/\{number\}[\s\S]*\{total\}/, "muss {number} und {total} enthalten, z. B. «Bild {number} von {total}»."),
            "Zähler im grossen Bild",
            "Z. B. «Bild {number} von {total}»."
          ),
        }),
        "Referenzen",
        "Die Wörter rund um die Referenzen auf der Startseite und den Dienstleistungsseiten."
      ),
      more: label(text, "Link auf den Karten", "Z. B. «Mehr erfahren»."),
      /** The button on every service page's price. */
      consult: label(text, "Knopf beim Preis", "Führt zur Kontaktseite."),
      estimator: label(
        z.strictObject({
          heading: label(text, "Überschrift", "Z. B. «Preis berechnen»."),
          intro: label(longText, "Einleitung").optional(),
          vehicleClass: label(text, "Wahl der Fahrzeugklasse", "Z. B. «Fahrzeugklasse»."),
          options: label(text, "Wahl der Extras", "Z. B. «Extras»."),
          result: label(text, "Wort vor dem Ergebnis", "Z. B. «Richtpreis»."),
          note: label(longText, "Hinweis unter dem Ergebnis", "Dass es ein Richtpreis ist und die Offerte nach der Besichtigung folgt."),
          request: label(text, "Knopf zur Anfrage", "Z. B. «Offerte anfragen»; er übergibt die Wahl an das Kontaktformular."),
        }),
        "Preisrechner",
        "Der Abschnitt «Preis berechnen» auf jeder Dienstleistungsseite."
      ),
    }),
    "Wörter der Dienstleistungsseiten",
    "Auf allen Dienstleistungsseiten und Karten gleich."
  ),
  sealing: label(
    z.strictObject({
      title: label(text, "Titel"),
      icon,
      summary: label(longText, "Kurzbeschreibung"),
      paragraphs: label(paragraphs, "Absätze"),
      included: label(z.array(point), "Was inbegriffen ist").optional(),
      price: label(price, "Preis"),
    }),
    "Versiegelung",
    "Sie hat keine eigene Seite; sie steht hier und auf der Startseite."
  ),
})

export const aboutPageSchema = z.strictObject({
  ...pageBase,
  image: label(image, "Bild oben"),
  story: label(paragraphs, "Ihre Geschichte"),
  garage: label(
    z.strictObject({ heading: label(text, "Überschrift"), paragraphs: label(paragraphs, "Absätze") }),
    "Abschnitt «Die Garage»"
  ),
  values: label(
    z.strictObject({ heading: label(text, "Überschrift"), points: label(pointList, "Werte") }),
    "Abschnitt «Werte»"
  ),
  materials: label(
    z.strictObject({
      ...bandHeading,
      brands: label(
        z.array(label(z.strictObject({ name: label(text, "Marke"), use: label(text, "Wofür") }), "Marke")),
        "Marken"
      ),
    }),
    "Abschnitt «Materialien»"
  ),
  action: label(action, "Knopf unter der Einleitung"),
})

const formText = (title: string, hint?: string) => label(text, title, hint)
const formTemplate = (allowed: readonly string[], required: readonly string[], title: string) =>
  label(templateText(allowed, required), title, placeholderHint(allowed).trim() || undefined)

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
  counter: formTemplate(["count", "max"], ["count", "max"], "Zeichenzähler"),
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
      messageTooLong: formTemplate(["max"], [], "Nachricht zu lang"),
      tooLong: formText("Eingabe zu lang"),
    }),
    "Fehlermeldungen"
  ),
  estimate: formTemplate(
    ["service", "vehicleClass", "price"],
    ["vehicleClass", "price"],
    "Nachricht aus dem Preisrechner"
  ),
  estimateWithOptions: formTemplate(
    ["service", "vehicleClass", "options", "price"],
    ["vehicleClass", "options", "price"],
    "Nachricht aus dem Preisrechner, mit Extras"
  ),
  success: formText("Meldung nach dem Senden"),
  failure: formTemplate(["phone", "email"], [], "Meldung, wenn das Senden fehlschlägt"),
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

export const testimonialsSchema = z.strictObject({
  heading: label(text, "Überschrift"),
  /** Only real ones, with the customer's consent. The section shows only when there is at least one. */
  items: label(
    z.array(
      z.strictObject({
        quote: label(multiline(text.max(600, "ist zu lang: höchstens 600 Zeichen.")), "Zitat", "Höchstens 600 Zeichen."),
        name: label(text, "Name", "Z. B. «Sandra K., Sursee»."),
        vehicle: label(text, "Fahrzeug").optional(),
        service: label(text, "Dienstleistung").optional(),
      })
    ),
    "Stimmen",
    "Nur echte Stimmen, mit dem Einverständnis der Kundin oder des Kunden. Ohne Einträge erscheint der Abschnitt nicht."
  ),
})

/** A day as the owner writes it in YAML (YAML reads «2026-05-14» as a date) or the web editor does (a text). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const day = graphqlScalar(
  "Date",
  calendarDay(
    z.preprocess(
      (value) => (value instanceof Date ? isoDay(value) : value),
      z.string().regex(ISO_DATE, "muss ein Datum im Format «2026-05-14» sein (Jahr-Monat-Tag).")
    )
  )
)

/** One piece of work to show: a before/after pair of photos, or single photos, or both. */
export const referenceSchema = z
  .strictObject({
    title: label(
      text.max(80, "ist zu lang: höchstens 80 Zeichen."),
      "Titel",
      "Fahrzeug und Arbeit, z. B. «VW Golf, Komplettfolierung Mattschwarz». Höchstens 80 Zeichen."
    ),
    service: label(
      z.string().regex(SERVICE_SLUG, "muss der «slug» einer Dienstleistung sein, z. B. «komplettfolierung»."),
      "Dienstleistung",
      "Zu welcher Dienstleistung die Arbeit gehört: dort erscheint sie auch."
    ),
    date: label(day, "Datum", "Wann die Arbeit fertig war, z. B. 2026-05-14. Die neuesten Referenzen stehen zuerst.").optional(),
    text: label(
      multiline(text.max(400, "ist zu lang: höchstens 400 Zeichen.")),
      "Kurzer Text",
      "Was gemacht wurde, in ein, zwei Sätzen. Höchstens 400 Zeichen."
    ).optional(),
    example: label(
      z.boolean("muss «true» oder «false» sein."),
      "Beispiel",
      "Nur für die mitgelieferten Illustrationen: sie tragen sichtbar «Beispiel». Bei Ihren eigenen Fotos weglassen."
    ).optional(),
    before: label(image, "Bild vorher", "Zusammen mit «Bild nachher»: derselbe Blickwinkel, vor der Arbeit.").optional(),
    after: label(image, "Bild nachher", "Zusammen mit «Bild vorher»: derselbe Blickwinkel, nach der Arbeit.").optional(),
    images: label(
      z.array(label(image, "Bild")).min(1, "braucht mindestens ein Bild, oder lassen Sie «images» weg."),
      "Einzelne Bilder",
      "Ein oder mehrere Bilder; ein Tipp darauf zeigt sie gross."
    ).optional(),
  })
  .superRefine((reference, ctx) => {
    const pair = "zu einem Vorher-Bild gehört das Nachher-Bild desselben Fahrzeugs (und umgekehrt)."
    if (reference.before && !reference.after) {
      ctx.addIssue({
        code: "custom",
        path: ["before"],
        message: `hat kein Gegenstück «after»: ${pair} Ergänzen Sie «after» mit «src» und «alt», oder nennen Sie das Bild unter «images».`,
      })
    }
    if (reference.after && !reference.before) {
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: `hat kein Gegenstück «before»: ${pair} Ergänzen Sie «before» mit «src» und «alt», oder nennen Sie das Bild unter «images».`,
      })
    }
    if (!reference.before && !reference.after && !reference.images) {
      ctx.addIssue({
        code: "custom",
        message:
          "Die Referenz hat keine Bilder. Geben Sie «before» und «after» an (ein Vorher-Nachher-Paar) oder «images» (ein oder mehrere Bilder), je mit «src» und «alt».",
      })
    }
  })

export type SiteContent = z.infer<typeof siteSchema>
export type ServiceContent = z.infer<typeof serviceSchema>
