// `gatsby develop`, started here in this checkout: every route opens without Gatsby's error overlay and
// without an error in the console (a hydration failure above all), and a reference added to content/
// reaches the home page without a restart. In a copy of the project (develop writes its own public/
// and .cache/), in the «develop» project of playwright.config.ts.
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ROUTES, expect, gotoHydrated, test } from "./fixtures"
import { copyProject } from "./project-copy"

let project: ReturnType<typeof copyProject> | undefined

/** Develop's runtime error overlay: a <gatsby-fast-refresh> element, only there while it shows errors. */
const OVERLAY = "gatsby-fast-refresh"

let develop: ChildProcess | undefined

/** Starts `gatsby develop` as `npm run develop` does, and waits until it says the site can be viewed. */
function startDevelop(port: string): Promise<void> {
  develop = spawn(process.execPath, ["node_modules/gatsby/cli.js", "develop", "--port", port], {
    cwd: project?.dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: "--disable-warning=DEP0040",
      // As on the owner's computer: in CI Gatsby turns off query on demand and its loading indicator,
      // the very thing whose hydration failed.
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true",
      // Pictures without AVIF (plugins/gatsby-plugin-test-builds): what this file checks does not depend
      // on them, and encoding them was a third of develop's start (ready after 55–61 s instead of 90, quiet).
      E2E_PICTURES_WITHOUT_AVIF: "1",
      // Nothing reads this copy's webpack cache again: none is written (the same plugin).
      BUILD_WITHOUT_WEBPACK_CACHE: "1",
    },
    // Its own process group: Gatsby runs the server in a child process, and both must end with the tests.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let log = ""
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes("You can now view")) resolve()
    }
    develop?.stdout?.on("data", read)
    develop?.stderr?.on("data", read)
    develop?.on("exit", (code) =>
      reject(new Error(`gatsby develop ended (${code}) before it was ready:\n${log}`))
    )
  })
}

// One dev server for the whole file: the tests run in order in one worker, not in parallel.
test.describe.configure({ mode: "default" })

// On the port of the project's baseURL (playwright.config.ts, «develop»).
test.beforeAll(async () => {
  project = copyProject()
  await startDevelop(new URL(test.info().project.use.baseURL ?? "").port)
})

// Waits for the end, so that the port is free again when the file runs next.
test.afterAll(async () => {
  const server = develop
  if (server?.pid && server.exitCode === null) {
    const ended = new Promise((resolve) => server.once("exit", resolve))
    process.kill(-server.pid)
    await ended
  }
  project?.remove()
})

/** Every route, our 404 page and develop's own for a path that does not exist. */
const DEVELOP_ROUTES = [...ROUTES, "/404", "/gibt-es-nicht"]

test("every route opens without develop's error overlay", async ({ page, consoleErrors }) => {
  // Develop builds each page's data and code on its first visit.
  for (const route of DEVELOP_ROUTES) {
    const from = consoleErrors.length
    await gotoHydrated(page, route)
    // The last thing develop renders, through the site's replaceHydrateFunction like the page: its
    // query-on-demand indicator (hydrating the indicator's empty element was what failed).
    await page.locator("gatsby-qod").first().waitFor({ state: "attached" })
    // A failed hydration is reported a moment later, when React gives up and renders afresh.
    await page.waitForTimeout(1_000)
    const hydrationErrors = consoleErrors.slice(from).filter((error) => /hydrat/i.test(error))
    expect.soft(hydrationErrors, route).toEqual([])
    await expect.soft(page.locator(OVERLAY), route).toHaveCount(0)
  }
})

test("a reference added to content/ reaches the home page without a restart", async ({ page }) => {
  const root = project?.dir ?? ""
  const file = join(root, "content/references/e2e-develop.yaml")
  const title = "Neuwagen aus dem Test"
  // A copy of a shipped reference (its pictures lie beside it), dated: newer than the undated others.
  const copy = readFileSync(join(root, "content/references/aufbereitung-golf.yaml"), "utf8")
    .replace(/^title: .*$/m, `title: ${title}`)
    .concat("date: 2026-11-01\n")
  await gotoHydrated(page, "/")
  try {
    writeFileSync(file, copy)
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
    await page.reload()
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
  } finally {
    rmSync(file, { force: true })
  }
})
