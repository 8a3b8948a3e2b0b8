// The Firestore variant of the site for the end-to-end tests (scripts/build-e2e-variant.mjs): where it
// is built and with which settings, shared with the editor's rebuild test (e2e/cms-harness.ts), which
// builds there again with the same settings so that the variant's cache serves it.
import { join } from "node:path"

/** The copy of the checkout `root` the variant is built in (its .cache/ kept from run to run). */
export const variantDir = (root) => join(root, ".e2e/variant")

/** The variant's settings: contact requests to Firestore of a demo Firebase project. */
export const VARIANT_ENV = {
  GATSBY_TELEMETRY_DISABLED: "1",
  NODE_OPTIONS: "--disable-warning=DEP0040",
  GATSBY_CONTACT_DELIVERY: "firestore",
  // Pictures without AVIF: plugins/gatsby-plugin-test-builds.
  E2E_PICTURES_WITHOUT_AVIF: "1",
  GATSBY_FIREBASE_API_KEY: "demo-api-key",
  GATSBY_FIREBASE_AUTH_DOMAIN: "demo-glanzwerk.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "demo-glanzwerk",
  GATSBY_FIREBASE_STORAGE_BUCKET: "demo-glanzwerk.appspot.com",
  GATSBY_FIREBASE_MESSAGING_SENDER_ID: "1",
  GATSBY_FIREBASE_APP_ID: "1:1:web:1",
}
