// Every kind of content file under content/, declared once: where it lies, what it must contain (the
// zod schema under schema/), the GraphQL type pages query it as, and what it is for, in German for the
// owner. Everything else is derived from this table: the file check (validate.ts), the GraphQL types
// (graphql.ts), the type name gatsby-transformer-yaml gives each file (gatsby-config.ts) and the JSON
// Schemas for editors (json-schemas.ts). A new kind of content is one entry here.
import type { z } from "zod"
import { ROUTES } from "../navigation/routes"
import {
  aboutPageSchema,
  calendarSchema,
  contactPageSchema,
  filmsSchema,
  footerSchema,
  homePageSchema,
  navigationSchema,
  privacyPageSchema,
  referenceSchema,
  serviceSchema,
  voucherPageSchema,
  servicesPageSchema,
  siteSchema,
  testimonialsSchema,
} from "./schema"

export interface ContentType {
  /**
   * Under content/: one file («site.yaml») or every YAML file of a folder («services/*.yaml»; at
   * least one must exist).
   */
  path: string
  schema: z.ZodObject
  /** The GraphQL node type: `siteYaml { … }`, `allServiceYaml { … }`. */
  type: string
  /** What the file is for, in the owner's words. */
  label: string
  description: string
  /** The file may be left out (its section then does not show). */
  optional?: true
  /** For a page's texts: the page that shows them. */
  route?: string
  /** For a folder: what one file is («Dienstleistung»), and the field no two files may share. */
  labelSingular?: string
  unique?: string
  /**
   * A field that names a file of another folder by its `unique` field: one (a reference's «service»)
   * or a list (the voucher page's «services»).
   */
  refersTo?: { field: string; to: string }
}

