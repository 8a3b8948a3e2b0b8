// Contact requests as documents in Firestore's `contactRequests` collection. Firestore Lite (plain
// REST, no realtime channel) is enough to write one document; App Check, when configured, has been
// started by getFirebaseApp() before this request goes out.
import type { ContactField } from "../request"
import { emulatorFor, getFirebaseApp } from "../../firebase/client"

export const CONTACT_REQUESTS = "contactRequests"

/**
 * What the document holds besides createdAt: the form's fields, the honeypot, the photos' paths; or a
 * voucher order's fields with `type: "Gutschein"` (src/voucher/order.ts; firestore.rules check both).
 */
export type FirestoreContactRequest =
  | (Record<ContactField, string> & { website?: string; photos?: string[] })
  | Readonly<Record<string, string | string[] | undefined>>

/**
 * How long after a document's creation a retry may still write it again (firestore.rules, a test
 * compares): a send that timed out after 10 s, and the visitor's next press, are well within it; a
 * later rewrite is refused.
 */
export const RETRY_WINDOW_MINUTES = 10

/**
 * The fields a retry may change (firestore.rules): the photos' paths, since a retry after a reload
 * uploads them again under new names. Everything else, type and createdAt included, stays as created.
 */
export const RETRY_FIELDS = ["photos"] as const

const connected = new WeakSet<object>()

/** A FirestoreError (or anything shaped like one) with this code. */
const hasCode = (error: unknown, code: string) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code

/**
 * Writes the request to contactRequests/{id}. The id is made in the browser (src/contact/request-id.ts)
 * before the first attempt and kept for every retry: a send that timed out but landed late and its
 * retry write the same document, so the owner never gets a request twice. Hence setDoc with a client
 * id rather than addDoc (a new id per call).
 *
 * The first attempt creates the document with the server's time. A `retry` (an earlier attempt under
 * this id may have landed) first writes the same fields into the existing document, leaving
 * createdAt as it is: firestore.rules allow exactly that, for RETRY_WINDOW_MINUTES. Where the
 * document is not there, the rules refuse that write (a document without createdAt), and the retry
 * creates it as a first attempt would.
 */
export async function saveContactRequest(
  id: string,
  request: FirestoreContactRequest,
  { retry = false }: { retry?: boolean } = {}
): Promise<void> {
  const [app, { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc }] = await Promise.all([
    getFirebaseApp(),
    import(/* webpackChunkName: "firebase-firestore-lite" */ "firebase/firestore/lite"),
  ])
  const db = getFirestore(app)
  const emulator = emulatorFor("firestore")
  if (emulator && !connected.has(db)) {
    connectFirestoreEmulator(db, emulator.host, emulator.port)
    connected.add(db)
  }
  const ref = doc(db, CONTACT_REQUESTS, id)
  if (retry) {
    try {
      await setDoc(ref, request, { merge: true })
      return
    } catch (error) {
      // Refused: the earlier attempt never landed (or landed too long ago); any other failure counts.
      if (!hasCode(error, "permission-denied")) throw error
    }
  }
  try {
    await setDoc(ref, { ...request, createdAt: serverTimestamp() })
  } catch (error) {
    // setDoc overwrites, so Firestore should not answer this; if it does, the document with this id
    // is there already, written by an earlier attempt of this very request.
    if (hasCode(error, "already-exists")) return
    throw error
  }
}
