// The content check of the build, run on the entry being edited: the same rules (src/content/
// entry-check.ts, with the registry's schemas) and the same German words, before anything is saved.
// Decap asks each field's control whether it is valid; a field shows the issues found at its place.
import type { z } from "zod"
import { LIST_ENTRY } from "../../../src/content/editor"
import { checkEntry, type EntryIssue } from "../../../src/content/entry-check"
import { CONTENT_TYPES } from "../../../src/content/registry"
import { contentKeyOf, fieldsOf, prune, type ConfigShape } from "./prune"

/** What Decap hands a control about its entry: Immutable collections, read through `toJS`. */
export interface EntryShape {
  get(key: "collection" | "slug"): string
  get(key: "data"): { toJS(): unknown } | undefined
}

/** The entry as a save would write it (pruned), every issue the build would find in it, and its schema. */
export function entryIssues(
  config: ConfigShape,
  entry: EntryShape
): { data: unknown; issues: EntryIssue[]; schema?: z.ZodType } {
  const collection = entry.get("collection")
  const slug = entry.get("slug")
  const fields = fieldsOf(config, collection, slug)
  const data = prune(entry.get("data")?.toJS() ?? {}, { fields })
  const type = CONTENT_TYPES.find((candidate) => candidate.key === contentKeyOf(config, collection, slug))
  return type
    ? { data, issues: checkEntry(type.schema, data).issues, schema: type.schema }
    : { data, issues: [] }
}

const at = (data: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
    data
  )

/** Equal as saved: an empty text, list or group is no value at all. */
const saved = (value: unknown): string => {
  const pruned = prune(value)
  const empty =
    pruned === undefined ||
    pruned === "" ||
    (Array.isArray(pruned) && pruned.length === 0) ||
    (typeof pruned === "object" && pruned !== null && Object.keys(pruned).length === 0)
  return empty ? "" : JSON.stringify(pruned)
}

/**
 * The issues that belong to the field `name` holding `value`. An issue belongs to the last named
 * field on its path («vehicleClasses › 2 › to» to «to», «paragraphs › 3» to the list «paragraphs»);
 * Decap does not tell a control where it sits, so the field is recognised by its name and its value.
 * Two list entries with the same value in the same field both show an issue of one of them.
 * In a list of single values (amounts, paragraphs), an issue of one entry («amounts › 5») belongs to
 * that entry's field (named LIST_ENTRY), where the owner typed it, not to the list (`ofEntries`: the
 * list's own field leaves those to its entries).
 */
export function issuesOfField(
  issues: readonly EntryIssue[],
  data: unknown,
  name: string,
  value: unknown,
  { ofEntries = false }: { ofEntries?: boolean } = {}
): EntryIssue[] {
  return issues.filter(({ path }) => {
    const last = path.reduce<number>((found, key, index) => (typeof key === "string" ? index : found), -1)
    const ofEntry = last >= 0 && last === path.length - 2
    if (name === LIST_ENTRY && ofEntry) return saved(at(data, path)) === saved(value)
    if (last < 0 || path[last] !== name || (ofEntries && ofEntry)) return false
    return saved(at(data, path.slice(0, last + 1))) === saved(value)
  })
}
