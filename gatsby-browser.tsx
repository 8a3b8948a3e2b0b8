// Browser runtime: every page inside the app-wide providers (colour mode, toasts).
import type { GatsbyBrowser } from "gatsby"
import { AppProviders } from "./src/components/AppProviders"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)
