// How a content field appears in the owner's editors: its German label and hint (zod's own metadata,
// which the JSON Schemas for VS Code carry too) and, where a one-line text box would not fit, the kind
// of input the web editor shows (src/content/cms.ts).
import { z } from "zod"

/**
 * A multi-line text area (paragraphs, answers), a time of day or a calendar day; for a choice, the
 * German name the editor shows for each value («sun-dim» is «Sonne»).
 */
export const EDITOR = z.registry<{
  widget?: "text" | "time" | "date" | "colour"
  choices?: Record<string, string>
  /** How an entry of a list of these is named while folded: «CHF {{value}}.–». */
  summary?: string
  /** Optional alone, but one of its kind is needed (a reference's pictures): not labelled «optional». */
  oneNeeded?: boolean
}>()

/**
 * The name of the one field of a list of single values (amounts, paragraphs) in the web editor's
 * configuration (cms.ts); the editor recognises such an entry's field by it (its content check).
 */
export const LIST_ENTRY = "item"

/** `schema` with the label and the hint an editor shows for it. */
export function label<T extends z.ZodType>(schema: T, title: string, description?: string): T {
  return schema.meta(description ? { title, description } : { title })
}

// A copy is marked, never the shared schema it was made from. Apply these last: zod keeps registry
// entries for copies made with .meta() or .clone(), but not for .max(), .optional() and the like.

/** A text of several sentences: a text area, not a one-line box. */
export function multiline<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone()
  EDITOR.add(copy, { widget: "text" })
  return copy
}

/** A time of day written «08:00». */
export function timeOfDay<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone()
  EDITOR.add(copy, { widget: "time" })
  return copy
}

/** A calendar day, written «2026-05-14» in the file and «14.05.2026» in the web editor. */
export function calendarDay<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone()
  EDITOR.add(copy, { widget: "date" })
  return copy
}

/** A colour written «#1f2a44»: a text box with a colour picker beside it. */
export function colourPicker<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone()
  EDITOR.add(copy, { widget: "colour" })
  return copy
}

/** In a list, each entry named by its value while folded: «CHF {{value}}.–» names 100 «CHF 100.–». */
export function folded<T extends z.ZodType>(schema: T, summary: string): T {
  const copy = schema.clone()
  EDITOR.add(copy, { ...EDITOR.get(schema), summary })
  return copy
}

/**
 * A field that may be left out as long as another of its kind is there (a reference needs a before/after
 * pair or single pictures): the web editor does not label it «optional», and the content check says
 * what is missing when none is there.
 */
export function oneNeeded<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone()
  EDITOR.add(copy, { ...EDITOR.get(schema), oneNeeded: true })
  return copy
}

/** A choice among fixed values, each shown in the web editor by its German name. */
export function choices<T extends z.ZodEnum>(schema: T, names: Record<T["options"][number], string>): T {
  const copy = schema.clone()
  EDITOR.add(copy, { choices: names })
  return copy
}
