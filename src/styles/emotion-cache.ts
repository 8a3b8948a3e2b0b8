// Theme UI's styles (Emotion) without moving the static HTML's <style> elements on load.
//
// Emotion's own way to take over server-rendered styles moves every <style data-emotion> element to the
// end of <head> (twice: once to get it out of React's way, once to "hydrate" its sheet). Each move makes
// the browser drop and re-add the style sheet and recalculate the style of the whole page, a long task
// on a phone right when the page becomes interactive. Ours are already in <head> (gatsby-ssr.tsx), so the
// page's class styles carry their ids in an attribute Emotion does not look for, and the browser's cache
// is told they are there; only styles the static HTML lacks are added, in a new element after them.
// The global styles (Theme UI's <Global>) keep Emotion's marking, and <Global> takes their element over
// through a sheet that leaves it where it is (StaticHtmlSheet).
//
// Both caches (this one and gatsby-ssr.tsx's) write the CSS without the vendor prefixes Emotion adds by
// default (`display:-webkit-box`, `-ms-flex-align`…): the browsers of the last years need none of them
// but `-webkit-user-select` (Safari), and they made up a quarter of every page's inline CSS.
import createCache, { type EmotionCache, type Options, type StylisPlugin } from "@emotion/cache"
import { StyleSheet } from "@emotion/sheet"

/** The attribute of the static HTML's class styles: «css» and the ids of the styles it holds. */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-server"

/** The key Theme UI's class names start with («css-1x2y3z»): the same in the HTML and the browser. */
export const EMOTION_KEY = "css"

/** Properties Safari still knows only with its prefix (caniuse: user-select, hyphens before Safari 17). */
const WEBKIT_ONLY = new Set(["user-select", "hyphens"])

/**
 * Stylis's prefixer cut down to what current browsers need: `-webkit-` before the properties above.
 * A declaration's `value` is the whole «user-select:none;», its `props` the property's name.
 */
export const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type === "decl" && !element.return && WEBKIT_ONLY.has(element.props as string))
    element.return = `-webkit-${element.value}${element.value}`
}

/** The options of every Emotion cache of the site: the static HTML's and the browser's. */
export const EMOTION_OPTIONS: Options = { key: EMOTION_KEY, stylisPlugins: [webkitPrefixer] }

/**
 * Emotion's style sheet, but taking over an element that is already in its container without
 * re-inserting it: Emotion's own `hydrate` inserts each element again (to the end of <head>), and the
 * browser then drops the style sheet, re-adds it and recalculates the style of the whole page.
 * <Global> builds its sheet with the cache sheet's constructor, so it gets this one too.
 */
class StaticHtmlSheet extends StyleSheet {
  hydrate(nodes: HTMLStyleElement[]) {
    for (const node of nodes) {
      if (node.parentNode === this.container) this.tags.push(node)
      else super.hydrate([node])
    }
  }
}

let browserCache: EmotionCache | undefined

/** The browser's cache (one per page load), knowing the styles the static HTML already holds. */
export function emotionBrowserCache(): EmotionCache {
  if (browserCache) return browserCache
  const cache = createCache(EMOTION_OPTIONS)
  cache.sheet = new StaticHtmlSheet({ key: EMOTION_KEY, container: document.head })
  for (const style of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (style.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ")
    if (key === EMOTION_KEY) for (const id of ids) cache.inserted[id] = true
  }
  browserCache = cache
  return cache
}
