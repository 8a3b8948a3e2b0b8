/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ownFacts } from "../../../src/content/__tests__/content-copy"
import { FIELDS as CONTACT_FIELDS } from "../../../src/contact/request"
import { PHOTO_FIELDS, PHOTO_NOTE_FIELD } from "../../../src/lib/photo-limits"
import { ORDER_FIELDS } from "../../../src/voucher/order"
import type { Content } from "../../../src/content/validate"
import {
  checkAppCheck,
  checkCmsRepository,
  checkFirebase,
  checkHeaders,
  checkNetlifyForms,
  checkSampleFacts,
  checkSiteUrl,
  readContent,
  runChecks,
  tomlHeaders,
  type Project,
} from "../checks"
import { MANUAL_STEPS, report } from "../report"

const ROOT = join(__dirname, "../../..")
let dir = ""
let project: Project
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "preflight-"))
  cpSync(join(ROOT, "content"), join(dir, "content"), { recursive: true })
  mkdirSync(join(dir, "public"))
  project = {
    contentDir: join(dir, "content"),
    publicDir: join(dir, "public"),
    netlifyToml: join(dir, "netlify.toml"),
    env: {},
  }
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (path: string, text: string) => writeFileSync(join(dir, path), text)
const content = () => readContent(project).content
const site = (data: object) => ({ site: { file: "content/site.yaml", data } }) as unknown as Content

/** A page with a Netlify form, as the build writes it (attributes and fields as in the components). */
function formPage(
  name: string,
  fields: readonly string[],
  attributes = 'data-netlify="true" netlify-honeypot="bot-field"'
) {
  const inputs = ["form-name", "bot-field", ...fields].map(
    (field) => `<input type="hidden" name="${field}" value=""/>`
  )
  return `<html><body><form method="post" name="${name}" ${attributes}>${inputs.join("")}</form></body></html>`
}

describe("sample facts", () => {
  test("the shipped content: open, with the German list, and the examples as reminders", () => {
    const result = checkSampleFacts(content(), project)
    expect(result.ok).toBe(false)
    expect(result.details).toHaveLength(10)
    expect(result.details).toContainEqual(
      expect.stringMatching(
        /^content\/site\.yaml, Zeile \d+ – Feld «Telefon» «\+41 79 123 45 67» ist die Beispiel-Telefonnummer\./
      )
    )
    expect(result.notes).toHaveLength(5)
  })

  test("the owner's own facts: passed", () => {
    write("content/site.yaml", ownFacts(readFileSync(join(dir, "content/site.yaml"), "utf8")))
    expect(checkSampleFacts(content(), project)).toMatchObject({ ok: true, details: [] })
  })
})

test("siteUrl: https and a domain of the owner's own", () => {
  expect(checkSiteUrl(site({ siteUrl: "https://www.autopflege-ruegg.ch" })).ok).toBe(true)
  for (const siteUrl of [
    "http://www.autopflege-ruegg.ch",
    "https://localhost:9000",
    "https://glanzwerk.netlify.app",
    undefined,
  ])
    expect({ siteUrl, ...checkSiteUrl(site({ siteUrl })) }).toMatchObject({
      ok: false,
      details: [expect.stringContaining("Adresse der Website")],
    })
})

describe("the forms in the built HTML", () => {
  const netlify = site({ contactDelivery: "netlify" })
  beforeEach(() => {
    write("public/kontakt.html", formPage("kontakt", [...CONTACT_FIELDS, ...PHOTO_FIELDS, PHOTO_NOTE_FIELD]))
    write("public/gutschein.html", formPage("gutschein", ORDER_FIELDS))
  })

  test("both forms with their attributes and every field: passed", () => {
    expect(checkNetlifyForms(netlify, project)).toMatchObject({ ok: true, details: [] })
  })

  test("a photo input or the note on photos left behind missing, or the Netlify attribute: open, naming what is missing", () => {
    write("public/kontakt.html", formPage("kontakt", [...CONTACT_FIELDS, ...PHOTO_FIELDS.slice(0, -1)]))
    write("public/gutschein.html", formPage("gutschein", ORDER_FIELDS, 'netlify-honeypot="bot-field"'))
    expect(checkNetlifyForms(netlify, project)).toEqual({
      title: expect.any(String),
      ok: false,
      details: [
        `kontakt.html, Formular «kontakt»: es fehlt das Feld «${PHOTO_FIELDS.at(-1)}», das Feld «${PHOTO_NOTE_FIELD}».`,
        'gutschein.html, Formular «gutschein»: es fehlt das Attribut data-netlify="true".',
      ],
    })
  })

  test("no build, or no form: open; Firestore delivery needs neither", () => {
    rmSync(join(dir, "public/kontakt.html"))
    write("public/gutschein.html", "<html><body></body></html>")
    expect(checkNetlifyForms(netlify, project).details).toEqual([
      "kontakt.html fehlt im Build: zuerst «npm run build».",
      "gutschein.html: das Formular «gutschein» steht nicht im HTML der Seite.",
    ])
    expect(checkNetlifyForms(site({ contactDelivery: "firestore" }), project).ok).toBe(true)
  })
})

