// The lazy accessors with the SDK replaced by recorders: what is started, in which order.
const calls: string[] = []

jest.mock("firebase/app", () => ({
  initializeApp: (options: { projectId: string }) => {
    calls.push(`initializeApp ${options.projectId}`)
    return { name: "app" }
  },
}))
jest.mock("firebase/app-check", () => ({
  initializeAppCheck: (_app: unknown, options: { provider: { kind: string } }) =>
    calls.push(`initializeAppCheck ${options.provider.kind}`),
  ReCaptchaV3Provider: class {
    kind = "recaptcha-v3"
  },
  ReCaptchaEnterpriseProvider: class {
    kind = "recaptcha-enterprise"
  },
}))
jest.mock("firebase/auth", () => ({
  getAuth: () => {
    calls.push("getAuth")
    return { name: "auth" }
  },
  connectAuthEmulator: (_auth: unknown, url: string) => calls.push(`connectAuthEmulator ${url}`),
}))
jest.mock("firebase/firestore", () => ({
  getFirestore: () => {
    calls.push("getFirestore")
    return { name: "db" }
  },
  connectFirestoreEmulator: () => calls.push("connectFirestoreEmulator"),
}))
jest.mock("firebase/database", () => ({
  getDatabase: () => {
    calls.push("getDatabase")
    return { name: "database" }
  },
  connectDatabaseEmulator: (_db: unknown, host: string, port: number) =>
    calls.push(`connectDatabaseEmulator ${host}:${port}`),
}))
jest.mock("firebase/storage", () => ({
  getStorage: () => {
    calls.push("getStorage")
    return { name: "storage" }
  },
  connectStorageEmulator: (_storage: unknown, host: string, port: number) =>
    calls.push(`connectStorageEmulator ${host}:${port}`),
}))

const CONFIG = {
  GATSBY_FIREBASE_API_KEY: "key",
  GATSBY_FIREBASE_AUTH_DOMAIN: "glanzwerk.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "glanzwerk",
  GATSBY_FIREBASE_STORAGE_BUCKET: "glanzwerk.appspot.com",
  GATSBY_FIREBASE_MESSAGING_SENDER_ID: "1",
  GATSBY_FIREBASE_APP_ID: "1:1:web:1",
}
const saved = { ...process.env }

/** The client module as a build with this environment would have it. */
function clientWith(env: Record<string, string>): typeof import("../client") {
  process.env = { ...saved, ...env }
  let client: typeof import("../client") | undefined
  jest.isolateModules(() => {
    client = jest.requireActual<typeof import("../client")>("../client")
  })
  return client!
}

beforeEach(() => {
  calls.length = 0
})
afterAll(() => {
  process.env = saved
})

test("App Check starts before any other service, once; services are created once", async () => {
  const client = clientWith({ ...CONFIG, GATSBY_FIREBASE_APPCHECK_SITE_KEY: "site-key" })
  expect(client.isFirebaseConfigured()).toBe(true)
  await Promise.all([client.getFirebaseAuth(), client.getFirestoreDb(), client.getFirebaseAuth()])
  expect(calls.slice(0, 2)).toEqual(["initializeApp glanzwerk", "initializeAppCheck recaptcha-v3"])
  expect(calls.slice(2).sort()).toEqual(["getAuth", "getFirestore"])
})

test("reCAPTCHA Enterprise on request; emulators are connected when named", async () => {
  const client = clientWith({
    ...CONFIG,
    GATSBY_FIREBASE_APPCHECK_SITE_KEY: "site-key",
    GATSBY_FIREBASE_APPCHECK_PROVIDER: "recaptcha-enterprise",
    GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  })
  await client.getFirebaseAuth()
  expect(calls).toEqual([
    "initializeApp glanzwerk",
    "initializeAppCheck recaptcha-enterprise",
    "getAuth",
    "connectAuthEmulator http://127.0.0.1:9099",
  ])
})

test("Realtime Database and Storage: created once each, on their emulators when named", async () => {
  const client = clientWith({
    ...CONFIG,
    GATSBY_FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:9000",
    GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
  })
  const [database, storage] = await Promise.all([
    client.getRealtimeDatabase(),
    client.getFirebaseStorage(),
    client.getRealtimeDatabase(),
  ])
  expect(database).toEqual({ name: "database" })
  expect(storage).toEqual({ name: "storage" })
  expect(calls[0]).toBe("initializeApp glanzwerk")
  expect(calls.slice(1).sort()).toEqual([
    "connectDatabaseEmulator 127.0.0.1:9000",
    "connectStorageEmulator 127.0.0.1:9199",
    "getDatabase",
    "getStorage",
  ])
})

test("without App Check's key there is no App Check; without configuration nothing starts", async () => {
  await clientWith(CONFIG).getFirebaseAuth()
  expect(calls).toEqual(["initializeApp glanzwerk", "getAuth"])

  calls.length = 0
  const unconfigured = clientWith({})
  expect(unconfigured.isFirebaseConfigured()).toBe(false)
  await expect(unconfigured.getFirebaseAuth()).rejects.toThrow("Firebase ist nicht eingerichtet")
  expect(calls).toEqual([])
})
