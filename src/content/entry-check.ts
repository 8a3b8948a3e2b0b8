// The rules of the content check that concern one file on its own: its schema (required fields,
// types, lengths, patterns, «from» ≤ «to», a reference's pictures) and Swiss spelling (no sharp s).
// One source for two places: the build checks every file with it (validate.ts), and the web editor
// checks the entry being edited with it before saving, showing each message at its field
// (plugins/gatsby-plugin-admin/editor/check.ts). So it must run in a browser: no file system here.
// What needs other files (unique slugs, a reference's service, links to anchors, pictures on disk)
// stays in validate.ts and links.ts.
import type { z } from "zod"
import { germanErrors, ownerMessage } from "./messages"
import { def, unwrap } from "./zod-walk"

/** Something wrong at `path` of one entry ([vehicleClasses, 1, to]), in the build's German words. */
export interface EntryIssue {
  path: (string | number)[]
  message: string
}

/** The schema one step down `key`: a field of a group, or the entry of a list. */
function childOf(schema: z.ZodType | undefined, key: PropertyKey): z.ZodType | undefined {
  if (!schema) return undefined
  const d = def(unwrap(schema).core)
  if (typeof key === "number") return d.type === "array" ? (d.element as z.ZodType) : undefined
  return d.type === "object" ? (d.shape as Record<string, z.ZodType>)[String(key)] : undefined
}

/** The schema of the field at `path`, or undefined where the schema does not know it. */
export const schemaAt = (schema: z.ZodType | undefined, path: readonly PropertyKey[]) =>
  path.reduce<z.ZodType | undefined>((node, key) => childOf(node, key), schema)

/**
 * A field as the owner knows it, by the German labels of `schema` (label() in editor.ts, the names
 * the web editor shows): «Preis › Fahrzeugklassen › Nr. 2 › Preis bis (CHF)» for
 * [price, vehicleClasses, 1, to]. List entries are counted from 1, as a person counts them; a key the
 * schema does not know (a typo in the file) keeps its name.
 */
export function fieldName(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string {
  let node = schema
  return path
    .map((key) => {
      node = childOf(node, key)
      if (typeof key === "number") return `Nr. ${key + 1}`
      return (node && unwrap(node).title) ?? String(key)
    })
    .join(" › ")
}

/** Swiss Standard German has no sharp s: every text with one, and the word it is in. */
export function eszettIssues(value: unknown, path: (string | number)[] = []): EntryIssue[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => eszettIssues(item, [...path, i]))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => eszettIssues(item, [...path, key]))
  }
  if (typeof value !== "string" || !value.includes("\u00df")) return []
  const word = value.split(/[^\p{L}\p{N}-]+/u).find((w) => w.includes("\u00df")) ?? "\u00df"
  return [
    {
      path,
      message: `enthält das scharfe S im Wort «${word}». In der Schweiz schreibt man «ss»: «${word.replaceAll("\u00df", "ss")}».`,
    },
  ]
}

/**
 * Checks one entry (the parsed YAML of one file) against its schema. Returns the parsed data when
 * all is well, and every issue: spelling first, then the schema's in zod's order.
 */
export function checkEntry<T extends z.ZodType>(
  schema: T,
  value: unknown
): { data?: z.infer<T>; issues: EntryIssue[] } {
  const spelling = eszettIssues(value)
  // The owner's German as zod finds each issue (messages.ts); the input, to say what was found.
  const result = schema.safeParse(value, { reportInput: true, error: germanErrors })
  if (result.success) return spelling.length === 0 ? { data: result.data, issues: [] } : { issues: spelling }
  const issues = result.error.issues.map((issue) => ({
    // An unknown key is reported at the object; point at the key itself.
    path: (issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path) as (
      string | number
    )[],
    message: ownerMessage(issue),
  }))
  return { issues: [...spelling, ...issues] }
}

/** Every string value under `key`, anywhere in `data`, with its path. */
export function findValues(
  data: unknown,
  key: string,
  path: (string | number)[] = []
): { path: (string | number)[]; value: string }[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => findValues(item, key, [...path, i]))
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([k, v]) =>
      k === key && typeof v === "string"
        ? [{ path: [...path, k], value: v }]
        : findValues(v, key, [...path, k])
    )
  }
  return []
}
