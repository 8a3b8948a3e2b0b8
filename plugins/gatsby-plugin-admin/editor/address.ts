// The editor shows, saves and deletes the entry its address names, and no other.
// - Decap keeps its editor mounted while the address moves from one entry to another (its routes
//   `…/new` and `…/entries/*` render the same component) and loads an entry only when it mounts: after
//   Back, Forward, a swipe back or a pasted address, the form kept showing entry B under entry A's
//   address, «Beitrag löschen» deleted A, and a page's fields over a service's crashed the editor.
//   Decap's own moves inside the editor are all replacements (routing/history.js: `navigateToEntry`
//   after a new entry is saved, `navigateToNewEntry` for «… und neuen Beitrag erstellen»); any other
//   move to another entry reloads the editor, so that the entry is read afresh (`addressMoved`).
// - A save or a delete acts only when the form holds the entry of the address (`isAddressedEntry`):
//   the last guard, should a form ever hold another entry again (issue 43: a new form that held the
//   entry just published).

/** The entry Decap's address names: `#/collections/<collection>/new` or `…/entries/<slug>`. */
export function addressedEntry(hash: string): { collection: string; slug?: string } | undefined {
  const path = hash.replace(/^#/, "").split("?")[0] ?? ""
  const match = /^\/collections\/([^/]+)\/(?:new|entries\/(.+))$/.exec(path)
  if (!match) return undefined
  const decode = (part: string) => decodeURIComponent(part).replace(/\/$/, "")
  return { collection: decode(match[1]!), ...(match[2] !== undefined ? { slug: decode(match[2]) } : {}) }
}

/** What a save is about to write, as Decap's preSave event gives it (or its editor's draft holds). */
export interface SavedEntry {
  get(key: "collection" | "slug"): unknown
  get(key: "newRecord"): unknown
}

export const NOT_THIS_ENTRY =
  "Das Formular zeigt nicht den Beitrag, der geöffnet ist, und wird darum nicht gespeichert. Laden Sie " +
  "die Seite neu und geben Sie Ihre Änderung nochmals ein."

export const NOT_THIS_ENTRY_DELETED =
  "Das Formular zeigt nicht den Beitrag, der geöffnet ist, und darum wird nichts gelöscht. Laden Sie die " +
  "Seite neu, prüfen Sie den Beitrag und löschen Sie ihn dann."

/** Whether saving `entry` writes the file the address `hash` names. */
export function isAddressedEntry(entry: SavedEntry, hash: string): boolean {
  const address = addressedEntry(hash)
  if (!address || address.collection !== String(entry.get("collection"))) return false
  if (address.slug === undefined) return entry.get("newRecord") === true
  return entry.get("newRecord") !== true && String(entry.get("slug")) === address.slug
}

/** The props of Decap's editor (components/Editor/Editor.js) that name its entry and its move. */
export interface EditorAddress {
  collection: { get(key: "name"): unknown }
  /** The entry's slug on `…/entries/<slug>`. */
  slug?: string
  newEntry: boolean
  /** react-router's history: the action of the last move (Decap's own are «REPLACE»). */
  history: { action: string }
}

/** The entry an editor's props name: «references/entries/vw-golf», «references/new». */
export const entryKey = ({ collection, slug, newEntry }: EditorAddress) =>
  `${String(collection.get("name"))}/${newEntry ? "new" : `entries/${slug ?? ""}`}`

/**
 * Whether the address moved to another entry by any way other than Decap's own (Back, Forward, a
 * swipe, a pasted or typed address, a link): then the form still holds the entry before, and the
 * editor must read the new one afresh.
 */
export const addressMoved = (shown: EditorAddress, next: EditorAddress) =>
  entryKey(shown) !== entryKey(next) && next.history.action !== "REPLACE"
