import type * as React from "react"
import { ThemeUIProvider } from "theme-ui"
import { ColorModeProvider } from "../color-mode/ColorModeProvider"
import theme from "../gatsby-plugin-theme-ui"
import { Toasts } from "./Toasts"

/**
 * Around every page (wrapPageElement, in the browser and in the static HTML): the theme, the
 * colour-mode choice and the toast host. Not in wrapRootElement: Gatsby wraps each Head in that too.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeUIProvider theme={theme}>
      <ColorModeProvider>
        {children}
        <Toasts />
      </ColorModeProvider>
    </ThemeUIProvider>
  )
}
