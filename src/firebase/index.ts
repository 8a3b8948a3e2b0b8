// The only door to Firebase: nothing outside src/firebase imports the SDK. Each service's SDK is
// imported on its first use (client.ts), so a page that uses none of them loads no Firebase code, and
// nothing here is mounted on every page.
//
// What uses what:
// - contact-requests.ts (Firestore Lite): the contact form's delivery when content/site.yaml says
//   «contactDelivery: firestore»; src/contact/submit.ts imports it with import() on the first send.
//   Tested at the SDK boundary (__tests__/contact-requests.test.ts, and the retry without duplicates
//   in src/contact/__tests__/submit.test.ts) and against the security rules
//   (firestore-rules.emulator.test.ts, where a Firestore emulator can run).
// - contact-photos.ts (Storage): the photos of such a request, uploaded before its document is
//   written. Tested at the SDK boundary (__tests__/contact-photos.test.ts); storage.rules' limits are
//   compared with the client's (src/contact/__tests__/storage-rules.test.ts).
// - CurrentUserProvider/useCurrentUser (current-user.tsx): the spec's current user, following the ID
//   token. No page reads a user yet, so no page mounts it; whatever first needs one wraps its own
//   subtree. Tested with the SDK recorded (current-user.test.tsx) and against the Auth emulator
//   (current-user.emulator.test.tsx, which runs offline).
// - useDocument/useCollection (use-firestore.ts): the spec's bound documents, live Firestore data. No
//   page uses them yet. Tested through their narrow source (use-firestore.test.tsx) and against the
//   Firestore emulator where it can run (firestore.emulator.test.tsx).
// - getRealtimeDatabase (client.ts): no caller yet; getFirebaseStorage: contact-photos.ts. Tested
//   with the SDK recorded (client.test.ts).
export {
  isFirebaseConfigured,
  getFirebaseApp,
  getFirebaseAuth,
  getFirestoreDb,
  getRealtimeDatabase,
  getFirebaseStorage,
} from "./client"
export { CurrentUserProvider, useCurrentUser, type CurrentUser } from "./current-user"
export { useCollection, useDocument, withId, type LiveData, type WithId } from "./use-firestore"
export type { QuerySpec } from "./firestore-source"
