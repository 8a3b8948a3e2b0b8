// public/_headers, laid out so that no two rules that match the same path set the same header.
// Netlify applies every rule whose path matches a request. When two of them set the same header, the
// local server and `netlify dev` keep the later value, but nothing promises production does the same
// (it may join both values, which turns two Content-Security-Policies into one that allows neither's
// needs). So each header name is set by one rule per path, by construction, and checked (`overlaps`):
//  - «/*»: what every response carries, the web editor's too: HSTS, Permissions-Policy and Gatsby's
//    base headers (X-Content-Type-Options, X-Frame-Options, Referrer-Policy, X-XSS-Protection);
//  - one rule per built page (`/kontakt` and `/kontakt.html`): the visitor Content-Security-Policy,
//    Cross-Origin-Opener-Policy and «revalidate on every visit»;
//  - «/admin/*»: the web editor's policy and opener policy, «revalidate»;
//  - one rule per other folder of the build (`/page-data/*`, `/images/*` …): «revalidate»;
//  - one rule per SVG file outside the editor (`/images/social.svg`, `/favicon.svg`): a policy that
//    runs no script, should anyone open the file as a page;
//  - Gatsby's adapter's rules for /static/* and every content-hashed bundle: «cached for a year».
// An unknown path matches «/*» only: its 404 page carries its policy in a <meta> element (adapter.ts),
// and Netlify's own Cache-Control (the same «revalidate»). The rest of public/ (robots.txt, the
// sitemaps, the manifest, the favicon) gets that default too.

/** One rule of a _headers file: a path pattern and its headers. */
export interface HeaderRule {
  for: string
  values: Record<string, string>
}

/** What every response carries besides the rules' own headers. */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=(), interest-cohort=()",
} as const

/** The visitor pages' opener policy; the web editor's login popup needs its own (`same-origin-allow-popups`). */
export const VISITOR_OPENER_POLICY = "same-origin"
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups"

/** The rules of a _headers text, in order (comments and blank lines skipped). */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    const trimmed = line.trim()
    if (trimmed === "" || trimmed.startsWith("#")) continue
    if (trimmed.startsWith("/")) {
      rules.push({ for: trimmed, values: {} })
      continue
    }
    const colon = trimmed.indexOf(":")
    const rule = rules.at(-1)
    if (!rule || colon < 1) throw new Error(`_headers: a line that is neither a path nor a header: «${line}»`)
    rule.values[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim()
  }
  return rules
}

/** A _headers text: the comment, then each rule with its headers. */
export function renderHeaders(rules: readonly HeaderRule[], comment: readonly string[]): string {
  const lines = rules.flatMap((rule) => [
    rule.for,
    ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`),
  ])
  return [...comment.map((line) => `# ${line}`), ...lines, ""].join("\n")
}

/**
 * The paths each pattern matches, as Netlify matches them: the `forRegExp` that @netlify/headers-parser (the
 * package Netlify parses `_headers` with) gives each rule it reads, one per pattern, in order. It is an ES
 * module, which Node 24 loads from the build's CommonJS (adapt() awaits it). «*» as a whole part matches
 * anything that follows, also nothing: `/admin/*` matches `/admin`, `/admin/` and `/admin/x`.
 */
export async function forRegExps(patterns: readonly string[]): Promise<RegExp[]> {
  const { parseAllHeaders } = await import("@netlify/headers-parser")
  // Each pattern its own rule (a value naming its index), so that none merges with another.
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [],
    configHeaders: patterns.map((pattern, index) => ({ for: pattern, values: { "X-Rule": String(index) } })),
    minimal: false,
  })
  if (errors.length > 0)
    throw new Error(`public/_headers: ${errors.map((error) => error.message).join("\n")}`)
  const byIndex = new Map(
    headers.map((header) => [header.values["X-Rule"], "forRegExp" in header ? header.forRegExp : undefined])
  )
  return patterns.map((pattern, index) => {
    const regExp = byIndex.get(String(index))
    if (!regExp) throw new Error(`@netlify/headers-parser gave no path match for «${pattern}»`)
    return regExp
  })
}

