// Lazy access to Firebase services. The SDK is imported on first use, in the browser only, and only
// when Firebase is configured (src/firebase/config.ts). App Check, when it has a site key, starts
// before any other service, so every request carries its token.
import type { FirebaseApp } from "firebase/app"
import type { Auth } from "firebase/auth"
import type { Database } from "firebase/database"
import type { Firestore } from "firebase/firestore"
import type { FirebaseStorage } from "firebase/storage"
import { readFirebaseSettings, type FirebaseSettings } from "./config"

const settings: FirebaseSettings | null = readFirebaseSettings()

export const isFirebaseConfigured = () => settings !== null

/** The emulator a service should talk to (development and tests), if one is set. */
export const emulatorFor = (service: keyof FirebaseSettings["emulators"]) => settings?.emulators[service]

/** Thrown when a service is asked for although the site runs without Firebase. */
export class FirebaseNotConfiguredError extends Error {
  constructor() {
    super("Firebase ist nicht eingerichtet (GATSBY_FIREBASE_* fehlen).")
    this.name = "FirebaseNotConfiguredError"
  }
}

function requireSettings(): FirebaseSettings {
  if (typeof window === "undefined")
    throw new Error("Firebase is only used in the browser, never at build time.")
  if (!settings) throw new FirebaseNotConfiguredError()
  return settings
}

/** Each service once, created on first use. */
function lazy<T>(create: () => Promise<T>): () => Promise<T> {
  let instance: Promise<T> | undefined
  return () => {
    instance ??= create().catch((error: unknown) => {
      instance = undefined // a failed download (offline) may be retried
      throw error
    })
    return instance
  }
}

export const getFirebaseApp = lazy<FirebaseApp>(async () => {
  const { options, appCheck } = requireSettings()
  const { initializeApp } = await import(/* webpackChunkName: "firebase-app" */ "firebase/app")
  const app = initializeApp(options)
  if (appCheck) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider, ReCaptchaV3Provider } = await import(
      /* webpackChunkName: "firebase-app-check" */ "firebase/app-check"
    )
    initializeAppCheck(app, {
      provider:
        appCheck.provider === "recaptcha-enterprise"
          ? new ReCaptchaEnterpriseProvider(appCheck.siteKey)
          : new ReCaptchaV3Provider(appCheck.siteKey),
      isTokenAutoRefreshEnabled: true,
    })
  }
  return app
})

export const getFirebaseAuth = lazy<Auth>(async () => {
  const app = await getFirebaseApp()
  const { connectAuthEmulator, getAuth } = await import(
    /* webpackChunkName: "firebase-auth" */ "firebase/auth"
  )
  const auth = getAuth(app)
  const emulator = requireSettings().emulators.auth
  if (emulator)
    connectAuthEmulator(auth, `http://${emulator.host}:${emulator.port}`, { disableWarnings: true })
  return auth
})

export const getFirestoreDb = lazy<Firestore>(async () => {
  const app = await getFirebaseApp()
  const { connectFirestoreEmulator, getFirestore } = await import(
    /* webpackChunkName: "firebase-firestore" */ "firebase/firestore"
  )
  const db = getFirestore(app)
  const emulator = requireSettings().emulators.firestore
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port)
  return db
})

export const getRealtimeDatabase = lazy<Database>(async () => {
  const app = await getFirebaseApp()
  const { connectDatabaseEmulator, getDatabase } = await import(
    /* webpackChunkName: "firebase-database" */ "firebase/database"
  )
  const database = getDatabase(app)
  const emulator = requireSettings().emulators.database
  if (emulator) connectDatabaseEmulator(database, emulator.host, emulator.port)
  return database
})

export const getFirebaseStorage = lazy<FirebaseStorage>(async () => {
  const app = await getFirebaseApp()
  const { connectStorageEmulator, getStorage } = await import(
    /* webpackChunkName: "firebase-storage" */ "firebase/storage"
  )
  const storage = getStorage(app)
  const emulator = requireSettings().emulators.storage
  if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port)
  return storage
})
