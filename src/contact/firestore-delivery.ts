// The Firestore path of a contact request (content/site.yaml «contactDelivery: firestore»), fetched
// on the first send, with Firebase's own code after it: its pictures to Storage, then the document,
// under the id kept in the draft so that a retry after a time-out writes the same one.
import { saveContactRequest } from "../firebase/contact-requests"
import { loadPhotoModule } from "./photos/load"
import { draftRequestId, forgetRequestId } from "./request-id"
import { ContactDeliveryError, withTimeout, type OutgoingRequest } from "./submit"

/**
 * The honeypot as firestore.rules take it: under the key `website` (the form field's old name), text
 * of 0..200 characters. Firestore keeps a filled one with the request, where the owner sees it.
 */
const HONEYPOT_KEY = "website"
const HONEYPOT_MAX = 200

function firebaseFailure(error: unknown): ContactDeliveryError {
  if (error instanceof ContactDeliveryError) return error
  const code = (error as { code?: string }).code ?? ""
  return new ContactDeliveryError(
    // Offline, the SDK's own code may not even arrive (ChunkLoadError).
    /unavailable|network|retry-limit/.test(code) ||
      error instanceof TypeError ||
      (error as Error).name === "ChunkLoadError"
      ? "network"
      : "rejected",
    String(error)
  )
}

export async function sendToFirestore(outgoing: OutgoingRequest): Promise<void> {
  try {
    const request = { ...outgoing, id: outgoing.id ?? draftRequestId(outgoing.idKey) }
    const photos = request.photos.length > 0 ? await (await loadPhotoModule()).uploadPhotos(request) : []
    await withTimeout(
      saveContactRequest(request.id, {
        ...request.request,
        ...(request.honeypot ? { [HONEYPOT_KEY]: request.honeypot.slice(0, HONEYPOT_MAX) } : {}),
        ...(photos.length > 0 ? { photos } : {}),
      }),
      () => {}
    )
    forgetRequestId(outgoing.idKey)
  } catch (error) {
    throw firebaseFailure(error)
  }
}
