// How a request leaves (submit.ts, with what the delivery paths share) comes when the visitor starts on
// a form, fetched with its rules, and is awaited when sending: a visit that only reads the page never
// loads it. Offline before it came, nothing has left: the form says that it could not load (not that
// the request failed), keeps everything and offers phone and e-mail; the next press fetches it again.
import type { Delivered } from "./photos/left-out"
import type { ContactDelivery } from "./submit"
import type { OutgoingRequest } from "./transport"

export type { ContactDelivery }

const loadSubmit = () => import(/* webpackChunkName: "contact-submit" */ "./submit")

/** Whoever starts on a form will soon send it: fetch the code now. */
export function prepareSending() {
  loadSubmit().catch(() => {}) // offline: sending tries again
}

/**
 * Sends the request by `delivery`; rejects with ContactDeliveryError when it did not arrive (submit.ts
 * says how). Resolves with the pictures left behind when the words arrived without some of them.
 */
export type SubmitContactRequest = (
  outgoing: OutgoingRequest,
  delivery: ContactDelivery
) => Promise<Delivered | void>

/**
 * The code that sends (at once when prepareSending fetched it). Rejects when it cannot be fetched:
 * awaited before anything is sent, outside the send's own failure handling, so that the form tells a
 * load that failed (useRequestForm's «unavailable») from a request that did not arrive.
 */
export async function loadSending(): Promise<SubmitContactRequest> {
  return (await loadSubmit()).submitContactRequest
}

/**
 * Was `error` a request held back for a filled honeypot (submit.ts throws it with the reason
 * «honeypot»)? Then the field is emptied, so that the visitor's next press sends (a browser's autofill
 * does not fill it again on its own). By its reason, not its class: the class is in the chunk above.
 */
export function isHoneypotHeldBack(error: unknown, field: HTMLInputElement | null): boolean {
  if (!(error instanceof Error && (error as { reason?: unknown }).reason === "honeypot")) return false
  if (field) field.value = ""
  return true
}
