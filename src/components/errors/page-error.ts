// The error the error boundary is showing, if any. Gatsby renders each page's <Head> in a React root
// of its own, after the page; Seo reads this to title an error page «500 - {message}».

export interface PageError {
  statusCode: number
  message: string
}

let current: PageError | null = null

export const getPageError = () => current
export const setPageError = (error: PageError | null) => {
  current = error
}

/** Spec: the status falls back to 404 and the message to «Unbekannter Fehler». */
export function describeError(error: unknown, fallbackStatus = 404): PageError {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown }
  return {
    statusCode: typeof statusCode === "number" ? statusCode : fallbackStatus,
    message: typeof message === "string" && message.trim() ? message : "Unbekannter Fehler",
  }
}

export const errorTitle = ({ statusCode, message }: PageError) => `${statusCode} - ${message}`
