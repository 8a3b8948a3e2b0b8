import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { z } from "zod"
import {
  PAGE_FILES,
  footerSchema,
  navigationSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
} from "../../content/schema"
import { typeDefs } from "../schema"

// The GraphQL types (what pages can query) must describe exactly what validation lets through:
// the same fields, required where validation requires them.
const types = new Map(
  parse(typeDefs)
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

const TYPES: [typeName: string, schema: { shape: object }][] = [
  ["SiteYaml", siteSchema],
  ["NavigationYaml", navigationSchema],
  ["FooterYaml", footerSchema],
  ["ServiceYaml", serviceSchema],
  ["TestimonialsYaml", testimonialsSchema],
  ...Object.values(PAGE_FILES).map(({ type, schema }): [string, { shape: object }] => [type, schema]),
]

test.each(TYPES)("%s declares exactly the validated fields", (typeName, schema) => {
  compare(typeName, schema.shape as Record<string, z.ZodType>)
})
