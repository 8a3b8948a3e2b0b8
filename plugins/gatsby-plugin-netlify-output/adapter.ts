// Gatsby's Netlify adapter, followed by the last word on public/_headers. The adapter writes its rules
// (caching, Gatsby's base headers) after every plugin has run, so the file is laid out here, once the
// adapter is done: its rules and ours, disjoint (headers.ts says how), checked, and written in one go.
// The 404 page gets the visitor policy as a <meta> element, for the unknown paths it answers.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import type { IAdapter } from "gatsby"
import { readFirebaseSettings } from "../../src/firebase/config"
import {
  SVG_POLICY,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  inlineScripts,
  isLocalBuild,
  sha256,
} from "./csp"
import { layOutHeaders, metaPolicy, overlaps, parseHeaders, renderHeaders, type HeaderRule } from "./headers"

const ADAPTER = ["# gatsby-adapter-netlify start", "# gatsby-adapter-netlify end"] as const
const OURS = ["# gatsby-plugin-netlify-output start", "# gatsby-plugin-netlify-output end"] as const
/** Folders of public/ that hold no visitor page. */
const NOT_PAGES = new Set(["admin", "_gatsby", "page-data", "static", "~partytown"])

/** `adapter`, whose `adapt` is followed by laying out public/_headers. */
export function withDisjointHeaders(adapter: IAdapter): IAdapter {
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context)
      try {
        context.reporter.info(await writeHeaders(join(process.cwd(), "public")))
      } catch (error) {
        // Stops the build: a headers file that depends on how Netlify merges rules is not published.
        context.reporter.panic(error instanceof Error ? error.message : String(error))
      }
    },
  }
}

/**
 * Writes public/_headers and the 404 page's policy; throws, naming each overlap, if rules overlap.
 * `env`: the build's environment (Netlify's CONTEXT decides whether the editor may ask the local backend).
 */
export async function writeHeaders(publicDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const file = join(publicDir, "_headers")
  const written = existsSync(file) ? readFileSync(file, "utf8") : ""
  const adapterBlock = block(written, ADAPTER)
  if (adapterBlock.inside.trim() === "") {
    throw new Error(
      "public/_headers: no rules of Gatsby's Netlify adapter between its markers (has the adapter changed?): caching and Gatsby's base headers would be missing."
    )
  }
  const adapter = parseHeaders(adapterBlock.inside)
  // Rules of a static/_headers, if the project ever has one (Gatsby copies it to public/); never what
  // an earlier build of ours left in the file.
  const own = block(adapterBlock.outside, OURS).outside
  const pages = htmlFiles(publicDir)
  const hashes = new Set(pages.flatMap((page) => inlineScripts(readFileSync(page, "utf8")).map(sha256)))
  const visitorPolicy = contentSecurityPolicy(hashes, readFirebaseSettings())
  const pagePaths = pages.map((page) => pagePath(relative(publicDir, page)))
  const built = builtPaths(publicDir)
  const rules: HeaderRule[] = [
    ...layOutHeaders({
      adapter,
      visitorPolicy,
      adminPolicy: adminContentSecurityPolicy({ localBackend: isLocalBuild(env) }),
      pages: pagePaths,
      folders: folders(publicDir, pagePaths),
      // The editor's own files keep its policy.
      svgs: built.filter((path) => /\.svg$/i.test(path) && !path.startsWith("/admin/")),
      svgPolicy: SVG_POLICY,
    }),
    ...parseHeaders(own),
  ]
  const problems = await overlaps(rules, [...built, "/admin/config.yml", "/gibt-es-nicht"])
  if (problems.length > 0) {
    throw new Error(
      `public/_headers: more than one rule sets these headers for the same path (docs/headers-and-csp.md):\n${[
        ...problems.slice(0, 10),
        ...(problems.length > 10 ? [`… and ${problems.length - 10} more`] : []),
      ].join("\n")}`
    )
  }
  writeFileSync(
    file,
    [
      OURS[0],
      renderHeaders(rules, [
        "Written after each build by plugins/gatsby-plugin-netlify-output (adapter.ts), from its rules and",
        "those of Gatsby's Netlify adapter. No two rules that match the same path set the same header.",
      ]).trimEnd(),
      OURS[1],
      "",
    ].join("\n")
  )
  const notFound = join(publicDir, "404.html")
  if (existsSync(notFound)) {
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(visitorPolicy)}"/>`
    const html = readFileSync(notFound, "utf8")
    if (!html.includes('http-equiv="Content-Security-Policy"'))
      writeFileSync(
        notFound,
        html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`)
      )
  }
  return `Headers: ${rules.length} rules, none overlapping; Content-Security-Policy with ${hashes.size} inline script hashes from ${pages.length} pages`
}

/** The text between two marker lines, and the text around them. */
function block(text: string, [start, end]: readonly [string, string]) {
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) return { inside: "", outside: text }
  return {
    inside: text.slice(from + start.length, to),
    outside: text.slice(0, from) + text.slice(to + end.length),
  }
}

/** The visitor pages (the web editor has its own policy; slices and page data are no pages). */
function htmlFiles(dir: string, top = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return dir === top && NOT_PAGES.has(entry.name) ? [] : htmlFiles(path, top)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

/** «dienstleistungen/toenung.html» → «/dienstleistungen/toenung», «index.html» → «/». */
function pagePath(file: string): string {
  const path = `/${file
    .split(sep)
    .join("/")
    .replace(/\.html$/, "")}`
  return path === "/index" ? "/" : path.replace(/\/index$/, "")
}

/** Top-level folders that hold files but no page (the adapter empties the pages' own folders). */
function folders(publicDir: string, pagePaths: readonly string[]): string[] {
  const pageFolders = new Set(pagePaths.map((path) => path.split("/")[1]))
  return readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "admin" && !pageFolders.has(entry.name))
    .filter((entry) => builtPaths(join(publicDir, entry.name)).length > 0)
    .map((entry) => entry.name)
}

/** Every file below `dir`, as a request path relative to it (also preflight's header check). */
export function builtPaths(dir: string, top = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return builtPaths(path, top)
    return [`/${relative(top, path).split(sep).join("/")}`]
  })
}
