// Which requests are Firebase's SDK, and what stands in for it in a build without Firebase
// (./gatsby-node.ts), apart from Gatsby's API file: a gatsby-node may export Gatsby's APIs only.
import { resolve } from "node:path"
import { withRequest } from "../stand-ins"

// From the project root: Gatsby runs its API files compiled into .cache/, away from this folder.
const STAND_IN = resolve("plugins/gatsby-plugin-firebase/not-set-up.cjs")

/** `firebase/app`, `firebase/firestore/lite` … (the SDK's own `@firebase/*` come only through these). */
export const isFirebaseSdk = (request: string): boolean => /^firebase(\/|$)/.test(request)

/** The stand-in, with the module it stands in for in its query (for its message). */
export const standInFor = (request: string): string => withRequest(STAND_IN, request)
