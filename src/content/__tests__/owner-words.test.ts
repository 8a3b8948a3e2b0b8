// Every word the owner reads in the web editor is plain German, says «Sie» and names nothing of the
// machinery: the labels, hints and choices of every collection of the generated configuration, Decap's
// own phrases as the editor sets them, the content check's messages at the fields and the editor's
// own messages. A placeholder such as «{recipient}» is never shown without what it stands for.
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { z } from "zod"
import { HEIC_MESSAGE, UNREADABLE_MESSAGE } from "../../../plugins/gatsby-plugin-admin/editor/uploads"
import { readAmount } from "../../../plugins/gatsby-plugin-admin/editor/amounts"
import { readDay } from "../../../plugins/gatsby-plugin-admin/editor/days"
import { readTime } from "../../../plugins/gatsby-plugin-admin/editor/times"
import { NOT_THIS_ENTRY, NOT_THIS_ENTRY_DELETED } from "../../../plugins/gatsby-plugin-admin/editor/address"
import { NO_UPLOAD_IN_MEDIA } from "../../../plugins/gatsby-plugin-admin/editor/backends"
import { CMS_EDITOR_WORDS } from "../../../plugins/gatsby-plugin-admin/editor/screen-reader"
import { ADDED, swissGerman } from "../../../plugins/gatsby-plugin-admin/editor/locale"
import { cmsConfig, type CmsField } from "../cms"
import { checkEntry, fieldName, schemaAt } from "../entry-check"
import { germanErrors } from "../messages"
import { CONTENT_TYPES, isFolder, type ContentType } from "../registry"
import { def, unwrap } from "../zod-walk"
import { ENGLISH, problems } from "./owner-words"

/** `texts` with their problems, by where each is shown; none when all is well. */
const check = (texts: [where: string, text: string][]) =>
  texts.flatMap(([where, text]) => problems(text).map((problem) => `${where}: ${problem} in «${text}»`))

// The configuration: collections, files and every field, however deep.
const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" })

function fieldTexts(fields: readonly CmsField[], where: string): [string, string][] {
  return fields.flatMap((field) => {
    const here = `${where} › ${field.label}`
    return [
      [here, field.label] as [string, string],
      ...(field.hint ? [[`${here} (Hinweis)`, field.hint] as [string, string]] : []),
      ...(field.label_singular ? [[here, field.label_singular] as [string, string]] : []),
      ...(field.options ?? []).flatMap((option) =>
        typeof option === "object" ? [[`${here} (Wahl)`, option.label] as [string, string]] : []
      ),
      ...fieldTexts(field.fields ?? [], here),
      ...fieldTexts(field.field ? [field.field] : [], here),
    ]
  })
}

test("the editor's labels, hints and choices: German, «Sie», no developer words, placeholders explained", () => {
  const collections = config.collections as {
    label: string
    label_singular?: string
    description?: string
    fields?: CmsField[]
    files?: { label: string; description: string; fields: CmsField[] }[]
  }[]
  const texts = collections.flatMap((collection): [string, string][] => [
    [collection.label, collection.label],
    ...(collection.label_singular ? [[collection.label, collection.label_singular] as [string, string]] : []),
    ...(collection.description ? [[collection.label, collection.description] as [string, string]] : []),
    ...fieldTexts(collection.fields ?? [], collection.label),
    ...(collection.files ?? []).flatMap((file): [string, string][] => [
      [file.label, file.label],
      [file.label, file.description],
      ...fieldTexts(file.fields, file.label),
    ]),
  ])
  expect(texts.length).toBeGreaterThan(500)
  expect(check(texts)).toEqual([])
})

/** Decap's phrases, flattened: «editor.editorToolbar.save» → «Speichern». */
const flatten = (phrases: object, path: string[] = []): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [[[...path, key].join("."), value]] : flatten(value as object, [...path, key])
  )

/**
 * Phrases of Decap features this site does not use: other logins (the site logs in with GitHub), the
 * Markdown and rich-text editors, notes, translations, and the setup errors Decap shows before the
 * editor itself.
 */
const UNUSED =
  /^auth\.(loginWith(?!GitHub)|errors\.identitySettings)|^app\.app\.|\.markdown\.|\.richtext\.|editorNotesPane|[Nn]ote[A-Z]|Note$|i18n|toggleI18n/

