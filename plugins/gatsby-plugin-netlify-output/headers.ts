// public/_headers holds two blocks, each written by one party, and no header is set by both:
//  - ours (between the «gatsby-plugin-netlify-output» markers), written in onPostBuild: the headers
//    every response gets (HSTS, Cross-Origin-Opener-Policy, Permissions-Policy) and the
//    Content-Security-Policy of this build, for «/*» (so also for the 404 answer to an unknown path);
//  - Gatsby's Netlify adapter's (between the «gatsby-adapter-netlify» markers), injected after
//    onPostBuild: caching for every file Gatsby built («max-age=0, must-revalidate» for HTML and page
//    data, a year for /static/* and the content-hashed bundles) and Gatsby's base headers
//    (X-Content-Type-Options, X-Frame-Options, Referrer-Policy, X-XSS-Protection).
// We write our block first, on top of static/_headers if there is one; the adapter then appends its
// block and keeps whatever lies outside its markers.
// netlify.toml sets no headers.

const START = "# gatsby-plugin-netlify-output start"
const END = "# gatsby-plugin-netlify-output end"

/** One rule of a _headers file: a path pattern and its headers. */
export interface HeaderRule {
  for: string
  values: Record<string, string>
}

/** What every response carries besides the Content-Security-Policy (which depends on the build). */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=(), interest-cohort=()",
} as const

/** Our block of rules, between its markers. */
export function headersBlock(rules: readonly HeaderRule[]): string {
  const lines = rules.flatMap((rule) => [
    rule.for,
    ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`),
  ])
  return [
    START,
    "# Written by plugins/gatsby-plugin-netlify-output after each build.",
    ...lines,
    END,
    "",
  ].join("\n")
}

/** `existing` (the file as the last build left it, or "") with our block replaced, in front. */
export function withHeadersBlock(existing: string, block: string): string {
  const start = existing.indexOf(START)
  const end = existing.indexOf(END)
  const rest =
    start >= 0 && end > start
      ? existing.slice(0, start) + existing.slice(end + END.length).replace(/^\n/, "")
      : existing
  return `${block}${rest.trimStart()}`
}
