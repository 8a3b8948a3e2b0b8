// Reads and checks every YAML file under content/ before Gatsby sources it, so that a mistake stops
// the build with the file, the line, the field and the fix instead of publishing a broken page.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import jsYaml from "js-yaml"
import type { z } from "zod"
import {
  CONTENT,
  CONTENT_TYPES,
  contentTypeOf,
  isFolder,
  type ContentData,
  type ContentType,
  type ContentKey,
} from "./registry"
import { checkEntry, fieldName, findValues } from "./entry-check"
import { lineOf, type ContentProblem } from "./problems"
import { IMAGE_PATH } from "./schema"

// The build prints the problems through here (plugins/gatsby-plugin-content).
export { formatProblems } from "./problems"

/** A content file that passed its check: where it lies and what it holds. */
export interface ContentFile<K extends ContentKey = ContentKey> {
  /** Path relative to the project, e.g. «content/services/toenung.yaml». */
  file: string
  data: ContentData<K>
}

/** Every valid file, by its kind in the registry: `content.site?.data.town`, `content.services[0]?.data.slug`. */
export type Content = {
  [K in ContentKey]: (typeof CONTENT)[K]["path"] extends `${string}*${string}`
    ? ContentFile<K>[]
    : ContentFile<K> | undefined
}

/** The valid files of one kind (none, one, or a folder's), or of every kind. */
export const contentFiles = (content: Content, key?: ContentKey): ContentFile[] =>
  (key ? [content[key]] : Object.values(content))
    .flat()
    .filter((file): file is ContentFile => file !== undefined)

interface SourceFile {
  file: string
  text: string
}

// js-yaml's own types (exported, but not in its type definitions).
const YAML_TYPES = (jsYaml as unknown as { types: Record<string, jsYaml.Type> }).types

/**
 * A day that does not exist («2030-02-30», «2027-04-31») kept as written: js-yaml would read it as a
 * date of the next month, quietly, and the page would show that. Kept as a text, the check of the
 * field refuses it with its line («ist kein Tag des Kalenders»).
 */
const impossibleDay = new jsYaml.Type("tag:glanzwerk,2026:impossible-day", {
  kind: "scalar",
  resolve: (data: unknown) =>
    typeof data === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(data) &&
    new Date(Date.parse(data) || 0).toISOString().slice(0, 10) !== data,
  construct: (data: string) => data,
})

/** js-yaml's default schema (lib/schema/default.js), with impossible days looked at first. */
const SCHEMA = jsYaml.CORE_SCHEMA.extend({
  implicit: [impossibleDay, YAML_TYPES.timestamp!, YAML_TYPES.merge!],
  explicit: [YAML_TYPES.binary!, YAML_TYPES.omap!, YAML_TYPES.pairs!, YAML_TYPES.set!],
})