test("Decap's phrases as the editor shows them: German, «Sie», no developer words", () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const decap = (language: string) =>
    require(`decap-cms-locales/dist/esm/${language}/index.js`).default as object
  /* eslint-enable @typescript-eslint/no-require-imports */
  // As Decap merges them: its English under the German this editor registers (src: editor/locale.ts).
  const german = new Map(flatten(swissGerman(decap("de") as Parameters<typeof swissGerman>[0])))
  const shown = flatten(decap("en"))
    .map(([path, english]): [string, string] => [path, german.get(path) ?? english])
    .filter(([path]) => !UNUSED.test(path))
  expect(check(shown)).toEqual([])
  // Where the German lacked a phrase the owner meets, the English is replaced.
  const english = new Map(flatten(decap("en")))
  for (const path of ["editor.editorWidgets.object.expand", "mediaLibrary.mediaLibraryModal.close"])
    expect(german.get(path)).not.toBe(english.get(path))
})

/**
 * Choices, fixed values and yes/no: the editor offers these as a list or a checkbox, so their messages
 * (which name the values a file must hold) reach only someone editing the file itself.
 */
const isChoice = (schema: z.ZodType | undefined) =>
  schema !== undefined && ["enum", "literal", "boolean"].includes(def(unwrap(schema).core).type)

/** Every message a schema states itself (zod keeps each as a function of the issue), choices' aside. */
function schemaMessages(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const d = def(schema)
  const issue = { input: "«Eingabe»", code: "custom", minimum: 1, maximum: 2, keys: ["x"], path: [] }
  const own = (error: unknown) =>
    typeof error === "function"
      ? [(error as (issue: unknown) => unknown)(issue)].filter((m) => typeof m === "string")
      : []
  const choice = isChoice(schema)
  const messages = [
    ...(choice ? [] : own(d.error)),
    ...((d.checks as { _zod: { def: { error?: unknown } } }[] | undefined) ?? []).flatMap((c) =>
      own(c._zod.def.error)
    ),
  ] as string[]
  const children = [
    ...Object.values((d.shape as Record<string, z.ZodType> | undefined) ?? {}),
    ...[d.element, d.innerType, d.in, d.out].filter(Boolean),
    ...((d.options as z.ZodType[] | undefined) ?? []),
  ] as z.ZodType[]
  return [...messages, ...children.flatMap((child) => schemaMessages(child, seen))]
}

/** The shipped content of a kind: one file, or the first of a folder. */
function shipped(type: ContentType): Record<string, unknown> {
  const root = join(__dirname, "../../../content")
  const path = isFolder(type)
    ? join(
        root,
        type.path.slice(0, type.path.indexOf("/*")),
        readdirSync(join(root, type.path.slice(0, type.path.indexOf("/*"))))
          .filter((name) => name.endsWith(".yaml"))
          .sort()[0]!
      )
    : join(root, type.path)
  return jsYaml.load(readFileSync(path, "utf8")) as Record<string, unknown>
}

/** `value` with every text changed by `change`, however deep. */
const texts = (value: unknown, change: (text: string) => string): unknown =>
  Array.isArray(value)
    ? value.map((item) => texts(item, change))
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, texts(item, change)]))
      : typeof value === "string"
        ? change(value)
        : value

test("the content check's messages and the field names they give: German, «Sie», placeholders explained", () => {
  const found: [string, string][] = []
  const run = (type: ContentType, data: unknown) => {
    for (const { path, message } of checkEntry(type.schema, data).issues) {
      if (isChoice(schemaAt(type.schema, path))) continue
      const field = fieldName(type.schema, path)
      found.push([`${type.label}: ${field}`, `${field} ${message}`])
      // Every field of the schema has its German name: no key shows through.
      expect(
        path
          .filter((key) => typeof key === "string")
          .some((key) => field.split(" › ").includes(key as string))
      ).toBe(false)
    }
  }
  for (const type of CONTENT_TYPES) {
    for (const message of schemaMessages(type.schema)) found.push([`${type.label} (Regel)`, message])
    const data = shipped(type)
    // Empty texts, and texts whose placeholders are gone or unknown.
    run(
      type,
      texts(data, () => "")
    )
    run(
      type,
      texts(data, (text) => text.replace(/\{\w+\}/g, ""))
    )
    run(
      type,
      texts(data, (text) => (text.includes("{") ? `${text} {ort}` : text))
    )
  }
  const type = (key: string) => CONTENT_TYPES.find((candidate) => candidate.key === key)!
  // What only a combination of fields can get wrong.
  const reference = { title: "Golf", service: "aufbereitung" }
  const picture = { src: "golf.jpg", alt: "Ein Golf" }
  run(type("references"), reference)
  run(type("references"), { ...reference, before: picture })
  run(type("references"), { ...reference, after: picture })
  const service = shipped(type("services")) as { price: { vehicleClasses: { from: number; to?: number }[] } }
  service.price.vehicleClasses[0]!.to = service.price.vehicleClasses[0]!.from - 5
  run(type("services"), {
    ...service,
    configurator: { kind: "toenung", roof: "Ein Extra, das es nicht gibt" },
  })
  const voucher = shipped(type("voucher"))
  run(type("voucher"), { ...voucher, freeAmount: { min: 500, max: 50 } })
  const site = shipped(type("site")) as { openingHours: { opens: string; closes: string }[] }
  site.openingHours[0]!.closes = "06:00"
  run(type("site"), { ...site, bankAccount: { holder: "Luca", iban: "DE89 3704 0044 0532 0130 00" } })
  const privacy = shipped(type("privacy")) as { sections: { id?: string; when?: string }[] }
  run(type("privacy"), {
    ...privacy,
    sections: privacy.sections.map((s) => ({ ...s, id: undefined, when: "firebase" })),
  })
  run(type("contact"), { ...shipped(type("contact")), sections: [{ heading: "Anfahrt", when: "netlify" }] })
  // The owner's own, at a type the check names.
  for (const code of ["invalid_type", "too_small", "too_big"] as const)
    found.push([
      "zod",
      String(
        germanErrors({ code, expected: "string", origin: "array", minimum: 1, maximum: 2, input: 3 } as never)
      ),
    ])
  expect(found.length).toBeGreaterThan(300)
  expect(check(found)).toEqual([])
})

