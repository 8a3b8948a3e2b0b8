// When Gatsby's scripts run. Gatsby ends every page with its three bundle scripts (webpack's runtime,
// React, the site's code; about 78 KiB) as `async`: each runs as soon as it has arrived. On a phone with
// a fast line they arrive before the first frame is on the screen, and their 150–250 ms of work at a
// phone's speed comes before the picture at the top (measured in docs/performance.md, «The scripts after
// the first paint»). So gatsby-ssr.tsx writes each one as a `<link rel="preload">` at the priority an
// async script has (the download starts exactly when it did: nothing waits longer on a slow line), and
// this inline script runs them once the page's largest picture has been painted, as the browser reports
// it (Element Timing), or after the first paint where there is no such picture in view or the browser
// cannot report it. Until then the page is the complete HTML; nothing in it needs a script to work.
// Not the script start issue 18 removed: that one fetched the scripts only after the picture had
// loaded, so a slow line carried them later and the page came to life later.

/** The `elementtiming` name of the picture at the top (ContentImage's `eager` image). */
export const HERO_TIMING = "hero"

/**
 * How long after the first paint the scripts wait at most for the picture at the top: on DevTools'
 * slow 4G it is painted 400–600 ms after the first paint, by which time the scripts are still on the
 * line; a picture that takes longer (a lost request, a very slow line) no longer holds the page back.
 */
export const HERO_WAIT_MS = 1500

/** When the scripts start at the latest, with no paint reported at all (a tab opened in the background). */
export const NO_PAINT_MS = 5000

/** The id of the inline script (e2e and the benchmark find it by it). */
export const STARTER_ID = "scripts-after-paint"

/**
 * The inline script that appends `sources` as async scripts, once: when the picture named
 * `HERO_TIMING` has been painted; at the first paint if the page has none, it is not in view, or the
 * browser has no Element Timing (Safari, Firefox); `HERO_WAIT_MS` after the first paint at the latest;
 * at once without Paint Timing; `NO_PAINT_MS` after it runs in any case.
 */
export function starterSource(sources: readonly string[]): string {
  return (
    `(function(s){var d=document,w=window,P=w.PerformanceObserver,` +
    `k=(P&&P.supportedEntryTypes)||[],h=d.querySelector('img[elementtiming="${HERO_TIMING}"]');` +
    `function go(){if(!s)return;s.forEach(function(u){var e=d.createElement("script");` +
    `e.src=u;e.async=true;d.body.appendChild(e)});s=null}` +
    `function watch(t,f){new P(function(l){if(l.getEntries().some(f))go()}).observe({type:t,buffered:true})}` +
    `setTimeout(go,${NO_PAINT_MS});if(k.indexOf("paint")<0)return go();` +
    `var wait=h&&k.indexOf("element")>=0&&!(h.complete&&!h.naturalWidth);` +
    `if(wait){watch("element",function(e){return e.identifier==="${HERO_TIMING}"});h.addEventListener("error",go)}` +
    `watch("paint",function(e){if(e.name!=="first-contentful-paint")return false;` +
    `if(!wait||h.getBoundingClientRect().top>=w.innerHeight)return true;setTimeout(go,${HERO_WAIT_MS});return false})` +
    `})(${JSON.stringify(sources)})`
  )
}
