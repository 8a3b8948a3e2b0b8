// JSON Schemas of the content files, made from the same zod schemas the build validates with, so an
// editor (VS Code with the YAML extension, see .vscode/settings.json) can complete fields and flag
// mistakes while the owner types. Written to content/schemas/ by `npm run content:schemas`.
import { z } from "zod"
import {
  PAGE_FILES,
  footerSchema,
  navigationSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
} from "./schema"

/** Schema file name → the zod schema and the YAML files it describes (globs relative to content/). */
export const JSON_SCHEMAS: Record<string, { schema: z.ZodType; files: string[] }> = {
  "site.schema.json": { schema: siteSchema, files: ["site.yaml"] },
  "navigation.schema.json": { schema: navigationSchema, files: ["navigation.yaml"] },
  "footer.schema.json": { schema: footerSchema, files: ["footer.yaml"] },
  "testimonials.schema.json": { schema: testimonialsSchema, files: ["testimonials.yaml"] },
  "service.schema.json": { schema: serviceSchema, files: ["services/*.yaml"] },
  ...Object.fromEntries(
    Object.entries(PAGE_FILES).map(([name, { schema }]) => [`page-${name}.schema.json`, { schema, files: [`pages/${name}.yaml`] }])
  ),
}

export function jsonSchemaText(schema: z.ZodType): string {
  // What the owner writes is the input side (a postcode may be a number there, for instance).
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-7" })
  return `${JSON.stringify(json, null, 2)}\n`
}
