// The Content-Security-Policy, made after the build from the pages themselves: scripts only from this
// site plus the exact inline scripts Gatsby and the colour-mode code write into the HTML (by their
// SHA-256 hashes), never 'unsafe-inline' or 'unsafe-eval' for scripts. Firebase's endpoints are
// allowed only when Firebase is configured, reCAPTCHA only when App Check is.
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

export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  firebase: FirebaseSettings | null
): string {
  const emulators = Object.values(firebase?.emulators ?? {})
    .filter((emulator) => emulator !== undefined)
    .flatMap(({ host, port }) => [`http://${host}:${port}`, `ws://${host}:${port}`])
  const firebaseOrigins = firebase
    ? [
        "https://*.googleapis.com",
        "https://*.firebaseio.com",
        "wss://*.firebaseio.com",
        "https://*.firebaseapp.com",
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
 * The web editor's policy (/admin/): Decap's scripts from this site (it compiles its configuration
 * checks at run time: 'unsafe-eval'), GitHub's API and Netlify's OAuth provider for the login, GitHub
 * avatars and the images being edited (blob:), and the local backend for `npm run cms`. Looser than the
 * visitor pages' policy, and only here.
 */
export function adminContentSecurityPolicy(): string {
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
      LOCAL_CMS_BACKEND,
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
