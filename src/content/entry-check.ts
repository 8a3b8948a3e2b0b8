// The rules of the content check that concern one file on its own: its schema (required fields,
// types, lengths, patterns, «from» ≤ «to», a reference's pictures) and Swiss spelling (no sharp s).
// One source for two places: the build checks every file with it (validate.ts), and the web editor
// checks the entry being edited with it before saving, showing each message at its field
// (plugins/gatsby-plugin-admin/content-check.ts). So it must run in a browser: no file system here.
// What needs other files (unique slugs, a reference's service, links to anchors, pictures on disk)
// stays in validate.ts and links.ts.
import type { z } from "zod"
import { germanErrors, ownerMessage } from "./messages"

/** Something wrong at `path` of one entry («vehicleClasses › 1 › to»), in the build's German words. */
export interface EntryIssue {
  path: (string | number)[]
  message: string
}

/** «header › Nr. 2 › icon»: list positions counted from 1, as a person counts them. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `Nr. ${key + 1}` : String(key))).join(" › ")
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
