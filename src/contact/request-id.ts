// A contact request's id on the Firestore path, made in the browser before the first attempt to send
// it and kept in the draft (fetched with that path's code, not with the page): a retry after a time-out writes the same Firestore document and the same Storage folder, so a
// request never arrives twice. 20 characters of [A-Za-z0-9], like Firestore's own automatic ids.
import { REQUEST_ID_KEY } from "./draft"

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

export const REQUEST_ID = /^[A-Za-z0-9]{20}$/

export function newRequestId(): string {
  const id: string[] = []
  // Rejection sampling: 248 = 4 × 62, so every character is equally likely.
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < 248 && id.length < 20) id.push(ALPHABET[byte % 62]!)
    }
  }
  return id.join("")
}

/** Ids kept without storage, by key: a retry on this page still reuses the same id. */
const unstored = new Map<string, string>()

/** The id an earlier attempt to send under `key` made, if there is one (nothing is made here). */
export function keptRequestId(key: string = REQUEST_ID_KEY): string | undefined {
  try {
    const kept = window.sessionStorage.getItem(key)
    if (kept && REQUEST_ID.test(kept)) return kept
  } catch {
    // no storage: the ids kept in this page below
  }
  return unstored.get(key)
}

/**
 * The id of the request being sent: the one of an earlier attempt, else a new one, kept under `key`
 * (one per form: a voucher order never takes the id of a contact request that is still to be sent).
 */
export function draftRequestId(key: string = REQUEST_ID_KEY): string {
  try {
    const kept = window.sessionStorage.getItem(key)
    if (kept && REQUEST_ID.test(kept)) return kept
    const id = newRequestId()
    window.sessionStorage.setItem(key, id)
    return id
  } catch {
    const id = unstored.get(key) ?? newRequestId()
    unstored.set(key, id)
    return id
  }
}

/** Sent: the next request of this tab (under `key`) gets a new id. */
export function forgetRequestId(key: string = REQUEST_ID_KEY) {
  unstored.delete(key)
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // nothing kept
  }
}
