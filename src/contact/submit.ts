// Sends a contact request, by the delivery chosen in content/site.yaml: Netlify Forms (a plain
// url-encoded POST as Netlify expects, multipart when pictures come along) or a Firestore document
// with its pictures in Firebase Storage. The form does not know which.
// What the paths share (the error, the request as it leaves, the time limit) is transport.ts, which
// the photo code and the Firestore path import instead of this file: no import cycle through their chunks.
// This file comes when the visitor starts on a form (sending.ts), not with the page.
import type { Delivered } from "./photos/left-out"
import { loadPhotoModule } from "./photos/load"
import { ContactDeliveryError, netlifyFields, withTimeout, type OutgoingRequest } from "./transport"

export type ContactDelivery = "netlify" | "firestore"

async function sendToNetlify(outgoing: OutgoingRequest): Promise<Delivered | void> {
  if (outgoing.photos.length > 0) return (await loadPhotoModule()).sendMultipart(outgoing)
  const controller = new AbortController()
  const response = await withTimeout(
    fetch("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(netlifyFields(outgoing)).toString(),
      signal: controller.signal,
    }).catch((error: unknown) => {
      if (error instanceof ContactDeliveryError) throw error
      throw new ContactDeliveryError("network", String(error))
    }),
    () => controller.abort()
  )
  if (!response.ok) throw new ContactDeliveryError("rejected", `HTTP ${response.status}`)
}

/** The Firestore path (and Firebase's code) comes on first use: the Netlify path never loads it. */
const loadFirestorePath = () => import(/* webpackChunkName: "contact-firestore" */ "./firestore-delivery")

async function sendToFirestore(outgoing: OutgoingRequest): Promise<void> {
  const path = await loadFirestorePath().catch((error: unknown) => {
    throw new ContactDeliveryError("network", String(error)) // offline before it came
  })
  return path.sendToFirestore(outgoing)
}

/**
/**
 * Sends the request; throws ContactDeliveryError when it did not arrive. Resolves with the pictures
 * left behind when the words arrived without some of them (Netlify on a slow connection).
 */
export async function submitContactRequest(
  outgoing: OutgoingRequest,
  delivery: ContactDelivery
): Promise<Delivered | void> {
  if (delivery === "firestore") return sendToFirestore(outgoing)
  // Netlify answers 200 to a filled honeypot and keeps nothing (docs/contact-form.md, «The
  // honeypot»): sent, the page would say «gesendet» for a request that is gone. The form says so
  // instead, empties the field and lets the visitor send again or call.
  if (outgoing.honeypot) throw new ContactDeliveryError("honeypot", "verstecktes Feld ausgefüllt")
  return sendToNetlify(outgoing)
}
