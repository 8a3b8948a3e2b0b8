// What scripts/serve.mjs answers by Netlify's rules: _headers, _redirects and netlify.toml read with
// Netlify's own code (@netlify/headers-parser, @netlify/redirect-parser, netlify-redirector), the
// policy as served over plain HTTP, and the revalidation Netlify's CDN answers with 304.
import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"

const redirector = createRequire(import.meta.url)("netlify-redirector")

/**
 * Netlify's rules for the site in `dir`: the header rules in order, and the redirect matcher.
 * Syntax errors in either file stop the server, as they would fail a Netlify deploy.
 */
export async function readRules({ dir, tomlPath }) {
  const netlifyConfigPath = existsSync(tomlPath) ? tomlPath : undefined
  const { headers, errors: headerErrors } = await parseAllHeaders({
    headersFiles: [join(dir, "_headers")],
    netlifyConfigPath,
    minimal: false,
  })
  const { redirects, errors: redirectErrors } = await parseAllRedirects({
    redirectsFiles: [join(dir, "_redirects")],
    netlifyConfigPath,
    configRedirects: [],
    minimal: false,
  })
  const errors = [...headerErrors, ...redirectErrors]
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"))
  // netlify-redirector reads the shape Netlify's backend uses (as in netlify dev's utils/redirects.js).
  // Signed proxies need a secret the local server does not have; the site has none.
  const rules = redirects.map(({ from, query, conditions, ...rule }) => ({
    ...rule,
    signed: undefined,
    origin: from,
    params: query,
    conditions,
  }))
  const matcher =
    rules.length > 0 ? await redirector.parseJSON(JSON.stringify(rules), {}) : { match: () => null }
  return { headers, matcher }
}

/** The headers Netlify sends for `path`: every matching rule in order, a later one replacing an earlier value. */
export function headersFor(rules, path) {
  const headers = {}
  for (const rule of rules) {
    if (!rule.forRegExp.test(path)) continue
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value
  }
  return headers
}

/** The redirect rule for a request, if one matches. */
export function redirectFor(matcher, url) {
  return matcher.match({
    scheme: "http",
    host: url.hostname,
    path: url.pathname,
    query: url.search.slice(1),
    headers: {},
    cookieValues: {},
    getHeader: () => "",
    getCookie: () => "",
  })
}

/** A policy as served over plain HTTP: without `upgrade-insecure-requests` (see the top of this file). */
export const withoutUpgrade = (policy) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part.toLowerCase() !== "upgrade-insecure-requests")
    .join("; ")

/** Whether a request's If-None-Match names `etag` (a weak comparison, as RFC 9110 asks for it). */
export function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  const bare = (tag) => tag.trim().replace(/^W\//, "")
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag))
}
