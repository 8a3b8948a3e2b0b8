// How the generators look into a zod schema: graphql.ts (the GraphQL types) and cms.ts (the web
// editor's fields) both need a field's core type and what was said about it on the way there.
import { z } from "zod"

/** The zod definition; `_zod.def` is zod's documented way to look into a schema (zod.dev/packages/core). */
export const def = (schema: z.ZodType) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>

/**
 * The side of a pipe the owner writes: a transform's output type is unknown to zod, so the side
 * before it when there is one (a postcode as 6210 or "6210"), else the side after (a date given as a
 * date object or a text, checked as a text).
 */
export function written(schema: z.ZodType): z.ZodType {
  const d = def(schema)
  if (d.type !== "pipe") return schema
  const out = d.out as z.ZodType
  return written(def(out).type === "transform" ? (d.in as z.ZodType) : out)
}

/** A field's schema taken apart: what it is, whether it may be left out, and its label. */
export interface Field {
  /**
   * The schema inside `.optional()`. The marks of the registries (GRAPHQL, EDITOR) sit here: they
   * survive label()'s .meta() copy, not .optional().
   */
  inner: z.ZodType
  /** The type the owner writes (see `written`). */
  core: z.ZodType
  optional: boolean
  /** The label and the hint for the editors (editor.ts), from the schema inside or the field. */
  title?: string
  description?: string
}

export function unwrap(schema: z.ZodType): Field {
  const optional = def(schema).type === "optional"
  const inner = optional ? (def(schema).innerType as z.ZodType) : schema
  const meta = z.globalRegistry.get(inner) ?? z.globalRegistry.get(schema) ?? {}
  return {
    inner,
    core: written(inner),
    optional,
    ...(typeof meta.title === "string" ? { title: meta.title } : {}),
    ...(typeof meta.description === "string" ? { description: meta.description } : {}),
  }
}
