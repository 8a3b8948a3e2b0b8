// The configuration of the web editor at /admin (Decap CMS), derived from the content registry: one
// collection entry per content file or folder, one field per schema field, with its German label and
// hint, a widget that fits (numbers for prices, lists, a select for icons and days by their German
// names, times, images). The build's rules are not repeated here: the editor runs the build's own
// check on each entry before saving (plugins/gatsby-plugin-admin/editor/). Written to
// public/admin/cms-config.js by plugins/gatsby-plugin-admin.
import { z } from "zod"
import { EDITOR, LIST_ENTRY } from "./editor"
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
  /** Not labelled «optional» though Decap does not insist on it: one of its kind is needed. */
  optional_label?: false
  options?: readonly (string | number | { label: string; value: string })[]
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
  choose_url?: false
  media_library?: { config: { max_file_size: number } }
  media_folder?: string
  public_folder?: string
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
}

/** The Decap field for one schema field. `year`: the build's year, the latest start year. */
export function cmsField(name: string, schema: z.ZodType): CmsField {
  const { inner, core: value, optional, title, description } = unwrap(schema)
  // One of several that may each be left out (a reference's pictures): Decap leaves it optional, the
  // editor does not label it so (plugins/gatsby-plugin-admin/decap-patches.ts, OPTIONAL_AS_CONFIGURED).
  const oneNeeded = EDITOR.get(inner)?.oneNeeded ?? EDITOR.get(value)?.oneNeeded
  const base = {
    name,
    label: title ?? name,
    ...(description !== undefined ? { hint: description } : {}),
    ...(optional ? { required: false as const } : {}),
    ...(optional && oneNeeded ? { optional_label: false as const } : {}),
  }
  if (GRAPHQL.get(inner)?.file) {
    return {
      ...base,
      widget: "image",
      choose_url: false,
      // Next to the YAML file that names the image, as the build expects it.
      media_folder: "",
      public_folder: "",
      // Decap refuses larger files with its own German message.
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
    }
  }
  const d = def(value)
  const editor = EDITOR.get(inner)?.widget ?? EDITOR.get(value)?.widget
  const names = EDITOR.get(inner)?.choices ?? EDITOR.get(value)?.choices
  switch (d.type) {
    case "string":
    case "union": {
      // A time as the owner writes it, «08:00», in 24 hours whatever the browser's language
      // (plugins/gatsby-plugin-admin/editor/times.ts): Decap's own time field showed «08:00 AM».
      if (editor === "time") return { ...base, widget: "time" }
      // A day as the owner writes it, «14.05.2026», saved as «2026-05-14» (plugins/gatsby-plugin-admin/editor/days.ts):
      // Decap's own date field shows the browser's format («mm/dd/yyyy» in an English one).
      if (editor === "date") {
        const format = "Als TT.MM.JJJJ, z. B. 14.05.2026."
        return { ...base, widget: "day", hint: description ? `${description} ${format}` : format }
      }
      if (editor === "colour") return { ...base, widget: "colour" }
      return { ...base, widget: editor === "text" ? "text" : "string" }
    }
    case "enum": {
      const values = Object.values(d.entries as Record<string, string>)
      const options = names ? values.map((value) => ({ label: names[value] ?? value, value })) : values
      return { ...base, widget: "select", options }
    }
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
    case "object":
      // The fields of an optional group stay required (Decap would label them «optional», and a
      // reference's «Bild vorher» without its description is refused): the editor checks them only
      // when the group holds something, and leaves an empty one out on save (plugins/gatsby-plugin-admin/editor/).
      return { ...base, widget: "object", fields: objectFields(value as z.ZodObject) }
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
    return { widget: "select", multiple: true, options: cmsField(LIST_ENTRY, inner).options, ...min }
  }
  if (elementType === "object") {
    const fields = objectFields(core as z.ZodObject)
    const texts = fields.filter((field) => ["string", "text"].includes(field.widget))
    // Entries with longer texts start folded, named by what names them (a section by its heading, not
    // its anchor), else by their first line; short ones stay open.
    const naming = texts.find((field) => NAMING.includes(field.name)) ?? texts[0]
    const long = fields.some((field) => ["text", "object", "list"].includes(field.widget))
    return {
      widget: "list",
      fields,
      collapsed: long,
      ...(naming ? { summary: `{{fields.${naming.name}}}` } : {}),
      ...min,
    }
  }
  const item = cmsField(LIST_ENTRY, inner)
  // A folded entry named by its value («CHF 100.–», the paragraph's beginning), not by «Betrag».
  const summary =
    EDITOR.get(inner)?.summary ??
    (["string", "text", "number", "colour", "day"].includes(item.widget) ? "{{value}}" : undefined)
  const value = item.widget === "text" ? "{{fields.item | truncate(60,'…')}}" : "{{fields.item}}"
  return {
    widget: "list",
    field: { ...item, label: item.label === LIST_ENTRY ? "Eintrag" : item.label },
    ...(summary ? { summary: summary.replaceAll("{{value}}", value) } : {}),
    ...min,
  }
}

/** The fields that name a list entry, before its first line of text. */
const NAMING = ["heading", "title", "name", "label", "question"]

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
  // A list of names (the voucher page's services) becomes one relation field that takes several.
  const { field: _item, fields: _items, label_singular: _one, ...plain } = field
  return {
    ...plain,
    ...(field.widget === "list" ? { multiple: true } : {}),
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
      fields: objectFields(type.schema).map((field) =>
        field.name === type.refersTo?.field ? relation(field, type.refersTo.to) : field
      ),
    }))
  const folders = CONTENT_TYPES.filter(isFolder).map((type) => ({
    name: collectionName(type),
    label: type.label,
    label_singular: type.labelSingular ?? type.label,
    description: `${type.description} Gelöscht wird ein Eintrag mit den Bildern, die nur er zeigt.`,
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

/**
 * The largest picture Decap accepts. Uploads are scaled down in the browser first (editor/uploads.ts),
 * to a few hundred kilobytes: this is the guard behind that, not a limit the owner meets.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
