// The benchmark's script-free twin of a build: the same files with every script taken out of every
// page, served beside the build so that Lighthouse can measure each page with and without its
// JavaScript in the same run. What the scripts cost the paint is then the ratio of the two LCPs, a
// figure that does not move with the speed of the host the way Lighthouse's absolute LCP does.
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK = /<link\b[^>]*>/gi

/** An attribute's value in a start tag («rel="preload"», «rel=preload»), or undefined. */
const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i"))
    ?.slice(1)
    .find((v) => v !== undefined)

/** A <link> that makes the browser fetch a script: a script preload, a modulepreload, any link to a .js file. */
function linksScript(tag) {
  const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/)
  const as = (attribute(tag, "as") ?? "").toLowerCase()
  const href = attribute(tag, "href") ?? ""
  return (
    rel.includes("modulepreload") ||
    (rel.includes("preload") && as === "script") ||
    /\.m?js(?:[?#]|$)/i.test(href)
  )
}

/** A page's HTML without its <script> elements (inline ones too) and without links that fetch scripts. */
export function withoutScripts(html) {
  return html.replace(SCRIPT, "").replace(LINK, (tag) => (linksScript(tag) ? "" : tag))
}

/**
 * Copies the build in `dir` to `target` with every .html file's scripts removed; every other file
 * (_headers and _redirects included, so that the twin is served under the same rules) is linked, or
 * copied where a link cannot be made.
 */
export function writeScriptFreeTwin(dir, target) {
  mkdirSync(target, { recursive: true })
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const from = join(dir, entry.name)
    const to = join(target, entry.name)
    if (entry.isDirectory()) writeScriptFreeTwin(from, to)
    else if (entry.name.endsWith(".html")) writeFileSync(to, withoutScripts(readFileSync(from, "utf8")))
    else
      try {
        linkSync(from, to)
      } catch {
        copyFileSync(from, to)
      }
  }
  return target
}

/** The script-free twin of the build in `dir`, in a new temporary folder (the caller removes it). */
export const scriptFreeTwin = (dir) =>
  writeScriptFreeTwin(dir, mkdtempSync(join(tmpdir(), "bench-script-free-")))
