import * as React from "react"
import { useColorMode } from "theme-ui"
import { DARK_QUERY, readChoice, resolveMode, storeChoice, type ColorModeChoice } from "./choice"

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

/** Keeps Theme UI's mode in step with the visitor's choice and, for «System», with the device. */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // null in the static HTML and during hydration: nothing is known there.
  const stored = React.useSyncExternalStore(subscribeToChoice, readChoice, () => null)
  const prefersDark = React.useSyncExternalStore(
    subscribeToDevice,
    () => window.matchMedia(DARK_QUERY).matches,
    () => null
  )
  const [, setColorMode] = useColorMode()

  useIsomorphicLayoutEffect(() => {
    if (stored === null || prefersDark === null) return
    setColorMode(resolveMode(stored, prefersDark))
    // Theme UI now carries the palette; the class set by NO_FLASH_SCRIPT would pin it to dark.
    document.documentElement.classList.remove("theme-ui-dark")
  }, [stored, prefersDark, setColorMode])

  // Keyed on the choice, not on what the store said: «System» before and after hydration is the same
  // value, and the switch need not render again when React takes the page over.
  const choice = stored ?? "system"
  const value = React.useMemo(() => ({ choice, setChoice }), [choice])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useColorModeChoice = () => React.useContext(Context)
