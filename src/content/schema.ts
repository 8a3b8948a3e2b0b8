// What each YAML file under content/ must contain. The messages are German because the owner reads
// them when a build fails; src/content/validate.ts adds the file, the line and the field.
import { z } from "zod"
import { ICON_NAMES } from "./icons"
import { WEEKDAYS } from "./weekdays"

const text = z.string().trim().min(1, "ist leer. Bitte einen Text eintragen.")

/** A Swiss phone number as visitors read it: «+41 79 123 45 67». */
export const SWISS_PHONE = /^\+41 \d{2} \d{3} \d{2} \d{2}$/
const phone = z
  .string()
  .regex(SWISS_PHONE, "muss eine Schweizer Nummer im Format «+41 79 123 45 67» sein (mit Leerzeichen).")

const httpsUrl = z.url({
  protocol: /^https$/,
  error: "muss eine vollständige Webadresse sein, die mit «https://» beginnt.",
})

const icon = z.enum(ICON_NAMES, {
  error: (issue) =>
    `nennt das unbekannte Symbol «${String(issue.input)}». Erlaubt sind: ${ICON_NAMES.join(", ")}.`,
})

/** An internal link target: a path starting with «/», optionally with «#anchor». */
const internalHref = z
  .string()
  .regex(
    /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
    "muss ein Pfad dieser Website sein, der mit «/» beginnt, z. B. «/kontakt» (nur Kleinbuchstaben, Ziffern und Bindestriche)."
  )

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "muss eine Uhrzeit im Format «08:00» sein.")

const openingHours = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).min(1, "braucht mindestens einen Tag, z. B. [Mo, Di]."),
    opens: time,
    closes: time,
  })
  .refine((hours) => hours.opens < hours.closes, {
    message: "«closes» muss später sein als «opens».",
    path: ["closes"],
  })

export const siteSchema = z.strictObject({
  businessName: text,
  shortName: text.max(12, "ist zu lang: höchstens 12 Zeichen, damit er unter dem App-Symbol Platz hat."),
  ownerName: text,
  town: text,
  address: z.strictObject({
    street: text,
    // Written without quotes, a postcode is a number in YAML; both are fine.
    postalCode: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(/^\d{4}$/, "muss eine vierstellige Postleitzahl sein, z. B. «6210».")),
    locality: text,
    region: z.string().regex(/^[A-Z]{2}$/, "muss das Kantonskürzel sein, z. B. «LU»."),
    country: z.literal("CH", "muss «CH» sein."),
  }),
  phone,
  whatsapp: phone,
  email: z.email("muss eine E-Mail-Adresse sein, z. B. «hallo@beispiel.ch»."),
  openingHours: z.array(openingHours),
  openingHoursNote: text.optional(),
  social: z.strictObject({ instagram: httpsUrl, tiktok: httpsUrl }),
  developer: z.strictObject({ name: text, url: httpsUrl }),
  siteUrl: httpsUrl.refine((url) => !url.endsWith("/"), "darf nicht mit «/» enden."),
  title: text,
  description: text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen."),
  copyrightStartYear: z.int("muss eine Jahreszahl sein, z. B. 2023.").min(2000).max(2100),
})

const navigationSubItem = z.strictObject({ name: text, href: internalHref, icon })

export const navigationSchema = z.strictObject({
  header: z
    .array(
      z.strictObject({
        name: text,
        href: internalHref,
        icon: icon.optional(),
        items: z
          .array(z.array(navigationSubItem).min(1, "ist eine leere Gruppe."), {
            error: "muss eine Liste von Gruppen sein: jede Gruppe beginnt mit «- -».",
          })
          .optional(),
      })
    )
    .min(1, "braucht mindestens einen Eintrag."),
  drawerButton: z.strictObject({ name: text, href: internalHref }),
})

/** Placeholders each footer text may contain, and those it must contain. */
export const FOOTER_PLACEHOLDERS = {
  ctaHeading: { allowed: ["town", "businessName"], required: [] },
  ctaText: { allowed: ["town", "businessName"], required: [] },
  ctaButton: { allowed: [], required: [] },
  privacyLink: { allowed: [], required: [] },
  copyright: { allowed: ["startYear", "currentYear", "businessName"], required: ["currentYear"] },
  credit: { allowed: ["developerName"], required: ["developerName"] },
} as const satisfies Record<string, { allowed: readonly string[]; required: readonly string[] }>

type FooterField = keyof typeof FOOTER_PLACEHOLDERS

const template = (field: FooterField) =>
  text.superRefine((value, ctx) => {
    const { allowed, required } = FOOTER_PLACEHOLDERS[field]
    const used = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "")
    for (const name of used) {
      if (!(allowed as readonly string[]).includes(name)) {
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

export const footerSchema = z.strictObject({
  ctaHeading: template("ctaHeading"),
  ctaText: template("ctaText"),
  ctaButton: template("ctaButton"),
  privacyLink: template("privacyLink"),
  copyright: template("copyright"),
  credit: template("credit"),
})

const section = z
  .strictObject({
    heading: text,
    paragraphs: z.array(text).optional(),
    list: z.array(text).optional(),
  })
  .refine((s) => (s.paragraphs?.length ?? 0) + (s.list?.length ?? 0) > 0, {
    message: "braucht «paragraphs» (Absätze) oder «list» (Aufzählung), sonst bleibt der Abschnitt leer.",
  })

export const SERVICE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const serviceSchema = z.strictObject({
  slug: z
    .string()
    .regex(
      SERVICE_SLUG,
      "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (keine Umlaute), z. B. «toenung»."
    ),
  order: z.int("muss eine ganze Zahl sein: die Position in Listen, z. B. 1."),
  navLabel: text,
  title: text,
  icon,
  summary: text.max(300, "ist zu lang: höchstens 300 Zeichen, sie steht auch auf Übersichtskarten."),
  sections: z.array(section),
})

export const pageSchema = z.strictObject({
  title: text.optional(),
  description: text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen."),
  eyebrow: text.optional(),
  heading: text,
  intro: text,
  actions: z
    .array(
      z.strictObject({
        label: text,
        href: internalHref,
        style: z.enum(["primary", "secondary"], "muss «primary» oder «secondary» sein."),
      })
    )
    .optional(),
  servicesHeading: text.optional(),
  sections: z.array(section),
})

/** The page copy files content/pages/{name}.yaml, one per page in src/pages. */
export const PAGE_FILES = ["home", "dienstleistungen", "ueber-mich", "kontakt", "datenschutz"] as const

export type SiteContent = z.infer<typeof siteSchema>
export type NavigationContent = z.infer<typeof navigationSchema>
export type ServiceContent = z.infer<typeof serviceSchema>
