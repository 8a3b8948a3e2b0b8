// The editor shows, saves and deletes the entry its address names (editor/hooks.ts, called by the
// patched Decap editor): a move to another entry by Back, Forward or a pasted address reloads the
// editor (asking first when there are unsaved changes, once), Decap's own moves do not; a save or a
// delete goes ahead only when the form holds the entry of the address, and a delete names it.
import { addressMoved, entryKey, NOT_THIS_ENTRY, NOT_THIS_ENTRY_DELETED } from "../editor/address"
import { deleteQuestion, editorHooks, entryName, type EditorProps, type HookWindow } from "../editor/hooks"
import type { Refusal } from "../editor/refusals"

const LEAVE = "Sie haben ungespeicherte Änderungen. Trotzdem weitergehen?"

/** Decap's editor props for `slug` of `collection` (new on `…/new`), its draft holding `draft`. */
function props(
  address: { collection?: string; slug?: string; action?: string },
  draft: { collection?: string; slug?: string; newRecord?: boolean; title?: string } = {},
  more: Partial<EditorProps> = {}
): EditorProps {
  const collection = address.collection ?? "references"
  const entry = {
    collection: draft.collection ?? collection,
    slug: draft.slug ?? address.slug ?? "",
    newRecord: draft.newRecord ?? address.slug === undefined,
    data: { title: draft.title ?? "VW Golf, Aufbereitung" },
  }
  const labels: Record<string, string> = { references: "Referenz", services: "Dienstleistung" }
  return {
    collection: {
      get: (key: string) => ({ name: collection, label_singular: labels[collection] })[key],
    } as EditorProps["collection"],
    slug: address.slug,
    newEntry: address.slug === undefined,
    entryDraft: {
      getIn: (path: string[]) =>
        path.length === 1
          ? { get: (key: string) => entry[key as keyof typeof entry] }
          : path.slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], entry),
    },
    hasChanged: false,
    location: {
      pathname: `/collections/${collection}/${address.slug === undefined ? "new" : `entries/${address.slug}`}`,
      search: "",
    },
    history: { action: address.action ?? "POP", replace: jest.fn() },
    ...more,
  }
}

/** A window whose address is `hash`, whose owner answers `answers` in turn, and what happened in it. */
function browser(hash: string, answers: boolean[] = []) {
  const asked: string[] = []
  const happened: string[] = []
  const refusals: Refusal[] = []
  const timers: (() => void)[] = []
  const listeners: (() => void)[] = []
  const location = {
    hash,
    reload: () => happened.push("reload"),
    replace: (url: string | URL) => {
      happened.push(`address ${String(url)}`)
      move(String(url))
    },
  }
  const window: HookWindow = {
    confirm: (message?: string) => {
      asked.push(message ?? "")
      return answers.shift() ?? true
    },
    addEventListener: ((_: string, listener: () => void) =>
      listeners.push(listener)) as unknown as HookWindow["addEventListener"],
    removeEventListener: (type: string) => happened.push(`removed ${type}`),
    setTimeout: ((callback: () => void) => timers.push(callback)) as unknown as Window["setTimeout"],
    location,
  }
  /** The browser moves to `next` (Back, Forward, a pasted address): a «hashchange». */
  const move = (next: string) => {
    location.hash = next
    for (const listener of listeners) listener()
  }
  const hooks = editorHooks(window, LEAVE, (refusal) => refusals.push(refusal))
  return {
    window,
    hooks,
    asked,
    happened,
    refusals,
    move,
    runTimers: () => timers.splice(0).forEach((run) => run()),
  }
}

const editor = (shown: EditorProps) => ({ props: shown, exitBlocker: () => undefined })

test("an entry is named by its collection and slug, or as new; Decap's own moves are replacements", () => {
  expect(entryKey(props({ slug: "vw-golf" }))).toBe("references/entries/vw-golf")
  expect(entryKey(props({}))).toBe("references/new")
  expect(entryKey(props({ collection: "seiten", slug: "privacy" }))).toBe("seiten/entries/privacy")
  const golf = props({ slug: "vw-golf" })
  expect(addressMoved(golf, props({ slug: "audi-a3" }))).toBe(true)
  expect(addressMoved(golf, props({ collection: "services", slug: "vw-golf" }))).toBe(true)
  expect(addressMoved(golf, props({ slug: "audi-a3", action: "PUSH" }))).toBe(true)
  // A new entry saved (…/new → …/entries/x) and «… und neuen Beitrag erstellen» (→ …/new): Decap's own.
  expect(addressMoved(props({}), props({ slug: "vw-golf", action: "REPLACE" }))).toBe(false)
  expect(addressMoved(golf, props({ action: "REPLACE" }))).toBe(false)
  expect(addressMoved(golf, props({ slug: "vw-golf", action: "POP" }))).toBe(false)
})

