import * as React from "react"

type Loader<T> = () => Promise<T>

const loaded = new Map<Loader<unknown>, unknown>()

/**
 * A module that is not part of the first load: fetched when the browser is idle after hydration, or
 * at once when `load()` is called (on the visitor's first sign of intent). Returns it once loaded, and
 * at once on later pages. `loader` must be a stable, module-level function.
 */
export function useLazyModule<T>(loader: Loader<T>): { module: T | undefined; load: () => void } {
  const [module, setModule] = React.useState(() => loaded.get(loader) as T | undefined)

  const load = React.useCallback(() => {
    if (loaded.has(loader)) return
    loader().then(
      (result) => {
        loaded.set(loader, result)
        setModule(() => result)
      },
      // A failed chunk (offline, new build published) keeps the plain links, which work.
      () => {}
    )
  }, [loader])

  React.useEffect(() => {
    if (module) return undefined
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: 4000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(load, 2000)
    return () => clearTimeout(id)
  }, [module, load])

  return { module, load }
}
