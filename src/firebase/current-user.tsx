import type { User } from "firebase/auth"
import * as React from "react"
import { getFirebaseAuth, isFirebaseConfigured } from "./client"

/** The signed-in user; null when signed out (or without Firebase); undefined while not known yet. */
export type CurrentUser = User | null | undefined

interface CurrentUserState {
  user: CurrentUser
  status: "unknown" | "signed-out" | "signed-in"
}

const stateOf = (user: CurrentUser): CurrentUserState => ({
  user,
  status: user === undefined ? "unknown" : user === null ? "signed-out" : "signed-in",
})

const Context = React.createContext<CurrentUserState>(stateOf(null))

/**
 * Keeps track of the signed-in user: replaced whenever the ID token changes (sign-in, refresh,
 * sign-out). Firebase Auth is fetched when the browser is idle after the page became interactive.
 * `initialUser` (e.g. from data the page was built with) stands until Firebase answers.
 */
export function CurrentUserProvider({
  initialUser,
  children,
}: {
  initialUser?: User | null
  children: React.ReactNode
}) {
  // A new state object on every token change: consumers see the replaced user even when Firebase
  // hands over the same User object with a fresh token.
  const [state, setState] = React.useState<CurrentUserState>(() =>
    stateOf(initialUser !== undefined ? initialUser : isFirebaseConfigured() ? undefined : null)
  )

  React.useEffect(() => {
    if (!isFirebaseConfigured()) return undefined
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    const start = async () => {
      const [auth, { onIdTokenChanged }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")])
      if (!cancelled) unsubscribe = onIdTokenChanged(auth, (user) => setState(stateOf(user)))
    }
    // After the page's own work: the visitor should never wait for Firebase.
    // Firebase unreachable (offline): nobody is known to be signed in.
    const run = () =>
      void start().catch(() => setState((current) => (current.user === undefined ? stateOf(null) : current)))
    const idle =
      "requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 3000 }) : undefined
    const timer = idle === undefined ? setTimeout(run, 1500) : undefined
    return () => {
      cancelled = true
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) clearTimeout(timer)
      unsubscribe?.()
    }
  }, [])

  return <Context.Provider value={state}>{children}</Context.Provider>
}

/**
 * The current user and what is known: «unknown» (Firebase has not answered yet), «signed-out»
 * (also when the site runs without Firebase) or «signed-in».
 */
export function useCurrentUser(): CurrentUserState {
  return React.useContext(Context)
}
