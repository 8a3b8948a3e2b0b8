/**
 * @jest-environment node
 */
// firestore.rules under the Firestore emulator. The emulator needs Java 21 or newer (and downloads
// itself once); where that is missing this suite is skipped and says why. The same limits are
// compared with the form's schema in request.test.ts, which always runs.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing"
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from "firebase/firestore"
import type { ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  DEMO_PROJECT,
  javaMajorVersion,
  startEmulator,
  stopEmulator,
} from "../../firebase/__tests__/emulator"
import { newRequestId } from "../request-id"

// Skipped without Java 21; jest/global-setup.ts says so once for the whole run.
const available = javaMajorVersion() >= 21

;(available ? describe : describe.skip)("firestore.rules for contact requests", () => {
  let emulator: ChildProcess | undefined
  let env: RulesTestEnvironment

  beforeAll(async () => {
    emulator = await startEmulator("firestore", "http://127.0.0.1:8080/")
    env = await initializeTestEnvironment({
      projectId: DEMO_PROJECT,
      firestore: {
        host: "127.0.0.1",
        port: 8080,
        rules: readFileSync(join(__dirname, "../../../firestore.rules"), "utf8"),
      },
    })
  }, 120_000)

  afterAll(async () => {
    await env?.cleanup()
    stopEmulator(emulator)
  })

  const visitor = () => env.unauthenticatedContext().firestore()
  const request = (extra: Record<string, unknown> = {}) => ({
    name: "Anna Meier",
    email: "anna@beispiel.ch",
    phone: "",
    vehicle: "VW Golf",
    service: "Scheibentönung",
    preferredDate: "",
    message: "Bitte um Beratung.",
    createdAt: serverTimestamp(),
    ...extra,
  })

  /** A request's document, under an id as the browser makes them (src/contact/request-id.ts). */
  const requestDoc = (id = newRequestId()) => doc(visitor(), "contactRequests", id)
  const photo = (id: string, name = "foto1-ab12cd.jpg") => `contactRequests/${id}/${name}`

  test("anyone may create a complete request, with the optional honeypot and photos", async () => {
    await assertSucceeds(setDoc(requestDoc(), request()))
    await assertSucceeds(setDoc(requestDoc(), request({ website: "" })))
    const id = newRequestId()
    await assertSucceeds(
      setDoc(requestDoc(id), request({ photos: [1, 2, 3, 4, 5].map((n) => photo(id, `foto${n}-x.jpg`)) }))
    )
  })

  test("a retry writes the same document again: a valid overwrite is allowed", async () => {
    const id = newRequestId()
    await assertSucceeds(setDoc(requestDoc(id), request({ photos: [photo(id)] })))
    await assertSucceeds(setDoc(requestDoc(id), request({ photos: [photo(id)] })))
  })

  test.each([
    ["an extra field", { admin: true }],
    ["a wrong type", { message: 42 }],
    ["an oversize message", { message: "x".repeat(2001) }],
    ["no way to answer", { email: "", phone: "" }],
    ["a client-side timestamp", { createdAt: new Date() }],
    ["an oversize honeypot", { website: "x".repeat(201) }],
    ["photos that are no list", { photos: "contactRequests/x/foto1-1.jpg" }],
    ["a photo that is no text", { photos: [42] }],
    ["a photo in another request's folder", { photos: [photo(newRequestId())] }],
    ["a photo outside the folder", { photos: ["anderes/foto1-1.jpg"] }],
  ])("a request with %s is rejected", async (_, extra) => {
    await assertFails(setDoc(requestDoc(), request(extra)))
  })

  test("six photos are one too many; a bad one anywhere in the list counts", async () => {
    const id = newRequestId()
    const five = [1, 2, 3, 4, 5].map((n) => photo(id, `foto${n}-x.jpg`))
    await assertFails(setDoc(requestDoc(id), request({ photos: [...five, photo(id, "foto6-x.jpg")] })))
    await assertFails(setDoc(requestDoc(id), request({ photos: [...five.slice(0, 4), "../foto5-x.jpg"] })))
  })

  test("a document id that is not 20 random characters is rejected", async () => {
    await assertFails(setDoc(doc(visitor(), "contactRequests/kurz"), request()))
  })

  test("nobody may read, list, partly change or delete a request, nor touch anything else", async () => {
    const id = newRequestId()
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "contactRequests", id), request())
    })
    await assertFails(getDoc(requestDoc(id)))
    await assertFails(getDocs(collection(visitor(), "contactRequests")))
    // A partial change keeps the old createdAt, so it is no complete new request.
    await assertFails(updateDoc(requestDoc(id), { name: "Eve" }))
    await assertFails(setDoc(requestDoc(id), request({ message: "" })))
    await assertFails(deleteDoc(requestDoc(id)))
    await assertFails(setDoc(doc(visitor(), "anderes/dokument"), { x: 1 }))
  })
})
