// The facts of the fictional business the site ships with. A production deploy on Netlify refuses
// them (plugins/gatsby-plugin-content), `npm run preflight` lists them, every other build warns: a
// visitor must never call the sample phone number or pay a voucher to the sample IBAN.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fieldName } from "./entry-check"
import { lineOf, problemLine, type ContentProblem } from "./problems"
import { CONTENT, contentTypeOf } from "./registry"
import type { Content } from "./validate"

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

/** What each sample is, in the owner's words. */
const WHAT: Record<keyof typeof SAMPLE_FACTS, string> = {
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

/** Netlify's deploy context: «production» for the live site, else a preview, a branch or a local build. */
export const isProductionDeploy = (env: NodeJS.ProcessEnv = process.env) => env.CONTEXT === "production"

const same = (a: unknown, b: string) =>
  typeof a === "string" && a.replace(/\s+/g, "").toLowerCase() === b.replace(/\s+/g, "").toLowerCase()

/** The business facts in content/site.yaml that are still the samples (empty when all are the owner's). */
export function sampleFacts(content: Content, projectDir = process.cwd()): ContentProblem[] {
  const site = content.site
  if (!site) return []
  const text = readFileSync(join(projectDir, site.file), "utf8")
  const at = (path: string[]) => ({
    file: site.file,
    line: lineOf(text, path),
    field: fieldName(CONTENT.site.schema, path),
  })
  const problems: ContentProblem[] = []
  if (site.data.example) {
    problems.push({
      ...at(["example"]),
      message:
        "ist gesetzt: die Angaben sind als Beispiel markiert. Ersetzen Sie sie durch Ihre und löschen Sie dann die Zeile «example: true».",
    })
  }
  for (const [field, sample] of Object.entries(SAMPLE_FACTS) as [keyof typeof SAMPLE_FACTS, string][]) {
    const path = field.split(".")
    const value = path.reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      site.data
    )
    const matches =
      field === "siteUrl" ? typeof value === "string" && sameHost(value, sample) : same(value, sample)
    if (matches)
      problems.push({ ...at(path), message: `«${String(value)}» ${WHAT[field]}. Bitte durch Ihre ersetzen.` })
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
}

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

/** Files marked as examples that the site shows as such (references, the films): a reminder, never a stop. */
export function exampleFiles(content: Content): ContentProblem[] {
  const marked = [...content.references, ...(content.films ? [content.films] : [])].filter(
    ({ data }) => (data as { example?: boolean }).example === true
  )
  return marked.map(({ file }) => ({
    file,
    field: fieldName(contentTypeOf(file.replace(/^content\//, ""))?.schema, ["example"]),
    message: "ist gesetzt: noch ein Beispiel. Ersetzen Sie es, sobald Sie eigene Fotos bzw. Folien haben.",
  }))
}

/** The build's message: a stop on the live site, a warning everywhere else. */
export function formatSampleFacts(problems: readonly ContentProblem[], production: boolean): string {
  const head = production
    ? "Die Website wurde nicht veröffentlicht: content/site.yaml enthält noch Beispielangaben eines erfundenen Betriebs."
    : "Hinweis: content/site.yaml enthält noch Beispielangaben. Auf der Live-Website (Netlify, Produktion) würde der Build hier anhalten."
  return [head, "", ...problems.map(problemLine), "", "Schritt für Schritt: docs/going-live.md"].join("\n")
}
