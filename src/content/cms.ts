// The configuration of the web editor at /admin (Decap CMS), derived from the content registry: one
// collection entry per content file or folder, one field per schema field, with its German label and
// hint, a widget that fits (numbers for prices, lists, a select for icons and days, times, images) and
// the build's rules where Decap can check them (required, patterns, lengths, minimum prices). Written
// to public/admin/config.yml by plugins/gatsby-plugin-admin.
import { z } from "zod"
import { EDITOR } from "./editor"
import { GRAPHQL } from "./graphql"
import { CONTENT_TYPES, isFolder, type ContentType } from "./registry"
import { def, unwrap } from "./zod-walk"

/** A Decap CMS field (https://decapcms.org/docs/widgets/): only what this site uses. */
export interface CmsField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: false
  pattern?: [string, string]
  options?: readonly (string | number)[]
  multiple?: true
  value_type?: "int" | "float"
  min?: number
  max?: number
  step?: number
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  label_singular?: string
  collapsed?: boolean
  date_format?: false | string
  time_format?: false | string
  format?: string
  picker_utc?: boolean
  choose_url?: false
  media_library?: { config: { max_file_size: number } }
  media_folder?: string
  public_folder?: string
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
}

/** zod's message for a failed check, as Decap shows it under the field: «Muss … sein.» */
function message(schema: z.ZodType, kind: string): string | undefined {
  const checks = [schema, ...((def(schema).checks as z.ZodType[] | undefined) ?? [])]
  for (const check of checks) {
    const checkDef = check._zod.def as { check?: string; format?: string; error?: (issue: object) => unknown }
    if (checkDef.check !== kind && !(kind === "string_format" && checkDef.format)) continue
    const text = checkDef.error?.({})
    // Decap writes «Feld entspricht nicht dem Muster: …» and adds its own full stop.
    if (typeof text === "string") return `${text.charAt(0).toUpperCase()}${text.slice(1)}`.replace(/\.$/, "")
  }
  return undefined
}

/** The rules the JSON Schema states for a string: its pattern and length, as one Decap pattern. */
function stringPattern(schema: z.ZodType): CmsField["pattern"] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    pattern?: string
    maxLength?: number
    format?: string
  }
  if (json.pattern)
    return [json.pattern, message(schema, "string_format") ?? "Hat nicht das erwartete Format."]
  if (json.format === "uri")
    return ["^https://", message(schema, "string_format") ?? "Muss mit https:// beginnen."]
  if (json.maxLength !== undefined) {
    return [
      `^[\\s\\S]{0,${json.maxLength}}$`,
      message(schema, "max_length") ?? `Höchstens ${json.maxLength} Zeichen.`,
    ]
  }
  return undefined
}

/** The Decap field for one schema field. `year`: the build's year, the latest start year. */
export function cmsField(name: string, schema: z.ZodType): CmsField {
  const { inner, core: value, optional, title, description } = unwrap(schema)
  const base = {
    name,
    label: title ?? name,
    ...(description !== undefined ? { hint: description } : {}),
    ...(optional ? { required: false as const } : {}),
  }
  if (GRAPHQL.get(inner)?.file) {
    const pattern = stringPattern(inner)
    return {
      ...base,
      widget: "image",
      choose_url: false,
      // Next to the YAML file that names the image, as the build expects it.
      media_folder: "",
      public_folder: "",
      // Decap refuses larger files with its own German message.
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
      ...(pattern ? { pattern } : {}),
    }
  }
  const d = def(value)
  const editor = EDITOR.get(inner)?.widget ?? EDITOR.get(value)?.widget
  switch (d.type) {
    case "string":
    case "union": {
      if (editor === "time") {
        return {
          ...base,
          widget: "datetime",
          date_format: false,
          time_format: "HH:mm",
          format: "HH:mm",
          picker_utc: false,
        }
      }
      if (editor === "date") {
        // A day, no time: written as the text «2026-05-14», whatever the editor's time zone.
        return {
          ...base,
          widget: "datetime",
          date_format: "DD.MM.YYYY",
          time_format: false,
          format: "YYYY-MM-DD",
          picker_utc: true,
        }
      }
      const pattern = d.type === "string" ? stringPattern(value) : undefined
      return { ...base, widget: editor === "text" ? "text" : "string", ...(pattern ? { pattern } : {}) }
    }
    case "enum":
      return { ...base, widget: "select", options: Object.values(d.entries as Record<string, string>) }
    case "literal":
      return { ...base, widget: "select", options: d.values as (string | number)[] }
    case "boolean":
      return { ...base, widget: "boolean" }
    case "number": {
      const json = z.toJSONSchema(value, { io: "input", unrepresentable: "any" }) as {
        minimum?: number
        exclusiveMinimum?: number
        maximum?: number
        multipleOf?: number
      }
      const isInt = (value as z.ZodNumber).isInt
      const min = json.minimum ?? json.exclusiveMinimum
      return {
        ...base,
        widget: "number",
        value_type: isInt ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(json.maximum !== undefined ? { max: json.maximum } : {}),
        ...(json.multipleOf !== undefined ? { step: json.multipleOf } : isInt ? { step: 1 } : {}),
      }
    }
    case "object": {
      const fields = objectFields(value as z.ZodObject)
      // Decap checks the fields of a group even when the group itself may stay empty (a reference's
      // «before» when it has single pictures instead): then they are optional here, the build checks
      // a group that is given, and an empty one is left out on save (cms-setup.js).
      return {
        ...base,
        widget: "object",
        fields: optional ? fields.map((field) => ({ ...field, required: false as const })) : fields,
      }
    }
    case "array":
      return { ...base, ...listOf(d.element as z.ZodType, value) }
  }
  throw new Error(`No web-editor field for the zod type «${d.type}» of «${name}»: extend src/content/cms.ts.`)
}

