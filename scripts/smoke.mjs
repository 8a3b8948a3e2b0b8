// Smoke check of a deployed site, for `npm run smoke -- https://www.example.ch` after a Netlify deploy
// and for e2e/smoke.spec.ts. It fetches every page the sitemap lists, the web editor (/admin/), an
// unknown path, robots.txt, a content-hashed bundle and a path with a trailing slash, and checks their
// status and the headers Netlify sends from public/_headers: the security headers, one policy each (a
// value sent twice means two rules set it) and the caching. Redirects are not followed.
// Prints each path with ok or its problems; exits 1 when there are problems, 2 without a URL.
//
//   node scripts/smoke.mjs https://www.example.ch

/** @typedef {{ status: number, headers: Headers, body: string, error?: string }} Answer */
/** @typedef {(path: string, answer: Answer) => string | undefined} Rule  a problem, as a sentence */

const UNKNOWN_PATH = "/smoke-check-gibt-es-nicht"
const HASHED_BUNDLE = /^\/[a-z0-9-]+-[0-9a-f]{20}\.js$/
const ONE_YEAR = 31536000

/** A value two rules set: the same value twice, joined by ", " («nosniff, nosniff»). */
function isDoubled(/** @type {string} */ value) {
  const parts = value.split(", ")
  const half = parts.length / 2
  return parts.length % 2 === 0 && parts.slice(0, half).join(", ") === parts.slice(half).join(", ")
}

/** A value for a sentence: a policy is shortened to its start. */
const quoted = (/** @type {string} */ value) => `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`

/**
 * A rule for one header: it must be there, and `judge` says what is wrong with its value, if anything.
 * A doubled value is reported once, for every header (see `check`), and not judged.
 * @param {string} name
 * @param {(value: string) => string | undefined} [judge]
 * @returns {Rule}
 */
const header =
  (name, judge = () => undefined) =>
  (path, { headers }) => {
    const value = headers.get(name)
    if (value === null) return `${path} sends no ${name} header.`
    const wrong = isDoubled(value) ? undefined : judge(value)
    return wrong && `${path} sends ${name} ${quoted(value)}, ${wrong}.`
  }

const exactly = (/** @type {string} */ expected) => (/** @type {string} */ value) =>
  value === expected ? undefined : `expected "${expected}"`

const longHsts = (/** @type {string} */ value) =>
  Number(/max-age=(\d+)/i.exec(value)?.[1] ?? 0) >= ONE_YEAR ? undefined : `max-age below ${ONE_YEAR}`

/** The visitors' Content-Security-Policy: one policy, with a default, without eval. */
function visitorPolicy(/** @type {string} */ value) {
  if (value.includes(",") || (value.match(/\bdefault-src\b/g) ?? []).length > 1)
    return "two policies: two rules set it"
  if (!/\bdefault-src\b/.test(value)) return "without default-src"
  if (value.includes("'unsafe-eval'")) return "which allows 'unsafe-eval'"
}

/** The web editor's policy: Decap compiles code at run time and talks to GitHub. */
function editorPolicy(/** @type {string} */ value) {
  const missing = ["'unsafe-eval'", "https://api.github.com"].filter((source) => !value.includes(source))
  if (missing.length > 0) return `not the web editor's policy: it lacks ${missing.join(" and ")}`
}

/** What each kind of answer must carry, besides its status and no doubled header. */
const RULES = {
  page: [
    header("content-type", (value) => (value.startsWith("text/html") ? undefined : "expected text/html")),
    header("content-security-policy", visitorPolicy),
    header("cross-origin-opener-policy", exactly("same-origin")),
    header("strict-transport-security", longHsts),
    header("x-content-type-options", exactly("nosniff")),
    header("x-frame-options", exactly("DENY")),
    header("referrer-policy", exactly("same-origin")),
    header("permissions-policy"),
    header("cache-control", exactly("public, max-age=0, must-revalidate")),
  ],
  editor: [
    header("content-security-policy", editorPolicy),
    header("cross-origin-opener-policy", exactly("same-origin-allow-popups")),
    header("strict-transport-security"),
  ],
  notFound: [header("strict-transport-security"), header("x-content-type-options", exactly("nosniff"))],
  robots: [
    /** @type {Rule} */ (path, { body }) =>
      /^Sitemap:\s*\S/im.test(body) ? undefined : `${path} names no Sitemap.`,
  ],
  bundle: [header("cache-control", exactly("public, max-age=31536000, immutable"))],
}

/** @returns {Rule} */
const redirectsTo =
  (/** @type {string} */ target) =>
  (path, { headers }) => {
    const location = headers.get("location")
    if (!location) return `${path} redirects without a location header.`
    const to = new URL(location, `http://site${path}`).pathname
    return to === target ? undefined : `${path} redirects to ${location} instead of ${target}.`
  }

