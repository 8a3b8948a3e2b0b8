import { createHash } from "node:crypto"
import { readFirebaseSettings } from "../../../src/firebase/config"
import { contentSecurityPolicy, inlineScripts, sha256 } from "../csp"

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

test("with Firebase: its endpoints and emulators; with App Check: reCAPTCHA", () => {
  const settings = readFirebaseSettings({
    apiKey: "k",
    authDomain: "d",
    projectId: "p",
    storageBucket: "b",
    messagingSenderId: "1",
    appId: "a",
    appCheckSiteKey: "site",
    authEmulatorHost: "127.0.0.1:9099",
  })
  const csp = contentSecurityPolicy([], settings)
  expect(csp).toContain(
    "connect-src 'self' https://*.googleapis.com https://*.firebaseio.com wss://*.firebaseio.com"
  )
  expect(csp).toContain("http://127.0.0.1:9099")
  expect(csp).not.toContain("upgrade-insecure-requests")
  expect(csp).toContain(
    "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
  )
  expect(csp).toContain("frame-src https://www.google.com/recaptcha/")
})
