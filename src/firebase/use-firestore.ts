import * as React from "react"
import {
  subscribeToCollection,
  subscribeToDocument,
  type DocumentSnapshotLike,
  type QuerySpec,
  type Unsubscribe,
} from "./firestore-source"

/** A bound document: its data plus an `id` field equal to the document id. */
export type WithId<T> = T & { id: string }

/** Server-set timestamps read as the client's estimate until the server confirms them. */
export function withId<T>(snapshot: DocumentSnapshotLike): WithId<T> {
  return { ...(snapshot.data({ serverTimestamps: "estimate" }) as T), id: snapshot.id }
}

export interface LiveData<T> {
  /** undefined while loading or after an error. */
  data: T | undefined
  loading: boolean
  error: Error | undefined
}

type Subscribe<T> = (onNext: (data: T) => void, onError: (error: Error) => void) => Promise<Unsubscribe>

/** One live subscription per key; a new key unsubscribes the old one, so does unmounting. */
function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveData<T> {
  const [state, setState] = React.useState<{ key: string | null; data?: T; error?: Error }>({ key: null })
  const subscribeRef = React.useRef(subscribe)
  React.useEffect(() => {
    subscribeRef.current = subscribe
  })

  React.useEffect(() => {
    if (key === null) return undefined
    let active = true
    let unsubscribe: Unsubscribe | undefined
    const fail = (error: Error) => active && setState({ key, error })
    subscribeRef
      .current((data) => active && setState({ key, data }), fail)
      .then((stop) => {
        if (active) unsubscribe = stop
        else stop()
      }, fail)
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [key])

  // What belongs to an earlier key is never shown for the current one.
  const current = state.key === key ? state : { key }
  return {
    data: current.data,
    error: current.error,
    loading: key !== null && current.data === undefined && current.error === undefined,
  }
}

/** A live Firestore document by path («contactRequests/abc»); null while it does not exist. */
export function useDocument<T = Record<string, unknown>>(path: string | null): LiveData<WithId<T> | null> {
  return useLive<WithId<T> | null>(path, (onNext, onError) =>
    subscribeToDocument(
      path ?? "",
      (snapshot) => onNext(snapshot.exists() ? withId<T>(snapshot) : null),
      onError
    )
  )
}

/** A live Firestore query by collection path and a plain query description. */
export function useCollection<T = Record<string, unknown>>(
  path: string | null,
  spec: QuerySpec = {}
): LiveData<WithId<T>[]> {
  const key = path === null ? null : `${path}?${JSON.stringify(spec)}`
  return useLive<WithId<T>[]>(key, (onNext, onError) =>
    subscribeToCollection(
      path ?? "",
      spec,
      (snapshots) => onNext(snapshots.map((s) => withId<T>(s))),
      onError
    )
  )
}
