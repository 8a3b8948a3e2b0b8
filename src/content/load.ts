// The validated content for gatsby-config and gatsby-node: read once, and stop the build with the
// owner-readable message when something is wrong.
import { join } from "node:path"
import { formatProblems, validateContent, type Content } from "./validate"

export const PROJECT_DIR = process.cwd()
export const CONTENT_DIR = join(PROJECT_DIR, "content")

/** Every content file, validated. Exits the process with the list of problems when there are any. */
export function loadContentOrExit(): Content & { site: NonNullable<Content["site"]> } {
  const { problems, content } = validateContent(CONTENT_DIR, PROJECT_DIR)
  if (problems.length > 0 || !content.site) {
    // gatsby-config has no reporter yet; a plain message reads better than Gatsby's stack trace.
    console.error(`\n${formatProblems(problems)}\n`)
    process.exit(1)
  }
  return { ...content, site: content.site }
}
