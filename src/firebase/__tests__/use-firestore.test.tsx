import { act, renderHook } from "@testing-library/react"
import type { DocumentSnapshotLike, QuerySpec } from "../firestore-source"
import { useCollection, useDocument, withId } from "../use-firestore"

// The boundary: subscriptions by path. The fake behaves like Firestore's snapshots, including the
// difference between a pending server timestamp read with and without `serverTimestamps: "estimate"`.
interface Subscription {
  path: string
  spec?: QuerySpec
  next: (value: never) => void
  error: (error: Error) => void
  unsubscribed: boolean
}
const subscriptions: Subscription[] = []

jest.mock("../firestore-source", () => {
  const subscribe = (path: string, spec: QuerySpec | undefined, next: never, error: never) => {
    const subscription: Subscription = { path, spec, next, error, unsubscribed: false }
    subscriptions.push(subscription)
    return Promise.resolve(() => {
      subscription.unsubscribed = true
    })
  }
  return {
    subscribeToDocument: (path: string, next: never, error: never) => subscribe(path, undefined, next, error),
    subscribeToCollection: (path: string, spec: QuerySpec, next: never, error: never) =>
      subscribe(path, spec, next, error),
  }
})

const ESTIMATE = new Date("2026-11-21T10:00:00Z")
function snapshot(
  id: string,
  data?: Record<string, unknown>,
  pendingTimestamp = false
): DocumentSnapshotLike {
  return {
    id,
    exists: () => data !== undefined,
    data: (options) =>
      data && {
        ...data,
        ...(pendingTimestamp
          ? { createdAt: options?.serverTimestamps === "estimate" ? ESTIMATE : null }
          : {}),
      },
  }
}
const latest = () => subscriptions[subscriptions.length - 1]!
const flush = () => act(async () => {})

beforeEach(() => {
  subscriptions.length = 0
})

test("a bound document gets an id field, and pending server timestamps as estimates", () => {
  expect(withId(snapshot("abc", { name: "Anna" }, true))).toEqual({
    name: "Anna",
    createdAt: ESTIMATE,
    id: "abc",
  })
})

test("useDocument: loading, then the live document, then null once it is deleted", async () => {
  const { result } = renderHook(() => useDocument<{ name: string }>("contactRequests/abc"))
  expect(result.current).toEqual({ data: undefined, loading: true, error: undefined })
  await flush()
  expect(latest().path).toBe("contactRequests/abc")

  act(() => latest().next(snapshot("abc", { name: "Anna" }) as never))
  expect(result.current).toEqual({ data: { name: "Anna", id: "abc" }, loading: false, error: undefined })
  act(() => latest().next(snapshot("abc", { name: "Anna Meier" }) as never))
  expect(result.current.data?.name).toBe("Anna Meier")
  act(() => latest().next(snapshot("abc") as never))
  expect(result.current).toEqual({ data: null, loading: false, error: undefined })
})

test("useDocument: an error ends loading and is reported", async () => {
  const { result } = renderHook(() => useDocument("contactRequests/abc"))
  await flush()
  act(() => latest().error(new Error("permission-denied")))
  expect(result.current.loading).toBe(false)
  expect(result.current.error?.message).toBe("permission-denied")
})

test("a new path unsubscribes the old one, never shows its data, and unmounting unsubscribes", async () => {
  const { result, rerender, unmount } = renderHook(({ path }) => useDocument(path), {
    initialProps: { path: "a/1" as string | null },
  })
  await flush()
  const first = latest()
  act(() => first.next(snapshot("1", { n: 1 }) as never))

  rerender({ path: "a/2" })
  expect(first.unsubscribed).toBe(true)
  expect(result.current).toEqual({ data: undefined, loading: true, error: undefined })
  await flush()
  const second = latest()
  expect(second.path).toBe("a/2")
  act(() => first.next(snapshot("1", { n: 99 }) as never)) // a late answer for the old path
  expect(result.current.data).toBeUndefined()

  rerender({ path: null })
  expect(second.unsubscribed).toBe(true)
  expect(result.current).toEqual({ data: undefined, loading: false, error: undefined })
  unmount()
})

test("useCollection: each document with its id; the same query does not subscribe again", async () => {
  const spec: QuerySpec = { orderBy: [["createdAt", "desc"]], limit: 10 }
  const { result, rerender } = renderHook(() =>
    useCollection<{ name: string }>("contactRequests", { ...spec })
  )
  await flush()
  expect(latest()).toMatchObject({ path: "contactRequests", spec })
  act(() => latest().next([snapshot("a", { name: "Anna" }, true), snapshot("b", { name: "Beat" })] as never))
  expect(result.current.data).toEqual([
    { name: "Anna", createdAt: ESTIMATE, id: "a" },
    { name: "Beat", id: "b" },
  ])
  rerender()
  await flush()
  expect(subscriptions).toHaveLength(1)
})