function parse(source: SourceFile): { value?: unknown; problem?: ContentProblem } {
  try {
    // js-yaml is the parser gatsby-transformer-yaml uses, so we check exactly what Gatsby will see
    // (but for a day that does not exist, above).
    const value = jsYaml.load(source.text, { filename: source.file, schema: SCHEMA })
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
  const { data, issues } = checkEntry(schema, value)
  for (const { path, message } of issues) {
    problems.push({
      file: source.file,
      line: lineOf(source.text, path),
      field: path.length > 0 ? fieldName(schema, path) : undefined,
      message,
    })
  }
  return data
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/**
 * Validates every YAML file under `contentDir` against the registry. `projectDir` only shortens the
 * file names in messages. Returns the problems (empty when all is well) and what could be read.
 */
export function validateContent(contentDir: string, projectDir = join(contentDir, "..")) {
  const problems: ContentProblem[] = []
  const content = Object.fromEntries(
    CONTENT_TYPES.map((type) => [type.key, isFolder(type) ? [] : undefined])
  ) as unknown as Content
  const show = (path: string) => relative(projectDir, path).split(sep).join("/")
  const read = (path: string): SourceFile => ({ file: show(path), text: readFileSync(path, "utf8") })

  const yamlFiles = listFiles(contentDir)
    .filter((path) => /\.ya?ml$/.test(path))
    .sort()
  const seen = new Set<ContentKey>()
  /** Kinds with a file that failed its check: what refers to them is checked once they are fixed. */
  const failed = new Set<string>()

  for (const path of yamlFiles) {
    const name = relative(contentDir, path).split(sep).join("/")
    if (name.endsWith(".yml")) {
      problems.push({
        file: show(path),
        message: "Bitte die Endung «.yaml» verwenden (nicht «.yml»), sonst wird die Datei nicht gefunden.",
      })
      continue
    }
    const type = contentTypeOf(name)
    if (!type) {
      problems.push({ file: show(path), message: unknownFile(name) })
      continue
    }
    seen.add(type.key)
    const source = read(path)
    const data = check(source, type.schema, problems)
    if (data === undefined) {
      failed.add(type.key)
      continue
    }
    const slots = content as unknown as Record<ContentKey, ContentFile[] | ContentFile | undefined>
    const entry = { file: source.file, data } as ContentFile
    const folder = slots[type.key]
    if (Array.isArray(folder)) folder.push(entry)
    else slots[type.key] = entry
  }

  for (const type of CONTENT_TYPES) {
    if (seen.has(type.key) || type.optional) continue
    problems.push(
      isFolder(type)
        ? {
            file: show(join(contentDir, dirname(type.path))),
            message: `Es gibt keine ${type.labelSingular}: legen Sie mindestens eine Datei ${type.path} an.`,
          }
        : { file: show(join(contentDir, type.path)), message: "Die Datei fehlt." }
    )
  }

  for (const type of CONTENT_TYPES) {
    if (type.unique) {
      const files = contentFiles(content, type.key)
      problems.push(...duplicates(files, type, type.unique, projectDir))
    }
  }

  for (const type of CONTENT_TYPES) {
    if (type.refersTo && !failed.has(type.refersTo.to))
      problems.push(...brokenReferences(content, type, projectDir))
  }

  // Every image a file names must lie next to it.
  for (const type of CONTENT_TYPES) {
    for (const { file, data } of contentFiles(content, type.key)) {
      for (const { path, value } of findValues(data, "src")) {
        if (!IMAGE_PATH.test(value)) continue
        const imagePath = join(projectDir, dirname(file), value)
        if (!existsSync(imagePath)) {
          problems.push({
            file,
            line: lineOf(readFileSync(join(projectDir, file), "utf8"), path),
            field: fieldName(type.schema, path),
            message: `nennt das Bild «${value}», das es im Ordner ${dirname(file)}/ nicht gibt. Bild hochladen oder den Namen korrigieren (Gross-/Kleinschreibung zählt).`,
          })
        }
      }
    }
  }

  return { problems, content }
}

/** Why a file under content/ is not used, and which files are. */
function unknownFile(name: string): string {
  const folder = name.includes("/") ? `${dirname(name)}/` : ""
  const neighbours = CONTENT_TYPES.filter((type) => folder !== "" && type.path.startsWith(folder))
  if (neighbours.length > 0 && neighbours.every((type) => type.route)) {
    return `Diese Datei gehört zu keiner Seite. Seitentexte gibt es für: ${neighbours
      .map((type) => type.path.slice(folder.length))
      .join(", ")}.`
  }
  const paths = CONTENT_TYPES.map((type) => type.path)
  return `Unbekannte Datei: sie wird nicht verwendet. Erwartet werden ${paths.slice(0, -1).join(", ")} und ${paths.at(-1) ?? ""}. Tippfehler im Dateinamen?`
}

/** Files of one folder that share the value of `field` (which must be unique), each named with the other. */
function duplicates(
  files: readonly ContentFile[],
  type: ContentType,
  field: string,
  projectDir: string
): ContentProblem[] {
  const name = fieldName(type.schema, [field])
  const owners = new Map<unknown, string>()
  const problems: ContentProblem[] = []
  for (const { file, data } of files) {
    const value = (data as Record<string, unknown>)[field]
    const other = owners.get(value)
    if (other === undefined) {
      owners.set(value, file)
      continue
    }
    problems.push({
      file,
      line: lineOf(readFileSync(join(projectDir, file), "utf8"), [field]),
      field: name,
      message: `nennt «${String(value)}» wie schon ${other}. «${name}» muss bei jeder ${type.labelSingular ?? type.label} eine andere sein.`,
    })
  }
  return problems
}

/** Files whose `refersTo` field names no file of the folder it points to (a reference's unknown service). */
function brokenReferences(
  content: Content,
  type: (typeof CONTENT_TYPES)[number],
  projectDir: string
): ContentProblem[] {
  const { field, to } = type.refersTo ?? { field: "", to: "" }
  const target = CONTENT_TYPES.find((other) => other.key === to)
  if (!target?.unique)
    throw new Error(`registry.ts: «${type.key}» refers to «${to}», which has no unique field.`)
  const unique = target.unique
  const known = contentFiles(content, target.key).map(({ data }) =>
    String((data as Record<string, unknown>)[unique])
  )
  return contentFiles(content, type.key).flatMap(({ file, data }) => {
    // One name (a reference's service) or a list of names (the voucher page's services); left out is fine.
    const given = (data as Record<string, unknown>)[field]
    const values = given === undefined ? [] : Array.isArray(given) ? given.map(String) : [String(given)]
    return values.flatMap((value, index) => {
      if (known.includes(value)) return []
      const path = Array.isArray(given) ? [field, index] : [field]
      return [
        {
          file,
          line: lineOf(readFileSync(join(projectDir, file), "utf8"), path),
          field: fieldName(type.schema, path),
          message: `nennt «${value}», aber bei keiner ${target.labelSingular ?? target.label} steht das unter «${fieldName(target.schema, [unique])}». Möglich sind: ${known
            .sort()
            .map((slug) => `«${slug}»`)
            .join(", ")}.`,
        },
      ]
    })
  })
}
