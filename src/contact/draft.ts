// What the visitor has typed, kept for this browser tab (sessionStorage): an accidental reload does
// not lose it. With it, on the Firestore path, the request's id once a first attempt to send it was
// made (request-id.ts). Both are cleared once the request is sent.
import { EMPTY_REQUEST, FIELDS, type ContactRequest } from "./request"

export const DRAFT_KEY = "kontakt-entwurf"
export const REQUEST_ID_KEY = "kontakt-anfrage-id"

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
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
    window.sessionStorage.removeItem(REQUEST_ID_KEY)
  } catch {
    // nothing stored
  }
}
