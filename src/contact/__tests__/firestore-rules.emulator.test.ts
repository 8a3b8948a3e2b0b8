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
  Timestamp,
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
import { RETRY_WINDOW_MINUTES } from "../firebase/contact-requests"
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

  /** What a retry writes (src/contact/firebase/contact-requests.ts): the same fields, createdAt left alone. */
  const retry = (id: string, extra: Record<string, unknown> = {}) => {
    const { createdAt: _createdAt, ...fields } = request(extra)
    return setDoc(requestDoc(id), fields, { merge: true })
  }
  /** A request stored `minutesAgo` minutes ago, with the rules out of the way. */
  const stored = async (id: string, minutesAgo: number, extra: Record<string, unknown> = {}) => {
    await env.withSecurityRulesDisabled(async (context) => {
      const createdAt = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000)
      await setDoc(doc(context.firestore(), "contactRequests", id), request({ ...extra, createdAt }))
    })
  }

  test("a retry soon after writes the same fields again, createdAt untouched; photos may be new", async () => {
    const id = newRequestId()
    await assertSucceeds(setDoc(requestDoc(id), request({ photos: [photo(id)] })))
    await assertSucceeds(retry(id, { photos: [photo(id)] }))
    await assertSucceeds(retry(id, { photos: [photo(id, "foto1-x9y8z7.jpg")] }))
  })

  test("a retry of a request that never arrived is refused (no createdAt): the client then creates it", async () => {
    await assertFails(retry(newRequestId()))
  })

  test("a later rewrite of the same request is refused", async () => {
    const id = newRequestId()
    await stored(id, RETRY_WINDOW_MINUTES + 1)
    await assertFails(retry(id))
    await assertFails(setDoc(requestDoc(id), request()))
  })

  test("a request switched into a voucher order, or a field changed, is refused", async () => {
    const id = newRequestId()
    await assertSucceeds(setDoc(requestDoc(id), request()))
    const { name, email, message } = request()
    await assertFails(
      setDoc(requestDoc(id), {
        ...{ type: "Gutschein", reference: "210000000003139471430009017", amount: "2000.00" },
        ...{ choice: "CHF 2'000.–", recipient: "Eve", message, name, email, street: "Weg 1" },
        ...{ postalCode: "6003", locality: "Luzern", delivery: "Per Post", createdAt: serverTimestamp() },
      })
    )
    await assertFails(retry(id, { message: "Anderer Text" }))
    await assertFails(retry(id, { website: "https://spam.example" }))
  })

  test("a voucher order is created and retried the same way, and stays an order", async () => {
    const id = newRequestId()
    const order = {
      type: "Gutschein",
      reference: "210000000003139471430009017",
      amount: "150.00",
      choice: "CHF 150.–",
      recipient: "Sandra Muster",
      message: "",
      name: "Anna Beispiel",
      email: "anna@beispiel.ch",
      street: "Bahnhofstrasse 12",
      postalCode: "6003",
      locality: "Luzern",
      delivery: "Als PDF per E-Mail",
    }
    await assertSucceeds(setDoc(requestDoc(id), { ...order, createdAt: serverTimestamp() }))
    await assertSucceeds(setDoc(requestDoc(id), order, { merge: true }))
    await assertFails(setDoc(requestDoc(id), { ...order, amount: "2000.00" }, { merge: true }))
    await assertFails(
      setDoc(requestDoc(id), { ...order, voucherLink: "https://example.com" }, { merge: true })
    )
    await assertFails(setDoc(requestDoc(id), request()))
  })

  test("createdAt cannot be reset: not to the server's time, not to a chosen one", async () => {
    const id = newRequestId()
    await stored(id, 1)
    await assertFails(setDoc(requestDoc(id), request())) // a whole new write: createdAt = now
    await assertFails(updateDoc(requestDoc(id), { createdAt: serverTimestamp() }))
    await assertFails(updateDoc(requestDoc(id), { createdAt: Timestamp.fromMillis(Date.now() + 86_400_000) }))
    await assertSucceeds(retry(id)) // while the same request again is fine
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
    await assertFails(updateDoc(requestDoc(id), { name: "Eve" }))
    await assertFails(setDoc(requestDoc(id), request({ message: "" })))
    await assertFails(deleteDoc(requestDoc(id)))
    await assertFails(setDoc(doc(visitor(), "anderes/dokument"), { x: 1 }))
  })
})
