import * as React from "react"

type Loader<T> = () => Promise<T>

const loaded = new Map<Loader<unknown>, unknown>()

/**
 * A module that is not part of the first load, fetched on first use: when `load()` is called (at the
 * visitor's first sign of intent: a pointer over the header, a touch, the focus). It is never fetched
 * just because the browser is idle: a visitor who never opens a menu never downloads it. Returns it
 * once loaded, and at once on later pages. `load()` resolves to it, or to undefined when it could not
 * be fetched (offline, a newer build published): then the plain fallback has to do. `loader` must be
 * a stable, module-level function.
 */
export function useLazyModule<T>(loader: Loader<T>): {
  module: T | undefined
  load: () => Promise<T | undefined>
} {
  const [module, setModule] = React.useState(() => loaded.get(loader) as T | undefined)

  const load = React.useCallback(async () => {
    if (loaded.has(loader)) return loaded.get(loader) as T
    try {
      const result = await loader()
      loaded.set(loader, result)
      setModule(() => result)
      return result
    } catch {
      return undefined
    }
  }, [loader])

  return { module, load }
}
