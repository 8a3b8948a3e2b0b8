/**
 * @jest-environment jest-fixed-jsdom
 */
// useDocument and useCollection against the real Firestore emulator. The emulator needs Java 21 or
// newer (and downloads itself once); where that is missing this suite is skipped and says why.
import { act, renderHook, waitFor } from "@testing-library/react"
import type { ChildProcess } from "node:child_process"
import { DEMO_PROJECT, javaMajorVersion, startEmulator, stopEmulator, useDemoFirebaseEnv } from "./emulator"

// Skipped without Java 21; jest/global-setup.ts says so once for the whole run.
const available = javaMajorVersion() >= 21

;(available ? describe : describe.skip)("live Firestore data from the emulator", () => {
  let emulator: ChildProcess | undefined

  beforeAll(async () => {
    emulator = await startEmulator("firestore", "http://127.0.0.1:8080/")
    // The site's rules (firestore.rules) close everything but contact requests; this test needs a
    // collection it may read and write.
    await fetch(`http://127.0.0.1:8080/emulator/v1/projects/${DEMO_PROJECT}:securityRules`, {
      method: "PUT",
      body: JSON.stringify({
        rules: {
          files: [
            {
              content:
                "rules_version = '2'; service cloud.firestore { match /{d=**} { allow read, write: if true; } }",
            },
          ],
        },
      }),
    })
    useDemoFirebaseEnv({ firestore: "127.0.0.1:8080" })
  }, 120_000)

  afterAll(async () => {
    const { getApps, deleteApp } = await import("firebase/app")
    await Promise.all(getApps().map((app) => deleteApp(app)))
    stopEmulator(emulator)
  })

  test("a document with its id and an estimated server timestamp; a query in order; live updates", async () => {
    const { useCollection, useDocument } = await import("../use-firestore")
    const { getFirestoreDb } = await import("../client")
    const { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } = await import("firebase/firestore")
    const db = await getFirestoreDb()
    const collectionPath = `tests-${Date.now()}`

    const document = renderHook(() =>
      useDocument<{ name: string; createdAt: unknown }>(`${collectionPath}/anna`)
    )
    const list = renderHook(() =>
      useCollection<{ name: string }>(collectionPath, { orderBy: [["name", "asc"]] })
    )
    await waitFor(() => expect(document.result.current).toMatchObject({ data: null, loading: false }))

    await act(() => setDoc(doc(db, collectionPath, "anna"), { name: "Anna", createdAt: serverTimestamp() }))
    await act(() => setDoc(doc(db, collectionPath, "beat"), { name: "Beat", createdAt: serverTimestamp() }))
    await waitFor(() => expect(document.result.current.data?.name).toBe("Anna"))
    expect(document.result.current.data?.id).toBe("anna")
    // Never null: before the server confirms, the timestamp is the client's estimate.
    expect(document.result.current.data?.createdAt).toBeTruthy()
    await waitFor(() => expect(list.result.current.data?.map((d) => d.id)).toEqual(["anna", "beat"]))

    await act(() => updateDoc(doc(db, collectionPath, "beat"), { name: "Aaron" }))
    await waitFor(() => expect(list.result.current.data?.map((d) => d.name)).toEqual(["Aaron", "Anna"]))
    await act(() => deleteDoc(doc(db, collectionPath, "anna")))
    await waitFor(() => expect(document.result.current.data).toBeNull())

    document.unmount()
    list.unmount()
  }, 60_000)
})
