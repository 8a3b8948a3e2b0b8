// Every internal link leads somewhere: a link the owner writes in content/ to a page that exists and,
// with «#anchor», to an element of that page (checked before the pages are rendered, with the file,
// line and field); and every link of the built pages, those written in code included, to a built
// page and an element with that id (checked after the build).
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { ANCHORS, PAGE_ANCHORS, servicePath } from "../navigation/routes"
import { CONTENT_TYPES } from "./registry"
import { lineOf, type ContentProblem } from "./problems"
import { fieldName, findValues } from "./entry-check"
import { contentFiles, type Content } from "./validate"

const idsIn = (data: unknown) => findValues(data, "id").map(({ value }) => value)

/** The anchors each page has: those its code renders (routes.ts) and the `id`s in its content. */
function anchorsByPage(content: Content): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>()
  const add = (page: string, ids: Iterable<string>) =>
    anchors.set(page, new Set([...(anchors.get(page) ?? []), ...ids, ...Object.values(PAGE_ANCHORS)]))
  for (const anchor of Object.values(ANCHORS)) if (anchor.from === "code") add(anchor.page, [anchor.id])
  for (const type of CONTENT_TYPES) {
    if (type.route)
      add(
        type.route,
        contentFiles(content, type.key).flatMap(({ data }) => idsIn(data))
      )
  }
  for (const service of content.services) add(servicePath(service.data.slug), idsIn(service.data))
  return anchors
}

/**
 * Every `href` in the content must lead to a page Gatsby created (`pagePaths`, e.g. «/», «/kontakt»)
 * and, with «#anchor», to an element of it.
 */
export function checkLinks(
  content: Content,
  pagePaths: readonly string[],
  projectDir: string
): ContentProblem[] {
  const pages = new Set(pagePaths.filter((path) => !path.startsWith("/404") && !path.startsWith("/dev-404")))
  const known = [...pages].sort()
  const anchors = anchorsByPage(content)
  const problems: ContentProblem[] = []
  const files = CONTENT_TYPES.flatMap((type) =>
    contentFiles(content, type.key).map((file) => ({ ...file, schema: type.schema }))
  )
  for (const { file, data, schema } of files) {
    for (const { path, value: href } of findValues(data, "href")) {
      const [target = href, anchor] = href.split("#")
      let message: string | undefined
      if (!pages.has(target)) {
        message = `zeigt auf «${href}», diese Seite gibt es nicht. Vorhandene Seiten: ${known.join(", ")}.`
      } else if (anchor !== undefined && !anchors.get(target)?.has(anchor)) {
        const ids = [...(anchors.get(target) ?? [])].sort()
        message = `zeigt auf «${href}», aber die Seite ${target} hat keine Stelle «#${anchor}». Vorhanden sind: ${ids
          .map((id) => `#${id}`)
          .join(", ")}.`
      }
      if (!message) continue
      const line = lineOf(readFileSync(join(projectDir, file), "utf8"), path)
      problems.push({ file, line, field: fieldName(schema, path), message })
    }
  }
  return problems
}

/** The HTML files of the built site, by the path they are served at («/kontakt», «/»). */
function builtPages(publicDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name === "index.html") {
        const route = `/${relative(publicDir, dir).split(sep).join("/")}`
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), path)
      }
    }
  }
  walk(publicDir)
  return pages
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

/**
 * After the build: every `<a href>` of every page that stays on this site leads to a built page (or
 * a file in public/) and, with «#anchor», to an element with that id. Catches the links written in
 * code, which no content check sees. Returns one sentence per broken link.
 */
export function checkBuiltLinks(publicDir: string): string[] {
  const pages = builtPages(publicDir)
  const idsOf = new Map<string, Set<string | undefined>>()
  const anchorsOf = (page: string) => {
    if (!idsOf.has(page)) idsOf.set(page, ids(readFileSync(pages.get(page) ?? "", "utf8")))
    return idsOf.get(page) ?? new Set()
  }
  const problems = new Set<string>()
  for (const [page, file] of pages) {
    if (page.startsWith("/404")) continue
    const html = readFileSync(file, "utf8")
    for (const [, href = ""] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      if (!href.startsWith("/") && !href.startsWith("#")) continue
      const [path = "", anchor] = href.replace(/&amp;/g, "&").split("#")
      const target = path === "" ? page : (path.split("?")[0] ?? "")
      if (!pages.has(target)) {
        if (!existsSync(join(publicDir, target)))
          problems.add(`${page}: der Link «${href}» führt zu keiner Seite.`)
        continue
      }
      if (anchor && !anchorsOf(target).has(decodeURIComponent(anchor))) {
        problems.add(`${page}: der Link «${href}» führt zu keiner Stelle «#${anchor}» auf ${target}.`)
      }
    }
  }
  return [...problems]
}