test("the editor's own messages: amounts, days, times, photos, refusals, questions", () => {
  const messages = [
    ...["1,900", "ab 1'900.–", "3.5.2", ""].map((text) => readAmount(text)),
    ...["31.02.2026", "05/14/2026"].map(readDay),
    readTime("8 AM"),
  ].flatMap((reading) => ("error" in reading ? [reading.error] : []))
  expect(messages).toHaveLength(7)
  expect(
    check(
      [
        ...messages,
        HEIC_MESSAGE,
        UNREADABLE_MESSAGE,
        NOT_THIS_ENTRY,
        NOT_THIS_ENTRY_DELETED,
        NO_UPLOAD_IN_MEDIA,
        ...Object.values(ADDED),
      ].map((text) => ["Editor", text])
    )
  ).toEqual([])
})

test("what only screen readers hear in the editor: German, «Sie», no English left", () => {
  const { select, dragAnnouncements, dragInstructions } = CMS_EDITOR_WORDS
  const spoken = [
    ...["menu", "input", "value"].flatMap((context) =>
      [true, false].map((flag) =>
        select.guidance({
          context,
          isInitialFocus: true,
          isSearchable: flag,
          isMulti: flag,
          tabSelectsValue: flag,
        })
      )
    ),
    ...["select-option", "deselect-option", "remove-value", "pop-value", "clear", "initial-input-focus"].map(
      (action) => select.onChange({ action, label: "Mo", labels: ["Mo", "Di"] })
    ),
    select.onChange({ action: "select-option", label: "Mo", labels: [], isDisabled: true }),
    select.onFocus({ context: "value", focused: "Di", selectValue: ["Mo", "Di"], label: "Di" }),
    select.onFocus({
      context: "menu",
      focused: "Di",
      options: ["Mo", "Di"],
      label: "Di",
      isAppleDevice: true,
    }),
    select.onFilter({ inputValue: "Mo", resultsMessage: CMS_EDITOR_WORDS.results({ count: 2 }) }),
    CMS_EDITOR_WORDS.results({ count: 1 }),
    CMS_EDITOR_WORDS.loading(),
    CMS_EDITOR_WORDS.noOptions(),
    CMS_EDITOR_WORDS.placeholder,
    CMS_EDITOR_WORDS.remove("Mo"),
    CMS_EDITOR_WORDS.remove(),
    CMS_EDITOR_WORDS.sortable,
    dragInstructions.draggable,
    dragAnnouncements.onDragStart(),
    dragAnnouncements.onDragOver({ over: {} }),
    dragAnnouncements.onDragOver({ over: null }),
    dragAnnouncements.onDragEnd({ over: {} }),
    dragAnnouncements.onDragEnd({ over: null }),
    dragAnnouncements.onDragCancel(),
  ].filter((text) => text !== "")
  expect(spoken.length).toBeGreaterThan(25)
  expect(check(spoken.map((text) => ["Bildschirmleser", text]))).toEqual([])
  expect(spoken.filter((text) => ENGLISH.test(text))).toEqual([])
  expect(select.onChange({ action: "select-option", label: "Mo", labels: [] })).toBe("Mo gewählt.")
  expect(CMS_EDITOR_WORDS.remove("Mo")).toBe("Mo entfernen")
})
