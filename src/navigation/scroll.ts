// When the fixed header hides: scrolling down past it hides it, scrolling up shows it, and at the very
// top (or while a menu is open or the keyboard is in it) it is always shown.

/** Scroll distance, in pixels, that counts as a direction; smaller movements are jitter. */
export const SCROLL_TOLERANCE = 6

export interface ScrollState {
  /** Scroll position the last direction change was measured from. */
  anchorY: number
  hidden: boolean
}

export function nextScrollState(
  state: ScrollState,
  y: number,
  { headerHeight, locked }: { headerHeight: number; locked: boolean }
): ScrollState {
  if (y <= 0) return { anchorY: Math.max(y, 0), hidden: false }
  if (locked) return { anchorY: y, hidden: false }
  const delta = y - state.anchorY
  if (Math.abs(delta) < SCROLL_TOLERANCE) return state
  // Down, and past the header (so it never hides while still covering nothing).
  if (delta > 0) return { anchorY: y, hidden: y > headerHeight }
  return { anchorY: y, hidden: false }
}
