import { render, screen } from "@testing-library/react"
import type { User } from "firebase/auth"
import { CurrentUserProvider, useCurrentUser } from "../current-user"

// Without configuration not one Firebase module may be loaded.
jest.mock("firebase/app", () => {
  throw new Error("firebase/app must not be loaded")
})
jest.mock("firebase/auth", () => {
  throw new Error("firebase/auth must not be loaded")
})

function Probe() {
  const { user, status } = useCurrentUser()
  return <p>{`${status}:${user?.uid ?? String(user)}`}</p>
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test("without Firebase the current user is «none» at once, and stays so", () => {
  const errors = jest.spyOn(console, "error")
  render(
    <CurrentUserProvider>
      <Probe />
    </CurrentUserProvider>
  )
  expect(screen.getByText("signed-out:null")).toBeInTheDocument()
  jest.advanceTimersByTime(10_000)
  expect(screen.getByText("signed-out:null")).toBeInTheDocument()
  expect(errors).not.toHaveBeenCalled()
})

test("an initial user can be supplied", () => {
  render(
    <CurrentUserProvider initialUser={{ uid: "abc123" } as User}>
      <Probe />
    </CurrentUserProvider>
  )
  expect(screen.getByText("signed-in:abc123")).toBeInTheDocument()
})

test("outside a provider the hook fails loudly instead of reporting «signed-out» for good", () => {
  // React reports the error it rethrows; the test wants only the throw.
  jest.spyOn(console, "error").mockImplementation(() => {})
  expect(() => render(<Probe />)).toThrow("useCurrentUser() needs a <CurrentUserProvider> around it.")
})
