import * as React from "react"
import { ThemeUIProvider } from "theme-ui"
import { ColorModeProvider } from "../color-mode/ColorModeProvider"
// Not through the door (src/firebase/index.ts): it would bring Firebase's client code into every
// page's first load; the provider fetches it on first use.
import { CurrentUserProvider } from "../firebase/current-user"
import theme from "../theme"
import { useLazyModule } from "../hooks/use-lazy-module"
import { AppErrorBoundary } from "./errors/AppErrorBoundary"
import { registerToastHost } from "./toast-host"

// Not part of the first load, and fetched only when a toast may follow (toast-host.ts).
const loadToasts = () => import(/* webpackChunkName: "toasts" */ "./Toasts")

/**
 * Around every page (wrapPageElement, in the browser and in the static HTML): the theme, the
 * colour-mode choice, the current user (Firebase, when configured), the error boundary and the toast
 * host. Not in wrapRootElement: Gatsby wraps
 * each Head in that too.
 */
export function AppProviders({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { module: toasts, load: loadToastHost } = useLazyModule(loadToasts)
  React.useEffect(() => registerToastHost(loadToastHost), [loadToastHost])
  return (
    <ThemeUIProvider theme={theme}>
      <ColorModeProvider>
        <CurrentUserProvider>
          <AppErrorBoundary pathname={pathname}>{children}</AppErrorBoundary>
          {toasts && <toasts.default />}
        </CurrentUserProvider>
      </ColorModeProvider>
    </ThemeUIProvider>
  )
}
