// The Content-Security-Policy, made after the build from the pages themselves: scripts only from this
// site plus the exact inline scripts Gatsby and the colour-mode code write into the HTML (by their
// SHA-256 hashes), never 'unsafe-inline' or 'unsafe-eval' for scripts. Firebase's endpoints are
// allowed only when Firebase is configured, reCAPTCHA only when App Check is. Also the web editor's
// policy, and the one for SVG files.
import { createHash } from "node:crypto"
import type { FirebaseSettings } from "../../src/firebase/config"

/** The inline scripts of an HTML page that a browser would run (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = attributes.match(/\stype=["']?([^"'\s>]+)/)?.[1]
      return !type || /^(text\/javascript|module|application\/javascript)$/i.test(type)
    })
    .map(([, , content = ""]) => content)
}

export const sha256 = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`

/**
 * The hosts the Firebase SDK calls for the parts the site uses, read in its code (firebase 12.x):
 * Firestore Lite's REST calls (@firebase/firestore, DEFAULT_HOST), Storage's uploads
 * (@firebase/storage, DEFAULT_HOST) and App Check's token exchange (@firebase/app-check,
 * BASE_ENDPOINT), the last only with a site key. Nothing the site ships calls Auth
 * (identitytoolkit.googleapis.com, securetoken.googleapis.com) or the Realtime Database
 * (*.firebaseio.com): a page that starts to must add its hosts here (docs/headers-and-csp.md).
 */
export const FIREBASE_HOSTS = {
  firestore: "https://firestore.googleapis.com",
  storage: "https://firebasestorage.googleapis.com",
  appCheck: "https://content-firebaseappcheck.googleapis.com",
} as const

export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  firebase: FirebaseSettings | null
): string {
  const emulators = Object.values(firebase?.emulators ?? {})
    .filter((emulator) => emulator !== undefined)
    .flatMap(({ host, port }) => [`http://${host}:${port}`, `ws://${host}:${port}`])
  const firebaseOrigins = firebase
    ? [
        FIREBASE_HOSTS.firestore,
        FIREBASE_HOSTS.storage,
        ...(firebase.appCheck ? [FIREBASE_HOSTS.appCheck] : []),
      ]
    : []
  const recaptcha = firebase?.appCheck
    ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]
    : []
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...[...new Set(scriptHashes)].sort(), ...recaptcha],
    // Theme UI (Emotion) and the toasts add <style> elements at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Blurred image placeholders are data: URLs; the thumbnails of the photos a visitor adds to a
    // request are blob: URLs, and the photo library reads a turned picture through a data: URL.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...firebaseOrigins, ...emulators],
    "frame-src":
      recaptcha.length > 0
        ? ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]
        : ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  }
  // Every request over HTTPS, except to the local emulators (plain HTTP by design).
  const upgrade = emulators.length === 0 ? ["upgrade-insecure-requests"] : []
  return [
    ...Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`),
    ...upgrade,
  ].join("; ")
}

/** Decap's local backend (decap-server), which the editor asks only when it runs on localhost. */
export const LOCAL_CMS_BACKEND = "http://localhost:8081"

/**
 * A build on this computer or in CI, not on Netlify: Netlify sets CONTEXT in every build
 * (production, deploy-preview, branch-deploy; docs/headers-and-csp.md names the source). Only such
 * a build's editor may talk to the local backend: the e2e tests run the built editor against it.
 */
export const isLocalBuild = (env: NodeJS.ProcessEnv = process.env) => !env.CONTEXT

/**
 * The web editor's policy (/admin/): Decap's scripts from this site (it compiles its configuration
 * checks at run time: 'unsafe-eval'), GitHub's API and Netlify's OAuth provider for the login, GitHub
 * avatars and the images being edited (blob:), and, in a local build only, the local backend. Looser
 * than the visitor pages' policy, and only here. (`npm run cms` runs `gatsby develop`, which sends no
 * _headers: this policy does not apply to it.)
 */
export function adminContentSecurityPolicy({ localBackend }: { localBackend: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://avatars.githubusercontent.com",
      "https://raw.githubusercontent.com",
    ],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://api.netlify.com",
      ...(localBackend ? [LOCAL_CMS_BACKEND] : []),
    ],
    "frame-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
}

/**
 * Every SVG file the site serves (the brand-mark sprite, the logo, the favicon): an SVG opened as a
 * page could run scripts on the site's origin. This policy loads nothing and runs nothing (`sandbox`
 * without `allow-scripts`), and lets the file's own inline styles apply. A browser that shows the file
 * through <img>, <use> or as an icon never runs its scripts anyway, and draws it as before (e2e).
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
