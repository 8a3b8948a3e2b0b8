// The benchmark, against the built site served the way Netlify serves it (./servers.mjs), on every
// route of src/navigation/routes.ts:
//  - Lighthouse, mobile and desktop presets (./lighthouse.mjs); on mobile each page is measured with
//    its script-free twin (./variants.mjs) right before or after it, for the ratio of their LCPs;
//  - a real Chromium throttled through the DevTools protocol (./browser.mjs): LCP, CLS, the scripts,
//    and INP as the median of every scripted tap (./taps.mjs) of every run of a route.
// Several runs each; prints a table per build (./report.mjs), writes every run to
// bench/results/latest.json and exits non-zero, naming each binding budget of bench/budgets.json a
// median of this build misses (./budgets.mjs). Not part of `npm test`: timings are noisy.
//
// The runs go round the routes (run 1 of every route, then run 2…), so that a few busy seconds of this
// shared machine spread over all routes instead of spoiling one route's median. With `--baseline
// <dir>` another build (say, the last commit's) is served beside this one and measured in turn with it,
// run by run, so that the two are compared under the same conditions; the budgets apply to this build.
//
//   npm run bench [-- --runs 5] [-- --routes /,/kontakt] [-- --preset mobile,desktop,browser]
//                 [-- --no-build] [-- --dir path/to/public] [-- --baseline path/to/public] [-- --http1]
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { SITE_ROUTES } from "../../src/navigation/routes.ts"
import { launchBrowser, visit } from "./browser.mjs"
import { missedBudgets, readBudgets } from "./budgets.mjs"
import { LIGHTHOUSE_VERSION, launchChrome, lighthouseRun } from "./lighthouse.mjs"
import { printMisses, printReport } from "./report.mjs"
import { certificate, serveBuild } from "./servers.mjs"
import { summarize, summarizeVisits, withScriptFreeLcp } from "./stats.mjs"
import { scriptFreeTwin } from "./variants.mjs"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
/** The bench's ports, 9100–9109: the builds first, then their script-free twins. */
const FIRST_PORT = 9100

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const runs = Number(arg("runs", 5))
const routes = arg("routes", SITE_ROUTES.join(",")).split(",")
const presets = arg("preset", "mobile,desktop,browser").split(",")
/** Another build to measure (e.g. an older checkout's), as it is. */
const dir = arg("dir", join(ROOT, "public"))
/** A build to compare with, measured in turn with `dir` (e.g. the last commit's public/, copied). */
const baselineDir = arg("baseline", undefined)
const tls = certificate(process.argv.includes("--http1"))

