// The only door to Firebase: nothing outside src/firebase imports the SDK.
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
