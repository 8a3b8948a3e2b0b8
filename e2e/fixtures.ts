// Shared test setup: the site's facts from content/ and a guard that fails any test whose page
// logs an error (a hydration mismatch, a failed request, an exception).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { test as base, expect, type Page } from "@playwright/test"
import jsYaml from "js-yaml"
import type { SiteContent } from "../src/content/schema"
import { SITE_ROUTES } from "../src/navigation/routes"

export const site = jsYaml.load(readFileSync(join(__dirname, "../content/site.yaml"), "utf8")) as SiteContent

/** Every route of the spec (src/navigation/routes.ts). */
export const ROUTES = SITE_ROUTES

/** Opens a page and waits until React has hydrated it: a click before that would go unheard. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  return response
}

/** Serves /ueber-mich's page data without its copy: the page then fails while rendering, with this message. */
export async function breakAboutPage(page: Page) {
  await page.route("**/page-data/ueber-mich/page-data.json", async (route) => {
    const response = await route.fetch()
    const json = await response.json()
    json.result.data.aboutPageYaml = null
    await route.fulfill({ response, json })
  })
}
export const BROKEN_ABOUT_PAGE = "content/pages/ueber-mich.yaml fehlt."

/**
 * Whether `error`, thrown by a route handler's fetch or fulfil, only says that nobody waits for the
 * answer any more: the test ended, or the page left (a full load cancels the old page's requests).
 */
export const answerNotAwaited = (error: unknown) =>
  /Test ended|has been closed|has been disposed/.test(String(error))

/** Every request of the page from now on whose URL matches `pattern` (e.g. a lazy chunk), as it happens. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const urls: string[] = []
  page.on("request", (request) => {
    if (pattern.test(request.url())) urls.push(request.url())
  })
  return urls
}

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
}

/** Code of Firebase's SDK in a script (its packages' names, its error class). */
export const FIREBASE_CODE = /@firebase\/(app|auth|firestore|database|storage|app-check)|FirebaseError/

/** Where each base URL's build lies (playwright.config.ts serves these two). */
const BUILDS: Record<string, string> = {
  "http://localhost:9000": join(__dirname, "../public"),
  "http://localhost:9001": join(__dirname, "../.e2e/firestore-public"),
}

const compilationHash = (appData: string) =>
  (JSON.parse(appData) as { webpackCompilationHash: string }).webpackCompilationHash

export const test = base.extend<{ consoleErrors: string[] }, { sameBuild: void }>({
  /**
   * Outside CI, Playwright reuses a server already listening on the port. It must serve the build on
   * disk, not an older one (another checkout, or a server started before the last build).
   */
  sameBuild: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? ""
      const dir = BUILDS[baseURL]
      if (dir) {
        const request = await playwright.request.newContext({ baseURL })
        const served = await (await request.get("/page-data/app-data.json")).text()
        await request.dispose()
        const built = readFileSync(join(dir, "page-data/app-data.json"), "utf8")
        if (compilationHash(served) !== compilationHash(built)) {
          throw new Error(
            `The server at ${baseURL} serves another build than ${dir}: stop it (Playwright then starts its own).`
          )
        }
      }
      await use()
    },
    { scope: "worker", auto: true },
  ],

  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on("console", (message) => {
        // A 404 page's own request is expected to answer 404.
        if (message.type() === "error" && !message.text().includes("status of 404"))
          errors.push(message.text())
      })
      page.on("pageerror", (error) => errors.push(error.message))
      await use(errors)
      expect(errors, "errors in the browser console").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
