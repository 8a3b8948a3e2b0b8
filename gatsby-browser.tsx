// Browser runtime: the self-hosted heading font and its size-matched stand-ins, and every page inside the app-wide providers
// (theme, colour mode, current user, error boundary, toasts).
import "./src/styles/fonts.css"
import "./src/styles/font-fallback.css"
import type { GatsbyBrowser } from "gatsby"
import { AppProviders } from "./src/components/AppProviders"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <AppProviders pathname={props.location.pathname}>{element}</AppProviders>
)

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
