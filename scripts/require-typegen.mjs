// `npm run typecheck` needs the query types Gatsby writes during a build or `gatsby develop`.
import { existsSync } from "node:fs"

if (!existsSync(new URL("../src/gatsby-types.d.ts", import.meta.url))) {
  console.error(
    "src/gatsby-types.d.ts is missing: Gatsby writes it during `npm run build` or `npm run develop`. Run one, then `npm run typecheck` again."
  )
  process.exit(1)
}
