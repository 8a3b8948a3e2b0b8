import type { User } from "firebase/auth"
import * as React from "react"
// Whether Firebase is configured was decided at build time (plugins/gatsby-plugin-firebase, from config.ts's rules);
// the client (client.ts) comes on first use.
const configured = process.env.GATSBY_FIREBASE_CONFIGURED === "true"

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

interface CurrentUserContext {
  state: CurrentUserState
  /** Called by the first component that reads the user: only then is Firebase Auth fetched. */
  start: () => void
}

const Context = React.createContext<CurrentUserContext | null>(null)

/**
 * Keeps track of the signed-in user: replaced whenever the ID token changes (sign-in, refresh,
 * sign-out). Mounted around what reads the user (not around every page: none does yet). Firebase Auth is fetched on first use, when a component first reads the user
 * (useCurrentUser), never with the page: a page that does not ask never downloads it.
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
    stateOf(initialUser !== undefined ? initialUser : configured ? undefined : null)
  )
  const [wanted, setWanted] = React.useState(false)
  const start = React.useCallback(() => setWanted(true), [])

  React.useEffect(() => {
    if (!wanted || !configured) return undefined
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    const listen = async () => {
      const { getFirebaseAuth } = await import("./client")
      const [auth, { onIdTokenChanged }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")])
      if (!cancelled) unsubscribe = onIdTokenChanged(auth, (user) => setState(stateOf(user)))
    }
    // Firebase unreachable (offline): nobody is known to be signed in.
    listen().catch(() => setState((current) => (current.user === undefined ? stateOf(null) : current)))
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [wanted])

  const value = React.useMemo(() => ({ state, start }), [state, start])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/**
 * The current user and what is known: «unknown» (Firebase has not answered yet), «signed-out»
 * (also when the site runs without Firebase) or «signed-in». The first call fetches Firebase Auth.
 */
export function useCurrentUser(): CurrentUserState {
  const context = React.useContext(Context)
  // Without a provider the answer would be «signed-out» for good, also for a signed-in visitor.
  if (!context) throw new Error("useCurrentUser() needs a <CurrentUserProvider> around it.")
  const { state, start } = context
  React.useEffect(start, [start])
  return state
}
