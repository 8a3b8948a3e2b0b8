// The benchmark: Lighthouse 13 with the system Chromium (scripts/chromium.mjs), on every route, mobile
// and desktop presets, several runs each, against the built site served the way Netlify serves it
// (scripts/serve.mjs: Netlify's parsers for _headers, _redirects and netlify.toml, 404 status, brotli). Prints the medians, writes them to bench/results/latest.json and exits non-zero,
// naming each budget of bench/budgets.json a median misses. Not part of `npm test`: timings are noisy.
//
//   npm run bench [-- --runs 3] [-- --routes /,/kontakt] [-- --preset mobile] [-- --no-build]
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs"
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
const runs = Number(arg("runs", 3))
const routes = arg("routes", ROUTES.join(",")).split(",")
const presets = arg("preset", "mobile,desktop").split(",")

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
  if (process.argv.includes("--no-build") || fresh) return console.log("Using the existing build in public/.")
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
 * The scripts a page's HTML starts: its <script src> and the list its starter script appends once
 * the top picture has been painted (src/gatsby/start-scripts.ts). What the page fetches on its own later (the page's
 * component, the header's menus, the toasts when idle; Firebase when configured) is not counted.
 */
async function startedScripts(route) {
  const html = await (await fetch(`http://localhost:${PORT}${route}`)).text()
  const starter = html.match(/<script id="gatsby-start-scripts">([^<]*)<\/script>/)?.[1] ?? ""
  return new Set(
    [...html.matchAll(/<script[^>]* src="(\/[^"]+\.js)"/g), ...starter.matchAll(/"(\/[^"]+\.js)"/g)].map(
      ([, path]) => `http://localhost:${PORT}${path}`
    )
  )
}

/** The figures of one Lighthouse run; `scripts`: the URLs of the page's first-load JavaScript. */
function figures(lhr, scripts) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const firstLoadJs = requests
    .filter((r) => r.resourceType === "Script" && scripts.has(r.url))
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
    firstLoadJsKiB: firstLoadJs / 1024,
    totalKiB: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    requests: requests.length,
  }
}

/**
 * Asks once for every text file of the build, so the server has compressed it before the first run
 * (a CDN like Netlify's answers from its cache; compressing on the fly would slow the first run's
 * scripts and, oddly, improve its simulated LCP).
 */
async function warmUp(dir, base = "") {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${base}/${entry.name}`
    if (entry.isDirectory()) await warmUp(join(dir, entry.name), path)
    else if (/\.(html|js|css|json|webmanifest|svg)$/.test(entry.name))
      await fetch(`http://localhost:${PORT}${path}`, { headers: { "accept-encoding": "br" } }).then((r) =>
        r.arrayBuffer()
      )
  }
}

/**
 * One Lighthouse run. A run Lighthouse could not finish (its `runtimeError`, or no metrics: it
 * happens now and then on this machine) is repeated, never counted as a zero.
 */
async function measure(route, preset, attempt = 1) {
  const { lhr } = await lighthouse(
    `http://localhost:${PORT}${route}`,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    preset === "desktop" ? desktopConfig : undefined
  )
  const result = figures(lhr, await startedScripts(route))
  const failed = lhr.runtimeError?.code ?? (Number.isFinite(result.lcpMs) ? null : "no metrics")
  if (!failed) return result
  if (attempt >= 3) throw new Error(`Lighthouse failed three times on ${preset} ${route}: ${failed}`)
  process.stdout.write(`\n(${preset} ${route}: Lighthouse failed with ${failed}; running it again)\n`)
  return measure(route, preset, attempt + 1)
}

const HIGHER_IS_BETTER = new Set(["performance", "accessibility", "bestPractices", "seo"])

ensureBuild()
const server = await startServer({
  dir: join(ROOT, "public"),
  port: PORT,
  tomlPath: join(ROOT, "netlify.toml"),
})
await warmUp(join(ROOT, "public"))
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
})

const results = []
try {
  for (const preset of presets) {
    for (const route of routes) {
      const samples = []
      for (let run = 0; run < runs; run++) {
        samples.push(await measure(route, preset))
        process.stdout.write(".")
      }
      const medians = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))])
      )
      results.push({ preset, route, runs, medians, samples })
    }
  }
} finally {
  process.stdout.write("\n")
  await chrome.kill()
  server.close()
}

// The table.
const columns = [
  ["Perf", "performance", 0],
  ["A11y", "accessibility", 0],
  ["BP", "bestPractices", 0],
  ["SEO", "seo", 0],
  ["LCP ms", "lcpMs", 0],
  ["FCP ms", "fcpMs", 0],
  ["TBT ms", "tbtMs", 0],
  ["CLS", "cls", 3],
  ["SI ms", "speedIndexMs", 0],
  ["JS KiB", "firstLoadJsKiB", 1],
  ["Total KiB", "totalKiB", 1],
  ["Req", "requests", 0],
]
const rows = results.map(({ preset, route, medians }) => [
  preset,
  route,
  ...columns.map(([, key, digits]) => medians[key].toFixed(digits)),
])
const header = ["Preset", "Route", ...columns.map(([title]) => title)]
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)))
const line = (cells) =>
  `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`
console.log(
  `\nMedians of ${runs} Lighthouse runs per route and preset (Lighthouse ${LIGHTHOUSE_VERSION}, local server)\n`
)
console.log(line(header))
console.log(`| ${widths.map((w, i) => (i < 2 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`)
for (const row of rows) console.log(line(row))

// Budgets.
const budgets = JSON.parse(readFileSync(join(ROOT, "bench/budgets.json"), "utf8"))
const misses = []
for (const { preset, route, medians } of results) {
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
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: LIGHTHOUSE_VERSION, runs, budgets, misses, results }, null, 2)}\n`
)
console.log(`\nWritten to bench/results/latest.json.`)
if (misses.length > 0) {
  console.error(`\n${misses.length} budget(s) missed:\n${misses.map((m) => `- ${m}`).join("\n")}`)
  process.exit(1)
}
console.log("All budgets met.")
