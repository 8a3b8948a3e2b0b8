// The facts of the fictional business the site ships with, and which of them a content/site.yaml
// still holds. Pure, for two places: the build (samples.ts: a production deploy refuses them, with
// the file and the line) and the web editor (a warning at «Beispielangaben», editor/notices.ts).

/**
 * An IBAN the site's hints and messages give as an example («z. B. CH93 0076 2011 6238 5295 7», the
 * format's well-known specimen): copied from a hint into «IBAN», payments would go to a stranger.
 */
export const EXAMPLE_IBAN = "CH93 0076 2011 6238 5295 7"

/** The shipped values, by field of content/site.yaml, compared without spaces and case. */
export const SAMPLE_FACTS = {
  phone: "+41 79 123 45 67",
  whatsapp: "+41 79 123 45 67",
  email: "hallo@glanzwerk-sursee.ch",
  "address.street": "Werkstrasse 7",
  "social.instagram": "https://www.instagram.com/glanzwerk.sursee/",
  "social.tiktok": "https://www.tiktok.com/@glanzwerk.sursee",
  "developer.url": "https://www.studio-seetal.ch/",
  "bankAccount.iban": "CH44 3199 9123 0008 8901 2",
  siteUrl: "https://www.glanzwerk-sursee.ch",
} as const

type SampleField = keyof typeof SAMPLE_FACTS

/** What each sample is, in the owner's words: the build's message. */
const WHAT: Record<SampleField, string> = {
  phone: "ist die Beispiel-Telefonnummer",
  whatsapp: "ist die Beispiel-Telefonnummer",
  email: "ist die Beispiel-E-Mail-Adresse",
  "address.street": "ist die Beispieladresse",
  "social.instagram": "ist das Beispielprofil",
  "social.tiktok": "ist das Beispielprofil",
  "developer.url": "ist die Beispiel-Webagentur",
  "bankAccount.iban": "ist die Beispiel-QR-IBAN der Schweizer Banken: Zahlungen an sie erreichen Sie nicht",
  siteUrl: "ist die Beispiel-Webadresse",
}

/** Each sample named in a list, as the editor's warning names it. */
const NAME: Record<SampleField, string> = {
  phone: "Telefon",
  whatsapp: "WhatsApp-Nummer",
  email: "E-Mail-Adresse",
  "address.street": "Strasse",
  "social.instagram": "Instagram-Profil",
  "social.tiktok": "TikTok-Profil",
  "developer.url": "Webagentur",
  "bankAccount.iban": "IBAN",
  siteUrl: "Adresse der Website",
}

export interface SampleFact {
  /** Where it is in content/site.yaml: ["address", "street"]. */
  path: string[]
  /** The build's sentence: «… ist die Beispiel-Telefonnummer. Bitte durch Ihre ersetzen.» */
  message: string
  /** Its name in a list: «Telefon», «Webagentur «Studio Seetal»». */
  name: string
}

const same = (a: unknown, b: string) =>
  typeof a === "string" && a.replace(/\s+/g, "").toLowerCase() === b.replace(/\s+/g, "").toLowerCase()

const sameHost = (url: string, sample: string) => {
  const host = (value: string) => {
    try {
      return new URL(value).hostname.replace(/^www\./, "")
    } catch {
      return value
    }
  }
  return host(url) === host(sample)
}

const at = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    data
  )

/** The sample facts `site` (the data of content/site.yaml) still holds, in the order of SAMPLE_FACTS. */
export function sampleFactsIn(site: unknown): SampleFact[] {
  return (Object.entries(SAMPLE_FACTS) as [SampleField, string][]).flatMap(([field, sample]) => {
    const path = field.split(".")
    const value = at(site, path)
    const hinted = field === "bankAccount.iban" && same(value, EXAMPLE_IBAN)
    const matches =
      field === "siteUrl"
        ? typeof value === "string" && sameHost(value, sample)
        : same(value, sample) || hinted
    if (!matches) return []
    const agency = field === "developer.url" ? at(site, ["developer", "name"]) : undefined
    return [
      {
        path,
        message: `«${String(value)}» ${hinted ? "ist die Beispiel-IBAN aus dem Hinweis: Zahlungen an sie erreichen Sie nicht" : WHAT[field]}. Bitte durch Ihre ersetzen.`,
        name: typeof agency === "string" && agency !== "" ? `${NAME[field]} «${agency}»` : NAME[field],
      },
    ]
  })
}

/**
 * The web editor's warning at «Beispielangaben»: unticked while sample facts are still there, the
 * owner would learn only from a refused deploy. Nothing when ticked (its hint says it) or all replaced.
 */
export function sampleFactsWarning(site: unknown): string | undefined {
  if (at(site, ["example"]) === true) return undefined
  const names = sampleFactsIn(site).map((fact) => fact.name)
  if (names.length === 0) return undefined
  return `Noch Beispielangaben: ${names.join(", ")}. Eine Veröffentlichung auf der Live-Website wird abgelehnt, solange sie dastehen. Speichern können Sie trotzdem.`
}
