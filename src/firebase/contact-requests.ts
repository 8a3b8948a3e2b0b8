// Contact requests as documents in Firestore's `contactRequests` collection. Firestore Lite (plain
// REST, no realtime channel) is enough to write one document; App Check, when configured, has been
// started by getFirebaseApp() before this request goes out.
import type { ContactField } from "../contact/request"
import { emulatorFor, getFirebaseApp } from "./client"

export const CONTACT_REQUESTS = "contactRequests"

/**
 * What the document holds besides createdAt: the form's fields, the honeypot, the photos' paths; or a
 * voucher order's fields with `type: "Gutschein"` (src/voucher/order.ts; firestore.rules check both).
 */
export type FirestoreContactRequest =
  | (Record<ContactField, string> & { website?: string; photos?: string[] })
  | Readonly<Record<string, string | string[] | undefined>>

const connected = new WeakSet<object>()

/**
 * Writes the request to contactRequests/{id}. The id is made in the browser (src/contact/request-id.ts)
 * before the first attempt and kept for every retry: a send that timed out but landed late and its
 * retry write the same document, so the owner never gets a request twice. Hence setDoc with a client
 * id rather than addDoc (a new id per call); Firestore Lite has no «create with this id only if
 * absent» call, so a retry overwrites the same data (firestore.rules allow that update).
 */
export async function saveContactRequest(id: string, request: FirestoreContactRequest): Promise<void> {
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
  try {
    await setDoc(doc(db, CONTACT_REQUESTS, id), { ...request, createdAt: serverTimestamp() })
  } catch (error) {
    // setDoc overwrites, so Firestore should not answer this; if it does, the document with this id
    // is there already, written by an earlier attempt of this very request.
    if (isAlreadyExists(error)) return
    throw error
  }
}

/** A FirestoreError (or anything shaped like one) saying the document exists. */
const isAlreadyExists = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "already-exists"
