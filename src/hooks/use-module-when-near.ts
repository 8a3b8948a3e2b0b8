import * as React from "react"

type Loader<T> = () => Promise<T>

const loaded = new Map<Loader<unknown>, unknown>()

/**
 * A module that only a part of the page needs (the before/after slider, the picture dialog): fetched
 * once `ref`'s element comes within `margin` of the viewport, so a visitor who never scrolls there
 * never downloads it. Returns it once loaded, and at once on later pages. `loader` must be a stable,
 * module-level function.
 */
export function useModuleWhenNear<T>(
  ref: React.RefObject<Element | null>,
  loader: Loader<T>,
  margin = "600px"
): T | undefined {
  const [module, setModule] = React.useState(() => loaded.get(loader) as T | undefined)

  React.useEffect(() => {
    const element = ref.current
    if (module || !element) return undefined
    let active = true
    const load = () =>
      loader().then(
        (result) => {
          loaded.set(loader, result)
          if (active) setModule(() => result)
        },
        // A failed chunk (offline, new build published) leaves the plain version, which works.
        () => {}
      )
    if (!("IntersectionObserver" in window)) {
      void load()
      return () => {
        active = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void load()
      },
      { rootMargin: `${margin} 0px` }
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [ref, loader, margin, module])

  return module
}
