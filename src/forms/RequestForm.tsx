// The shell of a request form (the contact request, the voucher order): a Netlify form in the page's
// HTML, so that it works without JavaScript, with its honeypot and what it says when scripts do not run;
// its send button with the spinner, its character counter and the looks both forms share. One module, not
// four: each module costs the first load a webpack wrapper (docs/performance.md).
import { keyframes } from "@emotion/react"
import { LoaderCircle, type LucideIcon } from "lucide-react"
import type * as React from "react"
import type { FieldError } from "react-hook-form"
import type { ThemeUIStyleObject } from "theme-ui"
import { HONEYPOT, Honeypot } from "../components/Honeypot"
import { TextField, type FieldControl } from "../components/TextField"
import { useHydrated } from "../hooks/use-hydrated"
import { fillTemplate } from "../lib/template"

/** A message in the form itself (when toasts cannot come, or an answer that must stay): a framed paragraph. */
export const notice: ThemeUIStyleObject = {
  m: 0,
  p: 3,
  border: "2px solid",
  borderRadius: "small",
  bg: "background",
}

/**
 * Shown only when the browser runs no scripts, decided by CSS before the first paint: nothing appears
 * or vanishes when the page's code takes over, so the form below does not jump. Not a <noscript>:
 * Chromium with scripts switched off by a setting does not show its content.
 */
export const withoutScript: ThemeUIStyleObject = {
  display: "none",
  "@media (scripting: none)": { display: "block" },
}

export interface RequestFormProps {
  /** The name Netlify knows the form by. */
  name: string
  /** Sent by Netlify Forms (works without JavaScript), else by the page's code only (Firestore). */
  netlify: boolean
  /** Netlify: a form that carries files. */
  multipart?: boolean
  /** Starts the ids of the form's heading (`<prefix>-form-heading`) and honeypot (`<prefix>-honeypot`). */
  idPrefix: string
  /** The form hook's sending state and handlers (use-request-form.ts). */
  request: {
    isSubmitting: boolean
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown
    /** Whoever starts on the form: fetch what sending will need. */
    prepare: () => void
    honeypot: React.Ref<HTMLInputElement>
  }
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
  idPrefix,
  request: { isSubmitting, onSubmit, prepare, honeypot },
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
      aria-labelledby={`${idPrefix}-form-heading`}
      aria-busy={isSubmitting || undefined}
      onFocus={prepare}
      onPointerDown={prepare}
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
      <Honeypot ref={honeypot} id={`${idPrefix}-honeypot`} />
      {children}
    </form>
  )
}

// A request form's send button: its icon and word, or while sending a spinner (still for visitors who
// ask for less motion) and «wird gesendet».
const spin = keyframes({ to: { transform: "rotate(360deg)" } })

export interface SubmitButtonProps {
  busy: boolean
  /** Firestore: without scripts nothing could send the form (its notice says so). */
  needsScript: boolean
  /** Beside the word, while not sending. */
  icon: LucideIcon
  /** The button's word, and its word while sending. */
  texts: { submit: string; sending: string }
}

export function SubmitButton({ busy, needsScript, icon: Icon, texts }: SubmitButtonProps) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={busy || (needsScript && !hydrated)}
      aria-disabled={busy || undefined}
      sx={{
        variant: "buttons.primary",
        width: ["100%", "auto"],
        "&:disabled": { opacity: 0.75, cursor: "progress" },
      }}
    >
      {busy ? (
        <>
          <LoaderCircle
            size={20}
            aria-hidden="true"
            sx={{
              animation: `${spin} 1s linear infinite`,
              "@media (prefers-reduced-motion: reduce)": { animation: "none" },
            }}
          />
          {texts.sending}
        </>
      ) : (
        <>
          <Icon size={20} aria-hidden="true" />
          {texts.submit}
        </>
      )}
    </button>
  )
}

// «123 von 2000 Zeichen» under a text area: how much is typed of what the form accepts, in red past it.
export interface CharacterCounterProps {
  id: string
  /** The owner's words, with {count} and {max}. */
  template: string
  count: number
  max: number
}

export function CharacterCounter({ id, template, count, max }: CharacterCounterProps) {
  return (
    <p
      id={id}
      sx={{
        m: 0,
        fontSize: 1,
        textAlign: "right",
        color: count > max ? "danger" : "textMuted",
      }}
    >
      {fillTemplate(template, { count, max })}
    </p>
  )
}

export interface MessageFieldProps {
  /** What the form hook's `field("message")` gives: id, error and registration. */
  control: { id: string; error?: FieldError; registration: FieldControl }
  /** The owner's label, hint and counter words, and the word after an optional field's label. */
  texts: { labels: { message: string }; hints: { message: string }; counter: string; optional: string }
  /** The message may stay empty (the voucher's), or must be there (the request's). */
  optional?: boolean
  required?: boolean
  /** Characters typed, and how many the form accepts. */
  count: number
  max: number
  rows: number
}

/** The message of a request: a text area with its character counter (`<id>-counter`) under it. */
export function MessageField({ control, texts, optional, count, max, ...attributes }: MessageFieldProps) {
  const counter = `${control.id}-counter`
  return (
    <TextField
      {...control}
      {...attributes}
      as="textarea"
      label={texts.labels.message}
      optional={optional ? texts.optional : undefined}
      hint={texts.hints.message}
      describedBy={counter}
      after={<CharacterCounter id={counter} template={texts.counter} count={count} max={max} />}
    />
  )
}
