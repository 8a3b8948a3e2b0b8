// A save writes the entry the editor's address names, and no other. Decap once kept the entry just
// published in the form of a new one (`…/new`), and saving that form rewrote the published entry
// (issue 43; ../decap-patches.ts now starts every new entry empty). Decap writes an existing entry to
// the path it was read from, whatever the address says: so before anything is written («preSave»),
// the entry must be the one of the address, or a new one on `…/new`.

/** The entry Decap's address names: `#/collections/<collection>/new` or `…/entries/<slug>`. */
export function addressedEntry(hash: string): { collection: string; slug?: string } | undefined {
  const path = hash.replace(/^#/, "").split("?")[0] ?? ""
  const match = /^\/collections\/([^/]+)\/(?:new|entries\/(.+))$/.exec(path)
  if (!match) return undefined
  const decode = (part: string) => decodeURIComponent(part).replace(/\/$/, "")
  return { collection: decode(match[1]!), ...(match[2] !== undefined ? { slug: decode(match[2]) } : {}) }
}

/** What a save is about to write, as Decap's preSave event gives it. */
export interface SavedEntry {
  get(key: "collection" | "slug"): unknown
  get(key: "newRecord"): unknown
}

export const NOT_THIS_ENTRY =
  "Das Formular zeigt nicht den Beitrag, der geöffnet ist, und wird darum nicht gespeichert. Laden Sie " +
  "die Seite neu und geben Sie Ihre Änderung nochmals ein."

/** Whether saving `entry` writes the file the address `hash` names. */
export function isAddressedEntry(entry: SavedEntry, hash: string): boolean {
  const address = addressedEntry(hash)
  if (!address || address.collection !== String(entry.get("collection"))) return false
  if (address.slug === undefined) return entry.get("newRecord") === true
  return entry.get("newRecord") !== true && String(entry.get("slug")) === address.slug
}
