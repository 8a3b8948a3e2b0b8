// Removes public/ before a build. Gatsby's Netlify adapter moves each page's index.html to
// <page>.html after the build (trailingSlash: "never"); a later build that finds public/ would expect
// the files where Gatsby wrote them and fail. On Netlify the adapter restores public/ from its own
// cache instead; a build here starts clean (and leaves no stale bundles behind).
import { rmSync } from "node:fs"

rmSync(new URL("../public", import.meta.url), { recursive: true, force: true })
