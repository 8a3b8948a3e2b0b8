import { missingVariables, readFirebaseSettings, type FirebaseEnv } from "../config"

const complete: FirebaseEnv = {
  apiKey: "AIza-test",
  authDomain: "glanzwerk.firebaseapp.com",
  projectId: "glanzwerk",
  storageBucket: "glanzwerk.appspot.com",
  messagingSenderId: "1234",
  appId: "1:1234:web:abcd",
}

test("without the six required variables Firebase stays off", () => {
  expect(readFirebaseSettings({})).toBeNull()
  expect(readFirebaseSettings({ ...complete, appId: "  " })).toBeNull()
  expect(missingVariables({ ...complete, appId: undefined, apiKey: "" })).toEqual([
    "GATSBY_FIREBASE_API_KEY",
    "GATSBY_FIREBASE_APP_ID",
  ])
  expect(missingVariables(complete)).toEqual([])
})

test("a complete configuration becomes Firebase's options; optional parts stay out until set", () => {
  expect(readFirebaseSettings(complete)).toEqual({
    options: complete,
    appCheck: undefined,
    emulators: { auth: undefined, firestore: undefined, database: undefined, storage: undefined },
  })
  expect(
    readFirebaseSettings({ ...complete, databaseURL: "https://glanzwerk.europe-west1.firebasedatabase.app" })
      ?.options
  ).toHaveProperty("databaseURL", "https://glanzwerk.europe-west1.firebasedatabase.app")
})

test("App Check uses reCAPTCHA v3 unless Enterprise is asked for", () => {
  expect(readFirebaseSettings({ ...complete, appCheckSiteKey: "site-key" })?.appCheck).toEqual({
    siteKey: "site-key",
    provider: "recaptcha-v3",
  })
  expect(
    readFirebaseSettings({
      ...complete,
      appCheckSiteKey: "site-key",
      appCheckProvider: "recaptcha-enterprise",
    })?.appCheck
  ).toEqual({ siteKey: "site-key", provider: "recaptcha-enterprise" })
})

test("emulator hosts are read as host and port", () => {
  const settings = readFirebaseSettings({
    ...complete,
    authEmulatorHost: "127.0.0.1:9099",
    firestoreEmulatorHost: "localhost:8080",
    storageEmulatorHost: "kein-port",
  })
  expect(settings?.emulators).toEqual({
    auth: { host: "127.0.0.1", port: 9099 },
    firestore: { host: "localhost", port: 8080 },
    database: undefined,
    storage: undefined,
  })
})
