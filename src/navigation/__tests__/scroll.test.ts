import { SCROLL_TOLERANCE, nextScrollState, type ScrollState } from "../scroll"

const options = { headerHeight: 64, locked: false }

/** Runs a sequence of scroll positions through the logic; returns «hidden» after each. */
function scroll(positions: number[], locked: boolean[] = []): boolean[] {
  let state: ScrollState = { anchorY: 0, hidden: false }
  return positions.map((y, i) => {
    state = nextScrollState(state, y, { ...options, locked: locked[i] ?? false })
    return state.hidden
  })
}

test("scrolling down past the header hides it, scrolling up shows it", () => {
  expect(scroll([100, 300, 250, 400])).toEqual([true, true, false, true])
})

test("at the top the header is always visible, also after bouncing above 0", () => {
  expect(scroll([300, 0])).toEqual([true, false])
  expect(scroll([300, -20])).toEqual([true, false])
})

test("it does not hide while the page is still within the header's height", () => {
  expect(scroll([30, 60])).toEqual([false, false])
})

test("movements below the tolerance are ignored, slow scrolling still adds up", () => {
  const step = SCROLL_TOLERANCE - 1
  expect(scroll([200, 200 - step])).toEqual([true, true])
  expect(scroll([200, 200 - step, 200 - 2 * step])).toEqual([true, true, false])
})

test("while locked (a menu is open, keyboard focus in the header) it stays visible", () => {
  expect(scroll([100, 300, 500], [false, true, true])).toEqual([true, false, false])
  // Unlocked again, it hides with the next scroll down.
  expect(scroll([100, 300, 500], [false, true, false])).toEqual([true, false, true])
})
