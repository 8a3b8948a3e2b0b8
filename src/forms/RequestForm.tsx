// The frame of a request form (the contact request, the voucher order): a Netlify form in the page's
// HTML, so that it works without JavaScript, with its honeypot and what it says when scripts do not run.
import type * as React from "react"
import { HONEYPOT, Honeypot } from "../components/Honeypot"
import { useHydrated } from "../hooks/use-hydrated"
import { notice, withoutScript } from "./styles"

export interface RequestFormProps {
  /** The name Netlify knows the form by. */
  name: string
  /** Sent by Netlify Forms (works without JavaScript), else by the page's code only (Firestore). */
  netlify: boolean
  /** Netlify: a form that carries files. */
  multipart?: boolean
  labelledBy: string
  busy: boolean
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown
  /** Whoever starts on the form: fetch what sending will need. */
  onPrepare: () => void
  /** The honeypot's ref and id (use-request-form.ts). */
  honeypot: React.Ref<HTMLInputElement>
  honeypotId: string
  /** Netlify: further fields it must know from the HTML, and what the form says without scripts. */
  hidden?: React.ReactNode
  withoutScript?: React.ReactNode
  /** Firestore: without scripts nothing can send the form; what it says instead. */
  needsScript: React.ReactNode
  children: React.ReactNode
}

export function RequestForm({
  name,
  netlify,
  multipart = false,
  labelledBy,
  busy,
  onSubmit,
  onPrepare,
  honeypot,
  honeypotId,
  hidden,
  withoutScript: netlifyNotice,
  needsScript,
  children,
}: RequestFormProps) {
  const hydrated = useHydrated()
  return (
    <form
      name={name}
      // Netlify takes the form without JavaScript too; Firestore needs it (the notice below says so).
      {...(netlify && {
        method: "POST",
        ...(multipart && { encType: "multipart/form-data" }),
        "data-netlify": "true",
        "netlify-honeypot": HONEYPOT,
      })}
      // Without JavaScript the browser checks the required fields; with it, the form says more.
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onFocus={onPrepare}
      onPointerDown={onPrepare}
      sx={{ display: "grid", gap: 5 }}
    >
      {netlify ? (
        <>
          <input type="hidden" name="form-name" value={name} />
          {hidden}
          {netlifyNotice && (
            <p sx={{ ...notice, borderColor: "primary", ...withoutScript }}>{netlifyNotice}</p>
          )}
        </>
      ) : (
        <p sx={{ ...notice, borderColor: "danger", ...withoutScript }}>{needsScript}</p>
      )}
      <Honeypot ref={honeypot} id={honeypotId} />
      {children}
    </form>
  )
}
