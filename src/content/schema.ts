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
  /** Where contact form requests go (see README «Kontaktformular»). */
  contactDelivery: z.enum(["netlify", "firestore"], "muss «netlify» oder «firestore» sein."),
  /** Where the customers come from, for search engines: «Sursee», «Kanton Luzern». */
  areaServed: z.array(text).min(1, "braucht mindestens einen Ort, z. B. [Sursee]."),
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

export const footerSchema = z.strictObject({
  imprintLink: template("imprintLink"),
  ctaHeading: template("ctaHeading"),
  ctaText: template("ctaText"),
  ctaButton: template("ctaButton"),
  privacyLink: template("privacyLink"),
  copyright: template("copyright"),
  credit: template("credit"),
})

export const SERVICE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const paragraphs = z.array(text).min(1, "braucht mindestens einen Absatz.")

function sectionOf(content: z.ZodType<string>) {
  return z
    .strictObject({
      /** An anchor for links to this section, e.g. «impressum» for /datenschutz#impressum. */
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/, "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten, z. B. «impressum».")
        .optional(),
      heading: text,
      paragraphs: z.array(content).optional(),
      list: z.array(content).optional(),
    })
    .refine((s) => (s.paragraphs?.length ?? 0) + (s.list?.length ?? 0) > 0, {
      message: "braucht «paragraphs» (Absätze) oder «list» (Aufzählung), sonst bleibt der Abschnitt leer.",
    })
}

const section = sectionOf(text)

/** An image file next to the YAML file that names it, with its description for blind visitors. */
export const IMAGE_PATH = /^\.\/[^/\\]+\.(jpe?g|png|webp)$/i
const image = z.strictObject({
  src: z
    .string()
    .regex(
      IMAGE_PATH,
      "muss ein Bild im selben Ordner sein, geschrieben mit «./» davor, z. B. «./aufbereitung.jpg» (JPG, PNG oder WebP)."
    ),
  alt: text.max(200, "ist zu lang: höchstens 200 Zeichen. Beschreiben Sie kurz, was zu sehen ist."),
})

const action = z.strictObject({
  label: text,
  href: internalHref,
  style: z.enum(["primary", "secondary"], "muss «primary» oder «secondary» sein.").optional(),
})

const price = z.strictObject({
  /** The lowest price in francs, shown as «ab CHF 290.–». */
  from: z
    .number("muss ein Betrag in Franken sein, als Zahl ohne «CHF», z. B. 290 oder 1250.")
    .positive("muss grösser als 0 sein.")
    .multipleOf(0.05, "muss auf 5 Rappen aufgehen, z. B. 290 oder 1250.50."),
  /** What makes it cost more (vehicle size, condition, film…). */
  drivers: z.array(text).optional(),
  note: text.optional(),
})

const faq = z.array(z.strictObject({ question: text, answer: text }))

const pointList = z.array(z.strictObject({ icon: icon.optional(), title: text, text }))

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
  description: text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen.").optional(),
  image,
  intro: paragraphs,
  included: z.array(text).min(1, "braucht mindestens einen Punkt."),
  process: z.array(text).min(1, "braucht mindestens einen Schritt."),
  duration: text,
  price,
  faq: faq.optional(),
  gallery: z.array(image).optional(),
  sections: z.array(section).optional(),
})

/** What every page file has: its title and description for search engines, its heading and lead. */
const pageBase = {
  title: text.optional(),
  description: text.max(200, "ist zu lang für Suchmaschinen: höchstens 200 Zeichen."),
  eyebrow: text.optional(),
  heading: text,
  intro: text,
}

export const homePageSchema = z.strictObject({
  ...pageBase,
  actions: z.array(action).min(1, "braucht mindestens einen Knopf."),
  image,
  services: z.strictObject({ heading: text, intro: text.optional(), linkLabel: text }),
  why: z.strictObject({ heading: text, intro: text.optional(), points: pointList }),
  process: z.strictObject({
    heading: text,
    intro: text.optional(),
    steps: z.array(z.strictObject({ title: text, text })).min(1, "braucht mindestens einen Schritt."),
  }),
  sealing: z.strictObject({ heading: text, linkLabel: text }),
})

