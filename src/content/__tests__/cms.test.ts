import { dirname, join } from "node:path"
import { z } from "zod"
import { cmsConfig, cmsField, type CmsField } from "../cms"
import { CONTENT_TYPES } from "../registry"

const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" })
const collections = config.collections as {
  name: string
  files?: { name: string; fields: CmsField[] }[]
  fields?: CmsField[]
}[]

/** The editor fields of a content type, wherever the config put them. */
function fieldsOf(key: string): CmsField[] {
  for (const collection of collections) {
    if (collection.name === key && collection.fields) return collection.fields
    const file = collection.files?.find((candidate) => candidate.name === key)
    if (file) return file.fields
  }
  throw new Error(`${key} has no collection entry`)
}

/** Every field path of a zod object, and of the editor's fields, e.g. «price.from», «faq[].answer». */
function schemaPaths(schema: z.ZodType, path = ""): string[] {
  const d = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  if (d.type === "optional") return schemaPaths(d.innerType as z.ZodType, path)
  if (d.type === "pipe") return [path]
  if (d.type === "object") {
    return Object.entries(d.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      schemaPaths(child, path ? `${path}.${key}` : key)
    )
  }
  if (d.type === "array") {
    const element = d.element as z.ZodType
    const elementType = (element._zod.def as { type: string }).type
    return ["object", "array"].includes(elementType) ? schemaPaths(element, `${path}[]`) : [path]
  }
  return [path]
}

function editorPaths(fields: CmsField[], path = ""): string[] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name
    if (field.widget === "object") return editorPaths(field.fields ?? [], here)
    if (field.widget === "list" && field.fields) return editorPaths(field.fields, `${here}[]`)
    if (field.widget === "list" && field.field?.widget === "list")
      return editorPaths(field.field.fields ?? [], `${here}[][]`)
    return [here]
  })
}

test.each(CONTENT_TYPES.map((type) => [type.key, type] as const))(
  "%s: the editor has a field for every field of the schema, each with a German label",
  (key, type) => {
    expect(editorPaths(fieldsOf(key)).sort()).toEqual(schemaPaths(type.schema).sort())
    const unlabelled = JSON.stringify(fieldsOf(key)).match(/"label":"(item|[a-z][A-Za-z]*)"/g)
    expect(unlabelled).toBeNull()
  }
)

test("widgets fit the fields: numbers for prices, selects for icons and days, times, images, lists", () => {
  const services = fieldsOf("services")
  const find = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!
  const price = find(services, "price")
  const classes = find(price.fields!, "vehicleClasses")
  expect(classes).toMatchObject({
    widget: "list",
    min: 1,
    label_singular: "Fahrzeugklasse",
    summary: "{{fields.label}}",
  })
  expect(find(classes.fields!, "from")).toMatchObject({
    widget: "number",
    value_type: "float",
    min: 0,
    step: 0.05,
  })
  expect(find(classes.fields!, "to")).toMatchObject({ widget: "number", required: false })
  expect(find(find(price.fields!, "options").fields!, "from")).toMatchObject({
    widget: "boolean",
    required: false,
  })
  expect(find(services, "order")).toMatchObject({ widget: "number", value_type: "int", step: 1 })
  // Icons by what they show, not by their ids.
  expect(find(services, "icon")).toMatchObject({
    widget: "select",
    options: expect.arrayContaining([
      { label: "Sonne", value: "sun-dim" },
      { label: "Auto", value: "car" },
    ]),
  })
  expect(find(services, "faq")).toMatchObject({
    widget: "list",
    required: false,
    summary: "{{fields.question}}",
  })
  expect(find(find(services, "faq").fields!, "answer").widget).toBe("text")
  expect(find(find(services, "image").fields!, "src")).toMatchObject({
    widget: "image",
    media_folder: "",
    media_library: { config: { max_file_size: 5 * 1024 * 1024 } },
  })
  const hours = find(fieldsOf("site"), "openingHours")
  expect(find(hours.fields!, "days")).toMatchObject({
    widget: "select",
    multiple: true,
    min: 1,
    options: ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
  })
  // The editor's own time field, «08:00» in 24 hours whatever the browser's language.
  expect(find(hours.fields!, "opens")).toMatchObject({
    widget: "time",
    hint: "In 24 Stunden, z. B. 08:00 oder 13:30.",
  })
  // Groups of sub-items: a list of lists.
  const header = find(fieldsOf("navigation"), "header")
  expect(find(header.fields!, "items")).toMatchObject({
    widget: "list",
    field: { widget: "list", label: "Gruppe" },
  })
})

test("collections: single files, the pages, and services as a folder, with German commit messages", () => {
  expect(collections.map((c) => c.name)).toEqual(["einstellungen", "seiten", "services", "references"])
  expect(config).toMatchObject({ locale: "de", publish_mode: "editorial_workflow", local_backend: true })
  expect(config.backend).toMatchObject({
    name: "github",
    repo: "owner/site",
    base_url: "https://api.netlify.com",
  })
  expect(collections[2]).toMatchObject({
    folder: "content/services",
    create: true,
    delete: true,
    slug: "{{slug}}",
  })
  // References: a file per piece of work, named after its title (Decap's default slug).
  expect(collections[3]).toMatchObject({
    folder: "content/references",
    label_singular: "Referenz",
    create: true,
    delete: true,
  })
  expect(collections[3]).not.toHaveProperty("slug")
  expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" })
})

