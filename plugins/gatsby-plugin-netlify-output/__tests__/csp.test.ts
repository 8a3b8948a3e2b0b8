import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { readFirebaseSettings } from "../../../src/firebase/config"
import {
  FIREBASE_HOSTS,
  LOCAL_CMS_BACKEND,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  inlineScripts,
  isLocalBuild,
  sha256,
} from "../csp"

test("only inline scripts a browser would run are hashed", () => {
  const html = `<head><script>a()</script><script type="module">b()</script><script src="/app.js"></script>
    <script type="application/ld+json">{"@type":"AutoRepair"}</script><script id="x" type="text/javascript">c()</script></head>`
  expect(inlineScripts(html)).toEqual(["a()", "b()", "c()"])
})

test("hashes are SHA-256 in base64, as CSP expects", () => {
  expect(sha256("a()")).toBe(`'sha256-${createHash("sha256").update("a()").digest("base64")}'`)
})

test("without Firebase: self, the hashes, nothing else; never unsafe-inline or unsafe-eval for scripts", () => {
  const csp = contentSecurityPolicy([sha256("b()"), sha256("a()"), sha256("a()")], null)
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!
  expect(scriptSrc).toBe(`script-src 'self' ${[sha256("a()"), sha256("b()")].sort().join(" ")}`)
  expect(csp).not.toMatch(/unsafe-eval/)
  expect(csp).toContain("connect-src 'self';")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-src 'none'")
  expect(csp).toMatch(/; upgrade-insecure-requests$/)
})

const FIREBASE = {
  apiKey: "k",
  authDomain: "d",
  projectId: "p",
  storageBucket: "b",
  messagingSenderId: "1",
  appId: "a",
}

test("with Firebase: exactly the hosts of Firestore and Storage, no wildcard; with App Check: its token host and reCAPTCHA", () => {
  const connectSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("connect-src "))
  const plain = contentSecurityPolicy([], readFirebaseSettings(FIREBASE))
  expect(connectSrc(plain)).toBe(
    "connect-src 'self' https://firestore.googleapis.com https://firebasestorage.googleapis.com"
  )
  expect(plain).not.toMatch(/\*|firebaseio|firebaseapp|recaptcha/)
  expect(plain).toContain("frame-src 'none'")

  const csp = contentSecurityPolicy(
    [],
    readFirebaseSettings({ ...FIREBASE, appCheckSiteKey: "site", authEmulatorHost: "127.0.0.1:9099" })
  )
  expect(connectSrc(csp)).toBe(
    "connect-src 'self' https://firestore.googleapis.com https://firebasestorage.googleapis.com https://content-firebaseappcheck.googleapis.com http://127.0.0.1:9099 ws://127.0.0.1:9099"
  )
  expect(csp).not.toContain("upgrade-insecure-requests")
  expect(csp).toContain(
    "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
  )
  expect(csp).toContain("frame-src https://www.google.com/recaptcha/")
})

/** An SDK package's browser build, as webpack bundles it: the ES module and the files it imports. */
function browserCode(pkg: string, entry: string) {
  const dir = join(__dirname, "../../../node_modules", pkg)
  const main = readFileSync(join(dir, entry), "utf8")
  const imported = [...new Set([...main.matchAll(/from '(\.\/[^']+)'/g)].map((match) => match[1]!))]
  return [main, ...imported.map((path) => readFileSync(join(dir, dirname(entry), path), "utf8"))].join("\n")
}

/** So that a new SDK that moves a host is noticed here, not by a visitor whose request fails. */
test("the named hosts are the ones the Firebase SDK's browser code calls", () => {
  const host = (url: string) => new URL(url).host
  expect(browserCode("@firebase/firestore", "dist/lite/index.browser.esm.js")).toContain(
    `"${host(FIREBASE_HOSTS.firestore)}"`
  )
  expect(browserCode("@firebase/storage", "dist/index.esm.js")).toContain(
    `const DEFAULT_HOST = '${host(FIREBASE_HOSTS.storage)}'`
  )
  expect(browserCode("@firebase/app-check", "dist/esm/index.esm.js")).toContain(
    `const BASE_ENDPOINT = '${FIREBASE_HOSTS.appCheck}/v1'`
  )
})

test("the editor's policy names the local backend only when asked to (a local build)", () => {
  expect(adminContentSecurityPolicy({ localBackend: true })).toContain(LOCAL_CMS_BACKEND)
  expect(adminContentSecurityPolicy({ localBackend: false })).not.toContain("localhost")
  expect(isLocalBuild({})).toBe(true)
  for (const CONTEXT of ["production", "deploy-preview", "branch-deploy", "dev"])
    expect(isLocalBuild({ CONTEXT })).toBe(false)
})
