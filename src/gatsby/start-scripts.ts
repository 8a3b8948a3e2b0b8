// When the browser fetches Gatsby's scripts. Gatsby ends every page with async scripts, so a phone
// fetches React, the router and the site's code (about 90 KiB) at the same time as the picture at
// the top of the page and the heading font, and the page's largest picture appears later. After the
// build (gatsby-node.ts) each page instead starts those scripts once the page itself has arrived
// (the load event: HTML, the pictures in view, the font) and has been painted, at the latest
// START_AFTER_MS after its HTML, so a slow picture never holds them back for long. Until then the page is complete without
// script: every link works, the phone's menu button leads to the footer's links, the contact form
// posts on its own; what a visitor types meanwhile is kept when React takes over.

/** The latest moment, after the HTML has been read, at which the scripts are started. */
export const START_AFTER_MS = 2500

/** The id of the inline script that starts the others (the benchmark reads its list). */
export const START_SCRIPTS_ID = "gatsby-start-scripts"

/**
 * The inline script that appends `sources` as async scripts once, after the first paint that
 * follows the load event (a frame, then a task), or after `afterMs` if that comes first.
 */
export const startScriptsSource = (sources: readonly string[], afterMs = START_AFTER_MS) =>
  `(function(s){var d=document,t=setTimeout(go,${afterMs});function go(){if(!s)return;clearTimeout(t);` +
  `s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)});s=null}` +
  `addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(go)})},{once:true})` +
  `})(${JSON.stringify(sources)})`

/** Gatsby's bundle scripts, exactly as its build writes them (a change of that format fails a test). */
const BUNDLE_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g

/**
 * A built page with Gatsby's bundle scripts replaced by one inline script that starts them, where
 * the first of them was. A page without them (or already changed) is returned as it is.
 */
export function deferBundleScripts(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]!)
  if (sources.length === 0) return html
  const starter = `<script id="${START_SCRIPTS_ID}">${startScriptsSource(sources)}</script>`
  let first = true
  return html.replace(BUNDLE_SCRIPT, () => {
    if (!first) return ""
    first = false
    return starter
  })
}