export const servicesPageSchema = z.strictObject({
  ...pageBase,
  /** Words the service pages and cards use around the content of services/*.yaml. */
  labels: z.strictObject({
    priceFrom: text,
    included: text,
    process: text,
    duration: text,
    price: text,
    faq: text,
    gallery: text,
    more: text,
    /** The button on every service page's price. */
    consult: text,
  }),
  sealing: z.strictObject({
    title: text,
    icon,
    summary: text,
    paragraphs,
    included: z.array(text).optional(),
    price,
  }),
})

export const aboutPageSchema = z.strictObject({
  ...pageBase,
  image,
  story: paragraphs,
  garage: z.strictObject({ heading: text, paragraphs }),
  values: z.strictObject({ heading: text, points: pointList }),
  materials: z.strictObject({
    heading: text,
    intro: text.optional(),
    brands: z.array(z.strictObject({ name: text, use: text })),
  }),
  action,
})

const contactForm = z.strictObject({
  heading: text,
  intro: text.optional(),
  labels: z.strictObject({
    name: text,
    email: text,
    phone: text,
    vehicle: text,
    service: text,
    preferredDate: text,
    message: text,
  }),
  hints: z.strictObject({
    contact: text,
    phone: text,
    vehicle: text,
    preferredDate: text,
    message: text,
  }),
  optional: text,
  chooseService: text,
  otherService: text,
  counter: templateText(["count", "max"], ["count", "max"]),
  privacy: templateText(["link"], ["link"]),
  privacyLink: text,
  submit: text,
  sending: text,
  errors: z.strictObject({
    name: text,
    contact: text,
    email: text,
    phone: text,
    message: text,
    messageTooLong: templateText(["max"]),
    tooLong: text,
  }),
  success: text,
  failure: templateText(["phone", "email"]),
})

export const contactPageSchema = z.strictObject({
  ...pageBase,
  form: contactForm,
  labels: z.strictObject({
    call: text,
    whatsapp: text,
    whatsappLink: text,
    email: text,
    address: text,
    route: text,
    hours: text,
    byAppointment: text,
  }),
  sections: z.array(section).optional(),
})

export const privacyPageSchema = z.strictObject({
  ...pageBase,
  /** When the policy was last changed, as people write it: «21. November 2026». */
  updated: text,
  sections: z
    .array(sectionOf(templateText(PRIVACY_PLACEHOLDERS)))
    .min(1, "braucht mindestens einen Abschnitt.")
    .refine((sections) => sections.some((s) => s.id === "impressum"), {
      message: "braucht einen Abschnitt mit «id: impressum»: die Fusszeile verlinkt ihn.",
    }),
})

export const testimonialsSchema = z.strictObject({
  heading: text,
  /** Only real ones, with the customer's consent. The section shows only when there is at least one. */
  items: z.array(
    z.strictObject({
      quote: text.max(600, "ist zu lang: höchstens 600 Zeichen."),
      name: text,
      vehicle: text.optional(),
      service: text.optional(),
    })
  ),
})

/** The page files content/pages/{name}.yaml, one per page in src/pages, and their GraphQL types. */
export const PAGE_FILES = {
  home: { schema: homePageSchema, type: "HomePageYaml" },
  dienstleistungen: { schema: servicesPageSchema, type: "ServicesPageYaml" },
  "ueber-mich": { schema: aboutPageSchema, type: "AboutPageYaml" },
  kontakt: { schema: contactPageSchema, type: "ContactPageYaml" },
  datenschutz: { schema: privacyPageSchema, type: "PrivacyPageYaml" },
} as const

export type PageName = keyof typeof PAGE_FILES

export type SiteContent = z.infer<typeof siteSchema>
export type NavigationContent = z.infer<typeof navigationSchema>
export type ServiceContent = z.infer<typeof serviceSchema>
