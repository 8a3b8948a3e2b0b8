// After the build: robots.txt next to the pages. The headers file comes last, once Gatsby's Netlify
// adapter has written its rules (adapter.ts, declared in gatsby-config.ts; headers.ts says who sets
// which header).
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { data } = await graphql<Queries.NetlifyOutputQuery>(`
    query NetlifyOutput {
      siteYaml {
        siteUrl
      }
    }
  `)
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${data?.siteYaml?.siteUrl ?? ""}/sitemap-index.xml\n`
  writeFileSync(join(process.cwd(), "public", "robots.txt"), robots)
}
