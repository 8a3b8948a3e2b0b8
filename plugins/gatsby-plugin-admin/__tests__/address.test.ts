// A save writes only the entry the editor's address names (editor/address.ts): a form still holding
// another entry is refused before anything is written.
import { addressedEntry, isAddressedEntry, type SavedEntry } from "../editor/address"

const entry = (values: { collection: string; slug?: string; newRecord: boolean }): SavedEntry => ({
  get: ((key: string) => values[key as keyof typeof values]) as SavedEntry["get"],
})

test("Decap's address names a new entry of a collection, or an existing one by its slug", () => {
  expect(addressedEntry("#/collections/references/new")).toEqual({ collection: "references" })
  expect(addressedEntry("#/collections/references/new?title=Golf")).toEqual({ collection: "references" })
  expect(addressedEntry("#/collections/references/entries/vw-golf")).toEqual({
    collection: "references",
    slug: "vw-golf",
  })
  expect(addressedEntry("#/collections/einstellungen/entries/films?ref=workflow")).toEqual({
    collection: "einstellungen",
    slug: "films",
  })
  expect(addressedEntry("#/collections/references")).toBeUndefined()
  expect(addressedEntry("#/workflow")).toBeUndefined()
})

test("a new entry saves on …/new, an existing one on its own address, nothing else", () => {
  const fresh = entry({ collection: "references", slug: "", newRecord: true })
  const golf = entry({ collection: "references", slug: "vw-golf", newRecord: false })
  expect(isAddressedEntry(fresh, "#/collections/references/new")).toBe(true)
  expect(isAddressedEntry(golf, "#/collections/references/entries/vw-golf")).toBe(true)
  // The entry just published, still in the form of a new one: publishing it would rewrite vw-golf.
  expect(isAddressedEntry(golf, "#/collections/references/new")).toBe(false)
  expect(isAddressedEntry(golf, "#/collections/references/entries/audi-a3")).toBe(false)
  expect(isAddressedEntry(fresh, "#/collections/services/new")).toBe(false)
  expect(isAddressedEntry(fresh, "#/collections/references/entries/vw-golf")).toBe(false)
  expect(isAddressedEntry(golf, "#/collections/references")).toBe(false)
})
