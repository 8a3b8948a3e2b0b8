// Builds the site a second time for the end-to-end tests of the Firestore delivery path: contact
// requests go to Firestore (GATSBY_CONTACT_DELIVERY) of a demo Firebase project. The tests intercept
// the SDK's REST call, so nothing leaves the machine. It builds in a copy of the checkout,
// .e2e/variant/ (its .cache/ kept from run to run), and copies the result to .e2e/firestore-public,
// which Playwright serves on port 9001. The editor's rebuild test (e2e/cms-harness.ts, `buildWith`)
// builds its edited content again in the same copy: with the cache this build left, in seconds, not
// minutes. The checkout's public/ and .cache/ are not touched.
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, rmSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { variantDir, VARIANT_ENV } from "./e2e-variant.mjs"
import { copyProjectInto } from "./project-copy.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const dir = variantDir(root)
const target = `${root}.e2e/firestore-public`

copyProjectInto(root, dir)
// A clean public/ first, as `npm run build` does (scripts/clean-public.mjs says why).
rmSync(`${dir}/public`, { recursive: true, force: true })
const result = spawnSync(`${root}node_modules/.bin/gatsby`, ["build"], {
  cwd: dir,
  env: { ...process.env, ...VARIANT_ENV },
  stdio: "inherit",
})
if (result.status !== 0) process.exit(result.status ?? 1)

rmSync(target, { recursive: true, force: true })
cpSync(`${dir}/public`, target, { recursive: true })
if (!existsSync(`${target}/kontakt.html`)) {
  console.error("The Firestore build has no /kontakt page.")
  process.exit(1)
}
console.log(`Firestore build for the end-to-end tests: ${target}`)
