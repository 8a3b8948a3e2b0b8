// The cross-engine suite: the built site, served as `npm run serve` serves it, in Gecko (Firefox ESR)
// and WebKit (WebKitGTK), at 390 and 1280 px (checks.mjs). Prints each engine's version, each check
// with its time, and ends non-zero when one failed. Run by `npm test` after the builds; alone:
//   npm run test:engines [-- --engine webkit] [-- --shots test-results-engines/shots]
// It needs public/ (npm run build), Debian's firefox-esr, webkit2gtk-driver and xvfb (.ci/run).
import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { CHECKS } from "./checks.mjs"
import { FIREFOX, MINIBROWSER, firefox, webkit } from "./drivers.mjs"
import { probingProxy, siteServer } from "./server.mjs"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : undefined
}
/** Where a failed check leaves its screenshot. */
const FAILURES = join(ROOT, "test-results-engines")
const HEIGHTS = { 390: 844, 1280: 800 }
const ENGINES = { gecko: firefox, webkit }
const only = arg("engine")
const shotsDir = arg("shots")

// What the engines need from Debian (.ci/run installs them).
const missing = [
  [FIREFOX, "firefox-esr"],
  [MINIBROWSER, "webkit2gtk-driver"],
  ["/usr/bin/WebKitWebDriver", "webkit2gtk-driver"],
  ["/usr/bin/xvfb-run", "xvfb xauth"],
].filter(([path]) => !existsSync(path))
if (missing.length > 0) {
  console.error(
    `Missing for the cross-engine suite: ${missing.map(([path]) => path).join(", ")}.\n` +
      `Install: sudo apt-get install ${[...new Set(missing.map(([, name]) => name))].join(" ")}`
  )
  process.exit(1)
}
if (!existsSync(join(ROOT, "public", "index.html"))) {
  console.error("No built site in public/: run `npm run build` first.")
  process.exit(1)
}
if (shotsDir) mkdirSync(shotsDir, { recursive: true })

/**
 * One engine's checks at both widths, against a server of its own (the forms it sends are its own);
 * WebKit's WebDriver has no console, so WebKit sees the site through the probing proxy (server.mjs).
 * Each line it prints names the engine, since the two run side by side.
 */
async function runEngine(key, launch) {
  const site = await siteServer(join(ROOT, "public"), join(ROOT, "netlify.toml"))
  const proxy = key === "webkit" ? await probingProxy(site.url) : undefined
  const origin = proxy?.url ?? site.url
  const say = (line) => console.log(`[${key}] ${line}`)
  const results = []
  try {
    for (const width of [390, 1280]) {
      const browser = await launch({ width, height: HEIGHTS[width] })
      if (width === 390) say(`${browser.engine}: ${browser.version}`)
      try {
        for (const check of CHECKS.filter(({ widths }) => widths.includes(width))) {
          const began = Date.now()
          site.forms.length = 0
          try {
            await check.run(
              browser,
              { url: origin, forms: site.forms },
              {
                width,
                shots: shotsDir
                  ? (route, at) =>
                      join(
                        shotsDir,
                        `${key}-${at}${route === "/" ? "-home" : route.replaceAll("/", "-")}.png`
                      )
                  : undefined,
              }
            )
            results.push({ ok: true })
            say(`  ✓ ${width} px  ${check.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`)
          } catch (error) {
            results.push({ ok: false })
            // What the screen showed when the check gave up, in a folder of its own: Playwright, which
            // runs next in npm test, empties test-results/ when it starts.
            const failure = join(FAILURES, `${key}-${width}-${CHECKS.indexOf(check) + 1}.png`)
            mkdirSync(FAILURES, { recursive: true })
            await browser.screenshot(failure).catch(() => {})
            // And what it said: the address, the alerts and the forms the server received.
            const page = await browser
              .evaluate(() => ({
                url: location.pathname,
                alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')]
                  .map((alert) => alert.textContent?.trim())
                  .filter(Boolean),
              }))
              .catch((reason) => ({ unreadable: String(reason) }))
            say(
              `  ✗ ${width} px  ${check.name}\n      ${[
                String(error?.message ?? error),
                `screen: ${failure}`,
                `page: ${JSON.stringify(page)}`,
                `forms received: ${JSON.stringify(site.forms.map(({ name }) => name))}`,
              ]
                .join("\n")
                .split("\n")
                .join("\n      ")}`
            )
            // A fresh page for the next check.
            await browser.errors().catch(() => [])
          }
        }
      } finally {
        await browser.close()
      }
    }
  } finally {
    proxy?.close()
    site.close()
  }
  return results
}

// Both engines at once: each keeps about one of two cores busy (84 CPU-seconds in 81 s one after the
// other), so side by side they take the time of the longer one.
const start = Date.now()
const results = (
  await Promise.all(
    Object.entries(ENGINES)
      .filter(([key]) => !only || only === key)
      .map(([key, launch]) => runEngine(key, launch))
  )
).flat()
const failed = results.filter(({ ok }) => !ok).length
console.log(
  `\n${results.length - failed} of ${results.length} checks passed in ${Math.round((Date.now() - start) / 1000)} s`
)
process.exit(failed > 0 ? 1 : 0)