/** The newest modification time below a path. */
function newest(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Builds the site unless told not to, given another build, or public/ is newer than the sources. */
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
    existsSync(built) &&
    statSync(built).mtimeMs >
      Math.max(...sources.filter((s) => existsSync(join(ROOT, s))).map((s) => newest(join(ROOT, s))))
  if (process.argv.includes("--no-build") || process.argv.includes("--dir") || fresh)
    return console.log(`Using the existing build in ${dir}.`)
  console.log("Building the site…")
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** The builds measured: this one and, with --baseline, the one to compare with. */
const builds = [
  { label: "this build", dir },
  ...(baselineDir ? [{ label: "baseline", dir: baselineDir }] : []),
]

/** First one order, then the other in alternate runs: what runs second need not measure like what runs first. */
const inTurn = (list, run) => (run % 2 ? [...list].reverse() : list)

/**
 * Every run of one preset: round the routes, run by run, each build in turn, and within a build its
 * variants (the page and, on mobile, its script-free twin) back to back, each order in alternate runs.
 */
const samples = new Map()
const sampleKey = (build, preset, variant, route) => `${build.label}|${preset}|${variant}|${route}`
async function runAll(preset, variantsOf, measureOnce) {
  for (let run = 0; run < runs; run++)
    for (const route of routes)
      for (const build of inTurn(builds, run))
        for (const variant of inTurn(variantsOf(build), run)) {
          const key = sampleKey(build, preset, variant.name, route)
          samples.set(key, [...(samples.get(key) ?? []), await measureOnce(variant.origin, route)])
          process.stdout.write(".")
        }
}

ensureBuild()
const servers = []
const twinDirs = []
/** Removes the script-free twins, also when the run is stopped with Ctrl-C. */
const removeTwins = () => twinDirs.forEach((twin) => rmSync(twin, { recursive: true, force: true }))
process.once("SIGINT", () => {
  removeTwins()
  process.exit(130)
})
try {
  // The builds on the first ports, then their script-free twins (the LCP ratio is measured on mobile).
  let port = FIRST_PORT
  const serve = async (served) => {
    const { server, origin } = await serveBuild({
      dir: served,
      port: port++,
      tls,
      tomlPath: join(ROOT, "netlify.toml"),
    })
    servers.push(server)
    return origin
  }
  for (const build of builds) build.origin = await serve(build.dir)
  if (presets.includes("mobile"))
    for (const build of builds) {
      twinDirs.push(scriptFreeTwin(build.dir))
      build.scriptFreeOrigin = await serve(twinDirs.at(-1))
    }
  const page = (build) => [{ name: "page", origin: build.origin }]
  const pageAndTwin = (build) => [...page(build), { name: "script-free", origin: build.scriptFreeOrigin }]

  const lighthousePresets = presets.filter((name) => name !== "browser")
  if (lighthousePresets.length > 0) {
    const chrome = await launchChrome(tls)
    try {
      for (const preset of lighthousePresets)
        await runAll(preset, preset === "mobile" ? pageAndTwin : page, (origin, route) =>
          lighthouseRun({ port: chrome.port, tls, origin, route, preset })
        )
    } finally {
      process.stdout.write("\n")
      await chrome.kill()
    }
  }
  if (presets.includes("browser")) {
    const browser = await launchBrowser()
    try {
      await runAll("browser", page, (origin, route) => visit(browser, `${origin}${route}`))
    } finally {
      process.stdout.write("\n")
      await browser.close()
    }
  }
} finally {
  for (const server of servers) server.close()
  removeTwins()
}

// Each page's runs on mobile carry its twin's LCP and the ratio to it, run by run (stats.mjs).
for (const build of builds)
  for (const route of routes) {
    const pageKey = sampleKey(build, "mobile", "page", route)
    const twin = samples.get(sampleKey(build, "mobile", "script-free", route))
    if (twin) samples.set(pageKey, withScriptFreeLcp(samples.get(pageKey), twin))
  }
const results = [...samples].map(([key, runSamples]) => {
  const [build, preset, variant, route] = key.split("|")
  const summary = preset === "browser" ? summarizeVisits(runSamples) : summarize(runSamples)
  return { build, preset, variant, route, runs, ...summary, samples: runSamples }
})

const budgets = readBudgets(join(ROOT, "bench/budgets.json"))
const misses = missedBudgets(
  budgets,
  results.filter((result) => result.build === builds[0].label && result.variant === "page")
)
const protocol = tls ? "HTTP/2" : "HTTP/1.1"
mkdirSync(join(ROOT, "bench/results"), { recursive: true })
writeFileSync(
  join(ROOT, "bench/results/latest.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      dir,
      baseline: baselineDir ?? null,
      protocol,
      lighthouse: LIGHTHOUSE_VERSION,
      runs,
      routes,
      presets,
      lcpRatio: "median of the per-run ratios of a page's Lighthouse mobile LCP to its script-free twin's",
      inpMs:
        "browser: median of every tap of every run of a route (Event Timing, 16 ms when a tap left no entry)",
      budgets,
      misses,
      results,
    },
    null,
    2
  )}\n`
)
printReport({ builds, results, routes, runs, lighthouseVersion: LIGHTHOUSE_VERSION, protocol })
console.log(`\nEvery run is in bench/results/latest.json.`)
printMisses(misses)
if (misses.length > 0) process.exit(1)
