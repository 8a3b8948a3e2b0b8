// End-to-end tests against the production build, served locally at http://localhost:9000.
// Uses Playwright's own Chromium when it is installed, otherwise CHROMIUM_PATH or the system's headless
// shell, else its full browser (scripts/chromium.mjs, shared with the benchmark).
import { chromium, defineConfig } from "@playwright/test"
import { CHROMIUM_FLAGS, testChromiumPath } from "./scripts/chromium.mjs"
import { E2E_PORTS } from "./scripts/e2e-ports.mjs"

/** Playwright's own browser, if this Playwright version bundles one. */
function bundledChromium(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

const BASE_URL = `http://localhost:${E2E_PORTS.site}`
const FIRESTORE_URL = `http://localhost:${E2E_PORTS.firestore}`

// What depends on the screen runs at both widths; the rest once. The visitors are mostly on phones,
// so what they do with touch (the forms with photos, vouchers, the footer, the configurators and the
// estimator by tap) runs in the phone project; what reads the built files, headers, texts and routes,
// and what is done with the keyboard, runs once in the desktop project. Inside a file that runs at
// both widths, a test or group for one width only is tagged «@desktop» or «@phone». docs/testing.md,
// «Which width runs what», lists the files and tests and why.
const BOTH_WIDTHS =
  /(?:^|\/)(navigation|spec-walk|accessibility|color-mode|references|configurator|estimator|fonts|calendar)\.spec\.ts$/
const PHONE_ONCE =
  /(?:^|\/)(contact|contact-photos|contact-photos-limits|contact-slow-upload|hanging-line|voucher|footer|drawer)\.spec\.ts$/
const NOT_SITE = /firestore|cms(-\w+)*\.spec|develop\.spec/

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: Chromium's renderer and the test's worker share them. Many tests wait (a throttled
  // upload, an animation, the editor's saving) rather than compute, so a third worker fills the gaps.
  workers: process.env.CI ? 3 : undefined,
  // Every skip with its reason, and every test that did not run, at the end of the log.
  reporter: [
    ["list"],
    ["./e2e/reporters/skips.ts"],
    ...(process.env.CI ? ([["html", { open: "never" }]] as const) : []),
  ],
  // No time limit per test that a loaded machine could reach: each test waits for states, and a
  // state that never comes (an assertion, an action's element, a page) fails after a minute.
  timeout: 0,
  expect: { timeout: 60_000 },
  globalTimeout: 60 * 60_000,
  use: {
    // A click, fill or navigation waits for its element or page as long as an assertion does, and
    // then fails with what it waited for, instead of until the run's hour is up (an editor test once
    // hung for more than ten minutes, cause not recorded).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    baseURL: BASE_URL,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    // Recording a trace for every test cost a quarter of the run (78 tests: 142–163 s with
    // «retain-on-failure», 113–118 s without). A failure keeps its screenshot and Playwright's call
    // log; for the whole trace, run the test again with `--trace on` (docs/testing.md).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromiumPath(bundledChromium()),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The web editor against its local backends (decap-server behind its guard, each spec file's own
    // on a free port; cms.spec.ts and cms-*.spec.ts): the tests of a file in order, in one worker, the
    // files side by side. A failed test does not skip the ones after it: the worker restarts and the
    // file's beforeAll starts a fresh backend. First in the list, so that its longest file (cms.spec.ts,
    // ending in a rebuild) starts at once and the other workers share the rest around it.
    {
      name: "cms",
      use: { viewport: { width: 1280, height: 900 } },
      testMatch: /cms(-\w+)*\.spec\.ts$/,
      fullyParallel: false,
    },
    // `gatsby develop` in a copy of the project (e2e/develop.spec.ts starts it on its port): one dev
    // server for the file, its tests in order. Second in the list: its start (a minute or more) runs
    // beside the other tests, not after them.
    {
      name: "develop",
      use: { baseURL: `http://localhost:${E2E_PORTS.develop}`, viewport: { width: 1280, height: 800 } },
      testMatch: /develop\.spec\.ts$/,
      fullyParallel: false,
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [NOT_SITE, PHONE_ONCE],
      grepInvert: /@phone\b/,
    },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: [BOTH_WIDTHS, PHONE_ONCE],
      testIgnore: NOT_SITE,
      grepInvert: /@desktop\b/,
    },
    // The site built to send contact requests to Firestore (npm run build:e2e).
    {
      name: "firestore",
      use: { baseURL: FIRESTORE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /firestore\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${E2E_PORTS.site}`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs --port ${E2E_PORTS.firestore} --dir .e2e/firestore-public`,
      url: FIRESTORE_URL,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
