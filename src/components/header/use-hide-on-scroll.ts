import * as React from "react"
import { nextScrollState, type ScrollState } from "../../navigation/scroll"

/**
 * Hides the header (data-hidden="true" on it; CSS animates) while scrolling down and shows it while
 * scrolling up. One passive listener, at most one calculation per frame, and no React render: the
 * attribute is set directly. `isLocked` says when a menu is open.
 */
export function useHideOnScroll(headerRef: React.RefObject<HTMLElement | null>, isLocked: () => boolean) {
  React.useEffect(() => {
    const header = headerRef.current
    if (!header) return undefined
    let state: ScrollState = { anchorY: window.scrollY, hidden: false }
    let frame = 0

    const apply = (next: ScrollState) => {
      if (next.hidden !== state.hidden) header.dataset.hidden = String(next.hidden)
      state = next
    }
    const update = () => {
      frame = 0
      // Keyboard focus in the header keeps it in view.
      const locked = isLocked() || header.querySelector(":focus-visible") !== null
      apply(nextScrollState(state, window.scrollY, { headerHeight: header.offsetHeight, locked }))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Tabbing into a hidden header brings it back.
    const onFocusIn = () => apply({ anchorY: window.scrollY, hidden: false })

    window.addEventListener("scroll", onScroll, { passive: true })
    header.addEventListener("focusin", onFocusIn)
    return () => {
      window.removeEventListener("scroll", onScroll)
      header.removeEventListener("focusin", onFocusIn)
      cancelAnimationFrame(frame)
    }
  }, [headerRef, isLocked])
}
