// The building blocks the content schemas share: texts, links, symbols, images, prices, sections.
// Each block is a zod rule with its German message; label() adds what the editors show for it.
import { z } from "zod"
import { ANCHORS, ROUTES } from "../../navigation/routes"
import { calendarDay, choices, label, multiline, timeOfDay } from "../editor"
import { fileReference, graphqlScalar, graphqlType } from "../graphql"
import { MAX_WORKING_DAYS } from "../../lib/calendar"
import { yamlIsoDay } from "../../lib/days"
import { ICON_LABELS, ICON_NAMES } from "../icons"
import { explained, placeholderHint, type Meanings } from "./placeholders"

export const text = z.string().trim().min(1, "ist leer. Bitte einen Text eintragen.")
/** Several sentences: a text area in the web editor. */
export const longText = multiline(text)

/** A text of at most `max` characters; `why` ends the message («…: höchstens 80 Zeichen.»). */
export const shortText = (max: number, why = "ist zu lang") =>
  text.max(max, `${why}: höchstens ${max} Zeichen.`)

/** The description for search engines: a text area, at most 200 characters. */
export const seoDescription = () => multiline(shortText(200, "ist zu lang für Suchmaschinen"))

/** A day as the owner writes it in YAML (YAML reads «2026-05-14» as a date) or the web editor does (a text). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isoDayText = z
  .string()
  .regex(ISO_DATE, "muss ein Datum im Format «2026-05-14» sein (Jahr-Monat-Tag).")
  .refine(
    (value) => !ISO_DATE.test(value) || new Date(Date.parse(value) || 0).toISOString().startsWith(value),
    {
      message: "ist kein Tag des Kalenders (z. B. der 31. April). Bitte das Datum prüfen.",
    }
  )
/** A calendar day: a date field in the web editor, Gatsby's `Date` in GraphQL. */
export const day = graphqlScalar(
  "Date",
  calendarDay(z.preprocess((value) => (value instanceof Date ? yamlIsoDay(value) : value), isoDayText))
)

/** How many working days the car stays in the garage: the next free date looks for a week with as many. */
export const workingDays = label(
  z
    .int("muss eine ganze Zahl sein, z. B. 2 (für einen halben Tag: 1).")
    .min(1, "muss mindestens 1 sein (für einen halben Tag: 1).")
    .max(
      MAX_WORKING_DAYS,
      `darf höchstens ${MAX_WORKING_DAYS} sein: die Arbeit muss in eine Woche (Montag bis Freitag) passen.`
    ),
  "Arbeitstage in der Garage",
  `Wie viele Arbeitstage das Fahrzeug bei Ihnen bleibt, im längsten Fall (1 bis ${MAX_WORKING_DAYS}; ein halber Tag: 1). Daraus rechnet die Website den nächsten freien Termin.`
)

/** A Swiss phone number as visitors read it: «+41 79 123 45 67». */
export const SWISS_PHONE = /^\+41 \d{2} \d{3} \d{2} \d{2}$/
export const phone = z
  .string()
  .regex(SWISS_PHONE, "muss eine Schweizer Nummer im Format «+41 79 123 45 67» sein (mit Leerzeichen).")

export const httpsUrl = z.url({
  protocol: /^https$/,
  error: "muss eine vollständige Webadresse sein, die mit «https://» beginnt.",
})

export const yesNo = z.boolean("muss «true» oder «false» sein.")

const iconName = choices(
  z.enum(ICON_NAMES, {
    error: (issue) =>
      `nennt das unbekannte Symbol «${String(issue.input)}». Erlaubt sind: ${ICON_NAMES.join(", ")}.`,
  }),
  ICON_LABELS
)
export const icon = label(
  iconName,
  "Symbol",
  "Eines der Symbole der Website, nach dem benannt, was es zeigt."
)

/** An internal link target: a path starting with «/», optionally with «#anchor». */
const internalPath = z
  .string()
  .regex(
    /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
    "muss ein Pfad dieser Website sein, der mit «/» beginnt, z. B. «/kontakt» (nur Kleinbuchstaben, Ziffern und Bindestriche)."
  )
export const internalHref = label(
  internalPath,
  "Link",
  "Ein Pfad dieser Website, z. B. «/kontakt» oder «/datenschutz#impressum»."
)

export const time = timeOfDay(
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "muss eine Uhrzeit im Format «08:00» sein.")
)

