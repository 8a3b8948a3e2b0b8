// The benchmark's Lighthouse half: Lighthouse 13 with the system Chromium (scripts/chromium.mjs),
// mobile or desktop preset, simulated throttling. From each run: the four category scores, the
// simulated timings, the host's benchmarkIndex (how fast Lighthouse found this machine's CPU, which
// TBT and so the Performance score follow), the scripts the HTML starts (first load) and every script
// fetched during the load (idle-time chunks included), as transfer sizes.
import { readFileSync } from "node:fs"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.mjs"
import { fetchText } from "./servers.mjs"

export const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL("../../node_modules/lighthouse/package.json", import.meta.url), "utf8")
).version

/** The headless Chromium Lighthouse drives; `tls`: our servers' own certificate is to be accepted. */
export const launchChrome = (tls) =>
  chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...(tls ? ["--ignore-certificate-errors"] : [])],
  })

/**
 * The scripts a page's HTML starts (its <script src>, as Gatsby writes them): the first load. What the
 * page fetches later (its component, the header's menus, the toasts) counts in «all JS».
 */
async function startedScripts(tls, origin, route) {
  const html = await fetchText(tls, `${origin}${route}`)
  // Builds before 2026-11-23 started them from an inline script instead; counted alike, to compare.
  const starter = html.match(/<script id="gatsby-start-scripts">([^<]*)<\/script>/)?.[1] ?? ""
  return new Set(
    [...html.matchAll(/<script[^>]* src="(\/[^"]+\.js)"/g), ...starter.matchAll(/"(\/[^"]+\.js)"/g)].map(
      ([, path]) => `${origin}${path}`
    )
  )
}

/** The figures of one Lighthouse run; `scripts`: the URLs of the page's first-load JavaScript. */
function figures(lhr, scripts) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const scriptBytes = (keep) =>
    requests
      .filter((r) => r.resourceType === "Script" && keep(r))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    lcpMs: audit("largest-contentful-paint"),
    fcpMs: audit("first-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    firstLoadJsKiB: scriptBytes((r) => scripts.has(r.url)) / 1024,
    allJsKiB: scriptBytes(() => true) / 1024,
    totalKiB: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    requests: requests.length,
  }
}

/**
 * One Lighthouse run of `origin` + `route` with the Chromium at `port`. A run Lighthouse could not
 * finish (its `runtimeError`, or no metrics: it happens now and then on a busy machine) is repeated,
 * never counted as a zero.
 */
export async function lighthouseRun({ port, tls, origin, route, preset }, attempt = 1) {
  const { lhr } = await lighthouse(
    `${origin}${route}`,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    preset === "desktop" ? desktopConfig : undefined
  )
  const result = figures(lhr, await startedScripts(tls, origin, route))
  const failed = lhr.runtimeError?.code ?? (Number.isFinite(result.lcpMs) ? null : "no metrics")
  if (!failed) return result
  if (attempt >= 3) throw new Error(`Lighthouse failed three times on ${preset} ${origin}${route}: ${failed}`)
  process.stdout.write(`\n(${preset} ${route}: Lighthouse failed with ${failed}; running it again)\n`)
  return lighthouseRun({ port, tls, origin, route, preset }, attempt + 1)
}