export const CONTENT = {
  site: {
    path: "site.yaml",
    schema: siteSchema,
    type: "SiteYaml",
    label: "Betrieb",
    description:
      "Name, Adresse, Telefon, E-Mail, Öffnungszeiten und Profile des Betriebs. Sie erscheinen in Kopf- und Fusszeile, auf der Kontaktseite und in den Angaben für Suchmaschinen.",
  },
  navigation: {
    path: "navigation.yaml",
    schema: navigationSchema,
    type: "NavigationYaml",
    label: "Navigation",
    description: "Die Einträge der Kopfzeile und des Menüs auf dem Telefon.",
  },
  footer: {
    path: "footer.yaml",
    schema: footerSchema,
    type: "FooterYaml",
    label: "Fusszeile",
    description: "Die Texte am Ende jeder Seite: Aufruf zum Kontakt, rechtliche Links, Copyright.",
  },
  testimonials: {
    path: "testimonials.yaml",
    schema: testimonialsSchema,
    type: "TestimonialsYaml",
    label: "Kundenstimmen",
    description:
      "Echte Rückmeldungen von Kundinnen und Kunden, mit deren Einverständnis. Ohne Einträge erscheint der Abschnitt nicht.",
    optional: true,
  },
  services: {
    path: "services/*.yaml",
    schema: serviceSchema,
    type: "ServiceYaml",
    label: "Dienstleistungen",
    labelSingular: "Dienstleistung",
    description:
      "Eine Datei pro Dienstleistung; jede bekommt ihre eigene Seite unter /dienstleistungen/…. Wer eine löscht, entfernt vorher die Links auf ihre Seite: sonst wird die Website nicht veröffentlicht.",
    unique: "slug",
  },
  references: {
    path: "references/*.yaml",
    schema: referenceSchema,
    type: "ReferenceYaml",
    label: "Referenzen",
    labelSingular: "Referenz",
    description:
      "Ihre Arbeiten in Bildern, eine Datei pro Fahrzeug: ein Vorher-Nachher-Paar oder einzelne Bilder. Die neuesten sechs stehen auf der Startseite, jede auch auf der Seite ihrer Dienstleistung.",
    optional: true,
    refersTo: { field: "service", to: "services" },
  },
  films: {
    path: "folien.yaml",
    schema: filmsSchema,
    type: "FilmsYaml",
    label: "Folien",
    description:
      "Ihre Folien: die Farben, die «Farbe wählen» auf den Seiten der Folierungen zeigt, mit Preisgruppen, und die Tönungsfolien für «Tönung planen». Eine neue Folie erscheint nach dem Veröffentlichen.",
  },
  calendar: {
    path: "kalender.yaml",
    schema: calendarSchema,
    type: "CalendarYaml",
    label: "Kalender",
    description:
      "Wie voll die nächsten Wochen sind, Betriebsferien und Feiertage: daraus zeigen die Dienstleistungsseiten den nächsten freien Termin, und das Kontaktformular bietet die freien Wochen an.",
  },
  home: {
    path: "pages/home.yaml",
    schema: homePageSchema,
    type: "HomePageYaml",
    label: "Startseite",
    description: "Die Texte der Startseite.",
    route: ROUTES.home,
  },
  servicesPage: {
    path: "pages/dienstleistungen.yaml",
    schema: servicesPageSchema,
    type: "ServicesPageYaml",
    label: "Seite «Dienstleistungen»",
    description:
      "Die Übersicht der Dienstleistungen, die Versiegelung und die Wörter rund um Preise, die jede Dienstleistungsseite braucht.",
    route: ROUTES.services,
  },
  about: {
    path: "pages/ueber-mich.yaml",
    schema: aboutPageSchema,
    type: "AboutPageYaml",
    label: "Seite «Über mich»",
    description: "Ihre Geschichte, die Garage, Ihre Werte und die Materialien, mit denen Sie arbeiten.",
    route: ROUTES.about,
  },
  contact: {
    path: "pages/kontakt.yaml",
    schema: contactPageSchema,
    type: "ContactPageYaml",
    label: "Seite «Kontakt»",
    description: "Die Kontaktseite und alle Texte des Anfrageformulars.",
    route: ROUTES.contact,
  },
  voucher: {
    path: "pages/gutschein.yaml",
    schema: voucherPageSchema,
    type: "VoucherPageYaml",
    label: "Seite «Geschenkgutschein»",
    description:
      "Was man als Gutschein bestellen kann (Beträge, Dienstleistungen), wie er zugestellt wird, wie lange er gilt, seine Bedingungen und alle Texte des Bestellformulars, der QR-Rechnung und des Gutscheins. Die IBAN steht bei «Betrieb».",
    route: ROUTES.voucher,
    refersTo: { field: "services", to: "services" },
  },
  privacy: {
    path: "pages/datenschutz.yaml",
    schema: privacyPageSchema,
    type: "PrivacyPageYaml",
    label: "Seite «Datenschutz & Impressum»",
    description:
      "Datenschutzerklärung und Impressum. Platzhalter in geschweiften Klammern werden mit den Angaben unter «Betrieb» gefüllt, z. B. {businessName} (der Name des Betriebs).",
    route: ROUTES.privacy,
  },
} as const satisfies Record<string, ContentType>

export type ContentKey = keyof typeof CONTENT
export type ContentData<K extends ContentKey> = z.output<(typeof CONTENT)[K]["schema"]>

/** The registry as a list, for code that treats every kind of content alike. */
export const CONTENT_TYPES: readonly (ContentType & { key: ContentKey })[] = Object.entries(CONTENT).map(
  ([key, type]) => ({ key: key as ContentKey, ...type })
)

/** A folder of files («services/*.yaml») rather than one file. */
export const isFolder = (type: Pick<ContentType, "path">) => type.path.includes("*")

/** Does `relativePath` (under content/, with «/») belong to `type`? */
export function matches(type: Pick<ContentType, "path">, relativePath: string): boolean {
  if (!isFolder(type)) return relativePath === type.path
  const [folder, suffix] = type.path.split("*") as [string, string]
  const name = relativePath.slice(folder.length, relativePath.length - suffix.length)
  return relativePath.startsWith(folder) && relativePath.endsWith(suffix) && /^[^/]+$/.test(name)
}

/** The kind of content of a file under content/, if it is one. */
export const contentTypeOf = (relativePath: string) =>
  CONTENT_TYPES.find((type) => matches(type, relativePath))

/**
 * The GraphQL type gatsby-transformer-yaml gives a file's node (its `typeName` option). Files that
 * are no content type never get that far: the build stops on them first.
 */
export function yamlTypeName({ node }: { node: { relativePath: string } }): string {
  const type = contentTypeOf(node.relativePath.split("\\").join("/"))
  if (!type) throw new Error(`content/${node.relativePath} is not in src/content/registry.ts.`)
  return type.type
}
