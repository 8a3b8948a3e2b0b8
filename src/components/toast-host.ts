// Toasts are fetched on first use: the host (Toasts.tsx) and react-hot-toast come when a part of the
// page that may show one is first touched (the contact form), not with the page. A toast shown before
// the host is mounted waits in react-hot-toast's store.
import type { Renderable } from "react-hot-toast"

let load: (() => unknown) | undefined
let wanted = false

/** A toast may follow soon: fetch the host now, if it is not here yet. */
export function prepareToasts() {
  wanted = true
  load?.()
}

/** AppProviders hands over how to fetch the host; asked for earlier, it is fetched at once. */
export function registerToastHost(loadHost: () => unknown) {
  load = loadHost
  if (wanted) loadHost()
  return () => {
    if (load === loadHost) load = undefined
  }
}

/** Shows a toast (react-hot-toast's success or error), fetching what it needs first. */
export async function showToast(kind: "success" | "error", content: Renderable) {
  prepareToasts()
  const { default: toast } = await import(/* webpackChunkName: "toasts" */ "react-hot-toast")
  toast[kind](content)
}
