import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * false in the static HTML and while React hydrates it, true afterwards: for what only the browser
 * knows (the visitor's clock, the path they asked for) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
}
