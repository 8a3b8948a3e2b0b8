// Contact requests as documents in Firestore's `contactRequests` collection. Firestore Lite (plain
// REST, no realtime channel) is enough to write one document; App Check, when configured, has been
// started by getFirebaseApp() before this request goes out.
import { emulatorFor, getFirebaseApp } from "./client"

export const CONTACT_REQUESTS = "contactRequests"

const connected = new WeakSet<object>()

export async function addContactRequest(request: Record<string, string>): Promise<string> {
  const [app, { addDoc, collection, connectFirestoreEmulator, getFirestore, serverTimestamp }] =
    await Promise.all([
      getFirebaseApp(),
      import(/* webpackChunkName: "firebase-firestore-lite" */ "firebase/firestore/lite"),
    ])
  const db = getFirestore(app)
  const emulator = emulatorFor("firestore")
  if (emulator && !connected.has(db)) {
    connectFirestoreEmulator(db, emulator.host, emulator.port)
    connected.add(db)
  }
  const document = await addDoc(collection(db, CONTACT_REQUESTS), {
    ...request,
    createdAt: serverTimestamp(),
  })
  return document.id
}