test("a reference picks its service from the services; its day is typed «14.05.2026»", () => {
  const find = (name: string) => fieldsOf("references").find((field) => field.name === name)!
  expect(find("service")).toMatchObject({
    widget: "relation",
    collection: "services",
    value_field: "slug",
    display_fields: ["title"],
    label: "Dienstleistung",
  })
  // The editor's own day field (plugins/gatsby-plugin-admin/editor/days.ts), not the browser's date input.
  expect(find("date")).toMatchObject({ widget: "day", required: false })
  expect(find("before").fields!.find((field) => field.name === "src")).toMatchObject({
    widget: "image",
    media_folder: "",
  })
  // A reference with single pictures leaves «before» and «after» empty; one that is given needs both
  // its fields, so they are not marked «optional» (the editor checks them only when the group holds
  // something, and leaves an empty one out on save).
  expect(find("before")).toMatchObject({ widget: "object", required: false })
  expect(find("before").fields!.map((field) => field.required)).toEqual([undefined, undefined])
  expect(find("images")).toMatchObject({ widget: "list", required: false, min: 1, label_singular: "Bild" })
})

test("folded list entries are named by their content: a section by its heading, an amount in francs", () => {
  const find = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!
  // Not by the anchor that comes first («firebase», «empfaenger»).
  expect(find(fieldsOf("privacy"), "sections")).toMatchObject({ summary: "{{fields.heading}}" })
  // Not «Betrag», «Betrag», «Betrag».
  expect(find(fieldsOf("voucher"), "amounts")).toMatchObject({
    summary: "CHF {{fields.item}}.–",
    field: { name: "item", widget: "number", label: "Betrag" },
  })
  // A paragraph by its beginning.
  expect(find(fieldsOf("services"), "intro")).toMatchObject({ summary: "{{fields.item | truncate(60,'…')}}" })
  // A film's colours: typed as a code or picked (the editor's own colour field).
  const films = find(find(fieldsOf("films"), "wrap").fields!, "films")
  expect(find(films.fields!, "colours").field).toMatchObject({ widget: "colour", label: "Farbe" })
})

test("the configuration passes Decap's own configuration check", async () => {
  // Decap's checker and its widgets' schemas, from the decap-cms package the site serves.
  const root = dirname(require.resolve("decap-cms/package.json"))
  const core = join(dirname(require.resolve("decap-cms-core/package.json", { paths: [root] })), "dist/esm")
  // Decap's modules reach for a browser API while they load; jsdom lacks it.
  Object.assign(window.URL, { createObjectURL: () => "blob:stub" })
  const { validateConfig } = await import(join(core, "constants/configSchema.js"))
  const { registerWidget } = await import(join(core, "lib/registry.js"))
  for (const name of [
    "string",
    "text",
    "number",
    "boolean",
    "select",
    "list",
    "object",
    "image",
    "relation",
  ]) {
    const widget = dirname(
      require.resolve(`decap-cms-widget-${name === "text" ? "text" : name}/package.json`, { paths: [root] })
    )
    const { default: schema } = await import(join(widget, "dist/esm/schema.js")).catch(() => ({
      default: {},
    }))
    registerWidget(name, null, null, schema)
  }
  // The editor's own (plugins/gatsby-plugin-admin/editor/controls.ts), registered before Decap starts.
  for (const name of ["day", "time", "colour"]) registerWidget(name, null, null, {})
  expect(() => validateConfig(config)).not.toThrow()
  const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined) // Decap logs what it refuses
  expect(() => validateConfig({ ...config, collections: [{ name: "x" }] })).toThrow(/collections\[0\]/)
  quiet.mockRestore()
})

test("a field type the editor cannot show is refused with the place to extend", () => {
  expect(() => cmsField("when", z.date())).toThrow(/«date» of «when»: extend src\/content\/cms\.ts/)
})

/** Every list of the editor, however deep, with where it is («Datenschutz › Abschnitte»). */
function listsIn(fields: readonly CmsField[], where: string): [string, CmsField][] {
  return fields.flatMap((field) => {
    const here = `${where} › ${field.label}`
    return [
      ...(field.widget === "list" ? [[here, field] as [string, CmsField]] : []),
      ...listsIn(field.fields ?? [], here),
      ...listsIn(field.field ? [field.field] : [], here),
    ]
  })
}

test("every list names one entry in the singular: «Abschnitt hinzufügen», not «Abschnitte hinzufügen»", () => {
  const all = collections.flatMap((collection) => [
    ...listsIn(collection.fields ?? [], collection.name),
    ...(collection.files ?? []).flatMap((file) => listsIn(file.fields, file.name)),
  ])
  expect(all.length).toBeGreaterThan(10)
  // Decap names the add button and a one-entry list by `label_singular`, else by the plural label.
  const unnamed = all
    .filter(([, list]) => !list.label_singular || list.label_singular === list.label)
    .map(([where, list]) => `${where} (${list.label_singular ?? "ohne Einzahl"})`)
  expect(unnamed).toEqual([])
})
