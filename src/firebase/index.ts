// The door to Firebase's generic part: the client, the current user, live data. Besides this folder only
// the contact form's own Firebase code (src/contact/firebase/: the request's document and photos, on
// the app and Storage of client.ts) imports the SDK. Each service's SDK is imported on its first use
// (client.ts), so a page that uses none of them loads no Firebase code, and nothing here is mounted on
// every page.
//
// What uses what:
// - CurrentUserProvider/useCurrentUser (current-user.tsx): the spec's current user, following the ID
//   token. No page reads a user yet, so no page mounts it; whatever first needs one wraps its own
//   subtree. Tested with the SDK recorded (current-user.test.tsx) and against the Auth emulator
//   (current-user.emulator.test.tsx, which runs offline).
// - useDocument/useCollection (use-firestore.ts): the spec's bound documents, live Firestore data. No
//   page uses them yet. Tested through their narrow source (use-firestore.test.tsx) and against the
//   Firestore emulator where it can run (firestore.emulator.test.tsx).
// - getRealtimeDatabase (client.ts): no caller yet; getFirebaseStorage:
//   src/contact/firebase/contact-photos.ts. Tested with the SDK recorded (client.test.ts).
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
