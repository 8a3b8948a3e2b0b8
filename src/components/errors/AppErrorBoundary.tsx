import * as React from "react"
import { ErrorBoundary, type FallbackProps } from "react-error-boundary"
import { Layout } from "../Layout"
import { ErrorScreen } from "./ErrorScreen"
import { describeError, setPageError } from "./page-error"

function ErrorPage({ error, resetErrorBoundary }: FallbackProps) {
  // A render error is a server-side kind of error: 500, unless it carries its own status.
  const { statusCode, message } = describeError(error, 500)
  const screen = (
    <ErrorScreen
      statusCode={statusCode}
      message={message}
      // Leaving for another page resets the boundary (resetKeys); on the home page itself, reset here.
      onReset={() => {
        if (window.location.pathname === "/") resetErrorBoundary()
      }}
    />
  )
  // If the layout itself is what fails, the screen still shows, without it.
  return (
    <ErrorBoundary fallback={screen}>
      <Layout>{screen}</Layout>
    </ErrorBoundary>
  )
}

/**
 * Around every page: an error while rendering replaces the page with the error screen (status 500
 * and the error's message) instead of leaving a white page. Going to another page clears it.
 */
export function AppErrorBoundary({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={ErrorPage}
      resetKeys={[pathname]}
      onError={(error) => setPageError(describeError(error, 500))}
      onReset={() => setPageError(null)}
    >
      {children}
    </ErrorBoundary>
  )
}