/** The `<loc>` URLs of a sitemap or sitemap index, as paths: they carry the production domain. */
const locs = (/** @type {string} */ xml) =>
  [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].flatMap(
    (match) => URL.parse(match[1] ?? "")?.pathname ?? []
  )

/** The first content-hashed bundle the page loads: a `<script src>` or a preloaded script. */
function hashedBundle(/** @type {string} */ html) {
  for (const [tag = ""] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isPreload = /^<link/.test(tag) && /\brel="preload"/.test(tag)
    const path = (isPreload ? /\bhref="([^"]+)"/ : /^<script\b[^>]*\bsrc="([^"]+)"/).exec(tag)?.[1]
    if (path && HASHED_BUNDLE.test(path)) return path
  }
}

/**
 * Runs the checks against `baseUrl`: each path fetched, with its problems, in the order fetched.
 * @param {string} baseUrl
 * @param {typeof globalThis.fetch} fetch
 * @returns {Promise<Map<string, string[]>>}
 */
async function inspect(baseUrl, fetch) {
  /** @type {Map<string, string[]>} */
  const report = new Map()
  /** @type {Map<string, Answer>} */
  const answers = new Map()

  /** The answer for `path`, without following redirects. */
  async function load(/** @type {string} */ path) {
    try {
      const signal = AbortSignal.timeout(30_000)
      const response = await fetch(new URL(path, baseUrl), { redirect: "manual", signal })
      return { status: response.status, headers: response.headers, body: await response.text() }
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
      return { status: 0, headers: new Headers(), body: "", error: String(cause) }
    }
  }

  /**
   * Fetches `path` and expects `status`, then no doubled header and every rule met. A path is checked
   * once: a second call returns the first answer.
   * @param {string} path
   * @param {number} status
   * @param {Rule[]} rules
   * @returns {Promise<Answer | undefined>} the answer, if its status is right
   */
  async function check(path, status, rules) {
    const known = answers.get(path)
    if (known) return known.status === status ? known : undefined
    const answer = await load(path)
    answers.set(path, answer)
    /** @type {string[]} */
    const problems = []
    report.set(path, problems)
    if (answer.status !== status) {
      problems.push(
        answer.error
          ? `${path} could not be fetched (${answer.error}).`
          : `${path} answered ${answer.status} instead of ${status}.`
      )
      return undefined
    }
    answer.headers.forEach((value, name) => {
      if (isDoubled(value)) problems.push(`${path} sends ${name} twice (${quoted(value)}): two rules set it.`)
    })
    for (const rule of rules) {
      const problem = rule(path, answer)
      if (problem) problems.push(problem)
    }
    return answer
  }

  const index = await check("/sitemap-index.xml", 200, [])
  /** @type {Set<string>} */
  const pages = new Set()
  for (const sitemap of locs(index?.body ?? "")) {
    for (const page of locs((await check(sitemap, 200, []))?.body ?? "")) pages.add(page)
  }
  if (index && pages.size === 0) report.get("/sitemap-index.xml")?.push("/sitemap-index.xml lists no pages.")
  for (const page of pages) await check(page, 200, RULES.page)
  await check("/admin/", 200, RULES.editor)
  await check(UNKNOWN_PATH, 404, RULES.notFound)
  await check("/robots.txt", 200, RULES.robots)
  const home = await check("/", 200, [])
  const bundle = hashedBundle(home?.body ?? "")
  if (bundle) await check(bundle, 200, RULES.bundle)
  else if (home)
    report.get("/")?.push("/ loads no content-hashed bundle (a script named like app-<20 hex digits>.js).")
  await check("/kontakt/", 301, [redirectsTo("/kontakt")])
  return report
}

/**
 * Checks the site at `baseUrl` (see the top of this file).
 * @param {string} baseUrl
 * @param {{ fetch?: typeof globalThis.fetch }} [options]
 * @returns {Promise<{ checked: string[], problems: string[] }>}
 */
export async function smoke(baseUrl, { fetch = globalThis.fetch } = {}) {
  const report = await inspect(baseUrl, fetch)
  return { checked: [...report.keys()], problems: [...report.values()].flat() }
}

// Run as a script? Not by `import.meta`: Playwright compiles this file to CommonJS for e2e/smoke.spec.ts.
if (/[\\/]smoke\.mjs$/.test(process.argv[1] ?? "")) {
  const baseUrl = process.argv[2] ?? ""
  if (!/^https?:$/.test(URL.parse(baseUrl)?.protocol ?? "")) {
    console.error("Usage: node scripts/smoke.mjs https://www.example.ch  (or npm run smoke -- <url>)")
    process.exit(2)
  }
  inspect(baseUrl, globalThis.fetch).then((report) => {
    const problems = [...report.values()].flat()
    for (const [path, found] of report) {
      console.log(found.length === 0 ? `ok       ${path}` : found.map((p) => `problem  ${p}`).join("\n"))
    }
    console.log(`${report.size} paths checked, ${problems.length} problem(s).`)
    process.exitCode = problems.length > 0 ? 1 : 0
  })
}
