// JSON Schemas of the content files, made from the registry's zod schemas with zod's own
// z.toJSONSchema, so an editor (VS Code with the YAML extension, mapped in .vscode/settings.json) can
// complete fields and flag mistakes while the owner types. Written to content/schemas/ by
// `npm run content:schemas`; a unit test fails when they are out of date.
import { z } from "zod"
import { CONTENT_TYPES } from "./registry"

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Schema file name → the schema text and the YAML files it describes (globs relative to content/). */
export const JSON_SCHEMAS: Record<string, { text: string; files: string[] }> = Object.fromEntries(
  CONTENT_TYPES.map((type) => [
    `${kebab(type.key)}.schema.json`,
    { text: jsonSchemaText(type), files: [type.path] },
  ])
)

function jsonSchemaText({ schema, label, description }: (typeof CONTENT_TYPES)[number]): string {
  // What the owner writes is the input side (a postcode may be a number there, for instance).
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-7" })
  return `${JSON.stringify({ ...json, title: label, description }, null, 2)}\n`
}

/** .vscode/settings.json's «yaml.schemas»: each schema file and the YAML files it applies to. */
export const editorMapping = () =>
  Object.fromEntries(
    Object.entries(JSON_SCHEMAS).map(([name, { files }]) => [
      `./content/schemas/${name}`,
      files.map((file) => `content/${file}`),
    ])
  )
