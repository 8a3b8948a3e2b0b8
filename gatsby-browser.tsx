// Browser runtime: the self-hosted heading font and its size-matched stand-ins, hydration in a transition,
// every page inside Emotion's cache (src/styles/emotion-cache.ts) and the app-wide providers (theme,
// colour mode, current user, error boundary, toasts), and no reload of a page whose form holds typing.
import "./src/styles/fonts.css"
import "./src/styles/font-fallback.css"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { type ReactElement, startTransition } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { AppProviders } from "./src/components/AppProviders"
import { guardTypingFromReloads } from "./src/forms/reload-guard"
import { emotionBrowserCache } from "./src/styles/emotion-cache"

// Before Gatsby's navigation module: a failed chunk does not reload a page whose form holds typing.
guardTypingFromReloads(window)

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <CacheProvider value={emotionBrowserCache()}>
    <AppProviders pathname={props.location.pathname}>{element}</AppProviders>
  </CacheProvider>
)

/**
 * React takes over the static HTML in a transition: it hydrates in slices of a few milliseconds and
 * lets the browser paint and handle input in between, instead of blocking the main thread for the
 * whole page at once (on a mid-range phone that one task takes a few hundred milliseconds). A tap
 * that comes before it is done makes React finish at once and then handle the tap. Gatsby's own
 * function (cache-dir/react-dom-utils.js) does the same without the transition; like it, a container
 * without server-rendered content is rendered instead of hydrated. That is decided per container:
 * `gatsby develop` (cache-dir/app.js) serves no static HTML and renders its loading indicators with
 * this function too, into empty elements of their own; hydrating one of those failed («Hydration
 * failed», develop's error overlay on every page). The unmount it returns spares develop its fallback,
 * React 18's deprecated unmountComponentAtNode, which logs an error for a root made by createRoot.
 */
// Not typed as GatsbyBrowser["replaceHydrateFunction"]: its Renderer is the legacy ReactDOM.render.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!container.querySelector("#gatsby-focus-wrapper")?.children.length) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}

/** Marks <html data-hydrated> once React has taken over the static HTML (the tests wait for it). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

/**
 * A link to an anchor on another page (footer «Impressum» → /datenschutz#impressum) lands on the
 * anchor. Gatsby's own scroll handling runs before the new page is laid out and misses it.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || !location.hash) return
  // Instantly: a smooth scroll would be cut short by the focus Gatsby then moves to the page.
  document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: "instant" })
}
