// Which requests the HTML renderer gets a stand-in for (./gatsby-node.ts), apart from Gatsby's API
// file: a gatsby-node may export Gatsby's APIs only.
import { resolve, sep } from "node:path"
import { withRequest, type ResolveData } from "../stand-ins"

// From the project root: Gatsby runs its API files compiled into .cache/, away from this folder.
const SOURCE = resolve("src") + sep
const STAND_IN = resolve("plugins/gatsby-plugin-browser-only-imports/stand-in.cjs")

/** Whether a request is an import() written in the site's own code. */
export const isBrowserOnlyImport = ({ context, dependencies }: ResolveData): boolean =>
  (context + sep).startsWith(SOURCE) && dependencies.some(({ type }) => type === "import()")

/** The stand-in, with the module it stands in for in its query (for its message). */
export const standInFor = (request: string): string => withRequest(STAND_IN, request)
