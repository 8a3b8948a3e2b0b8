import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { JSON_SCHEMAS, jsonSchemaText } from "../json-schemas"

const ROOT = join(__dirname, "../../..")
const DIR = join(ROOT, "content/schemas")
const UPDATE = process.env.UPDATE_CONTENT_SCHEMAS === "1"

test("the JSON Schemas in content/schemas match the validation (npm run content:schemas)", () => {
  if (UPDATE) mkdirSync(DIR, { recursive: true })
  for (const [name, { schema }] of Object.entries(JSON_SCHEMAS)) {
    const path = join(DIR, name)
    if (UPDATE) writeFileSync(path, jsonSchemaText(schema))
    expect(existsSync(path) ? readFileSync(path, "utf8") : `${name} is missing`).toBe(jsonSchemaText(schema))
  }
  expect(readdirSync(DIR).sort()).toEqual(Object.keys(JSON_SCHEMAS).sort())
})

test("VS Code maps every schema to its YAML files", () => {
  const settings = JSON.parse(readFileSync(join(ROOT, ".vscode/settings.json"), "utf8")) as {
    "yaml.schemas": Record<string, string[]>
  }
  expect(settings["yaml.schemas"]).toEqual(
    Object.fromEntries(
      Object.entries(JSON_SCHEMAS).map(([name, { files }]) => [`./content/schemas/${name}`, files.map((f) => `content/${f}`)])
    )
  )
})

test("a schema describes its file: required fields and the shipped content fits", () => {
  const site = JSON.parse(jsonSchemaText(JSON_SCHEMAS["site.schema.json"]!.schema)) as {
    required: string[]
    properties: Record<string, unknown>
    additionalProperties: boolean
  }
  expect(site.required).toEqual(expect.arrayContaining(["businessName", "phone", "email", "siteUrl"]))
  expect(site.additionalProperties).toBe(false)
  const shipped = jsYaml.load(readFileSync(join(ROOT, "content/site.yaml"), "utf8")) as object
  expect(Object.keys(shipped).every((key) => key in site.properties)).toBe(true)
})
