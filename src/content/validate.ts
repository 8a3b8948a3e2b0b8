// Reads and checks every YAML file under content/ before Gatsby sources it, so that a mistake stops
// the build with the file, the line, the field and the fix instead of publishing a broken page.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import jsYaml from "js-yaml"
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument } from "yaml"
import type { z } from "zod"
import {
  IMAGE_PATH,
  PAGE_FILES,
  footerSchema,
  navigationSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
  type NavigationContent,
  type PageName,
  type ServiceContent,
  type SiteContent,
} from "./schema"

export interface ContentProblem {
  /** Path relative to the project, e.g. «content/site.yaml». */
  file: string
  line?: number
  /** The field in the owner's words, e.g. «header › Nr. 2 › icon». */
  field?: string
  message: string
}

export interface Content {
  site?: SiteContent
  navigation?: NavigationContent
  services: { file: string; data: ServiceContent }[]
  pages: { file: string; name: PageName; data: unknown }[]
}

interface SourceFile {
  file: string
  text: string
}

const SINGLE_FILES = {
  "site.yaml": siteSchema,
  "navigation.yaml": navigationSchema,
  "footer.yaml": footerSchema,
  "testimonials.yaml": testimonialsSchema,
} as const

/** Files that may be left out (testimonials: the section then does not show). */
const OPTIONAL_FILES = new Set(["testimonials.yaml"])

/**
 * The line (1-based) of a field in a YAML text: the line of its key, or of the list entry. A field
 * that is missing is reported at the line of the nearest parent that exists (none for the top level).
 */
export function lineOf(text: string, path: readonly PropertyKey[]): number | undefined {
  const lineCounter = new LineCounter()
  let node: unknown = parseDocument(text, { lineCounter }).contents
  let line: number | undefined
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key)
      if (!pair) break
      if (isScalar(pair.key) && pair.key.range) line = lineCounter.linePos(pair.key.range[0]).line
      node = pair.value
    } else if (isSeq(node) && typeof key === "number") {
      const item: unknown = node.items[key]
      if (!isNode(item) || !item.range) break
      line = lineCounter.linePos(item.range[0]).line
      node = item
    } else break
  }
  return line
}

/** «header › Nr. 2 › icon»: list positions counted from 1, as a person counts them. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `Nr. ${key + 1}` : String(key))).join(" › ")
}

function describe(value: unknown): string {
  if (value === undefined) return "nichts"
  if (value === null) return "ein leeres Feld"
  if (typeof value === "string") return `der Text «${value.length > 40 ? `${value.slice(0, 40)}…` : value}»`
  if (typeof value === "number") return `die Zahl ${value}`
  if (typeof value === "boolean") return `der Wert «${value}»`
  if (value instanceof Date) return "ein Datum"
  if (Array.isArray(value)) return "eine Liste"
  return "eine Gruppe von Feldern"
}

const TYPE_NAMES: Record<string, string> = {
  string: "ein Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  boolean: "«true» oder «false»",
  array: "eine Liste (Einträge beginnen mit «- »)",
  object: "eine Gruppe von Feldern (eingerückt darunter)",
}

/** One German sentence (without the field name) for a zod issue. */
function explain(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected
      if (issue.input === undefined) return `fehlt. Erwartet wird ${expected}.`
      // A message written in schema.ts says more than the generic one.
      if (!issue.message.startsWith("Invalid")) return `${issue.message} Gefunden wurde ${describe(issue.input)}.`
      const hint =
        issue.expected === "string" && (typeof issue.input === "number" || typeof issue.input === "boolean")
          ? ` Setzen Sie den Wert in Anführungszeichen: "${String(issue.input)}".`
          : ""
      return `hat den falschen Typ: erwartet wird ${expected}, gefunden wurde ${describe(issue.input)}.${hint}`
    }
    case "unrecognized_keys":
      return `${issue.keys.length > 1 ? "enthält unbekannte Felder" : "enthält ein unbekanntes Feld"}: ${issue.keys
        .map((key) => `«${key}»`)
        .join(", ")}. Tippfehler? Bitte korrigieren oder entfernen.`
    case "too_small":
      if (issue.origin === "array") return `braucht mindestens ${String(issue.minimum)} Einträge.`
      if (issue.origin === "number") return `muss mindestens ${String(issue.minimum)} sein.`
      return issue.message
    case "too_big":
      if (issue.origin === "number") return `darf höchstens ${String(issue.maximum)} sein.`
      return issue.message
    case "invalid_value":
      if (issue.message.startsWith("Invalid")) {
        return `muss einer dieser Werte sein: ${issue.values.map((v) => `«${String(v)}»`).join(", ")}; gefunden wurde ${describe(issue.input)}.`
      }
      return issue.message
    default:
      return issue.message
  }
}

