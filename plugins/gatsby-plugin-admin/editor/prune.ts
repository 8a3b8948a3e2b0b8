// What a save writes: an entry without the empty values of optional fields and without list entries
// left blank, so that an emptied field is left out instead of being written as "" (which the content
// check would refuse). Decap keeps entries as Immutable.js collections and its bundle does not export
// Immutable: new ones are made from an empty Map and List of the entry itself.

/** The part of a Decap field (in the generated configuration) that pruning follows. */
export interface FieldShape {
  name?: string
  required?: boolean
  fields?: FieldShape[]
  field?: FieldShape
}

/** A Decap configuration, as far as it names collections and their fields. */
export interface ConfigShape {
  collections: { name: string; fields?: FieldShape[]; files?: { name: string; fields: FieldShape[] }[] }[]
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)

/** Nothing but empty texts, lists and groups, however deep. */
const isBlank = (value: unknown): boolean =>
  isEmpty(value) ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === "object" && value !== null && Object.values(value).every(isBlank))

/**
 * `value` without the empty values of optional fields and without empty list entries, following
 * the Decap field `field` (its `fields`, or the single `field` of a list).
 */
export function prune(value: unknown, field?: FieldShape): unknown {
  if (Array.isArray(value)) {
    const item = field?.field ?? (field?.fields ? { fields: field.fields } : undefined)
    // An entry with nothing filled in is one the owner added and left: it goes.
    return value.filter((entry) => !isBlank(entry)).map((entry) => prune(entry, item))
  }
  if (typeof value === "string") return value.trim()
  if (value === null || typeof value !== "object") return value
  const result: Record<string, unknown> = {}
  for (const [name, entry] of Object.entries(value)) {
    const child = field?.fields?.find((candidate) => candidate.name === name)
    const pruned = prune(entry, child)
    // An optional group left empty goes whole, though its own fields are required when it is given.
    if (isBlank(pruned) && (!child || child.required === false)) continue
    result[name] = pruned
  }
  return result
}

/** An Immutable Map or List, as far as this file needs one. */
export interface Collection {
  push(...values: unknown[]): Collection
  set(key: string, value: unknown): Collection
  withMutations(mutate: (map: Collection) => void): Collection
}

export function toImmutable(value: unknown, emptyMap: Collection, emptyList: Collection): unknown {
  if (Array.isArray(value))
    return emptyList.push(...value.map((item) => toImmutable(item, emptyMap, emptyList)))
  if (value === null || typeof value !== "object") return value
  return emptyMap.withMutations((map) => {
    for (const [key, item] of Object.entries(value as Record<string, Json>))
      map.set(key, toImmutable(item, emptyMap, emptyList))
  })
}

/** The fields of the entry's file or folder in `config`. */
export function fieldsOf(config: ConfigShape, collectionName: string, slug: string): FieldShape[] {
  const collection = config.collections.find((candidate) => candidate.name === collectionName)
  if (!collection) return []
  if (collection.files) return collection.files.find((file) => file.name === slug)?.fields ?? []
  return collection.fields ?? []
}

/**
 * The registry key of the entry's content (cms.ts names a folder collection, and each file of a
 * files collection, by its key).
 */
export function contentKeyOf(config: ConfigShape, collectionName: string, slug: string): string {
  const collection = config.collections.find((candidate) => candidate.name === collectionName)
  return collection?.files ? slug : collectionName
}
