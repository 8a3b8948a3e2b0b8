import * as React from "react"
import { ThemeUIProvider } from "theme-ui"
import { ColorModeProvider } from "../color-mode/ColorModeProvider"
import theme from "../theme"
import { useLazyModule } from "../hooks/use-lazy-module"
import { AppErrorBoundary } from "./errors/AppErrorBoundary"
import { registerToastHost } from "./toast-host"

// Not part of the first load, and fetched only when a toast may follow (toast-host.ts).
const loadToasts = () => import(/* webpackChunkName: "toasts" */ "./Toasts")

/**
 * Around every page (wrapPageElement, in the browser and in the static HTML): the theme, the
 * colour-mode choice, the error boundary and the toast host. Not in wrapRootElement: Gatsby wraps
 * each Head in that too. The current user (src/firebase/current-user.tsx) is not here: no page reads
 * it yet, and a page that does mounts its provider, so the others do not carry its code.
 */
export function AppProviders({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { module: toasts, load: loadToastHost } = useLazyModule(loadToasts)
  React.useEffect(() => registerToastHost(loadToastHost), [loadToastHost])
  return (
    <ThemeUIProvider theme={theme}>
      <ColorModeProvider>
        <AppErrorBoundary pathname={pathname}>{children}</AppErrorBoundary>
        {toasts && <toasts.default />}
      </ColorModeProvider>
    </ThemeUIProvider>
  )
}
