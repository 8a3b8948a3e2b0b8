// saveContactRequest at the SDK boundary: Firestore Lite replaced by a fake mockStore keyed by document
// path, whose writes can be held back to play a send that times out and lands late. A merging write
// to a document that is not there is refused, as firestore.rules refuse a document without createdAt.
import { CONTACT_REQUESTS, saveContactRequest, type FirestoreContactRequest } from "../contact-requests"

const mockServerTimestamp = { serverTimestamp: true }
const mockDb = { name: "db" }
const mockStore = new Map<string, Record<string, unknown>>()
/** Each setDoc waits for its mockGate; by default the write lands at once. */
let mockGate: () => Promise<void> = () => Promise.resolve()
const mockCalls: string[] = []

jest.mock("firebase/firestore/lite", () => ({
  getFirestore: () => mockDb,
  connectFirestoreEmulator: (_db: unknown, host: string, port: number) =>
    mockCalls.push(`connectFirestoreEmulator ${host}:${port}`),
  doc: (db: unknown, collection: string, id: string) => ({ db, path: `${collection}/${id}` }),
  serverTimestamp: () => mockServerTimestamp,
  setDoc: jest.fn(
    async (ref: { path: string }, data: Record<string, unknown>, options?: { merge?: boolean }) => {
      mockCalls.push(`setDoc ${ref.path}${options?.merge ? " (merge)" : ""}`)
      await mockGate()
      const existing = mockStore.get(ref.path)
      if (options?.merge && !existing) throw Object.assign(new Error("denied"), { code: "permission-denied" })
      mockStore.set(ref.path, options?.merge ? { ...existing, ...data } : data)
    }
  ),
}))
jest.mock("../../../firebase/client", () => ({
  getFirebaseApp: jest.fn(async () => ({ name: "app" })),
  emulatorFor: jest.fn(() => undefined),
}))

const { setDoc } = jest.requireMock<{ setDoc: jest.Mock }>("firebase/firestore/lite")
const { emulatorFor } = jest.requireMock<{ emulatorFor: jest.Mock }>("../../../firebase/client")

const ID = "AbCdEfGhIjKlMnOpQrSt"
const request: FirestoreContactRequest = {
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  phone: "",
  vehicle: "VW Golf",
  service: "Scheibentönung",
  preferredDate: "",
  message: "Bitte um Beratung.",
  photos: [`contactRequests/${ID}/foto1-1.jpg`],
}

/** A Firestore error as the SDK throws it (FirestoreError carries a `code`). */
const firestoreError = (code: string) => Object.assign(new Error(code), { name: "FirebaseError", code })

beforeEach(() => {
  mockStore.clear()
  mockCalls.length = 0
  mockGate = () => Promise.resolve()
  setDoc.mockClear()
})

test("writes contactRequests/{id} with setDoc and the server's time", async () => {
  await expect(saveContactRequest(ID, request)).resolves.toBeUndefined()
  expect(CONTACT_REQUESTS).toBe("contactRequests")
  expect(mockCalls).toEqual([`setDoc contactRequests/${ID}`])
  expect(setDoc).toHaveBeenCalledWith(
    { db: mockDb, path: `contactRequests/${ID}` },
    { ...request, createdAt: mockServerTimestamp }
  )
  expect(mockStore.get(`contactRequests/${ID}`)).toEqual({ ...request, createdAt: mockServerTimestamp })
})

test("a retry after a time-out whose first write landed late leaves one document", async () => {
  let landLate: () => void = () => {}
  mockGate = () => new Promise<void>((resolve) => (landLate = resolve))
  const first = saveContactRequest(ID, request) // the caller gives up on it after 10 s …
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(setDoc).toHaveBeenCalledTimes(1)
  expect(mockStore.size).toBe(0)

  mockGate = () => Promise.resolve()
  await saveContactRequest(ID, request, { retry: true }) // … and the visitor sends again
  landLate() // then the first write arrives after all
  await first

  // The retry found no document (refused merge) and created it; the late first write is the same.
  expect(mockCalls).toEqual([
    `setDoc contactRequests/${ID}`,
    `setDoc contactRequests/${ID} (merge)`,
    `setDoc contactRequests/${ID}`,
  ])
  expect([...mockStore.keys()]).toEqual([`contactRequests/${ID}`])
  expect(mockStore.get(`contactRequests/${ID}`)).toEqual({ ...request, createdAt: mockServerTimestamp })
})

test("a retry of a write that landed writes the same fields again and leaves createdAt as it was", async () => {
  const created = { seconds: 1_700_000_000 }
  mockStore.set(`contactRequests/${ID}`, { ...request, createdAt: created })
  await saveContactRequest(ID, request, { retry: true })
  expect(setDoc).toHaveBeenCalledTimes(1)
  expect(setDoc).toHaveBeenCalledWith({ db: mockDb, path: `contactRequests/${ID}` }, request, { merge: true })
  expect(mockStore.get(`contactRequests/${ID}`)).toEqual({ ...request, createdAt: created })
})

test("a retry that fails for another reason than a refusal does not try to create the document", async () => {
  setDoc.mockRejectedValueOnce(firestoreError("unavailable"))
  await expect(saveContactRequest(ID, request, { retry: true })).rejects.toMatchObject({
    code: "unavailable",
  })
  expect(setDoc).toHaveBeenCalledTimes(1)
})

test("«already exists» means an earlier attempt landed: success", async () => {
  setDoc.mockRejectedValueOnce(firestoreError("already-exists"))
  await expect(saveContactRequest(ID, request)).resolves.toBeUndefined()
})

test("a refusal is passed on", async () => {
  setDoc.mockRejectedValueOnce(firestoreError("permission-denied"))
  await expect(saveContactRequest(ID, request)).rejects.toMatchObject({ code: "permission-denied" })
  setDoc.mockRejectedValueOnce(firestoreError("unavailable"))
  await expect(saveContactRequest(ID, request)).rejects.toMatchObject({ code: "unavailable" })
})

test("connects the emulator when one is named, once", async () => {
  emulatorFor.mockReturnValue({ host: "127.0.0.1", port: 8080 })
  await saveContactRequest(ID, request)
  await saveContactRequest(ID, request)
  expect(emulatorFor).toHaveBeenCalledWith("firestore")
  expect(mockCalls.filter((call) => call.startsWith("connect"))).toEqual([
    "connectFirestoreEmulator 127.0.0.1:8080",
  ])
})