test("Back to another entry: the editor does not render it and reloads; no second question", () => {
  const { hooks, asked, happened } = browser("#/collections/references/entries/audi-a3")
  const shown = editor(props({ slug: "vw-golf" }))
  expect(hooks.editorUpdate(shown, props({ slug: "audi-a3" }))).toBe(false)
  expect(happened).toEqual(["removed beforeunload", "reload"])
  expect(asked).toEqual([])
  // Until the page has gone, nothing renders, saves or deletes.
  expect(hooks.editorUpdate(shown, props({ slug: "vw-golf" }))).toBe(false)
  expect(hooks.maySave(shown)).toBe(false)
  expect(hooks.confirmDelete(shown, "entry")).toBe(false)
})

test("unsaved changes: asked once, by Decap or here; the owner who stays keeps the entry and its address", () => {
  // Decap asked already (its guard): the answer counts for this move.
  const first = browser("#/collections/references/entries/audi-a3")
  expect(first.window.confirm(LEAVE)).toBe(true)
  const changed = editor(props({ slug: "vw-golf" }, {}, { hasChanged: true }))
  expect(first.hooks.editorUpdate(changed, props({ slug: "audi-a3" }))).toBe(false)
  expect(first.asked).toEqual([LEAVE])
  expect(first.happened).toContain("reload")

  // Decap's guard had gone: asked here; the owner stays.
  const second = browser("#/collections/references/entries/audi-a3", [false])
  const next = props({ slug: "audi-a3" })
  expect(second.hooks.editorUpdate(changed, next)).toBe(false)
  expect(second.asked).toEqual([LEAVE])
  expect(second.happened).toEqual([])
  second.runTimers()
  expect(next.history.replace).toHaveBeenCalledWith("/collections/references/entries/vw-golf")
  // The address back: the form renders again, as it was.
  expect(second.hooks.editorUpdate(changed, props({ slug: "vw-golf", action: "REPLACE" }))).toBe(true)
})

test("staying after a pasted address: the address comes back to the entry shown", () => {
  const { window, move, runTimers, happened } = browser("#/collections/references/entries/vw-golf", [false])
  move("#/collections/references/entries/audi-a3")
  // Decap's guard asks; the owner stays; Decap's router cannot move back to where it was.
  expect(window.confirm(LEAVE)).toBe(false)
  runTimers()
  expect(happened).toEqual(["address #/collections/references/entries/vw-golf"])
  expect(window.location.hash).toBe("#/collections/references/entries/vw-golf")
})

test("staying after Back: the router's own move back is left alone", () => {
  const { window, move, runTimers, happened } = browser("#/collections/references/entries/vw-golf", [false])
  // Back, from the form of vw-golf to audi-a3; Decap's guard asks; the owner stays.
  move("#/collections/references/entries/audi-a3")
  expect(window.confirm(LEAVE)).toBe(false)
  // Decap's router goes forward again, to where the owner was, before the check.
  move("#/collections/references/entries/vw-golf")
  runTimers()
  expect(happened).toEqual([])
})

test("a save and a delete go ahead only when the form holds the entry of the address", () => {
  const { hooks, refusals, asked } = browser("#/collections/references/entries/audi-a3")
  const mixed = editor(props({ slug: "audi-a3" }, { slug: "vw-golf" }))
  expect(hooks.maySave(mixed)).toBe(false)
  expect(hooks.confirmDelete(mixed, "entry")).toBe(false)
  expect(refusals).toEqual([
    { heading: "Nicht gespeichert", text: NOT_THIS_ENTRY, reload: true },
    { heading: "Nicht gelöscht", text: NOT_THIS_ENTRY_DELETED, reload: true },
  ])
  expect(asked).toEqual([])
  const audi = editor(props({ slug: "audi-a3" }, { title: "Audi A3, Folierung" }))
  expect(hooks.maySave(audi)).toBe(true)
  expect(hooks.confirmDelete(audi, "entry")).toBe(true)
  expect(asked).toEqual([
    "Referenz «Audi A3, Folierung» löschen? Der Beitrag und seine Bilder werden gelöscht, auch auf der Website.",
  ])
})

test("the question before a delete names the entry and what goes", () => {
  const golf = props({ slug: "vw-golf" })
  expect(entryName(golf)).toBe("Referenz «VW Golf, Aufbereitung»")
  expect(entryName(props({ collection: "services", slug: "toenung" }, { title: " " }))).toBe(
    "Dienstleistung «toenung»"
  )
  expect(deleteQuestion({ ...golf, hasChanged: true }, "entry")).toBe(
    "Referenz «VW Golf, Aufbereitung» löschen? Was Sie seit dem letzten Speichern geändert haben, geht verloren. Der Beitrag und seine Bilder werden gelöscht, auch auf der Website."
  )
  expect(deleteQuestion({ ...golf, isModification: true }, "changes")).toBe(
    "Die unveröffentlichten Änderungen an Referenz «VW Golf, Aufbereitung» verwerfen? Die Website zeigt weiter den veröffentlichten Stand."
  )
  expect(deleteQuestion(golf, "changes")).toBe(
    "Referenz «VW Golf, Aufbereitung» löschen? Der Entwurf ist noch nicht auf der Website und wird ganz gelöscht."
  )
})
