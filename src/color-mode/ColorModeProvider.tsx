import * as React from "react"
import { DARK_CLASS, DARK_QUERY, readChoice, resolveMode, storeChoice, type ColorModeChoice } from "./choice"

interface ColorModeChoiceContext {
  choice: ColorModeChoice
  setChoice: (choice: ColorModeChoice) => void
}

const Context = React.createContext<ColorModeChoiceContext>({ choice: "system", setChoice: () => {} })

// The stored choice as an external store: every tab and every subscriber sees a change at once.
const listeners = new Set<() => void>()
function subscribeToChoice(listener: () => void) {
  listeners.add(listener)
  window.addEventListener("storage", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", listener)
  }
}
function setChoice(choice: ColorModeChoice) {
  storeChoice(choice)
  listeners.forEach((listener) => listener())
}

function subscribeToDevice(listener: () => void) {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener("change", listener)
  return () => query.removeEventListener("change", listener)
}

// Before paint in the browser; the server renders no effects.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect

/**
 * Keeps the page's colours in step with the visitor's choice and, for «System», with the device.
 *
 * Through the class on <html> that NO_FLASH_SCRIPT sets before the first paint, not through Theme UI's
 * own colour mode: every colour of the theme is a CSS custom property, and Theme UI's stylesheet gives
 * them their dark values under that class. Theme UI's `setColorMode` would give the whole tree a new
 * theme, and React would render most elements of the page again (on `/`, 261 of 423 just after
 * hydration in dark mode, and again at every switch); the class changes the colours without a render.
 */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // null in the static HTML and during hydration: nothing is known there.
  const stored = React.useSyncExternalStore(subscribeToChoice, readChoice, () => null)
  const prefersDark = React.useSyncExternalStore(
    subscribeToDevice,
    () => window.matchMedia(DARK_QUERY).matches,
    () => null
  )

  useIsomorphicLayoutEffect(() => {
    if (stored === null || prefersDark === null) return
    document.documentElement.classList.toggle(DARK_CLASS, resolveMode(stored, prefersDark) === "dark")
  }, [stored, prefersDark])

  // Keyed on the choice, not on what the store said: «System» before and after hydration is the same
  // value, and the switch need not render again when React takes the page over.
  const choice = stored ?? "system"
  const value = React.useMemo(() => ({ choice, setChoice }), [choice])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useColorModeChoice = () => React.useContext(Context)
