// Gatsby 5 writes the end of every page, its bundle scripts, once into a «slice»
// (public/_gatsby/slices/_gatsby-scripts-1.html, by its webpack stats extractor) and stitches that
// into each page after rendering. This turns the slice's scripts into preloads plus the inline script
// that runs them after the first paint of the picture at the top (src/lib/scripts-after-paint.ts).
import { STARTER_ID, starterSource } from "../../src/lib/scripts-after-paint"

/** Gatsby's bundle scripts as its stats extractor writes them (`<script src="/app-….js" async></script>`). */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g

/**
 * The slice with each bundle script replaced by a preload at an async script's priority (low) and the
 * starter after them. Throws when there is no bundle script: Gatsby then writes them some other way,
 * and a page that starts no script must not be published without anyone noticing.
 */
export function scriptsAfterPaint(slice: string): string {
  if (slice.includes(`id="${STARTER_ID}"`)) return slice
  const sources = [...slice.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]!)
  if (sources.length === 0)
    throw new Error(
      "plugins/gatsby-plugin-scripts-after-paint: Gatsby's scripts slice has no «<script src=… async>» " +
        "any more. Check how this Gatsby version starts its scripts and update scripts-slice.ts."
    )
  const preloads = slice.replace(
    BUNDLE_SCRIPT,
    (_script, src: string) => `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`
  )
  return `${preloads}<script id="${STARTER_ID}">${starterSource(sources)}</script>`
}
