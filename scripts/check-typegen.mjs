// src/gatsby-types.d.ts, the types of the GraphQL queries, is committed so that `npm test` can check
// types before any build (README, «Tests»). Gatsby rewrites it on every build: after the build in
// `npm test` it must be the committed file, or a query changed and its types were not committed.
import { spawnSync } from "node:child_process"

const FILE = "src/gatsby-types.d.ts"
const diff = spawnSync("git", ["diff", "--quiet", "--", FILE], { stdio: "inherit" })
if (diff.error) {
  console.log(`No git here: ${FILE} not compared with the committed file.`)
} else if (diff.status !== 0) {
  console.error(
    `${FILE} differs from the committed file: a GraphQL query changed. The build has written the new types; commit ${FILE} with the query.`
  )
  process.exit(1)
}
