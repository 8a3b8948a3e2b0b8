import type * as React from "react"
import { ThemeUIProvider } from "theme-ui"
import { ColorModeProvider } from "../color-mode/ColorModeProvider"
import { CurrentUserProvider } from "../firebase"
import theme from "../theme"
import { useLazyModule } from "../hooks/use-lazy-module"
import { AppErrorBoundary } from "./errors/AppErrorBoundary"

// Not part of the first load: nothing shows a toast before the visitor does something.
const loadToasts = () => import("./Toasts")

/**
 * Around every page (wrapPageElement, in the browser and in the static HTML): the theme, the
 * colour-mode choice, the current user (Firebase, when configured), the error boundary and the toast
 * host. Not in wrapRootElement: Gatsby wraps
 * each Head in that too.
 */
export function AppProviders({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { module: toasts } = useLazyModule(loadToasts)
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
