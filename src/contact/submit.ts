// Sends a contact request, by the delivery chosen in content/site.yaml: Netlify Forms (a plain
// url-encoded POST, as Netlify expects) or a Firestore document. The form does not know which.
import type { ContactRequest } from "./request"

export type ContactDelivery = "netlify" | "firestore"

/** The name Netlify knows the form by (the form in the page's HTML carries it too). */
export const NETLIFY_FORM_NAME = "kontakt"

/** Spec'd patience: an answer within 10 s, or the request counts as failed. */
export const SEND_TIMEOUT_MS = 10_000

/** Anything that kept a request from arriving: network, refusal (4xx/5xx), no answer in time. */
export class ContactDeliveryError extends Error {
  constructor(
    readonly reason: "network" | "rejected" | "timeout",
    detail: string
  ) {
    super(`Kontaktanfrage nicht gesendet (${reason}): ${detail}`)
    this.name = "ContactDeliveryError"
  }
}

function withTimeout<T>(promise: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout()
      reject(new ContactDeliveryError("timeout", `keine Antwort innert ${SEND_TIMEOUT_MS / 1000} s`))
    }, SEND_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function sendToNetlify(request: ContactRequest): Promise<void> {
  const controller = new AbortController()
  const body = new URLSearchParams({ "form-name": NETLIFY_FORM_NAME, ...request }).toString()
  const response = await withTimeout(
    fetch("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      signal: controller.signal,
    }).catch((error: unknown) => {
      if (error instanceof ContactDeliveryError) throw error
      throw new ContactDeliveryError("network", String(error))
    }),
    () => controller.abort()
  )
  if (!response.ok) throw new ContactDeliveryError("rejected", `HTTP ${response.status}`)
}

/** Firebase's code comes on first use, and only on this path: the Netlify path never loads it. */
const loadFirestorePath = () =>
  import(/* webpackChunkName: "contact-firestore" */ "../firebase/contact-requests")

async function sendToFirestore(request: ContactRequest): Promise<void> {
  await withTimeout(
    loadFirestorePath()
      .then(({ addContactRequest }) => addContactRequest(request))
      .catch((error: unknown) => {
        const code = (error as { code?: string }).code ?? ""
        throw new ContactDeliveryError(
          // Offline, the SDK's own code may not even arrive (ChunkLoadError).
          /unavailable|network/.test(code) ||
            error instanceof TypeError ||
            (error as Error).name === "ChunkLoadError"
            ? "network"
            : "rejected",
          String(error)
        )
      }),
    () => {}
  )
}

/** Sends the request; throws ContactDeliveryError when it did not arrive. */
export function submitContactRequest(request: ContactRequest, delivery: ContactDelivery): Promise<void> {
  return delivery === "firestore" ? sendToFirestore(request) : sendToNetlify(request)
}
