// End-to-end tests against the production build, served locally at http://localhost:9000.
// Uses Playwright's own Chromium when it is installed, otherwise the system one (Debian: /usr/bin/chromium).
import { existsSync } from "node:fs"
import { chromium, defineConfig } from "@playwright/test"

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

function executablePath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // No browser bundled with this Playwright version.
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  throw new Error(
    `No Chromium for the end-to-end tests: install Playwright's (npx playwright install chromium) or the system's ` +
      `(Debian: sudo apt-get install chromium), or set CHROMIUM_PATH.`
  )
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
      executablePath: executablePath(),
      // Without the background-networking flags Chromium floods a closed network with requests.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, testIgnore: /firestore/ },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: /firestore/,
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
