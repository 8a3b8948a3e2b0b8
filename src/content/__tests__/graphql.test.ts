import {
  Kind,
  buildSchema,
  parse,
  print,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from "graphql"
import { z } from "zod"
import { fileReference, graphqlType, typeDefs } from "../graphql"
import { CONTENT_TYPES } from "../registry"

const SDL = typeDefs(CONTENT_TYPES)

// The GraphQL types (what pages can query) must describe exactly what validation lets through:
// the same fields, required where validation requires them.
const types = new Map(
  parse(SDL)
    .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((d) => [d.name.value, d])
)

const namedType = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)

/** Unwraps optional, list and pipe wrappers down to an object schema, if there is one. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>
  if (schema instanceof z.ZodOptional) return objectShape(schema.unwrap() as z.ZodType)
  if (schema instanceof z.ZodArray) return objectShape(schema.element as z.ZodType)
  return undefined
}

function compare(typeName: string, shape: Record<string, z.ZodType>) {
  const type = types.get(typeName)
  expect(type).toBeDefined()
  const fields = new Map((type?.fields ?? []).map((f: FieldDefinitionNode) => [f.name.value, f]))
  expect([typeName, ...[...fields.keys()].sort()]).toEqual([typeName, ...Object.keys(shape).sort()])
  for (const [name, schema] of Object.entries(shape)) {
    const field = fields.get(name)!
    const optional = schema instanceof z.ZodOptional
    expect(`${typeName}.${name} ${field.type.kind === Kind.NON_NULL_TYPE ? "required" : "optional"}`).toBe(
      `${typeName}.${name} ${optional ? "optional" : "required"}`
    )
    const nested = objectShape(schema)
    if (nested) compare(namedType(field.type), nested)
  }
}

test.each(CONTENT_TYPES.map((type) => [type.type, type.schema] as const))(
  "%s declares exactly the validated fields",
  (typeName, schema) => {
    compare(typeName, schema.shape as Record<string, z.ZodType>)
  }
)

/** The SDL of one field, e.g. «copyrightStartYear: Int!». */
function field(typeName: string, name: string): string {
  const found = types.get(typeName)?.fields?.find((f) => f.name.value === name)
  return found ? print({ ...found, description: undefined }) : `${typeName}.${name} is missing`
}

test.each([
  // Whole numbers are Int, prices Float, texts and choices String.
  ["SiteYaml", "copyrightStartYear", "copyrightStartYear: Int!"],
  ["ServiceYaml", "order", "order: Int!"],
  ["Price", "from", "from: Float!"],
  ["SiteYaml", "contactDelivery", "contactDelivery: String! @hyphenate"],
  // Written as 6210 or "6210": GraphQL's String serialises both.
  ["SiteAddress", "postalCode", "postalCode: String! @hyphenate"],
  // Lists keep their depth: groups of sub-items stay a list of lists.
  ["NavigationYaml", "header", "header: [NavigationHeader!]!"],
  ["NavigationHeader", "items", "items: [[NavigationHeaderItems!]!]"],
  ["SiteYaml", "areaServed", "areaServed: [String!]! @hyphenate"],
  // Optional fields stay nullable.
  ["ServiceYaml", "faq", "faq: [Faq!]"],
  // A text that may say «{price}» has it filled before it is hyphenated; a plain text has no price.
  ["ServiceYaml", "description", "description: String @fillPrice @hyphenate"],
  ["ServiceYaml", "intro", "intro: [String!]! @fillPrice @hyphenate"],
  ["ServicesPageSealing", "summary", "summary: String! @fillPrice @hyphenate"],
  ["ServiceYaml", "duration", "duration: String! @hyphenate"],
])("%s.%s keeps its scalar, list depth and requiredness", (typeName, name, sdl) => {
  expect(field(typeName, name)).toBe(sdl)
})

test("images resolve to Gatsby's File node; dates are Gatsby's dates; nodes are declared, never inferred", () => {
  expect(field("Image", "src")).toBe("src: File! @fileByRelativePath")
  // A reference's day, whether YAML read it as a date or the web editor wrote it as a text.
  expect(field("ReferenceYaml", "date")).toBe('date: Date @dateformat(formatString: "YYYY-MM-DD")')
  expect(field("ServiceYaml", "image")).toBe("image: Image!")
  for (const { type } of CONTENT_TYPES) {
    expect(print(types.get(type)!).split("\n")[0]).toBe(`type ${type} implements Node @dontInfer {`)
  }
})

test("the SDL is valid GraphQL against Gatsby's Node and File", () => {
  const gatsby =
    "interface Node { id: ID! }\ntype File { id: ID! }\nscalar Date\ndirective @dontInfer on OBJECT\ndirective @fileByRelativePath on FIELD_DEFINITION\ndirective @dateformat(formatString: String) on FIELD_DEFINITION\ndirective @hyphenate on FIELD_DEFINITION\ndirective @fillPrice on FIELD_DEFINITION\n"
  const withIds = SDL.replace(/implements Node @dontInfer \{/g, "implements Node @dontInfer {\n  id: ID!")
  expect(() => buildSchema(`${gatsby}${withIds}`)).not.toThrow()
})

test("a new field or type needs nothing but its zod schema", () => {
  const sticker = graphqlType(
    "Sticker",
    z.strictObject({ color: z.string(), sizes: z.array(z.array(z.number())) })
  )
  const sdl = typeDefs([
    {
      type: "ExampleYaml",
      schema: z.strictObject({
        count: z.int(),
        ratio: z.number().optional(),
        sticker,
        stickers: z.array(sticker).optional(),
        visible: z.boolean(),
        photo: z.strictObject({ src: fileReference(z.string()), alt: z.string() }),
        since: z.iso.date().optional(),
        tags: z.array(z.string()).optional(),
      }),
    },
  ])
  expect(sdl).toBe(
    [
      "type Sticker {\n  color: String! @hyphenate\n  sizes: [[Float!]!]!\n}",
      "type ExamplePhoto {\n  src: File! @fileByRelativePath\n  alt: String! @hyphenate\n}",
      "type ExampleYaml implements Node @dontInfer {\n  count: Int!\n  ratio: Float\n  sticker: Sticker!\n  stickers: [Sticker!]\n  visible: Boolean!\n  photo: ExamplePhoto!\n  since: String @hyphenate\n  tags: [String!] @hyphenate\n}",
    ].join("\n\n")
  )
})

test("two different shapes under one GraphQL name are refused", () => {
  const a = graphqlType("Twin", z.strictObject({ a: z.string() }))
  const b = graphqlType("Twin", z.strictObject({ b: z.string() }))
  expect(() => typeDefs([{ type: "TwinYaml", schema: z.strictObject({ a, b }) }])).toThrow(/«Twin»/)
})
