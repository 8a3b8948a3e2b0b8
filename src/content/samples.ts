// The facts of the fictional business the site ships with (sample-facts.ts knows them). A production
// deploy on Netlify refuses them (plugins/gatsby-plugin-content), `npm run preflight` lists them,
// every other build warns, the web editor warns at «Beispielangaben»: a visitor must never call the
// sample phone number or pay a voucher to the sample IBAN.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fieldName } from "./entry-check"
import { lineOf, problemLine, type ContentProblem } from "./problems"
import { CONTENT, contentTypeOf } from "./registry"
import { sampleFactsIn } from "./sample-facts"
import type { Content } from "./validate"

/** Netlify's deploy context: «production» for the live site, else a preview, a branch or a local build. */
export const isProductionDeploy = (env: NodeJS.ProcessEnv = process.env) => env.CONTEXT === "production"

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
  for (const fact of sampleFactsIn(site.data)) problems.push({ ...at(fact.path), message: fact.message })
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
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