export { placeholderHint } from "./placeholders"

/**
 * Text in which «{name}» placeholders are replaced; only `allowed` may occur, `required` must. The
 * messages say what each stands for (placeholders.ts; `meanings` where it differs here).
 */
export function templateText(
  allowed: readonly string[],
  required: readonly string[] = [],
  meanings: Meanings = {}
) {
  return text.superRefine((value, ctx) => {
    const used = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "")
    for (const name of used) {
      if (!allowed.includes(name)) {
        ctx.addIssue({
          code: "custom",
          message:
            allowed.length > 0
              ? `enthält den unbekannten Platzhalter «{${name}}». Möglich sind hier: ${allowed.map((a) => explained(a, meanings)).join(", ")}.`
              : `enthält den Platzhalter «{${name}}», hier sind aber keine Platzhalter möglich.`,
        })
      }
    }
    for (const name of required) {
      if (!used.includes(name)) {
        ctx.addIssue({
          code: "custom",
          message: `muss den Platzhalter ${explained(name, meanings)} enthalten.`,
        })
      }
    }
  })
}

export const SERVICE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const point = label(text, "Punkt")
export const paragraphs = z.array(label(longText, "Absatz")).min(1, "braucht mindestens einen Absatz.")

const anchorId = z
  .string()
  .regex(/^[a-z0-9-]+$/, "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten, z. B. «impressum».")

/**
 * When a section applies, for texts that are true only for one way the site is set up (the privacy
 * policy: requests through Netlify or Firebase, App Check with reCAPTCHA or not). Sections.tsx decides.
 */
export const SECTION_CONDITIONS = ["netlify", "firebase", "appCheck", "noAppCheck"] as const

function sectionOf(content: z.ZodType<string>, placeholders: readonly string[] = [], conditional = false) {
  const hint = placeholderHint(placeholders).trim() || undefined
  const section = z
    .strictObject({
      /** An anchor for links to this section, e.g. «impressum» for /datenschutz#impressum. */
      id: label(
        anchorId,
        "Anker",
        "Nur nötig, wenn ein Link auf diesen Abschnitt zeigt, z. B. «impressum» für /datenschutz#impressum."
      ).optional(),
      heading: label(text, "Überschrift"),
      when: label(
        choices(
          z.enum(SECTION_CONDITIONS, {
            error: (issue) =>
              `nennt «${String(issue.input)}». Möglich sind: ${SECTION_CONDITIONS.join(", ")}; ohne Angabe erscheint der Abschnitt immer.`,
          }),
          {
            netlify: "Anfragen kommen per E-Mail",
            firebase: "Anfragen gehen in die Datenbank",
            appCheck: "Mit Schutz vor Missbrauch (reCAPTCHA)",
            noAppCheck: "Ohne Schutz vor Missbrauch",
          }
        ),
        "Nur anzeigen, wenn",
        "Leer lassen: der Abschnitt erscheint immer. Sonst nur, wenn die Website so eingerichtet ist: wohin Anfragen gehen, steht bei «Betrieb › Anfragen gehen an»; den Schutz vor Missbrauch schaltet ein, wer die Website betreut."
      ).optional(),
      paragraphs: label(z.array(label(multiline(content), "Absatz")), "Absätze", hint).optional(),
      list: label(z.array(label(content, "Punkt")), "Aufzählung", hint).optional(),
    })
    .refine((s) => (s.paragraphs?.length ?? 0) + (s.list?.length ?? 0) > 0, {
      message: "braucht «Absätze» oder eine «Aufzählung», sonst bleibt der Abschnitt leer.",
    })
    .refine((s) => conditional || s.when === undefined, {
      message: "wirkt nur in der Datenschutzerklärung. Bitte hier leer lassen.",
      path: ["when"],
    })
  return label(graphqlType("Section", section), "Abschnitt")
}

export const section = sectionOf(text)

/**
 * The sections of the page at `route`: each anchor that other pages link to and that the owner gives
 * (src/navigation/routes.ts, `from: "content"`) must stay, or those links would lead nowhere.
 */
