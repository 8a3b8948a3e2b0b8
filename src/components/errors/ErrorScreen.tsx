import { Link } from "gatsby"
import { House } from "lucide-react"
import { describeError } from "./page-error"
import { ROUTES } from "../../navigation/routes"

interface ErrorScreenProps {
  /** HTTP-like status; the spec's fallback is 404. */
  statusCode?: number | null
  /** The spec's fallback is «Unbekannter Fehler». */
  message?: string | null
  /** Clears the error as the button leads home. */
  onReset?: () => void
}

/** Replaces a page when something went wrong: status, message and the way back home. */
export function ErrorScreen({ statusCode, message, onReset }: ErrorScreenProps) {
  const error = describeError({ statusCode: statusCode ?? undefined, message })
  return (
    <div sx={{ variant: "layout.prose", py: [8, 9], textAlign: "center" }}>
      <p
        aria-hidden="true"
        sx={{ m: 0, fontSize: [9, 10], fontWeight: "heading", lineHeight: 1, color: "goldText" }}
      >
        {error.statusCode}
      </p>
      <h1 sx={{ fontSize: [5, 6], mt: 4, mb: 6, overflowWrap: "anywhere" }}>
        <span sx={{ variant: "layout.srOnly" }}>{error.statusCode}: </span>
        {error.message}
      </h1>
      <Link
        to={ROUTES.home}
        onClick={onReset}
        sx={{ variant: "buttons.primary", fontSize: 3, minHeight: 56, px: 6 }}
      >
        <House size={22} aria-hidden="true" focusable="false" />
        Zurück zur Startseite
      </Link>
    </div>
  )
}
