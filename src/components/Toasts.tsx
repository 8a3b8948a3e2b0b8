// The toast host (react-hot-toast). AppProviders loads this module on first use (toast-host.ts);
// toast() calls made earlier wait in react-hot-toast's store and show once it is mounted.
import { X } from "lucide-react"
import * as React from "react"
import toast, { ToastBar, Toaster, useToasterStore } from "react-hot-toast"

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

/** Toasts at the top right; each is announced politely (role="status") and has a close button. */
export default function Toasts() {
  useToastLimit()
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION,
        style: {
          background: "var(--theme-ui-colors-background)",
          color: "var(--theme-ui-colors-text)",
          border: "1px solid var(--theme-ui-colors-border)",
          maxWidth: 420,
        },
      }}
    >
      {(current) => (
        <ToastBar toast={current}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {current.type !== "loading" && (
                <button
                  type="button"
                  onClick={() => toast.dismiss(current.id)}
                  aria-label="Meldung schliessen"
                  sx={{
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    flexShrink: 0,
                    width: 32,
                    height: 32,
                    p: 0,
                    border: 0,
                    borderRadius: "small",
                    bg: "transparent",
                    color: "textMuted",
                    cursor: "pointer",
                    "&:hover": { bg: "muted", color: "text" },
                  }}
                >
                  <X size={18} aria-hidden="true" />
                </button>
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  )
}
