// What `npm run preflight` checks before the site goes live, each check on its own: what it looked at,
// whether it passed, and what is still open in the owner's words (German). The manual steps that no
// program can check from here are in checklist.ts. Run by scripts/preflight.mjs; docs/going-live.md.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { githubRepo } from "../../plugins/gatsby-plugin-admin/admin"
import { builtPaths } from "../../plugins/gatsby-plugin-netlify-output/adapter"
import { overlaps, parseHeaders, type HeaderRule } from "../../plugins/gatsby-plugin-netlify-output/headers"
import { FIELDS as CONTACT_FIELDS } from "../../src/contact/request"
import { HONEYPOT } from "../../src/components/Honeypot"
import { NETLIFY_FORM_NAME } from "../../src/contact/transport"
import { PHOTO_FIELDS, PHOTO_NOTE_FIELD } from "../../src/lib/photo-limits"
import { exampleFiles, sampleFacts } from "../../src/content/samples"
import { formatProblems, problemLine } from "../../src/content/problems"
import { validateContent, type Content } from "../../src/content/validate"
import { REQUIRED } from "../../src/firebase/config"

/** The variable that switches App Check on (src/firebase/config.ts, docs/firebase.md). */
const APP_CHECK_SITE_KEY = "GATSBY_FIREBASE_APPCHECK_SITE_KEY"
import { ORDER_FIELDS, VOUCHER_FORM_NAME } from "../../src/voucher/order"

/** Where the checks look. */
export interface Project {
  /** The content files (usually `<project>/content`). */
  contentDir: string
  /** The build to check (usually `<project>/public`). */
  publicDir: string
  /** netlify.toml. */
  netlifyToml: string
  /** The environment the site is built with: Netlify's variables, or this computer's. */
  env: NodeJS.ProcessEnv
  /** `git remote get-url origin`, if there is one. */
  gitRemote?: string
}

export interface CheckResult {
  title: string
  ok: boolean
  /** What was found, one line each (German). */
  details: string[]
  /** Reminders that do not hold the site back. */
  notes?: string[]
}

/** The content, read once for the checks that need it. */
export function readContent(project: Project) {
  return validateContent(project.contentDir, join(project.contentDir, ".."))
}

export function checkContent({ problems }: ReturnType<typeof readContent>): CheckResult {
  return {
    title: "Inhalte fehlerfrei",
    ok: problems.length === 0,
    details: problems.length === 0 ? [] : formatProblems(problems).split("\n").filter(Boolean),
  }
}

export function checkSampleFacts(content: Content, project: Project): CheckResult {
  const facts = sampleFacts(content, join(project.contentDir, ".."))
  return {
    title: "Keine Beispielangaben mehr",
    ok: facts.length === 0,
    details: facts.map(problemLine),
    notes: exampleFiles(content).map(problemLine),
  }
}

export function checkSiteUrl(content: Content): CheckResult {
  const siteUrl = content.site?.data.siteUrl
  let url: URL | undefined
  try {
    url = siteUrl ? new URL(siteUrl) : undefined
  } catch {
    url = undefined
  }
  const problems: string[] = []
  if (!url) problems.push("content/site.yaml – Feld «Adresse der Website» fehlt oder ist keine Webadresse.")
  else {
    if (url.protocol !== "https:")
      problems.push(`content/site.yaml – Feld «Adresse der Website» «${siteUrl}» muss mit https:// beginnen.`)
    if (!url.hostname.includes(".") || /^(localhost|127\.|.*\.netlify\.app$)/.test(url.hostname))
      problems.push(
        `content/site.yaml – Feld «Adresse der Website» «${siteUrl}» ist nicht Ihre eigene Domain (z. B. https://www.ihr-betrieb.ch).`
      )
  }
  return { title: "Webadresse (siteUrl) gesetzt, mit https", ok: problems.length === 0, details: problems }
}

/** The `name` attributes of the fields of the form called `form` in an HTML page, and its own attributes. */
export function formIn(html: string, form: string): { attributes: string; names: Set<string> } | undefined {
  const match = new RegExp(`<form\\b([^>]*\\bname="${form}"[^>]*)>([\\s\\S]*?)</form>`).exec(html)
  if (!match) return undefined
  const names = new Set(
    [...match[2]!.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!)
  )
  return { attributes: match[1]!, names }
}

/** Netlify learns a form and its fields from the static HTML at deploy; a field it does not know is dropped. */
export function checkNetlifyForms(content: Content, project: Project): CheckResult {
  if (content.site?.data.contactDelivery !== "netlify") {
    return {
      title: "Formulare für Netlify Forms",
      ok: true,
      details: ["Anfragen gehen an Firestore: nicht nötig."],
    }
  }
  const forms = [
    {
      page: "kontakt.html",
      form: NETLIFY_FORM_NAME,
      fields: [...CONTACT_FIELDS, ...PHOTO_FIELDS, PHOTO_NOTE_FIELD],
    },
    { page: "gutschein.html", form: VOUCHER_FORM_NAME, fields: [...ORDER_FIELDS] },
  ]
  const problems = forms.flatMap(({ page, form, fields }) => {
    const file = join(project.publicDir, page)
    if (!existsSync(file)) return [`${page} fehlt im Build: zuerst «npm run build».`]
    const found = formIn(readFileSync(file, "utf8"), form)
    if (!found) return [`${page}: das Formular «${form}» steht nicht im HTML der Seite.`]
    const missing = [
      !/\bdata-netlify="true"/.test(found.attributes) && 'das Attribut data-netlify="true"',
      !new RegExp(`\\bnetlify-honeypot="${HONEYPOT}"`).test(found.attributes) &&
        `das Attribut netlify-honeypot="${HONEYPOT}"`,
      !found.names.has("form-name") && "das versteckte Feld «form-name»",
      ...fields.filter((field) => !found.names.has(field)).map((field) => `das Feld «${field}»`),
    ].filter((item): item is string => typeof item === "string")
    return missing.length === 0 ? [] : [`${page}, Formular «${form}»: es fehlt ${missing.join(", ")}.`]
  })
  return {
    title: "Formulare für Netlify Forms im HTML, mit allen Feldern",
    ok: problems.length === 0,
    details: problems,
  }
}

