// The Firestore path of a contact request (content/site.yaml «contactDelivery: firestore»), fetched
// on the first send, with Firebase's own code after it: its pictures to Storage, then the document,
// under the id kept in the draft so that a retry after a time-out writes the same one. A refusal by
// the rules forgets the id: the next press starts a new document (firestore.rules refuse a late
// rewrite of one that arrived, so a kept id would fail for good; a duplicate beats a lost request).
import { saveContactRequest } from "./firebase/contact-requests"
import { loadPhotoModule } from "./photos/load"
import { draftRequestId, forgetRequestId, keptRequestId } from "./request-id"
import { ContactDeliveryError, withTimeout, type OutgoingRequest } from "./transport"

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

/** Ids sent from this page whose outcome is not known: the next send under one is a retry. */
const attempted = new Set<string>()

export async function sendToFirestore(outgoing: OutgoingRequest): Promise<void> {
  // An id kept from an earlier attempt (also before a reload): that attempt may have landed.
  const kept = keptRequestId(outgoing.idKey)
  const id = outgoing.id ?? kept ?? draftRequestId(outgoing.idKey)
  const retry = attempted.has(id) || id === kept
  attempted.add(id)
  const done = () => {
    attempted.delete(id)
    forgetRequestId(outgoing.idKey)
  }
  try {
    const request = { ...outgoing, id }
    const photos = request.photos.length > 0 ? await (await loadPhotoModule()).uploadPhotos(request) : []
    const fields = {
      ...request.request,
      ...(request.honeypot ? { [HONEYPOT_KEY]: request.honeypot.slice(0, HONEYPOT_MAX) } : {}),
      ...(photos.length > 0 ? { photos } : {}),
    }
    await withTimeout(saveContactRequest(id, fields, { retry }), () => {})
    done()
  } catch (error) {
    if ((error as { code?: unknown }).code === "permission-denied") done()
    throw firebaseFailure(error)
  }
}
