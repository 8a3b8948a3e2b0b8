// What every delivery path of a contact request (submit.ts, the photo code's photos/send.ts, the
// Firestore path firestore-delivery.ts) shares: the error, the request as it leaves the browser, the
// time limit and the fields Netlify receives. Here, not in submit.ts, which loads those paths on
// first use: imported from there, each would close an import cycle.
import type { LeftOutTexts } from "./photos/left-out"
import { NETLIFY_FORM_NAME, type ContactRequest } from "./request"

export { NETLIFY_FORM_NAME }

/**
 * Spec'd patience: an answer within 10 s, or the request counts as failed. While pictures go up, the
 * 10 s count from the last progress: a slow phone connection is not a failure as long as it moves.
 */
export const SEND_TIMEOUT_MS = 10_000

/**
 * Anything that kept a request from arriving: network, refusal (4xx/5xx), no answer in time, or a
 * filled honeypot that was not sent because Netlify would have dropped it without a trace.
 */
export class ContactDeliveryError extends Error {
  constructor(
    readonly reason: "network" | "rejected" | "timeout" | "honeypot",
    detail: string
  ) {
    super(`Kontaktanfrage nicht gesendet (${reason}): ${detail}`)
    this.name = "ContactDeliveryError"
  }
}

/** One request as it leaves the browser. */
export interface OutgoingRequest {
  /** The fields: a contact request's, or another form's (a voucher order, src/voucher/order.ts). */
  request: ContactRequest | Readonly<Record<string, string>>
  /** Netlify: the form's name; left out, the contact form («kontakt»). */
  form?: string
  /** Firestore: where the document's id is kept for retries; left out, the contact request's key. */
  idKey?: string
  /**
   * The honeypot's value (components/Honeypot.tsx). Filled, it is never sent to Netlify, which would
   * drop the request silently (submitContactRequest); Firestore keeps it with the request.
   */
  honeypot: string
  /** The prepared pictures (JPEG, no metadata). */
  photos: readonly Blob[]
  /**
   * Firestore: the document's id. Left out, the one kept in the draft (request-id.ts), made on the
   * first attempt: a retry writes the same document.
   */
  id?: string
  /** How much is sent, from 0 to 1, while pictures go up. */
  onProgress?: (fraction: number) => void
  /** Netlify: the pictures' names and the owner's words, for pictures a slow connection leaves behind. */
  leftOut?: { names: readonly string[]; texts: LeftOutTexts }
}

export const timeoutError = () =>
  new ContactDeliveryError("timeout", `keine Antwort innert ${SEND_TIMEOUT_MS / 1000} s`)

/** A timer that fails `reject` after SEND_TIMEOUT_MS unless `restart` is called (on progress). */
export function watchdog(onTimeout: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const restart = () => {
    clearTimeout(timer)
    timer = setTimeout(onTimeout, SEND_TIMEOUT_MS)
  }
  restart()
  return { restart, stop: () => clearTimeout(timer) }
}

export function withTimeout<T>(promise: Promise<T>, onTimeout: () => void): Promise<T> {
  let stop = () => {}
  const timeout = new Promise<never>((_, reject) => {
    stop = watchdog(() => {
      onTimeout()
      reject(timeoutError())
    }).stop
  })
  return Promise.race([promise, timeout]).finally(stop)
}

/** The text fields Netlify receives: the form's name and every field (a filled honeypot never gets here). */
export function netlifyFields({ request, form }: OutgoingRequest): [string, string][] {
  return [["form-name", form ?? NETLIFY_FORM_NAME], ...Object.entries(request)]
}