/** Paths that a rule's pattern matches: a request for each must find one rule per header. */
export function pathsOf(rule: HeaderRule): string[] {
  const filled = rule.for.replace(/\/:[^/]+/g, "/x")
  if (!filled.includes("*")) return [filled]
  return [filled.replaceAll("*", ""), filled.replaceAll("*", "x"), filled.replaceAll("*", "x/y.html")]
}

/**
 * Every header that more than one rule sets for the same path, as «path: header (rule, rule)», once
 * for each header and set of rules (with the first path found): empty when the rules are disjoint for
 * `paths` and for a path of each rule's own.
 */
export async function overlaps(rules: readonly HeaderRule[], paths: readonly string[]): Promise<string[]> {
  const regExps = await forRegExps(rules.map((rule) => rule.for))
  const matchers = rules.map((rule, index) => ({ rule, regExp: regExps[index]! }))
  const found = new Map<string, string>()
  for (const path of new Set([...paths, ...rules.flatMap(pathsOf)])) {
    const setBy = new Map<string, string[]>()
    for (const { rule, regExp } of matchers) {
      if (!regExp.test(path)) continue
      for (const name of Object.keys(rule.values)) {
        const key = name.toLowerCase()
        setBy.set(key, [...(setBy.get(key) ?? []), rule.for])
      }
    }
    for (const [name, by] of setBy) {
      const key = `${name} (${by.join(", ")})`
      if (by.length > 1 && !found.has(key)) found.set(key, `${path}: ${key}`)
    }
  }
  return [...found.values()]
}

/** What the build knows when it lays out the file. */
export interface Layout {
  /** The rules Gatsby's Netlify adapter wrote, in its order. */
  adapter: readonly HeaderRule[]
  /** The visitor pages' Content-Security-Policy, and the web editor's. */
  visitorPolicy: string
  adminPolicy: string
  /** Request paths of the built pages: «/», «/kontakt», «/dienstleistungen/toenung». */
  pages: readonly string[]
  /** Folders of the build besides the pages' and the web editor's: «page-data», «images». */
  folders: readonly string[]
  /** Request paths of the SVG files outside /admin/: «/images/social.svg», «/favicon.svg». */
  svgs: readonly string[]
  /** Their policy (csp.ts, SVG_POLICY). */
  svgPolicy: string
}

/** The rules of public/_headers, disjoint by construction (the file's header says how). */
export function layOutHeaders({
  adapter,
  visitorPolicy,
  adminPolicy,
  pages,
  folders,
  svgs,
  svgPolicy,
}: Layout): HeaderRule[] {
  const everywhere = adapter.find((rule) => rule.for === "/*")?.values ?? {}
  const cacheName = Object.keys(everywhere).find((name) => name.toLowerCase() === "cache-control")
  const { [cacheName ?? ""]: revalidate, ...base } = everywhere
  const cache: Record<string, string> = revalidate ? { "Cache-Control": revalidate } : {}
  const adapterOwn = adapter.filter((rule) => rule.for !== "/*")
  const adapterFolders = new Set(adapterOwn.map((rule) => rule.for))
  const visitor = {
    "Content-Security-Policy": visitorPolicy,
    "Cross-Origin-Opener-Policy": VISITOR_OPENER_POLICY,
    ...cache,
  }
  return [
    { for: "/*", values: { ...SECURITY_HEADERS, ...base } },
    ...pages.flatMap((page) => [
      { for: page, values: visitor },
      { for: page === "/" ? "/index.html" : `${page}.html`, values: visitor },
    ]),
    {
      for: "/admin/*",
      values: {
        "Content-Security-Policy": adminPolicy,
        "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
        ...cache,
      },
    },
    ...folders
      .filter((folder) => !adapterFolders.has(`/${folder}/*`))
      .map((folder) => ({ for: `/${folder}/*`, values: cache })),
    ...svgs.map((svg) => ({ for: svg, values: { "Content-Security-Policy": svgPolicy } })),
    ...adapterOwn,
  ].filter((rule) => Object.keys(rule.values).length > 0)
}

/** A policy for a <meta> element: the same, without what only a header may say (`frame-ancestors`). */
export function metaPolicy(policy: string): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^(frame-ancestors|report-uri|sandbox)\b/.test(directive))
    .join("; ")
}
