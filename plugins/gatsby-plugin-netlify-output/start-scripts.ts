// When the browser fetches Gatsby's scripts. Gatsby ends every page with async scripts, so a phone
// fetches React, the router and the site's code (about 90 KiB) while it is still fetching the
// picture at the top of the page, the page's largest element. After the build (this plugin's gatsby-node.ts) each
// page instead starts those scripts as soon as that picture (main's image with fetchpriority="high")
// has arrived and been painted, or right after the first paint on a page without one; at the latest
// START_AFTER_MS after its HTML. Until then the page is complete without script: every link works,
// the phone's menu button leads to the footer's links, the contact form posts on its own; what a
// visitor types meanwhile is kept when React takes over.

/** The latest moment, after the HTML has been read, at which the scripts are started. */
export const START_AFTER_MS = 2500

/** The id of the inline script that starts the others (the benchmark reads its list). */
export const START_SCRIPTS_ID = "gatsby-start-scripts"

/** The picture the scripts wait for. */
export const TOP_PICTURE = 'main img[fetchpriority="high"]'

/**
 * The inline script that appends `sources` as async scripts once: after the paint that follows the
 * arrival of the top picture (a frame, then a task), after the first paint if there is no such
 * picture, or after `afterMs` if that comes first.
 */
export const startScriptsSource = (sources: readonly string[], afterMs = START_AFTER_MS) =>
  `(function(s){var d=document,t=setTimeout(go,${afterMs}),p=d.querySelector(${JSON.stringify(TOP_PICTURE)});` +
  `function go(){if(!s)return;clearTimeout(t);` +
  `s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)});s=null}` +
  `function painted(){requestAnimationFrame(function(){setTimeout(go)})}` +
  `if(!p||p.complete)painted();else{p.addEventListener("load",painted);p.addEventListener("error",painted)}` +
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