/** A list: of objects (fields), of choices (a multiple select), or of single values (field). */
function listOf(element: z.ZodType, list: z.ZodType): Omit<CmsField, "name" | "label"> {
  const { inner, core, title: itemLabel } = unwrap(element)
  const elementType = def(core).type
  const json = z.toJSONSchema(list, { io: "input", unrepresentable: "any" }) as { minItems?: number }
  const min = {
    ...(json.minItems ? { min: json.minItems } : {}),
    ...(itemLabel !== undefined ? { label_singular: itemLabel } : {}),
  }
  if (elementType === "enum") {
    return { widget: "select", multiple: true, options: cmsField("item", inner).options, ...min }
  }
  if (elementType === "object") {
    const fields = objectFields(core as z.ZodObject)
    const first = fields.find((field) => ["string", "text"].includes(field.widget))
    // Entries with longer texts start folded, named by their first line; short ones stay open.
    const long = fields.some((field) => ["text", "object", "list"].includes(field.widget))
    return {
      widget: "list",
      fields,
      collapsed: long,
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
      ...min,
    }
  }
  const item = cmsField("item", inner)
  return { widget: "list", field: { ...item, label: item.label === "item" ? "Eintrag" : item.label }, ...min }
}

function objectFields(object: z.ZodObject): CmsField[] {
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([name, schema]) =>
    cmsField(name, schema)
  )
}

const collectionName = (type: ContentType & { key: string }) => type.key

/** A field that names a file of another folder: a choice among that folder's files, by their titles. */
function relation(field: CmsField, to: string): CmsField {
  const target = CONTENT_TYPES.find((type) => type.key === to)
  if (!target?.unique)
    throw new Error(`registry.ts: «${field.name}» refers to «${to}», which has no unique field.`)
  const { pattern: _pattern, ...rest } = field
  return {
    ...rest,
    widget: "relation",
    collection: collectionName(target),
    value_field: target.unique,
    search_fields: ["title", target.unique],
    display_fields: ["title"],
  }
}

/** Decap's whole configuration: backend, German interface, editorial workflow, the collections. */
export function cmsConfig({ repo, siteUrl }: { repo: string; siteUrl: string }) {
  const files = (route: boolean) =>
    CONTENT_TYPES.filter((type) => !isFolder(type) && Boolean(type.route) === route).map((type) => ({
      name: collectionName(type),
      label: type.label,
      description: type.description,
      file: `content/${type.path}`,
      media_folder: "",
      public_folder: "./",
      fields: objectFields(type.schema),
    }))
  const folders = CONTENT_TYPES.filter(isFolder).map((type) => ({
    name: collectionName(type),
    label: type.label,
    label_singular: type.labelSingular ?? type.label,
    description: `${type.description} Eine gelöschte Datei nimmt ihre Seite mit: Links darauf stoppen den nächsten Build.`,
    folder: `content/${type.path.slice(0, type.path.indexOf("/*"))}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: true,
    ...(type.unique ? { slug: `{{${type.unique}}}`, identifier_field: "title" } : {}),
    media_folder: "",
    public_folder: "./",
    fields: objectFields(type.schema).map((field) =>
      field.name === type.refersTo?.field ? relation(field, type.refersTo.to) : field
    ),
  }))
  return {
    backend: {
      name: "github",
      repo,
      branch: "main",
      // Netlify's OAuth provider for GitHub (Netlify Identity and Git Gateway are deprecated).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      commit_messages: {
        create: "Inhalt neu: {{collection}} «{{slug}}»",
        update: "Inhalt geändert: {{collection}} «{{slug}}»",
        delete: "Inhalt gelöscht: {{collection}} «{{slug}}»",
        uploadMedia: "Bild hochgeladen: {{path}}",
        deleteMedia: "Bild gelöscht: {{path}}",
        openAuthoring: "{{message}}",
      },
    },
    // On localhost, edit the files on disk through decap-server (npm run cms).
    local_backend: true,
    publish_mode: "editorial_workflow",
    // New files are named after their title, without umlauts: «VW Golf, getönt» → vw-golf-getont.yaml.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    locale: "de",
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/favicon.svg",
    // Decap's preview pane would show unstyled text; the real preview is Netlify's deploy preview of
    // each draft (editorial workflow).
    editor: { preview: false },
    media_folder: "content",
    public_folder: "./",
    collections: [
      { name: "einstellungen", label: "Betrieb und Rahmen", files: files(false) },
      { name: "seiten", label: "Seiten", files: files(true) },
      ...folders,
    ],
  }
}

/** The largest image the editor accepts: a phone photo, not a camera's raw file. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
