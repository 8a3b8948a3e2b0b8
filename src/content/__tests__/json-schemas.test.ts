import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { JSON_SCHEMAS, editorMapping } from "../json-schemas"

const ROOT = join(__dirname, "../../..")
const DIR = join(ROOT, "content/schemas")
const UPDATE = process.env.UPDATE_CONTENT_SCHEMAS === "1"

test("the JSON Schemas in content/schemas match the validation (npm run content:schemas)", () => {
  if (UPDATE) mkdirSync(DIR, { recursive: true })
  for (const [name, { text }] of Object.entries(JSON_SCHEMAS)) {
    const path = join(DIR, name)
    if (UPDATE) writeFileSync(path, text)
    expect(existsSync(path) ? readFileSync(path, "utf8") : `${name} is missing`).toBe(text)
  }
  expect(readdirSync(DIR).sort()).toEqual(Object.keys(JSON_SCHEMAS).sort())
})

test("VS Code maps every schema to its YAML files", () => {
  const settings = JSON.parse(readFileSync(join(ROOT, ".vscode/settings.json"), "utf8")) as {
    "yaml.schemas": Record<string, string[]>
  }
  if (UPDATE) {
    settings["yaml.schemas"] = editorMapping()
    writeFileSync(join(ROOT, ".vscode/settings.json"), `${JSON.stringify(settings, null, 2)}\n`)
  }
  expect(settings["yaml.schemas"]).toEqual(editorMapping())
})

test("a schema describes its file: required fields and the shipped content fits", () => {
  const site = JSON.parse(JSON_SCHEMAS["site.schema.json"]!.text) as {
    title: string
    required: string[]
    properties: Record<string, unknown>
    additionalProperties: boolean
  }
  expect(site.title).toBe("Betrieb")
  expect(site.required).toEqual(expect.arrayContaining(["businessName", "phone", "email", "siteUrl"]))
  expect(site.additionalProperties).toBe(false)
  const shipped = jsYaml.load(readFileSync(join(ROOT, "content/site.yaml"), "utf8")) as object
  expect(Object.keys(shipped).every((key) => key in site.properties)).toBe(true)
})
