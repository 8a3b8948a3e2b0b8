// The benchmark, against the built site served the way Netlify serves it (scripts/serve.mjs: Netlify's
// parsers for _headers, _redirects and netlify.toml, 404 status, brotli), on every route:
//  - Lighthouse 13 with the system Chromium (scripts/chromium.mjs), mobile and desktop presets: its
//    simulated timings, the four category scores, the scripts the HTML starts (first load) and every
//    script fetched during the load (idle-time chunks included);
//  - a real Chromium throttled through the DevTools protocol (scripts/bench-browser.mjs): LCP, CLS and
//    INP read by the web-vitals library in the page, and every script fetched.
// Several runs each; prints the medians, writes them and every run to bench/results/latest.json and
// exits non-zero, naming each budget of bench/budgets.json a median misses. Not part of `npm test`:
// timings are noisy.
//
// The runs go round the routes (run 1 of every route, then run 2…), so that a few busy seconds of this
// shared machine spread over all routes instead of spoiling one route's median. With `--baseline
// <dir>` another build (say, the last commit's) is served beside this one and measured in turn with it,
// run by run, so that the two are compared under the same conditions; the budgets apply to this build.
//
// Served over HTTPS with HTTP/2 (a certificate made for the run with openssl), as Netlify serves it:
// HTTP/2 compresses the headers every response repeats (our Content-Security-Policy alone is 1.2 KB);
// over HTTP/1.1 (`--http1`) each script would carry them again.
//
//   npm run bench [-- --runs 5] [-- --routes /,/kontakt] [-- --preset mobile,desktop,browser]
//                 [-- --no-build] [-- --dir path/to/public] [-- --baseline path/to/public] [-- --http1]
import { spawnSync } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { get } from "node:https"
import { request as httpGet } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs"
import { launchBrowser, visit } from "./bench-browser.mjs"
import { startServer } from "./serve.mjs"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8")
).version
const ROUTES = [
  "/",
  "/dienstleistungen",
  "/dienstleistungen/aufbereitung",
  "/dienstleistungen/komplettfolierung",
  "/dienstleistungen/teilfolierung",
  "/dienstleistungen/toenung",
  "/ueber-mich",
  "/kontakt",
  "/datenschutz",
]
const PORT = 9100

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const runs = Number(arg("runs", 5))
const routes = arg("routes", ROUTES.join(",")).split(",")
const presets = arg("preset", "mobile,desktop,browser").split(",")
/** Another build to measure (e.g. an older checkout's), as it is. */
const dir = arg("dir", join(ROOT, "public"))
/** A build to compare with, measured in turn with `dir` (e.g. the last commit's public/, copied). */
const baselineDir = arg("baseline", undefined)

/** A certificate for localhost, for this run only; undefined (HTTP/1.1) with --http1 or without openssl. */
function certificate() {
  if (process.argv.includes("--http1")) return undefined
  const folder = mkdtempSync(join(tmpdir(), "bench-tls-"))
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
    ],
    { stdio: "ignore" }
  )
  if (made.status !== 0) {
    console.warn("No openssl: serving over HTTP/1.1, where every script carries all the headers again.")
    return undefined
  }
  const tls = { key: readFileSync(join(folder, "key.pem")), cert: readFileSync(join(folder, "cert.pem")) }
  rmSync(folder, { recursive: true, force: true })
  return tls
}
const tls = certificate()
const originAt = (port) => `${tls ? "https" : "http"}://localhost:${port}`

/** The builds measured: this one and, with --baseline, the one to compare with (on the next port). */
const builds = [
  { label: "this build", dir, origin: originAt(PORT) },
  ...(baselineDir ? [{ label: "baseline", dir: baselineDir, origin: originAt(PORT + 1) }] : []),
]

/** A GET to a local server (its certificate is our own), with the body as text. */
const fetchText = (url) =>
  new Promise((resolve, reject) => {
    const request = (tls ? get : httpGet)(
      url,
      { rejectUnauthorized: false, headers: { "accept-encoding": "identity" } },
      (response) => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (chunk) => (body += chunk))
        response.on("end", () => resolve(body))
      }
    )
    request.on("error", reject)
    request.end?.()
  })

