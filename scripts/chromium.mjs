// The Chromium the end-to-end tests, the benchmark and the scripts use, and its flags: Playwright's
// own when it is installed, else CHROMIUM_PATH, else the system's (Debian: /usr/bin/chromium). The
// end-to-end tests prefer the system's headless shell (Debian: chromium-headless-shell), Chromium's
// old headless mode as a binary of its own, not in every detail the browser a visitor has but faster
// for automation: a run of 78 tests took 92 s with it and 113–118 s with the full browser
// (docs/testing.md, with its sources). The benchmark measures what a visitor's browser does, so it
// keeps the full one.
import { existsSync } from "node:fs"

export const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Debian's headless shell (package chromium-headless-shell); its /usr/bin wrapper does not exec. */
const SYSTEM_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"

/** Without the background-networking flags Chromium floods a closed network with requests. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/**
 * The system Chromium's path, or undefined when `bundled` (Playwright's own browser) exists. Throws,
 * saying how to get one, when there is none.
 */
export function chromiumPath(bundled) {
  if (bundled && existsSync(bundled)) return undefined
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  throw new Error(
    `No Chromium: install Playwright's (npx playwright install chromium) or the system's ` +
      `(Debian: sudo apt-get install chromium), or set CHROMIUM_PATH.`
  )
}

/**
 * For the end-to-end tests: like chromiumPath, but the system's headless shell before its full
 * browser when CHROMIUM_PATH names none.
 */
export function testChromiumPath(bundled) {
  if (bundled && existsSync(bundled)) return undefined
  if (!process.env.CHROMIUM_PATH && existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL
  return chromiumPath(bundled)
}