export function checkCmsRepository(project: Project): CheckResult {
  const fromEnv = githubRepo(project.env)
  const fromGit = project.gitRemote?.match(/github\.com[:/]([^/]+\/[^/]+?)(\.git)?$/)?.[1]
  const repo = fromEnv !== "OWNER/REPOSITORY" ? fromEnv : fromGit
  return repo
    ? { title: "Repository für den Web-Editor bekannt", ok: true, details: [repo] }
    : {
        title: "Repository für den Web-Editor bekannt",
        ok: false,
        details: [
          "Weder CMS_GITHUB_REPO noch ein GitHub-Repository (git remote «origin», auf Netlify REPOSITORY_URL): der Editor wüsste nicht, wohin er speichert. In Netlify das GitHub-Repository verbinden oder CMS_GITHUB_REPO=besitzer/name setzen.",
        ],
      }
}

/** The built _headers and netlify.toml's [[headers]]: no two rules that match one path set the same header. */
export async function checkHeaders(project: Project): Promise<CheckResult> {
  const file = join(project.publicDir, "_headers")
  if (!existsSync(file))
    return {
      title: "Header-Regeln ohne Überschneidung",
      ok: false,
      details: ["_headers fehlt im Build: zuerst «npm run build»."],
    }
  const rules: HeaderRule[] = [
    ...parseHeaders(readFileSync(file, "utf8")),
    ...tomlHeaders(project.netlifyToml),
  ]
  const paths = [...builtPaths(project.publicDir), "/admin/", "/admin/config.yml", "/gibt-es-nicht"]
  const found = await overlaps(rules, paths)
  return {
    title: "Header-Regeln ohne Überschneidung",
    ok: found.length === 0,
    details: found.map((overlap) => `Doppelt gesetzt: ${overlap}`),
  }
}

/** netlify.toml's [[headers]] tables (`for` and `[headers.values]`), enough for the check above. */
export function tomlHeaders(path: string): HeaderRule[] {
  if (!existsSync(path)) return []
  const rules: HeaderRule[] = []
  let section = ""
  for (const line of readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())) {
    if (line.startsWith("[")) {
      section = line
      if (line === "[[headers]]") rules.push({ for: "", values: {} })
      continue
    }
    const pair = /^("?)([^"=]+)\1\s*=\s*"(.*)"$/.exec(line)
    const rule = rules.at(-1)
    if (!pair || !rule) continue
    if (section === "[[headers]]" && pair[2]!.trim() === "for") rule.for = pair[3]!
    else if (section === "[headers.values]") rule.values[pair[2]!.trim()] = pair[3]!
  }
  return rules
}

export function checkFirebase(content: Content, project: Project): CheckResult {
  const names = Object.values(REQUIRED)
  const missing = names.filter((name) => !project.env[name]?.trim())
  const firestore = content.site?.data.contactDelivery === "firestore"
  const title = "Firebase-Variablen vollständig oder keine"
  if (missing.length === names.length && !firestore)
    return { title, ok: true, details: ["keine: die Website läuft ohne Firebase."] }
  if (missing.length === 0) return { title, ok: true, details: ["alle sechs gesetzt."] }
  return {
    title,
    ok: false,
    details: [
      firestore && missing.length === names.length
        ? "contactDelivery ist «firestore», aber keine GATSBY_FIREBASE_*-Variable ist gesetzt."
        : `Es fehlen: ${missing.join(", ")}. Alle sechs setzen oder keine.`,
    ],
  }
}

/**
 * With requests going to Firestore, App Check must be configured: only then can the owner switch
 * Firebase to «Enforce» (a manual step), which refuses writes that do not come from this site. Without
 * it anyone with the public configuration can write any number of documents and photos.
 */
export function checkAppCheck(content: Content, project: Project): CheckResult {
  const title = "App Check für Firestore und Storage"
  if (content.site?.data.contactDelivery !== "firestore")
    return { title, ok: true, details: ["Anfragen gehen an Netlify: nicht nötig."] }
  if (project.env[APP_CHECK_SITE_KEY]?.trim())
    return {
      title,
      ok: true,
      details: ["Schlüssel gesetzt. Danach von Hand: «Enforce» in der Firebase-Konsole (unten)."],
    }
  return {
    title,
    ok: false,
    details: [
      `contactDelivery ist «firestore», aber ${APP_CHECK_SITE_KEY} fehlt: Ohne App Check kann jedes Programm beliebig viele Anfragen und Fotos in Ihre Firebase-Datenbank schreiben. Einen reCAPTCHA-v3-Schlüssel anlegen und setzen (docs/going-live.md, Schritt 7).`,
    ],
  }
}

/** Every check, in the order the output lists them. */
export async function runChecks(project: Project): Promise<CheckResult[]> {
  const read = readContent(project)
  const results = [checkContent(read)]
  if (read.problems.length === 0) {
    results.push(
      checkSampleFacts(read.content, project),
      checkSiteUrl(read.content),
      checkNetlifyForms(read.content, project),
      checkFirebase(read.content, project),
      checkAppCheck(read.content, project)
    )
  }
  results.push(checkCmsRepository(project), await checkHeaders(project))
  return results
}
