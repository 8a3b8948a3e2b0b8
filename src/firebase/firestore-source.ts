// The narrow boundary between the live-data hooks and Firestore: subscribe to a document or a query
// by path. Firestore's SDK is fetched on first use (src/firebase/client.ts).
import type { DocumentData, SnapshotOptions, WhereFilterOp } from "firebase/firestore"
import { getFirestoreDb } from "./client"

/** What the hooks need of a document snapshot (Firestore's DocumentSnapshot has all of it). */
export interface DocumentSnapshotLike {
  readonly id: string
  exists(): boolean
  data(options?: SnapshotOptions): DocumentData | undefined
}

/** A query without importing Firestore: filters, order and limit as plain data. */
export interface QuerySpec {
  where?: readonly (readonly [field: string, op: WhereFilterOp, value: unknown])[]
  orderBy?: readonly (readonly [field: string, direction?: "asc" | "desc"])[]
  limit?: number
}

export type Unsubscribe = () => void

export async function subscribeToDocument(
  path: string,
  onNext: (snapshot: DocumentSnapshotLike) => void,
  onError: (error: Error) => void
): Promise<Unsubscribe> {
  const [db, { doc, onSnapshot }] = await Promise.all([getFirestoreDb(), import("firebase/firestore")])
  return onSnapshot(doc(db, path), onNext, onError)
}

export async function subscribeToCollection(
  path: string,
  spec: QuerySpec,
  onNext: (snapshots: DocumentSnapshotLike[]) => void,
  onError: (error: Error) => void
): Promise<Unsubscribe> {
  const [db, firestore] = await Promise.all([getFirestoreDb(), import("firebase/firestore")])
  const { collection, limit, onSnapshot, orderBy, query, where } = firestore
  const constraints = [
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit !== undefined ? [limit(spec.limit)] : []),
  ]
  return onSnapshot(query(collection(db, path), ...constraints), (snapshot) => onNext(snapshot.docs), onError)
}
