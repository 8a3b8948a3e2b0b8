import { List, Map } from "immutable"
import { cmsConfig } from "../../../src/content/cms"
import {
  fieldsOf as fieldsOfConfig,
  prune,
  toImmutable,
  type Collection,
  type ConfigShape,
} from "../editor/prune"

// What a save writes (editor/prune.ts), followed through the generated configuration.
const setup = {
  prune,
  fieldsOf: (config: ConfigShape, collection: string, slug: string) =>
    fieldsOfConfig(config, collection, slug),
  toImmutable: (value: unknown, emptyMap: unknown, emptyList: unknown) =>
    toImmutable(value, emptyMap as Collection, emptyList as Collection) as {
      toJS(): unknown
      get(key: string): unknown
    },
}

const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" })

test("an emptied optional field is left out, not written as an empty text", () => {
  const fields = setup.fieldsOf(config, "services", "toenung")
  const saved = setup.prune(
    {
      slug: "toenung",
      description: "",
      price: { from: 290, note: "  ", drivers: [] },
      faq: [],
      gallery: [{ src: "", alt: "" }],
      intro: ["Erster Absatz. ", ""],
    },
    { fields }
  )
  expect(saved).toEqual({ slug: "toenung", price: { from: 290 }, intro: ["Erster Absatz."] })
})

test("an optional group left empty goes whole; one that holds something keeps its empty required fields", () => {
  const fields = setup.fieldsOf(config, "references", "")
  const reference = { title: "VW Golf", service: "aufbereitung", images: [{ src: "golf.jpg", alt: "Golf" }] }
  expect(setup.prune({ ...reference, before: { src: "", alt: "" }, after: {} }, { fields })).toEqual(
    reference
  )
  // Half filled: the build names the missing description (and the editor at its field).
  expect(setup.prune({ ...reference, before: { src: "vorher.jpg", alt: "" } }, { fields })).toEqual({
    ...reference,
    before: { src: "vorher.jpg", alt: "" },
  })
})

test("a required field keeps its (empty) value, so the editor and the build both name it", () => {
  const fields = setup.fieldsOf(config, "einstellungen", "testimonials")
  expect(setup.prune({ heading: "Stimmen", items: [] }, { fields })).toEqual({
    heading: "Stimmen",
    items: [],
  })
  expect(setup.prune({ heading: "", items: [] }, { fields })).toEqual({ heading: "", items: [] })
})

test("numbers, zero and lists of lists survive", () => {
  const fields = setup.fieldsOf(config, "einstellungen", "navigation")
  const header = [
    {
      name: "Dienstleistungen",
      href: "/dienstleistungen",
      items: [[{ name: "Tönung", href: "/x", icon: "car" }], []],
    },
  ]
  expect(setup.prune({ header }, { fields })).toEqual({
    header: [
      {
        name: "Dienstleistungen",
        href: "/dienstleistungen",
        items: [[{ name: "Tönung", href: "/x", icon: "car" }]],
      },
    ],
  })
  expect(setup.prune({ copyrightStartYear: 0 }, { fields: [] })).toEqual({ copyrightStartYear: 0 })
})

test("Decap gets back Immutable collections of the same kinds", () => {
  const result = setup.toImmutable({ a: [1, { b: "c" }] }, Map(), List())
  expect(Map.isMap(result)).toBe(true)
  expect(List.isList(result.get("a"))).toBe(true)
  expect(result.toJS()).toEqual({ a: [1, { b: "c" }] })
})
