// Browser runtime: every page inside the app-wide providers (theme, colour mode, toasts).
import type { GatsbyBrowser } from "gatsby"
import { AppProviders } from "./src/components/AppProviders"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <AppProviders pathname={props.location.pathname}>{element}</AppProviders>
)

/** Marks <html data-hydrated> once React has taken over the static HTML (the tests wait for it). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
