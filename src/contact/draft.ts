// What the visitor has typed, kept for this browser tab (sessionStorage): an accidental reload does
// not lose it. With it, the request's id once a first attempt to send it was made: a retry after a
// reload still writes the same Firestore document. Both are cleared once the request is sent.
import { EMPTY_REQUEST, FIELDS, type ContactRequest } from "./request"
import { REQUEST_ID, newRequestId } from "./request-id"

export const DRAFT_KEY = "kontakt-entwurf"
export const REQUEST_ID_KEY = "kontakt-anfrage-id"

let unstoredId: string | undefined

/** The id of the request being sent: the one of an earlier attempt, else a new one, kept. */
export function draftRequestId(): string {
  try {
    const kept = window.sessionStorage.getItem(REQUEST_ID_KEY)
    if (kept && REQUEST_ID.test(kept)) return kept
    const id = newRequestId()
    window.sessionStorage.setItem(REQUEST_ID_KEY, id)
    return id
  } catch {
    // No storage: a retry on this page still reuses the same id.
    return (unstoredId ??= newRequestId())
  }
}

export function loadDraft(): ContactRequest | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "null") as unknown
    if (!stored || typeof stored !== "object") return null
    const draft = { ...EMPTY_REQUEST }
    for (const field of FIELDS) {
      const value = (stored as Record<string, unknown>)[field]
      if (typeof value === "string") draft[field] = value
    }
    return draft
  } catch {
    return null
  }
}

export function saveDraft(request: ContactRequest) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(request))
  } catch {
    // Storage full or disabled: the form still works, only a reload would lose the text.
  }
}

export function clearDraft() {
  unstoredId = undefined
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
    window.sessionStorage.removeItem(REQUEST_ID_KEY)
  } catch {
    // nothing stored
  }
}
