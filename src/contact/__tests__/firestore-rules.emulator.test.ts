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
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
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

const java = javaMajorVersion()
const available = java >= 21
if (!available) {
  console.log(
    `Skipped the firestore.rules tests: the Firestore emulator needs Java 21 or newer, this machine has ${
      java ? `Java ${java}` : "no Java"
    }. The rules' field limits are still checked against the form in request.test.ts.`
  )
}

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

  test("anyone may create a complete request", async () => {
    await assertSucceeds(addDoc(collection(visitor(), "contactRequests"), request()))
  })

  test.each([
    ["an extra field", { admin: true }],
    ["a wrong type", { message: 42 }],
    ["an oversize message", { message: "x".repeat(2001) }],
    ["no way to answer", { email: "", phone: "" }],
    ["a client-side timestamp", { createdAt: new Date() }],
  ])("a request with %s is rejected", async (_, extra) => {
    await assertFails(addDoc(collection(visitor(), "contactRequests"), request(extra)))
  })

  test("nobody may read, update or delete a request, nor touch anything else", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "contactRequests/bestehend"), { name: "Beat" })
    })
    await assertFails(getDoc(doc(visitor(), "contactRequests/bestehend")))
    await assertFails(updateDoc(doc(visitor(), "contactRequests/bestehend"), { name: "Eve" }))
    await assertFails(deleteDoc(doc(visitor(), "contactRequests/bestehend")))
    await assertFails(setDoc(doc(visitor(), "anderes/dokument"), { x: 1 }))
  })
})
