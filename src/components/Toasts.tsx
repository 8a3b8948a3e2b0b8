import * as React from "react"
import toast, { Toaster, useToasterStore } from "react-hot-toast"
import { useHydrated } from "../hooks/use-hydrated"

/** Spec: toasts at the top right, shown for 5000 ms, at most 5 at once. */
export const TOAST_DURATION = 5000
export const MAX_VISIBLE_TOASTS = 5

/** react-hot-toast has no limit option: dismiss the oldest visible toasts beyond the limit. */
export function useToastLimit(limit = MAX_VISIBLE_TOASTS) {
  const { toasts } = useToasterStore()
  React.useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts, limit])
}

/** The toast host. Rendered only in the browser: toasts never exist in the static HTML. */
export function Toasts() {
  useToastLimit()
  if (!useHydrated()) return null
  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION }} />
}
