// End-to-end tests against `gatsby develop` (e2e/develop.spec.ts starts it in this checkout), apart
// from playwright.config.ts: develop writes into the public/ that its servers serve, and needs no build.
import { defineConfig } from "@playwright/test"
import config from "./playwright.config"
import { E2E_PORTS } from "./scripts/e2e-ports.mjs"

const DEVELOP_URL = `http://localhost:${E2E_PORTS.develop}`

export default defineConfig({
  ...config,
  webServer: undefined,
  projects: [
    {
      name: "develop",
      use: { baseURL: DEVELOP_URL, viewport: { width: 1280, height: 800 } },
      testMatch: /develop\.spec\.ts$/,
    },
  ],
})