/** The newest modification time below a path. */
function newest(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

function ensureBuild() {
  const built = join(ROOT, "public/index.html")
  const sources = [
    "src",
    "content",
    "static",
    "plugins",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
  ]
  const fresh =
    existsSync(built) && statSync(built).mtimeMs > Math.max(...sources.map((s) => newest(join(ROOT, s))))
  if (process.argv.includes("--no-build") || process.argv.includes("--dir") || fresh)
    return console.log(`Using the existing build in ${dir}.`)
  console.log("Building the site…")
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The scripts a page's HTML starts (its <script src>, as Gatsby writes them): the first load. What the
 * page fetches later (its component, the header's menus, the toasts) counts in «all JS».
 */
async function startedScripts(origin, route) {
  const html = await fetchText(`${origin}${route}`)
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
 * Asks once for every text file of the build, so the server has compressed it before the first run
 * (a CDN like Netlify's answers from its cache; compressing on the fly would slow the first run's
 * scripts and, oddly, improve its simulated LCP).
 */
async function warmUp(origin, folder, base = "") {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = `${base}/${entry.name}`
    if (entry.isDirectory()) await warmUp(origin, join(folder, entry.name), path)
    else if (/\.(html|js|css|json|webmanifest|svg)$/.test(entry.name))
      await new Promise((resolve, reject) =>
        (tls ? get : httpGet)(
          `${origin}${path}`,
          { rejectUnauthorized: false, headers: { "accept-encoding": "br" } },
          (r) => r.resume().on("end", resolve)
        )
          .on("error", reject)
          .end?.()
      )
  }
}

/**
 * One Lighthouse run. A run Lighthouse could not finish (its `runtimeError`, or no metrics: it
 * happens now and then on this machine) is repeated, never counted as a zero.
 */
async function measure(origin, route, preset, attempt = 1) {
  const { lhr } = await lighthouse(
    `${origin}${route}`,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    preset === "desktop" ? desktopConfig : undefined
  )
  const result = figures(lhr, await startedScripts(origin, route))
  const failed = lhr.runtimeError?.code ?? (Number.isFinite(result.lcpMs) ? null : "no metrics")
  if (!failed) return result
  if (attempt >= 3) throw new Error(`Lighthouse failed three times on ${preset} ${route}: ${failed}`)
  process.stdout.write(`\n(${preset} ${route}: Lighthouse failed with ${failed}; running it again)\n`)
  return measure(origin, route, preset, attempt + 1)
}

const HIGHER_IS_BETTER = new Set(["performance", "accessibility", "bestPractices", "seo"])

ensureBuild()
const servers = []
for (const [i, build] of builds.entries()) {
  servers.push(
    await startServer({ dir: build.dir, port: PORT + i, tomlPath: join(ROOT, "netlify.toml"), tls })
  )
  await warmUp(build.origin, build.dir)
}
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...(tls ? ["--ignore-certificate-errors"] : [])],
})

/**
 * Every run of one preset: round the routes, run by run, each build in turn, first one build and then
 * the other in alternate runs (the run after another page of the same origin and the run after the
 * same page of the other origin need not measure alike).
 */
const samples = new Map()
async function runAll(preset, measureOnce) {
  for (let run = 0; run < runs; run++)
    for (const route of routes)
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        const key = `${build.label}|${preset}|${route}`
        samples.set(key, [...(samples.get(key) ?? []), await measureOnce(build, route)])
        process.stdout.write(".")
      }
}
try {
  for (const preset of presets.filter((name) => name !== "browser"))
    await runAll(preset, (build, route) => measure(build.origin, route, preset))
} finally {
  process.stdout.write("\n")
  await chrome.kill()
}
if (presets.includes("browser")) {
  const browser = await launchBrowser()
  try {
    await runAll("browser", (build, route) => visit(browser, `${build.origin}${route}`))
  } finally {
    process.stdout.write("\n")
    await browser.close()
  }
}
for (const server of servers) server.close()

const results = [...samples].map(([key, runSamples]) => {
  const [build, preset, route] = key.split("|")
  const keys = Object.keys(runSamples[0])
  const medians = Object.fromEntries(keys.map((k) => [k, median(runSamples.map((sample) => sample[k]))]))
  const spread = Object.fromEntries(
    keys.map((k) => {
      const values = runSamples.map((sample) => sample[k])
      return [k, [Math.min(...values), Math.max(...values)]]
    })
  )
  return { build, preset, route, runs, medians, spread, samples: runSamples }
})
const own = results.filter((result) => result.build === builds[0].label)

