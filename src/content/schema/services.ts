// What the business offers: one file per service (services/*.yaml), with the prices the estimator
// computes from, and one file per piece of work to show (references/*.yaml).
import { z } from "zod"
import { choices, label, multiline, oneNeeded } from "../editor"
import { graphqlType } from "../graphql"
import { slugify } from "../../lib/slug"
import { SHAPES, SHAPE_NAMES } from "../zones"
import {
  chf,
  day,
  icon,
  image,
  longText,
  paragraphs,
  point,
  priceNotes,
  section,
  seoDescription,
  SERVICE_SLUG,
  shortText,
  text,
  workingDays,
  yesNo,
} from "./fields"
import { priced, pricedTextsCheck } from "./priced"

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

// Labels that messages name too: the owner finds the field by the name the editor shows.
const PRICE_FROM = "Preis von (CHF)"
const BEFORE = "Bild vorher"
const AFTER = "Bild nachher"
const IMAGES = "Einzelne Bilder"

const vehicleClass = label(
  z
    .strictObject({
      label: label(text, "Bezeichnung", "Z. B. «Kleinwagen», «SUV / Kombi»."),
      from: label(chf, PRICE_FROM),
      to: label(
        chf,
        "Preis bis (CHF)",
        "Leer lassen, wenn der Preis nach oben offen ist («ab CHF …»)."
      ).optional(),
      drawing: label(
        choices(
          z.enum(SHAPES, { error: () => `muss eine der Zeichnungen sein: ${SHAPES.join(", ")}.` }),
          SHAPE_NAMES
        ),
        "Zeichnung",
        "Das Fahrzeug, das «Farbe wählen» und «Tönung planen» für diese Klasse zeigen. Leer: nach der Reihenfolge (Kleinwagen, Limousine, SUV, Van)."
      ).optional(),
    })
    .refine((entry) => entry.to === undefined || entry.to >= entry.from, {
      message: `darf nicht tiefer sein als «${PRICE_FROM}».`,
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
      yesNo,
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
  options: label(
    uniqueLabels(z.array(extra), "Extra"),
    "Extras",
    "Was Besucher im Rechner dazuwählen können."
  ).optional(),
  ...priceNotes,
})

const extraName = (zone: string) =>
  label(
    text,
    `Extra für ${zone}`,
    `Der Name eines Extras unter «Preis» (z. B. «${zone === "die Heckscheibe" ? "Heckscheibe" : "Motorhaube"}»): wer ${zone} wählt, hat es im Rechner dazugewählt.`
  ).optional()

export const CONFIGURATOR_KINDS = ["komplettfolierung", "teilfolierung", "toenung"] as const

/** «Farbe wählen» (a whole wrap or parts of it) or «Tönung planen» on the service's page. */
const configurator = z.strictObject({
  kind: label(
    choices(
      z.enum(CONFIGURATOR_KINDS, { error: () => `muss eines sein von: ${CONFIGURATOR_KINDS.join(", ")}.` }),
      {
        komplettfolierung: "Farbe wählen, ganzes Fahrzeug",
        teilfolierung: "Farbe wählen, einzelne Teile",
        toenung: "Tönung planen",
      }
    ),
    "Art"
  ),
  roof: extraName("das Dach"),
  bonnet: extraName("die Motorhaube"),
  mirrors: extraName("die Aussenspiegel"),
  stripe: extraName("den Zierstreifen"),
  rearWindow: extraName("die Heckscheibe"),
  sunStrip: extraName("den Blendschutzstreifen"),
})

/** A question customers ask, with its answer. */
const faqEntry = graphqlType(
  "Faq",
  z.strictObject({ question: label(text, "Frage"), answer: label(longText, "Antwort") })
)
const faq = z.array(label(faqEntry, "Frage"))

const slug = z
  .string()
  .regex(
    SERVICE_SLUG,
    "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (keine Umlaute), z. B. «toenung»."
  )

const serviceFields = z.strictObject({
  slug: label(
    slug,
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
  summary: priced(
    multiline(text.max(300, "ist zu lang: höchstens 300 Zeichen, sie steht auch auf Übersichtskarten.")),
    "Kurzbeschreibung",
    "Steht unter dem Titel und auf den Übersichtskarten. Höchstens 300 Zeichen."
  ),
  description: priced(
    seoDescription(),
    "Beschreibung für Suchmaschinen",
    "Höchstens 200 Zeichen; ohne Angabe die Kurzbeschreibung."
  ).optional(),
  image: label(image, "Bild oben"),
  intro: priced(paragraphs, "Einleitung", "Ein oder mehrere Absätze."),
  included: label(z.array(point).min(1, "braucht mindestens einen Punkt."), "Was inbegriffen ist"),
  process: label(
    z.array(label(text, "Schritt")).min(1, "braucht mindestens einen Schritt."),
    "Ablauf",
    "Die Schritte in ihrer Reihenfolge."
  ),
  duration: label(text, "Dauer", "Z. B. «Meist ein halber Tag.»"),
  workingDays,
  price: label(servicePrice, "Preis"),
  faq: label(faq, "Häufige Fragen").optional(),
  sections: label(z.array(section), "Weitere Abschnitte").optional(),
  configurator: label(
    configurator,
    "Farbe wählen / Tönung planen",
    "Zeigt auf dieser Seite Ihre Folien mit einer Zeichnung des Fahrzeugs (die Folien stehen unter «Betrieb und Rahmen › Folien»)."
  ).optional(),
})

export const serviceSchema = serviceFields
  .superRefine(pricedTextsCheck(serviceFields.shape))
  .superRefine((service, ctx) => {
    const extras = new Set((service.price.options ?? []).map((extra) => extra.label))
    for (const zone of ["roof", "bonnet", "mirrors", "stripe", "rearWindow", "sunStrip"] as const) {
      const name = service.configurator?.[zone]
      if (name === undefined || extras.has(name)) continue
      ctx.addIssue({
        code: "custom",
        path: ["configurator", zone],
        message: `nennt das Extra «${name}», das unter «Preis › Extras» nicht steht. Erlaubt sind: ${[...extras].join(", ") || "keine"}.`,
      })
    }
  })

/** The message for half a before/after pair: the half called `lacks` is missing. */
const unpaired = (lacks: string) =>
  `hat kein Gegenstück «${lacks}»: zu einem Vorher-Bild gehört das Nachher-Bild desselben Fahrzeugs (und umgekehrt). Ergänzen Sie «${lacks}» mit Bilddatei und Bildbeschreibung, oder nennen Sie das Bild unter «${IMAGES}».`

/** One piece of work to show: a before/after pair of photos, or single photos, or both. */
export const referenceSchema = z
  .strictObject({
    title: label(
      shortText(80),
      "Titel",
      "Fahrzeug und Arbeit, z. B. «VW Golf, Komplettfolierung Mattschwarz». Höchstens 80 Zeichen."
    ),
    service: label(
      z
        .string()
        .regex(
          SERVICE_SLUG,
          "muss die «Adresse der Seite» einer Dienstleistung sein, z. B. «komplettfolierung»."
        ),
      "Dienstleistung",
      "Zu welcher Dienstleistung die Arbeit gehört: dort erscheint sie auch."
    ),
    date: label(
      day,
      "Datum",
      "Wann die Arbeit fertig war: die neuesten Referenzen stehen zuerst."
    ).optional(),
    text: label(
      multiline(shortText(400)),
      "Kurzer Text",
      "Was gemacht wurde, in ein, zwei Sätzen. Höchstens 400 Zeichen."
    ).optional(),
    example: label(
      yesNo,
      "Beispiel",
      "Nur für die mitgelieferten Illustrationen: sie tragen sichtbar «Beispiel». Bei Ihren eigenen Fotos weglassen."
    ).optional(),
    // Each may be left out, but not all three: none is labelled «optional» in the web editor.
    before: oneNeeded(
      label(
        image,
        BEFORE,
        `Zusammen mit «${AFTER}»: derselbe Blickwinkel, vor der Arbeit. Jede Referenz braucht dieses Paar, «${IMAGES}» oder beides.`
      )
    ).optional(),
    after: oneNeeded(
      label(image, AFTER, `Zusammen mit «${BEFORE}»: derselbe Blickwinkel, nach der Arbeit.`)
    ).optional(),
    images: oneNeeded(
      label(
        z
          .array(label(image, "Bild"))
          .min(1, "braucht mindestens ein Bild, oder entfernen Sie die leere Liste."),
        IMAGES,
        `Ein oder mehrere Bilder; ein Tipp darauf zeigt sie gross. Ohne «${BEFORE}» und «${AFTER}» braucht es hier mindestens eines.`
      )
    ).optional(),
  })
  .superRefine((reference, ctx) => {
    if (reference.before && !reference.after) {
      ctx.addIssue({ code: "custom", path: ["before"], message: unpaired(AFTER) })
    }
    if (reference.after && !reference.before) {
      ctx.addIssue({ code: "custom", path: ["after"], message: unpaired(BEFORE) })
    }
    if (!reference.before && !reference.after && !reference.images) {
      // At «images», so that the web editor shows it at a picture field, not above the form.
      ctx.addIssue({
        code: "custom",
        path: ["images"],
        message: `fehlt: die Referenz hat keine Bilder. Geben Sie «${BEFORE}» und «${AFTER}» an (ein Vorher-Nachher-Paar) oder «${IMAGES}» (ein oder mehrere Bilder), je mit Bilddatei und Bildbeschreibung.`,
      })
    }
  })

export type ServiceContent = z.infer<typeof serviceSchema>
