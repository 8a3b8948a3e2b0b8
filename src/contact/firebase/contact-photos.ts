// A contact request's photos in Firebase Storage, at contactRequests/{requestId}/{name}: one folder
// per request, named by the id the request's Firestore document has too (src/contact/request-id.ts).
// The browser has already made each photo a JPEG of at most PHOTO_LIMITS.maxBytes; storage.rules
// refuse anything else, and anything but creating a new file.
import { PHOTO_LIMITS } from "../../lib/photo-limits"
import { REQUEST_ID } from "../request-id"
import { getFirebaseStorage } from "../../firebase/client"

export const CONTACT_PHOTOS_FOLDER = "contactRequests"

/** A photo's file name, e.g. foto1-2.jpg; storage.rules accept the same pattern. */
const PHOTO_NAME = /^[A-Za-z0-9-]+\.jpg$/

/**
 * Uploads one photo and resolves with its full path (what the request's `photos` list holds).
 * Checked before anything is fetched or sent: a bad id or name is a bug here, not the visitor's.
 */
export async function uploadContactPhoto(options: {
  requestId: string
  name: string
  photo: Blob
  onProgress?: (sentBytes: number) => void
}): Promise<string> {
  const { requestId, name, photo, onProgress } = options
  if (!REQUEST_ID.test(requestId)) throw new Error(`Not a contact request id: ${JSON.stringify(requestId)}`)
  if (!PHOTO_NAME.test(name)) throw new Error(`Not a photo name (like foto1-1.jpg): ${JSON.stringify(name)}`)
  const path = `${CONTACT_PHOTOS_FOLDER}/${requestId}/${name}`
  const [storage, { ref, uploadBytesResumable }] = await Promise.all([
    getFirebaseStorage(),
    import(/* webpackChunkName: "firebase-storage" */ "firebase/storage"),
  ])
  // Resumable rather than uploadBytes: it reports progress, which a slow phone's visitor wants to see.
  const task = uploadBytesResumable(ref(storage, path), photo, { contentType: PHOTO_LIMITS.type })
  await new Promise<void>((resolve, reject) => {
    task.on("state_changed", (snapshot) => onProgress?.(snapshot.bytesTransferred), reject, resolve)
  })
  return path
}
