// The GraphQL types of content/, derived from the zod schemas the build validates with: the same
// fields, required (`!`) where validation requires them, the same scalars and list depth. Gatsby gets
// them through createTypes, with @dontInfer: a field the owner leaves out never silently disappears
// from the schema, and nothing is guessed from the data.
import { z } from "zod"
import { def, unwrap, written } from "./zod-walk"

/**
 * What the zod schema alone cannot say. `name`: the GraphQL name of an object type that several
 * fields share or a fragment names (`fragment Price on Price`); other object types are named after
 * where they sit («HomePageServices»). `file`: a path to a file next to the YAML, resolved to Gatsby's
 * File node (images). `price`: a text (or list of texts) whose «{price}» the build fills (price-text.ts).
 */
export const GRAPHQL = z.registry<{ name?: string; file?: true; scalar?: "Date"; price?: true }>()

/** Marks an object schema as a named GraphQL type. */
export function graphqlType<T extends z.ZodType>(name: string, schema: T): T {
  GRAPHQL.add(schema, { name })
  return schema
}

/** Marks a schema as one of Gatsby's own scalars (`Date`: a date object or an ISO text, served as «2026-05-14»). */
export function graphqlScalar<T extends z.ZodType>(scalar: "Date", schema: T): T {
  GRAPHQL.add(schema, { scalar })
  return schema
}

/**
 * Marks a copy of a text (or list of texts) schema as one in which «{price}» is filled with the
 * lowest price of the object it sits in: served through the field extension `@fillPrice`.
 */
export function pricedText<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone()
  GRAPHQL.add(copy, { price: true })
  return copy
}

/** Marks a string schema as a relative path to a file, resolved to the File node. */
export function fileReference<T extends z.ZodType>(schema: T): T {
  GRAPHQL.add(schema, { file: true })
  return schema
}

interface NodeType {
  /** The GraphQL type of each file: «SiteYaml». */
  type: string
  schema: z.ZodType
}

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

/** The SDL for every node type and the object types they contain. */
export function typeDefs(nodeTypes: readonly NodeType[]): string {
  const objects = new Map<string, string>()

  /** An object type's SDL, registered under its name; a second, different shape under one name is an error. */
  function objectType(name: string, shape: Record<string, z.ZodType>, header: string): string {
    const fields = Object.entries(shape).map(([field, schema]) => {
      const { description } = unwrap(schema)
      const doc = description ? `  ${JSON.stringify(description)}\n` : ""
      return `${doc}  ${field}: ${fieldType(schema, `${name.replace(/Yaml$/, "")}${capitalize(field)}`)}`
    })
    const sdl = `${header} {\n${fields.join("\n")}\n}`
    const known = objects.get(name)
    // The first use names the type and gives its descriptions; every other use must have its fields.
    const withoutDocs = (text: string) => text.replace(/^ {2}".*"\n/gm, "")
    if (known !== undefined && withoutDocs(known) !== withoutDocs(sdl)) {
      throw new Error(`Two different object schemas are both named «${name}» for GraphQL:\n${known}\n${sdl}`)
    }
    if (known === undefined) objects.set(name, sdl)
    return name
  }

  /** The GraphQL type of a field, `!` included unless the field may be left out. */
  function fieldType(schema: z.ZodType, nameHere: string): string {
    const { inner, optional } = unwrap(schema)
    if (GRAPHQL.get(inner)?.file) return `File${optional ? "" : "!"} @fileByRelativePath`
    // YAML gives a date object, the web editor may give a text: served as «2026-05-14» either way.
    if (GRAPHQL.get(inner)?.scalar === "Date")
      return `Date${optional ? "" : "!"} @dateformat(formatString: "YYYY-MM-DD")`
    const type = `${nullable(inner, nameHere)}${optional ? "" : "!"}`
    // Texts (and lists of texts) can be asked for with soft hyphens: `heading(hyphenate: true)`;
    // a priced text has its «{price}» filled first, so what is hyphenated is what the page shows.
    const priced = GRAPHQL.get(inner)?.price ? " @fillPrice" : ""
    return /^\[?String!?\]?!?$/.test(type) ? `${type}${priced} @hyphenate` : type
  }

  /** The type without the outer `!`. */
  function nullable(schema: z.ZodType, nameHere: string): string {
    const meta = GRAPHQL.get(schema)
    const d = def(schema)
    switch (d.type) {
      case "string":
      case "enum":
        return "String"
      case "literal":
        return scalarOf((d.values as unknown[])[0])
      case "number":
        return (schema as z.ZodNumber).isInt ? "Int" : "Float"
      case "boolean":
        return "Boolean"
      case "array": {
        // `hyphenate` is an argument of the field, not of its entries.
        const element = fieldType(d.element as z.ZodType, nameHere).replace(/ @hyphenate$/, "")
        if (element.includes("@"))
          throw new Error(`A list of files or dates at «${nameHere}»: give each an object.`)
        return `[${element}]`
      }
      case "object": {
        const name = meta?.name ?? nameHere
        return objectType(name, (schema as z.ZodObject).shape as Record<string, z.ZodType>, `type ${name}`)
      }
      case "pipe":
        // What the owner writes is what GraphQL serves.
        return nullable(written(schema), nameHere)
      case "union": {
        const scalars = new Set((d.options as z.ZodType[]).map((option) => nullable(option, nameHere)))
        // A postcode may be written as 6210 or "6210": GraphQL's String serialises both.
        if (scalars.has("String") && [...scalars].every((s) => ["String", "Int", "Float"].includes(s)))
          return "String"
        if (scalars.size === 1) return [...scalars][0] ?? "String"
        break
      }
    }
    throw new Error(
      `No GraphQL type for the zod type «${d.type}» at «${nameHere}»: extend src/content/graphql.ts.`
    )
  }

  for (const { type, schema } of nodeTypes) {
    if (def(schema).type !== "object") throw new Error(`The schema of ${type} must be an object.`)
    objectType(
      type,
      (schema as z.ZodObject).shape as Record<string, z.ZodType>,
      `type ${type} implements Node @dontInfer`
    )
  }
  return [...objects.values()].join("\n\n")
}

function scalarOf(value: unknown): string {
  if (typeof value === "number") return Number.isInteger(value) ? "Int" : "Float"
  if (typeof value === "boolean") return "Boolean"
  return "String"
}
