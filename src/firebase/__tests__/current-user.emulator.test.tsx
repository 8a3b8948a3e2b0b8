/**
 * @jest-environment jest-fixed-jsdom
 */
// useCurrentUser against the real Firebase Auth emulator (firebase-tools runs it offline).
import { act, render, screen, waitFor } from "@testing-library/react"
import type { ChildProcess } from "node:child_process"
import * as React from "react"
import { startEmulator, stopEmulator, useDemoFirebaseEnv } from "./emulator"

let emulator: ChildProcess | undefined

beforeAll(async () => {
  emulator = await startEmulator("auth", "http://127.0.0.1:9099/")
  useDemoFirebaseEnv({ auth: "127.0.0.1:9099" })
}, 70_000)

afterAll(async () => {
  const { getApps, deleteApp } = await import("firebase/app")
  await Promise.all(getApps().map((app) => deleteApp(app)))
  stopEmulator(emulator)
})

test("the current user follows sign-up, token changes and sign-out", async () => {
  // Imported after the environment is set, as a configured build would have it.
  const { CurrentUserProvider, useCurrentUser } = await import("../current-user")
  const { getFirebaseAuth } = await import("../client")
  const { createUserWithEmailAndPassword, signOut } = await import("firebase/auth")

  const updates: string[] = []
  function Probe() {
    const state = useCurrentUser()
    React.useEffect(() => {
      updates.push(state.status)
    }, [state])
    return <p data-testid="user">{`${state.status}:${state.user?.uid ?? ""}`}</p>
  }
  const shown = () => screen.getByTestId("user").textContent

  render(
    <CurrentUserProvider>
      <Probe />
    </CurrentUserProvider>
  )
  expect(shown()).toBe("unknown:") // «not known yet» is not «signed out»
  await waitFor(() => expect(shown()).toBe("signed-out:"), { timeout: 15_000 })

  // Each step inside act(): Firebase tells the provider from its own callbacks, which update its state.
  const auth = await getFirebaseAuth()
  const { user } = await act(() =>
    createUserWithEmailAndPassword(auth, `kundin-${Date.now()}@beispiel.ch`, "Geheim-1234")
  )
  await waitFor(() => expect(shown()).toBe(`signed-in:${user.uid}`))

  // A new ID token replaces the user. Tokens carry their issue time in seconds: wait for a new one.
  const token = await user.getIdToken()
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const before = updates.length
  expect(await act(() => user.getIdToken(true))).not.toBe(token)
  await waitFor(() => expect(updates.length).toBeGreaterThan(before))
  expect(shown()).toBe(`signed-in:${user.uid}`)

  await act(() => signOut(auth))
  await waitFor(() => expect(shown()).toBe("signed-out:"))
}, 30_000)
