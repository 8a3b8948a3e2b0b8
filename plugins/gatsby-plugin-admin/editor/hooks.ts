// What the patched Decap editor asks this setup (../decap-patches.ts: ADDRESS_NAMES_THE_ENTRY,
// DELETE_NAMES_THE_ENTRY, SAVE_REFUSED_QUIETLY): whether to render an address, whether a save,
// a publish or a delete may go ahead, and how to ask before a delete. Set on `window` before Decap's
// bundle runs, so that its code, which cannot import ours, finds it.
import {
  addressMoved,
  isAddressedEntry,
  NOT_THIS_ENTRY,
  NOT_THIS_ENTRY_DELETED,
  type EditorAddress,
  type SavedEntry,
} from "./address"
import type { Refusal } from "./refusals"

/** Decap's editor component (components/Editor/Editor.js), as far as the hooks read it. */
export interface EditorInstance {
  props: EditorProps
  /** Decap's «beforeunload» listener, which asks before leaving unsaved changes. */
  exitBlocker?: (event: Event) => unknown
}

export interface EditorProps extends EditorAddress {
  collection: { get(key: "name" | "label_singular" | "identifier_field"): unknown }
  entryDraft: { getIn(path: string[]): unknown }
  hasChanged: boolean
  /** Editorial workflow: the draft changes a published entry. */
  isModification?: boolean
  location: { pathname: string; search: string }
  history: { action: string; replace(path: string): void }
}

export interface EditorHooks {
  /** Whether Decap's editor may render `next`; false while it reloads for an address that names another entry. */
  editorUpdate(editor: EditorInstance, next: EditorProps): boolean
  /** Whether a save or a publish may go ahead: the form holds the entry of the address. */
  maySave(editor: EditorInstance): boolean
  /** Whether to delete the entry (or, «changes», its unpublished draft): asked by its name. */
  confirmDelete(editor: EditorInstance, what: "entry" | "changes"): boolean
}

/** The entry the form holds, as a save would write it. */
const draftOf = ({ entryDraft }: EditorProps) => entryDraft.getIn(["entry"]) as SavedEntry | undefined

/** «Referenz «VW Golf, Aufbereitung»»: the collection's word for one entry, and its title as typed. */
export function entryName(props: EditorProps): string {
  const kind = String(props.collection.get("label_singular") ?? "Beitrag")
  const field = String(props.collection.get("identifier_field") ?? "title")
  const title = props.entryDraft.getIn(["entry", "data", field])
  const name = typeof title === "string" && title.trim() !== "" ? title.trim() : props.slug
  return name ? `${kind} «${name}»` : kind
}

/** The question before a delete, naming what goes. */
export function deleteQuestion(props: EditorProps, what: "entry" | "changes"): string {
  const name = entryName(props)
  const unsaved = props.hasChanged ? " Was Sie seit dem letzten Speichern geändert haben, geht verloren." : ""
  if (what === "changes")
    return props.isModification
      ? `Die unveröffentlichten Änderungen an ${name} verwerfen?${unsaved} Die Website zeigt weiter den veröffentlichten Stand.`
      : `${name} löschen?${unsaved} Der Entwurf ist noch nicht auf der Website und wird ganz gelöscht.`
  return `${name} löschen?${unsaved} Der Beitrag und seine Bilder werden gelöscht, auch auf der Website.`
}

/** What the hooks use of the browser window (a stand-in in the unit tests). */
export type HookWindow = Pick<
  Window,
  "confirm" | "addEventListener" | "removeEventListener" | "setTimeout"
> & {
  location: Pick<Location, "hash" | "reload" | "replace">
}

/**
 * The hooks for `window`. `leaveQuestion`: Decap's question before leaving unsaved changes;
 * `refused`: shows a refusal that stays (refusals.ts).
 */
export function editorHooks(
  window: HookWindow,
  leaveQuestion: string,
  refused: (refusal: Refusal) => void
): EditorHooks {
  let reloading = false
  // Decap asks before leaving unsaved changes (its history «block»), but stops asking once the
  // address has left its entry by any move but its own: then this setup asks itself. Which address
  // the owner has just agreed to leave for, so as not to ask twice.
  let leaveAgreedFor: string | undefined
  // The address before the last move (this listener is added before Decap's router adds its own).
  let before = window.location.hash
  let now = before
  window.addEventListener("hashchange", () => {
    before = now
    now = window.location.hash
  })
  const confirm = window.confirm.bind(window)
  window.confirm = (message?: string) => {
    const yes = confirm(message)
    if (message === leaveQuestion) {
      if (yes) leaveAgreedFor = window.location.hash
      else stayAt(before, window.location.hash)
    }
    return yes
  }

  /**
   * The owner chose to stay on `shown` rather than go to `refused`. Decap's router (history 4's
   * `revertPop`) then moves back through the browser's history, which works for Back and Forward; a
   * pasted or typed address has no place in that history: it stayed in the address bar over the form
   * of the entry before it, and the router, still waiting for its move back, let the next address
   * through unasked and unseen. If the address has not come back, it is put back in place of the
   * refused one (`location.replace`): that is the move the router waits for.
   */
  function stayAt(shown: string, refused: string) {
    window.setTimeout(() => {
      if (window.location.hash === refused) window.location.replace(shown)
    }, 250)
  }

  /** The form holds the entry of the address; else the owner is told, and nothing happens. */
  const holdsAddressedEntry = (props: EditorProps, text: string) => {
    const draft = draftOf(props)
    if (draft && isAddressedEntry(draft, window.location.hash)) return true
    refused({ heading: text === NOT_THIS_ENTRY ? "Nicht gespeichert" : "Nicht gelöscht", text, reload: true })
    return false
  }

  return {
    editorUpdate(editor, next) {
      if (reloading) return false
      if (!addressMoved(editor.props, next)) return true
      const agreed = leaveAgreedFor === window.location.hash
      leaveAgreedFor = undefined
      if (editor.props.hasChanged && !agreed && !confirm(leaveQuestion)) {
        // The owner stays: the address goes back to the entry the form holds (once React has finished
        // this render: a move now would update the router while it renders the editor).
        const { pathname, search } = editor.props.location
        window.setTimeout(() => next.history.replace(`${pathname}${search}`), 0)
        return false
      }
      reloading = true
      if (editor.exitBlocker) window.removeEventListener("beforeunload", editor.exitBlocker)
      window.location.reload()
      return false
    },
    maySave(editor) {
      return !reloading && holdsAddressedEntry(editor.props, NOT_THIS_ENTRY)
    },
    confirmDelete(editor, what) {
      if (reloading || !holdsAddressedEntry(editor.props, NOT_THIS_ENTRY_DELETED)) return false
      return confirm(deleteQuestion(editor.props, what))
    },
  }
}