function schemaProblems(source: SourceFile, issues: readonly z.core.$ZodIssue[]): ContentProblem[] {
  return issues.map((issue) => {
    // An unknown key is reported at the object; point at the key itself.
    const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path
    return {
      file: source.file,
      line: lineOf(source.text, path),
      field: issue.path.length > 0 ? fieldName(issue.path) : undefined,
      message: explain(issue),
    }
  })
}

function parse(source: SourceFile): { value?: unknown; problem?: ContentProblem } {
  try {
    // js-yaml is the parser gatsby-transformer-yaml uses, so we check exactly what Gatsby will see.
    const value = jsYaml.load(source.text, { filename: source.file })
    if (value === undefined || value === null) {
      return { problem: { file: source.file, message: "Die Datei ist leer." } }
    }
    return { value }
  } catch (error) {
    const yamlError = error as { mark?: { line: number }; reason?: string }
    return {
      problem: {
        file: source.file,
        line: yamlError.mark ? yamlError.mark.line + 1 : undefined,
        message:
          `Die Datei ist kein gültiges YAML (${yamlError.reason ?? String(error)}). ` +
          "Häufige Ursachen: falsche Einrückung (nur Leerzeichen, keine Tabs), oder ein Text mit «: » " +
          'oder «#» ohne Anführungszeichen – setzen Sie solche Texte in "Anführungszeichen".',
      },
    }
  }
}

function check<T extends z.ZodType>(
  source: SourceFile,
  schema: T,
  problems: ContentProblem[]
): z.infer<T> | undefined {
  const { value, problem } = parse(source)
  if (problem) {
    problems.push(problem)
    return undefined
  }
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  problems.push(...schemaProblems(source, result.error.issues))
  return undefined
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/**
 * Validates every YAML file under `contentDir`. `projectDir` only shortens the file names in
 * messages. Returns the problems (empty when all is well) and what could be read.
 */
export function validateContent(contentDir: string, projectDir = join(contentDir, "..")) {
  const problems: ContentProblem[] = []
  const content: Content = { services: [], pages: [] }
  const show = (path: string) => relative(projectDir, path).split(sep).join("/")
  const read = (path: string): SourceFile => ({ file: show(path), text: readFileSync(path, "utf8") })

  const yamlFiles = listFiles(contentDir)
    .filter((path) => /\.ya?ml$/.test(path))
    .sort()
  const seen = new Set<string>()

  for (const path of yamlFiles) {
    const name = relative(contentDir, path).split(sep).join("/")
    seen.add(name)
    if (name.endsWith(".yml")) {
      problems.push({
        file: show(path),
        message: "Bitte die Endung «.yaml» verwenden (nicht «.yml»), sonst wird die Datei nicht gefunden.",
      })
      continue
    }
    const source = read(path)
    if (name === "site.yaml") content.site = check(source, SINGLE_FILES[name], problems)
    else if (name === "navigation.yaml") content.navigation = check(source, SINGLE_FILES[name], problems)
    else if (name === "footer.yaml" || name === "testimonials.yaml") check(source, SINGLE_FILES[name], problems)
    else if (/^services\/[^/]+\.yaml$/.test(name)) {
      const data = check(source, serviceSchema, problems)
      if (data) content.services.push({ file: source.file, data })
    } else if (/^pages\/[^/]+\.yaml$/.test(name)) {
      const pageName = name.slice("pages/".length, -".yaml".length)
      if (!(pageName in PAGE_FILES)) {
        problems.push({
          file: source.file,
          message: `Diese Datei gehört zu keiner Seite. Seitentexte gibt es für: ${Object.keys(PAGE_FILES)
            .map((p) => `${p}.yaml`)
            .join(", ")}.`,
        })
        continue
      }
      const data = check(source, PAGE_FILES[pageName as PageName].schema, problems)
      if (data) content.pages.push({ file: source.file, name: pageName as PageName, data })
    } else {
      problems.push({
        file: source.file,
        message:
          "Unbekannte Datei: sie wird nicht verwendet. Erwartet werden site.yaml, navigation.yaml, footer.yaml, " +
          "services/*.yaml und pages/*.yaml. Tippfehler im Dateinamen?",
      })
    }
  }

  for (const required of [...Object.keys(SINGLE_FILES), ...Object.keys(PAGE_FILES).map((p) => `pages/${p}.yaml`)]) {
    if (!seen.has(required) && !OPTIONAL_FILES.has(required)) {
      problems.push({ file: show(join(contentDir, required)), message: "Die Datei fehlt." })
    }
  }
  if (!yamlFiles.some((path) => /[/\\]services[/\\][^/\\]+\.yaml$/.test(path))) {
    problems.push({
      file: show(join(contentDir, "services")),
      message: "Es gibt keine Dienstleistung: legen Sie mindestens eine Datei services/*.yaml an.",
    })
  }

  const slugs = new Map<string, string>()
  for (const { file, data } of content.services) {
    const other = slugs.get(data.slug)
    if (other) {
      problems.push({
        file,
        line: lineOf(readFileSync(join(projectDir, file), "utf8"), ["slug"]),
        field: "slug",
        message: `nennt «${data.slug}», der schon in ${other} vergeben ist. Jede Dienstleistung braucht einen eigenen slug.`,
      })
    } else slugs.set(data.slug, file)
  }

  // Every image a file names must lie next to it.
  const documents = [
    ...content.services.map(({ file, data }) => ({ file, data: data as unknown })),
    ...content.pages.map(({ file, data }) => ({ file, data })),
  ]
  for (const { file, data } of documents) {
    for (const { path, value } of findValues(data, "src")) {
      if (!IMAGE_PATH.test(value)) continue
      const imagePath = join(projectDir, dirname(file), value)
      if (!existsSync(imagePath)) {
        problems.push({
          file,
          line: lineOf(readFileSync(join(projectDir, file), "utf8"), path),
          field: fieldName(path),
          message: `nennt das Bild «${value}», das es im Ordner ${dirname(file)}/ nicht gibt. Bild hochladen oder den Namen korrigieren (Gross-/Kleinschreibung zählt).`,
        })
      }
    }
  }

  return { problems, content }
}

/** Every string value under `key`, anywhere in `data`, with its path. */
function findValues(data: unknown, key: string, path: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => findValues(item, key, [...path, i]))
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([k, v]) =>
      k === key && typeof v === "string" ? [{ path: [...path, k], value: v }] : findValues(v, key, [...path, k])
    )
  }
  return []
}

