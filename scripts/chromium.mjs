// The Chromium the end-to-end tests, the benchmark and the scripts use, and its flags: Playwright's
// own when it is installed, else CHROMIUM_PATH, else the system's (Debian: /usr/bin/chromium).
import { existsSync } from "node:fs"

export const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

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
