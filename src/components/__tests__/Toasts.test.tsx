import { act, render, screen } from "@testing-library/react"
import toast from "react-hot-toast"
import Toasts, { MAX_VISIBLE_TOASTS, TOAST_DURATION } from "../Toasts"

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  act(() => toast.remove())
  jest.useRealTimers()
})

const shown = () => screen.queryAllByRole("status").map((element) => element.textContent)

test("at most five toasts are visible: a sixth and seventh push the oldest out", () => {
  render(<Toasts />)
  act(() => {
    for (let i = 1; i <= 7; i++) toast(`Nachricht ${i}`)
  })
  // Dismissed toasts leave after their exit animation.
  act(() => jest.advanceTimersByTime(1100))
  expect(MAX_VISIBLE_TOASTS).toBe(5)
  expect(shown().sort()).toEqual(["Nachricht 3", "Nachricht 4", "Nachricht 5", "Nachricht 6", "Nachricht 7"])
})

test("a toast disappears after 5000 ms", () => {
  render(<Toasts />)
  act(() => void toast("Gesendet"))
  expect(shown()).toEqual(["Gesendet"])
  act(() => jest.advanceTimersByTime(TOAST_DURATION - 100))
  expect(shown()).toEqual(["Gesendet"])
  act(() => jest.advanceTimersByTime(200)) // dismissed at 5000 ms…
  act(() => jest.advanceTimersByTime(1100)) // …and gone after its exit animation
  expect(shown()).toEqual([])
})

test("each toast can be closed and is announced politely", () => {
  render(<Toasts />)
  act(() => void toast("Erste"))
  act(() => void toast.error("Zweite"))
  const statuses = screen.getAllByRole("status")
  expect(statuses.map((element) => element.getAttribute("aria-live"))).toEqual(["polite", "polite"])
  act(() => screen.getAllByRole("button", { name: "Meldung schliessen" })[0]!.click())
  act(() => jest.advanceTimersByTime(1100))
  expect(shown()).toEqual(["Erste"])
})