/**
 * Every internal link in the content (navigation, page buttons) must lead to a page that exists.
 * `pagePaths` are the paths Gatsby created, e.g. «/», «/kontakt».
 */
export function checkLinks(
  content: Content,
  pagePaths: readonly string[],
  projectDir: string
): ContentProblem[] {
  const pages = new Set(pagePaths.filter((path) => !path.startsWith("/404") && !path.startsWith("/dev-404")))
  const known = [...pages].sort()
  const problems: ContentProblem[] = []
  const verify = (file: string, path: (string | number)[], href: string) => {
    const target = href.split("#")[0] ?? href
    if (pages.has(target)) return
    problems.push({
      file,
      line: lineOf(readFileSync(join(projectDir, file), "utf8"), path),
      field: fieldName(path),
      message: `zeigt auf «${href}», diese Seite gibt es nicht. Vorhandene Seiten: ${known.join(", ")}.`,
    })
  }
  const documents = [
    { file: "content/navigation.yaml", data: content.navigation as unknown },
    ...content.services.map(({ file, data }) => ({ file, data: data as unknown })),
    ...content.pages.map(({ file, data }) => ({ file, data })),
  ]
  for (const { file, data } of documents) {
    for (const { path, value } of findValues(data, "href")) verify(file, path, value)
  }
  return problems
}

/** The message the build prints: every problem, grouped by file, in the owner's language. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = [
    problems.length === 1
      ? "Ein Inhalt unter content/ ist fehlerhaft. Die Website wurde deshalb nicht erstellt:"
      : `${problems.length} Inhalte unter content/ sind fehlerhaft. Die Website wurde deshalb nicht erstellt:`,
    "",
  ]
  for (const problem of problems) {
    const where = [problem.file, problem.line ? `Zeile ${problem.line}` : undefined].filter(Boolean).join(", ")
    lines.push(problem.field ? `${where} – Feld «${problem.field}» ${problem.message}` : `${where}: ${problem.message}`)
  }
  lines.push("", "Anleitung zum Bearbeiten der Inhalte: content/README.md")
  return lines.join("\n")
}