// The tables: Lighthouse's presets, then the real browser.
const table = (title, columns, rows) => {
  const header = ["Preset", "Route", ...columns.map(([name]) => name)]
  // The noisiest timings also show their spread over the runs: median (lowest–highest).
  const cells = rows.map(({ preset, route, medians, spread }) => [
    preset,
    route,
    ...columns.map(([, key, digits, withSpread]) =>
      withSpread
        ? `${medians[key].toFixed(digits)} (${spread[key].map((value) => value.toFixed(digits)).join("–")})`
        : medians[key].toFixed(digits)
    ),
  ])
  const widths = header.map((name, i) => Math.max(name.length, ...cells.map((row) => row[i].length)))
  const line = (row) =>
    `| ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`
  console.log(`\n${title}\n`)
  console.log(line(header))
  console.log(`| ${widths.map((w, i) => (i < 2 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`)
  for (const row of cells) console.log(line(row))
}
const lighthouseRows = own.filter((result) => result.preset !== "browser")
if (lighthouseRows.length > 0)
  table(
    `Medians of ${runs} Lighthouse runs per route and preset (Lighthouse ${LIGHTHOUSE_VERSION}, simulated throttling, local server over ${tls ? "HTTP/2" : "HTTP/1.1"})`,
    [
      ["Perf", "performance", 0],
      ["A11y", "accessibility", 0],
      ["BP", "bestPractices", 0],
      ["SEO", "seo", 0],
      ["LCP ms", "lcpMs", 0, true],
      ["FCP ms", "fcpMs", 0],
      ["TBT ms", "tbtMs", 0, true],
      ["CLS", "cls", 3],
      ["SI ms", "speedIndexMs", 0],
      ["1st JS KiB", "firstLoadJsKiB", 1],
      ["All JS KiB", "allJsKiB", 1],
      ["Total KiB", "totalKiB", 1],
      ["Req", "requests", 0],
    ],
    lighthouseRows
  )
const browserRows = own.filter((result) => result.preset === "browser")
if (browserRows.length > 0)
  table(
    `Medians of ${runs} visits per route in Chromium, throttled through DevTools (slow 4G, 4× CPU, 412 px phone, ${tls ? "HTTP/2" : "HTTP/1.1"}), web-vitals`,
    [
      ["LCP ms", "lcpMs", 0, true],
      ["CLS", "cls", 3],
      ["INP ms", "inpMs", 0, true],
      ["Drawer ms", "drawerMs", 0],
      ["JS KiB", "scriptKiB", 1],
    ],
    browserRows
  )

// With a baseline: its medians beside this build's, preset by preset («baseline → this build»).
if (builds.length > 1) {
  const COMPARED = {
    mobile: [
      ["Perf", "performance", 0],
      ["LCP ms", "lcpMs", 0],
      ["TBT ms", "tbtMs", 0],
      ["1st JS KiB", "firstLoadJsKiB", 1],
      ["All JS KiB", "allJsKiB", 1],
    ],
    desktop: [
      ["Perf", "performance", 0],
      ["LCP ms", "lcpMs", 0],
      ["TBT ms", "tbtMs", 0],
    ],
    browser: [
      ["LCP ms", "lcpMs", 0],
      ["INP ms", "inpMs", 0],
      ["JS KiB", "scriptKiB", 1],
    ],
  }
  const before = new Map(
    results.filter((r) => r.build === "baseline").map((r) => [`${r.preset}|${r.route}`, r.medians])
  )
  const rows = own
    .filter((r) => COMPARED[r.preset])
    .map((r) => ({
      preset: r.preset,
      route: r.route,
      cells: COMPARED[r.preset].map(
        ([name, key, digits]) =>
          `${name} ${before.get(`${r.preset}|${r.route}`)[key].toFixed(digits)} → ${r.medians[key].toFixed(digits)}`
      ),
    }))
  console.log(`\nMedians, baseline (${baselineDir}) → this build, measured in turn\n`)
  for (const { preset, route, cells } of rows) console.log(`- ${preset} ${route}: ${cells.join(", ")}`)
}

// Budgets (this build's).
const budgets = JSON.parse(readFileSync(join(ROOT, "bench/budgets.json"), "utf8"))
const misses = []
for (const { preset, route, medians } of own) {
  for (const [key, limit] of Object.entries(budgets[preset] ?? {})) {
    const value = medians[key]
    const missed = HIGHER_IS_BETTER.has(key) ? value < limit : value > limit
    if (missed)
      misses.push(
        `${preset} ${route}: ${key} ${Number(value.toFixed(3))} (budget ${HIGHER_IS_BETTER.has(key) ? "≥" : "≤"} ${limit})`
      )
  }
}
mkdirSync(join(ROOT, "bench/results"), { recursive: true })
writeFileSync(
  join(ROOT, "bench/results/latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), dir, baseline: baselineDir ?? null, protocol: tls ? "h2" : "http/1.1", lighthouse: LIGHTHOUSE_VERSION, runs, budgets, misses, results }, null, 2)}\n`
)
console.log(`\nWritten to bench/results/latest.json.`)
if (misses.length > 0) {
  console.error(`\n${misses.length} budget(s) missed:\n${misses.map((m) => `- ${m}`).join("\n")}`)
  process.exit(1)
}
console.log("All budgets met.")
