// `npm test`: everything, in the order that fails fastest. Types and unit tests first, side by side (a
// mistake shows within a minute), then lint and the two builds side by side (the site in public/, the
// Firestore variant in .e2e/variant: separate folders, and two cores do both sooner than one after the
// other), and the browser tests: Gecko and WebKit first (e2e/engines, both at once, about a minute),
// then Chromium's (Playwright). Up to the builds a failure stops the run (nothing after it could pass);
// in the browser tests a failed test stops none after it. The summary at the end names every step with
// its time, and every step that did not run with why.
//   node scripts/test.mjs          all of it (npm test)
//   node scripts/test.mjs --e2e    only the browser tests, against the builds already there (npm run test:e2e)
import { spawn, spawnSync } from "node:child_process"
import { takenPorts } from "./e2e-ports.mjs"

const npm = (script) => ["npm", ["run", "--silent", script]]
const npx = (...args) => ["npx", args]

/**
 * In CI, a fresh machine each time, nothing reads the site build's webpack cache again: it writes none
 * (plugins/gatsby-plugin-test-builds; the same public/, 15–26 CPU-seconds less). Run here, it keeps its cache
 * for the next run. The Firestore variant always keeps its own: the editor's rebuild test builds there again.
 * In CI its AVIF pictures are also encoded at a lower effort (the same plugin: still AVIF, 7 % larger,
 * a fifth of the CPU); run here, the pictures come from Gatsby's cache after the first build anyway.
 */
const SITE_BUILD_ENV = process.env.CI ? { BUILD_WITHOUT_WEBPACK_CACHE: "1", BUILD_AVIF_QUICKLY: "1" } : {}

/** A step stops the run when it fails, unless it is one of the browser suites; a list of steps runs side by side. */
const PREPARE = [
  { name: "Node.js version", run: ["node", ["scripts/node-version.mjs"]] },
  // Side by side: tsc keeps one core busy, Jest both (cold, on a fresh clone: 21 and 55 CPU-seconds).
  [
    { name: "types (tsc)", run: npm("typecheck"), tag: "types" },
    { name: "unit tests (Jest)", run: npm("test:unit"), tag: "jest" },
  ],
  [
    { name: "lint (ESLint, Prettier)", run: npm("lint"), tag: "lint" },
    { name: "the site's build", run: npm("build"), tag: "site", env: SITE_BUILD_ENV },
    { name: "the Firestore variant's build", run: npm("build:e2e"), tag: "variant" },
  ],
  { name: "query types committed as built", run: ["node", ["scripts/check-typegen.mjs"]] },
]
const BROWSER = [
  {
    name: "other engines: Gecko and WebKit, the built site as npm run serve serves it",
    run: npm("test:engines"),
  },
  {
    name: "browser tests: built site, editor, Firestore variant, gatsby develop",
    run: npx("playwright", "test"),
  },
]

const results = []
const seconds = (start) => Math.round((Date.now() - start) / 1000)

function runStep(step) {
  console.log(`\n▶ ${step.name}`)
  const start = Date.now()
  const [command, args] = step.run
  const outcome = spawnSync(command, args, { stdio: "inherit" })
  const ok = outcome.status === 0
  results.push({ name: step.name, status: ok ? "passed" : "FAILED", time: seconds(start) })
  return ok
}

/** Steps side by side, each line of their output marked with the step's tag; resolves whether all passed. */
async function runTogether(steps) {
  console.log(`\n▶ ${steps.map(({ name }) => name).join(" | ")}`)
  const outcomes = await Promise.all(
    steps.map(
      (step) =>
        new Promise((resolve) => {
          const start = Date.now()
          const [command, args] = step.run
          const child = spawn(command, args, {
            stdio: ["ignore", "pipe", "pipe"],
            env: { ...process.env, ...step.env },
          })
          for (const [stream, out] of [
            [child.stdout, process.stdout],
            [child.stderr, process.stderr],
          ]) {
            let rest = ""
            stream.on("data", (data) => {
              const lines = (rest + data).split(/\r?\n|\r/)
              rest = lines.pop() ?? ""
              for (const line of lines) if (line.trim()) out.write(`[${step.tag}] ${line}\n`)
            })
            stream.on("end", () => rest.trim() && out.write(`[${step.tag}] ${rest}\n`))
          }
          let ended = false
          const end = (ok) => {
            if (ended) return
            ended = true
            results.push({ name: step.name, status: ok ? "passed" : "FAILED", time: seconds(start) })
            resolve(ok)
          }
          child.on("error", (error) => {
            console.error(`[${step.tag}] ${error.message}`)
            end(false)
          })
          child.on("close", (code) => end(code === 0))
        })
    )
  )
  return outcomes.every(Boolean)
}

function skipRest(steps, why) {
  for (const step of steps.flat()) results.push({ name: step.name, status: `not run: ${why}` })
}

function summary() {
  console.log("\nSummary of npm test")
  for (const { name, status, time } of results)
    console.log(
      `  ${status === "passed" ? "✓" : status === "FAILED" ? "✗" : "–"} ${name}: ${status}${time === undefined ? "" : ` (${time} s)`}`
    )
  const failed = results.some(({ status }) => status !== "passed")
  process.exit(failed ? 1 : 0)
}

const start = Date.now()
const onlyBrowser = process.argv.includes("--e2e")
if (!onlyBrowser) {
  for (const [index, step] of PREPARE.entries()) {
    if (Array.isArray(step) ? await runTogether(step) : runStep(step)) continue
    const names = new Set([step].flat().map(({ name }) => name))
    const failed = results.filter(({ name, status }) => names.has(name) && status === "FAILED")
    skipRest(
      [...PREPARE.slice(index + 1), ...BROWSER],
      `${failed.map(({ name }) => `«${name}»`).join(" and ")} failed`
    )
    summary()
  }
}
const taken = await takenPorts()
if (taken.length > 0) {
  for (const line of taken) console.error(line)
  skipRest(BROWSER, "a port the tests need is in use (see above)")
  summary()
}
for (const step of BROWSER) runStep(step)
console.log(`\nAll steps: ${Math.round(seconds(start) / 6) / 10} min`)
summary()