export function sectionsOf(route: string, content: z.ZodType<string>, placeholders: readonly string[] = []) {
  const anchors = Object.values(ANCHORS).filter(
    (anchor) => anchor.page === route && anchor.from === "content"
  )
  const conditional = route === ROUTES.privacy
  return z.array(sectionOf(content, placeholders, conditional)).superRefine((sections, ctx) => {
    for (const anchor of anchors) {
      const found = sections.findIndex((section) => section.id === anchor.id)
      if (found >= 0 && sections[found]!.when !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [found, "when"],
          message: `darf keine Bedingung haben: ${anchor.from === "content" ? anchor.linkedBy : "ein Link"} verlinkt den Abschnitt «${anchor.id}», er muss immer da sein.`,
        })
      }
      if (found >= 0) continue
      ctx.addIssue({
        code: "custom",
        message: `braucht einen Abschnitt mit dem Anker «${anchor.id}»: ${anchor.from === "content" ? anchor.linkedBy : ""} verlinkt ihn.`,
      })
    }
  })
}

/**
 * «./aufbereitung.jpg» as people write it, «aufbereitung.jpg» as the web editor does; any case of the
 * extension. Spelt out without the «i» flag: the web editor's pattern (a JSON Schema pattern) has none.
 */
export const IMAGE_PATH = /^(\.\/)?[^/\\]+\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])$/

/** An image file next to the YAML file that names it: GraphQL serves Gatsby's File node for it. */
const imageFile = fileReference(
  z
    .string()
    .regex(
      IMAGE_PATH,
      "muss ein Bild im selben Ordner sein, z. B. «./aufbereitung.jpg» (JPG, PNG oder WebP)."
    )
)

/** What an image shows, for blind visitors and search engines. */
const altText = text.max(200, "ist zu lang: höchstens 200 Zeichen. Beschreiben Sie kurz, was zu sehen ist.")

/** An image file next to the YAML file that names it, with its description for blind visitors. */
export const image = graphqlType(
  "Image",
  z
    .strictObject({
      src: label(imageFile, "Bilddatei", "JPG, PNG oder WebP, im selben Ordner wie diese Datei."),
      alt: label(
        altText,
        "Bildbeschreibung",
        "Für blinde Besucherinnen und Besucher und Suchmaschinen: was ist zu sehen? Höchstens 200 Zeichen."
      ),
    })
    .describe(
      "Ein Bild im selben Ordner wie diese Datei; die Website macht daraus AVIF und WebP in mehreren Grössen."
    )
)

/** An amount in francs: 290, 1250, 89.50. */
export const chf = z
  .number("muss ein Betrag in Franken sein, als Zahl ohne «CHF», z. B. 290 oder 1250.")
  .positive("muss grösser als 0 sein.")
  .multipleOf(0.05, "muss auf 5 Rappen aufgehen, z. B. 290 oder 1250.50.")

/** What makes a price higher, and a note on what it covers. */
export const priceNotes = {
  /** What makes it cost more (vehicle size, condition, film…). */
  drivers: label(
    z.array(point),
    "Der Preis richtet sich nach",
    "Z. B. «die Grösse des Fahrzeugs»."
  ).optional(),
  note: label(longText, "Hinweis zum Preis", "Z. B. wofür der Preis gilt.").optional(),
}

export const price = graphqlType(
  "Price",
  z.strictObject({
    /** The lowest price in francs, shown as «ab CHF 290.–». */
    from: label(chf, "Preis ab (CHF)", "Der tiefste Preis in Franken, als Zahl ohne «CHF», z. B. 290."),
    ...priceNotes,
  })
)

/** What every page file has: its title and description for search engines, its heading and lead. */
export const pageBase = {
  title: label(
    text,
    "Titel im Browser-Tab",
    "Auch für Suchmaschinen. Ohne Angabe: die Überschrift."
  ).optional(),
  description: label(seoDescription(), "Beschreibung für Suchmaschinen", "Höchstens 200 Zeichen."),
  // docs/architecture.md, «Social cards»: the build crops it to 1200 × 630 for og:image.
  shareImage: label(
    image,
    "Bild für geteilte Links",
    "Erscheint, wenn jemand die Seite teilt, z. B. per WhatsApp, auf 1200 × 630 Pixel zugeschnitten (das Wichtige in die Mitte). Ohne Angabe: das Bild oben auf der Seite, sonst das der Startseite."
  ).optional(),
  eyebrow: label(text, "Zeile über der Überschrift", "Klein und golden, z. B. der Ort.").optional(),
  heading: label(text, "Überschrift"),
  intro: label(longText, "Einleitung"),
}
