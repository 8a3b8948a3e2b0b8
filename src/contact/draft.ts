// What the visitor has typed, kept for this browser tab (forms/use-request-form.ts): an accidental reload does
// not lose it. With it, on the Firestore path, the request's id once a first attempt to send it was
// made (request-id.ts). Both are cleared once the request is sent.
import { draftStore, keep } from "../forms/use-request-form"
import { EMPTY_REQUEST, FIELDS } from "./request"

export const DRAFT_KEY = "kontakt-entwurf"
export const REQUEST_ID_KEY = "kontakt-anfrage-id"

export const contactDraft = draftStore(DRAFT_KEY, FIELDS, EMPTY_REQUEST)

export function clearDraft() {
  contactDraft.clear()
  keep(REQUEST_ID_KEY, null)
}
