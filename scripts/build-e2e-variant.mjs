// Builds the site a second time for the end-to-end tests of the Firestore delivery path: contact
// requests go to Firestore (GATSBY_CONTACT_DELIVERY) of a demo Firebase project. The tests intercept
// the SDK's REST call, so nothing leaves the machine. The result moves to .e2e/firestore-public, which
// Playwright serves on port 9001; public/ is left for the normal build that follows.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const target = `${root}.e2e/firestore-public`

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  NODE_OPTIONS: "--disable-warning=DEP0040",
  GATSBY_CONTACT_DELIVERY: "firestore",
  GATSBY_FIREBASE_API_KEY: "demo-api-key",
  GATSBY_FIREBASE_AUTH_DOMAIN: "demo-glanzwerk.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "demo-glanzwerk",
  GATSBY_FIREBASE_STORAGE_BUCKET: "demo-glanzwerk.appspot.com",
  GATSBY_FIREBASE_MESSAGING_SENDER_ID: "1",
  GATSBY_FIREBASE_APP_ID: "1:1:web:1",
}
// A clean public/ first, as `npm run build` does (scripts/clean-public.mjs says why).
rmSync(`${root}public`, { recursive: true, force: true })
const result = spawnSync("npx", ["gatsby", "build"], { cwd: root, env, stdio: "inherit" })
if (result.status !== 0) process.exit(result.status ?? 1)

rmSync(target, { recursive: true, force: true })
mkdirSync(`${root}.e2e`, { recursive: true })
renameSync(`${root}public`, target)
if (!existsSync(`${target}/kontakt.html`)) {
  console.error("The Firestore build has no /kontakt page.")
  process.exit(1)
}
console.log(`Firestore build for the end-to-end tests: ${target}`)
