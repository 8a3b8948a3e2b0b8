import { isFirebaseSdk, standInFor } from "../sdk"

test("Firebase's SDK is what the site imports as firebase/…, nothing else", () => {
  for (const request of ["firebase/app", "firebase/firestore/lite", "firebase/storage", "firebase"])
    expect(isFirebaseSdk(request)).toBe(true)
  for (const request of ["./firebase/client", "../firebase/config", "firebase-tools", "src/firebase/client"])
    expect(isFirebaseSdk(request)).toBe(false)
})

test("the stand-in, if ever loaded, fails and names the module and the settings", () => {
  const globals = globalThis as { __resourceQuery?: string }
  const standIn = standInFor("firebase/storage")
  globals.__resourceQuery = standIn.slice(standIn.indexOf("?"))
  try {
    expect(() => jest.requireActual(standIn.slice(0, standIn.indexOf("?")))).toThrow(
      "Firebase is not set up for this build, so «firebase/storage» is not in it (GATSBY_FIREBASE_*"
    )
  } finally {
    delete globals.__resourceQuery
  }
})
