import { Global } from "@emotion/react"
import { ThemeProvider } from "@theme-ui/core"
import { css } from "@theme-ui/css"
import * as React from "react"
import { ColorModeProvider } from "../color-mode/ColorModeProvider"
import theme from "../theme"
import { colorStyles, withColorProperties } from "../theme/color-properties"
import { useLazyModule } from "../hooks/use-lazy-module"
import { AppErrorBoundary } from "./errors/AppErrorBoundary"
import { registerToastHost } from "./toast-host"

/**
 * The theme with its colours as custom properties, and the page's root styles: what Theme UI's
 * ThemeUIProvider adds to its core provider (colour modes, root styles), less its colour-mode state,
 * which the site does not use (src/theme/color-properties.ts).
 */
const THEME = withColorProperties(theme)
const COLOR_STYLES = { html: css(colorStyles(THEME))(THEME) }
const ROOT_STYLES = css({
  "*": { boxSizing: "border-box" },
  html: { variant: "styles.root" },
  body: { margin: 0 },
})(THEME)

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
    <ThemeProvider theme={THEME}>
      <Global styles={COLOR_STYLES} />
      <Global styles={ROOT_STYLES} />
      <ColorModeProvider>
        <AppErrorBoundary pathname={pathname}>{children}</AppErrorBoundary>
        {toasts && <toasts.default />}
      </ColorModeProvider>
    </ThemeProvider>
  )
}