test("the editor's repository: from CMS_GITHUB_REPO, Netlify's REPOSITORY_URL or git's origin", () => {
  expect(checkCmsRepository({ ...project, env: { CMS_GITHUB_REPO: "ruegg/website" } }).details).toEqual([
    "ruegg/website",
  ])
  expect(
    checkCmsRepository({ ...project, env: { REPOSITORY_URL: "https://github.com/ruegg/website" } }).details
  ).toEqual(["ruegg/website"])
  expect(checkCmsRepository({ ...project, gitRemote: "git@github.com:ruegg/website.git" }).details).toEqual([
    "ruegg/website",
  ])
  expect(checkCmsRepository({ ...project, gitRemote: "https://gitlab.com/ruegg/website.git" }).ok).toBe(false)
  expect(checkCmsRepository(project)).toMatchObject({
    ok: false,
    details: [expect.stringContaining("CMS_GITHUB_REPO")],
  })
})

describe("header rules", () => {
  const disjoint = "/*\n  X-Frame-Options: DENY\n/kontakt\n  Content-Security-Policy: default-src 'self'\n"
  beforeEach(() => write("public/kontakt.html", "<html></html>"))

  test("disjoint rules and a netlify.toml without headers: passed", async () => {
    write("public/_headers", disjoint)
    write("netlify.toml", '[build]\n  command = "npm run build"\n')
    expect(await checkHeaders(project)).toMatchObject({ ok: true, details: [] })
  })

  test("two rules setting one header for a path, in _headers or with netlify.toml: open, naming both", async () => {
    write("public/_headers", `${disjoint}/*\n  Content-Security-Policy: default-src 'none'\n`)
    expect((await checkHeaders(project)).details).toContain(
      "Doppelt gesetzt: /kontakt: content-security-policy (/kontakt, /*)"
    )
    write("public/_headers", disjoint)
    write(
      "netlify.toml",
      '[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Frame-Options = "SAMEORIGIN"\n'
    )
    expect(tomlHeaders(project.netlifyToml)).toEqual([
      { for: "/*", values: { "X-Frame-Options": "SAMEORIGIN" } },
    ])
    expect(await checkHeaders(project)).toMatchObject({
      ok: false,
      details: [expect.stringContaining("x-frame-options (/*, /*)")],
    })
  })

  test("no build: open", async () => {
    expect(await checkHeaders(project)).toMatchObject({
      ok: false,
      details: ["_headers fehlt im Build: zuerst «npm run build»."],
    })
  })
})

test("Firebase: all six variables or none; Firestore delivery needs all six", () => {
  const all = {
    GATSBY_FIREBASE_API_KEY: "k",
    GATSBY_FIREBASE_AUTH_DOMAIN: "a.firebaseapp.com",
    GATSBY_FIREBASE_PROJECT_ID: "a",
    GATSBY_FIREBASE_STORAGE_BUCKET: "a.appspot.com",
    GATSBY_FIREBASE_MESSAGING_SENDER_ID: "1",
    GATSBY_FIREBASE_APP_ID: "1:1:web:1",
  }
  const netlify = site({ contactDelivery: "netlify" })
  expect(checkFirebase(netlify, project).ok).toBe(true)
  expect(checkFirebase(netlify, { ...project, env: all }).ok).toBe(true)
  const { GATSBY_FIREBASE_APP_ID: _, GATSBY_FIREBASE_PROJECT_ID: __, ...partial } = all
  expect(checkFirebase(netlify, { ...project, env: partial })).toMatchObject({
    ok: false,
    details: ["Es fehlen: GATSBY_FIREBASE_PROJECT_ID, GATSBY_FIREBASE_APP_ID. Alle sechs setzen oder keine."],
  })
  expect(checkFirebase(site({ contactDelivery: "firestore" }), project).ok).toBe(false)
})

test("App Check: with requests to Firestore its site key must be set; with Netlify it is not needed", () => {
  const firestore = site({ contactDelivery: "firestore" })
  expect(checkAppCheck(site({ contactDelivery: "netlify" }), project)).toMatchObject({ ok: true })
  expect(checkAppCheck(firestore, project)).toMatchObject({
    ok: false,
    details: [expect.stringContaining("GATSBY_FIREBASE_APPCHECK_SITE_KEY fehlt")],
  })
  const env = { GATSBY_FIREBASE_APPCHECK_SITE_KEY: "6Lc-site-key" }
  expect(checkAppCheck(firestore, { ...project, env })).toMatchObject({ ok: true })
})

test("the manual steps: App Check «Enforce», a budget alert and the photos' deletion, with where to click", () => {
  const steps = MANUAL_STEPS.map((step) => step.de).join("\n")
  expect(steps).toMatch(/App Check.*APIs.*Cloud Firestore.*Cloud Storage.*«Enforce»/)
  expect(steps).toMatch(/Budgets & alerts.*Create budget/)
  expect(steps).toMatch(/Lifecycle.*Add a rule.*Delete object.*Age.*350.*contactRequests\//)
})

test("the report: each check, the open ones with their lines, the manual steps in German and English", async () => {
  const results = await runChecks(project) // the shipped content, no build
  const { text, ok } = report(results)
  expect(ok).toBe(false)
  expect(text).toContain("OFFEN  Keine Beispielangaben mehr\n       content/site.yaml, Zeile")
  expect(text).toContain("ok     Webadresse (siteUrl) gesetzt, mit https")
  for (const step of MANUAL_STEPS) {
    expect(text).toContain(step.de)
    expect(text).toContain(step.en)
  }
  expect(text).toMatch(/Ergebnis: \d Prüfungen sind noch offen \(Keine Beispielangaben mehr; /)
  expect(report(results.map((result) => ({ ...result, ok: true }))).ok).toBe(true)
})
