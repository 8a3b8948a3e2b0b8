// End-to-end tests against the production build, served locally at http://localhost:9000.
// Uses Playwright's own Chromium when it is installed, otherwise CHROMIUM_PATH or the system one
// (scripts/chromium.mjs, shared with the benchmark).
import { chromium, defineConfig } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.mjs"

/** Playwright's own browser, if this Playwright version bundles one. */
function bundledChromium(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

const BASE_URL = "http://localhost:9000"
const FIRESTORE_URL = "http://localhost:9001"

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(bundledChromium()),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /firestore|cms(-\w+)*\.spec|develop\.spec/,
    },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: /firestore|cms(-\w+)*\.spec|develop\.spec/,
    },
    // The web editor against its local backend (decap-server behind its guard on 127.0.0.1:8081,
    // started by each spec, cms.spec.ts and cms-*.spec.ts), one test after the other. Decap reads
    // and parses every entry in the browser: on a loaded 2-core machine that takes seconds, so each
    // wait for what the editor shows may take up to 20 s (a state, not a pause: it passes as soon as
    // the state is there).
    {
      name: "cms",
      use: { viewport: { width: 1280, height: 900 } },
      testMatch: /cms(-\w+)*\.spec\.ts$/,
      // One backend on port 8081 at a time.
      workers: 1,
      expect: { timeout: 20_000 },
      timeout: 90_000,
    },
    // The site built to send contact requests to Firestore (npm run build:e2e).
    {
      name: "firestore",
      use: { baseURL: FIRESTORE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /firestore\.spec\.ts$/,
    },
  ],
  webServer: [
    { command: "npm run serve", url: BASE_URL, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    {
      command: "node scripts/serve.mjs --port 9001 --dir .e2e/firestore-public",
      url: FIRESTORE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
