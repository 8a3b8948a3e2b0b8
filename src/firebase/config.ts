// Firebase's web configuration, from GATSBY_FIREBASE_* environment variables (Gatsby writes their
// values into the browser bundle at build time; they are not secret, but they are not committed).
// Without the required ones the site runs without Firebase and never downloads its code.

export interface FirebaseEnv {
  apiKey?: string
  authDomain?: string
  projectId?: string
  storageBucket?: string
  messagingSenderId?: string
  appId?: string
  databaseURL?: string
  appCheckSiteKey?: string
  appCheckProvider?: string
  authEmulatorHost?: string
  firestoreEmulatorHost?: string
  databaseEmulatorHost?: string
  storageEmulatorHost?: string
}

// Each variable written out in full: Gatsby replaces exactly these expressions at build time.
export const ENV: FirebaseEnv = {
  apiKey: process.env.GATSBY_FIREBASE_API_KEY,
  authDomain: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  projectId: process.env.GATSBY_FIREBASE_PROJECT_ID,
  storageBucket: process.env.GATSBY_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: process.env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
  appId: process.env.GATSBY_FIREBASE_APP_ID,
  databaseURL: process.env.GATSBY_FIREBASE_DATABASE_URL,
  appCheckSiteKey: process.env.GATSBY_FIREBASE_APPCHECK_SITE_KEY,
  appCheckProvider: process.env.GATSBY_FIREBASE_APPCHECK_PROVIDER,
  authEmulatorHost: process.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST,
  firestoreEmulatorHost: process.env.GATSBY_FIREBASE_FIRESTORE_EMULATOR_HOST,
  databaseEmulatorHost: process.env.GATSBY_FIREBASE_DATABASE_EMULATOR_HOST,
  storageEmulatorHost: process.env.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST,
}

/** Without these the site runs without Firebase. */
export const REQUIRED = {
  apiKey: "GATSBY_FIREBASE_API_KEY",
  authDomain: "GATSBY_FIREBASE_AUTH_DOMAIN",
  projectId: "GATSBY_FIREBASE_PROJECT_ID",
  storageBucket: "GATSBY_FIREBASE_STORAGE_BUCKET",
  messagingSenderId: "GATSBY_FIREBASE_MESSAGING_SENDER_ID",
  appId: "GATSBY_FIREBASE_APP_ID",
} as const satisfies Partial<Record<keyof FirebaseEnv, string>>

export interface EmulatorHost {
  host: string
  port: number
}

export interface FirebaseSettings {
  options: {
    apiKey: string
    authDomain: string
    projectId: string
    storageBucket: string
    messagingSenderId: string
    appId: string
    databaseURL?: string
  }
  /** App Check with reCAPTCHA v3 (default) or reCAPTCHA Enterprise, when a site key is set. */
  appCheck?: { siteKey: string; provider: "recaptcha-v3" | "recaptcha-enterprise" }
  emulators: Partial<Record<"auth" | "firestore" | "database" | "storage", EmulatorHost>>
}

const clean = (value: string | undefined) => value?.trim() || undefined

function emulator(value: string | undefined): EmulatorHost | undefined {
  const match = clean(value)?.match(/^(.+):(\d+)$/)
  return match ? { host: match[1]!, port: Number(match[2]) } : undefined
}

/** The names of required variables that are missing; all or none should be set. */
export function missingVariables(env: FirebaseEnv = ENV): string[] {
  return Object.entries(REQUIRED)
    .filter(([key]) => !clean(env[key as keyof FirebaseEnv]))
    .map(([, name]) => name)
}

/** The settings, or null when Firebase is not (completely) configured. */
export function readFirebaseSettings(env: FirebaseEnv = ENV): FirebaseSettings | null {
  if (missingVariables(env).length > 0) return null
  const siteKey = clean(env.appCheckSiteKey)
  return {
    options: {
      apiKey: clean(env.apiKey)!,
      authDomain: clean(env.authDomain)!,
      projectId: clean(env.projectId)!,
      storageBucket: clean(env.storageBucket)!,
      messagingSenderId: clean(env.messagingSenderId)!,
      appId: clean(env.appId)!,
      ...(clean(env.databaseURL) ? { databaseURL: clean(env.databaseURL) } : {}),
    },
    appCheck: siteKey
      ? {
          siteKey,
          provider:
            clean(env.appCheckProvider) === "recaptcha-enterprise" ? "recaptcha-enterprise" : "recaptcha-v3",
        }
      : undefined,
    emulators: {
      auth: emulator(env.authEmulatorHost),
      firestore: emulator(env.firestoreEmulatorHost),
      database: emulator(env.databaseEmulatorHost),
      storage: emulator(env.storageEmulatorHost),
    },
  }
}
