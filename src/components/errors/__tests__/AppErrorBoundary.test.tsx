import { fireEvent, render, screen } from "@testing-library/react"
import * as React from "react"
import { AppErrorBoundary } from "../AppErrorBoundary"
import { getPageError } from "../page-error"

let mockLayoutFails = false
jest.mock("../../Layout", () => ({
  Layout: ({ children }: { children: React.ReactNode }) => {
    if (mockLayoutFails) throw new Error("Layout kaputt")
    return <div data-testid="layout">{children}</div>
  },
}))

function Page({ error }: { error?: unknown }): React.ReactElement {
  if (error) throw error
  return <p>Seiteninhalt</p>
}

beforeEach(() => {
  mockLayoutFails = false
  // React reports every caught render error on the console.
  jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

const heading = () => screen.getByRole("heading", { level: 1 })

test("a render error shows the error screen with 500 and the message, in the layout", () => {
  render(
    <AppErrorBoundary pathname="/ueber-mich">
      <Page error={new Error("content/pages/ueber-mich.yaml fehlt.")} />
    </AppErrorBoundary>
  )
  expect(heading()).toHaveTextContent("500: content/pages/ueber-mich.yaml fehlt.")
  expect(screen.getByTestId("layout")).toContainElement(heading())
  expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/")
  expect(getPageError()).toEqual({ statusCode: 500, message: "content/pages/ueber-mich.yaml fehlt." })
})

test("an error without a message says «Unbekannter Fehler»; one with a status keeps it", () => {
  const { unmount } = render(
    <AppErrorBoundary pathname="/">
      <Page error={new Error("")} />
    </AppErrorBoundary>
  )
  expect(heading()).toHaveTextContent("500: Unbekannter Fehler")
  unmount()
  render(
    <AppErrorBoundary pathname="/">
      <Page error={Object.assign(new Error("Nicht erlaubt"), { statusCode: 403 })} />
    </AppErrorBoundary>
  )
  expect(heading()).toHaveTextContent("403: Nicht erlaubt")
})

test("going to another page clears the error", () => {
  const { rerender } = render(
    <AppErrorBoundary pathname="/kaputt">
      <Page error={new Error("Kaputt")} />
    </AppErrorBoundary>
  )
  expect(heading()).toHaveTextContent("Kaputt")
  rerender(
    <AppErrorBoundary pathname="/">
      <Page />
    </AppErrorBoundary>
  )
  expect(screen.getByText("Seiteninhalt")).toBeInTheDocument()
  expect(getPageError()).toBeNull()
})

test("on the home page, «Zurück zur Startseite» clears the error and renders the page again", () => {
  let fail = true
  function FlakyHome() {
    if (fail) throw new Error("Einmal kaputt")
    return <p>Startseite</p>
  }
  render(
    <AppErrorBoundary pathname="/">
      <FlakyHome />
    </AppErrorBoundary>
  )
  fail = false
  fireEvent.click(screen.getByRole("link", { name: "Zurück zur Startseite" }))
  expect(screen.getByText("Startseite")).toBeInTheDocument()
  expect(getPageError()).toBeNull()
})

test("if the layout fails too, the error screen still shows, on its own", () => {
  mockLayoutFails = true
  render(
    <AppErrorBoundary pathname="/">
      <Page error={new Error("Kaputt")} />
    </AppErrorBoundary>
  )
  expect(heading()).toHaveTextContent("500: Kaputt")
  expect(screen.queryByTestId("layout")).toBeNull()
})
