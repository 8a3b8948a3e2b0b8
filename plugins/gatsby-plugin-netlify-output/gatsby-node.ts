// After the build, what Netlify publishes next to the pages: robots.txt, and our block of
// public/_headers: the security headers of every response and the Content-Security-Policy (the hashes
// of exactly the inline scripts the built pages contain). Gatsby's Netlify adapter adds its block
// (caching, Gatsby's base headers) right after this; headers.ts says who sets which header.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"
import { readFirebaseSettings } from "../../src/firebase/config"
import { adminContentSecurityPolicy, contentSecurityPolicy, inlineScripts, sha256 } from "./csp"
import { SECURITY_HEADERS, headersBlock, withHeadersBlock } from "./headers"

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = join(process.cwd(), "public")
  const { data } = await graphql<Queries.NetlifyOutputQuery>(`
    query NetlifyOutput {
      siteYaml {
        siteUrl
      }
    }
  `)
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${data?.siteYaml?.siteUrl ?? ""}/sitemap-index.xml\n`
  writeFileSync(join(publicDir, "robots.txt"), robots)

  const pages = htmlFiles(publicDir)
  const hashes = new Set(pages.flatMap((page) => inlineScripts(readFileSync(page, "utf8")).map(sha256)))
  const csp = contentSecurityPolicy(hashes, readFirebaseSettings())
  // Start from static/_headers, if the project has one (Gatsby copied it to public/), never from what an
  // earlier build left in public/: the adapter adds its block to whatever we write.
  const own = join(process.cwd(), "static", "_headers")
  const block = headersBlock([
    { for: "/*", values: { "Content-Security-Policy": csp, ...SECURITY_HEADERS } },
    // The web editor: its own policy, and a login popup (GitHub through Netlify) that must be able to
    // report back to the window that opened it. Later rules replace earlier values for the same path.
    {
      for: "/admin/*",
      values: {
        "Content-Security-Policy": adminContentSecurityPolicy(),
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      },
    },
  ])
  writeFileSync(
    join(publicDir, "_headers"),
    withHeadersBlock(existsSync(own) ? readFileSync(own, "utf8") : "", block)
  )
  reporter.info(`Content-Security-Policy: ${hashes.size} inline script hashes from ${pages.length} pages`)
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    // The web editor (public/admin/) has its own policy.
    if (entry.isDirectory()) return entry.name === "admin" ? [] : htmlFiles(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}
