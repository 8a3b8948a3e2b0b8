// What every request form of the site does, apart from its fields and what sending means: its rules
// fetched on first use, checking as the visitor goes, the draft kept for this tab, the honeypot and a
// request held back for it, focusing the first wrong field, and saying so when the form's code is gone.
// With it, the draft store both forms keep their typing in (in this module, not one of its own: each
// module costs the first load a webpack wrapper).
import * as React from "react"
import { useForm, type DefaultValues, type FieldErrors, type Path, type Resolver } from "react-hook-form"
import type { FieldControl } from "../components/TextField"

// What a visitor has typed into a request form, kept for this browser tab (sessionStorage): an
// accidental reload does not lose it. Storage full or switched off: the form still works, only a
// reload would lose what was kept.

/** A value kept for this tab under `key`; null when there is none or it cannot be read. */
export function readKept(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? "null") as unknown
  } catch {
    return null
  }
}

/** Keeps `value` for this tab under `key`; null forgets it. */
export function keep(key: string, value: unknown) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the page still works, only a reload would lose this.
  }
}

/** A form's draft: its text fields, each a string. */
export interface Draft<Values> {
  /** What was kept, every field a string (a field kept by an older page and gone now is left out). */
  load(): Values | null
  save(values: Values): void
  clear(): void
}

export function draftStore<Field extends string>(
  key: string,
  fields: readonly Field[],
  empty: Record<Field, string>
): Draft<Record<Field, string>> {
  return {
    load() {
      const stored = readKept(key)
      if (!stored || typeof stored !== "object") return null
      const draft = { ...empty }
      for (const field of fields) {
        const value = (stored as Record<string, unknown>)[field]
        if (typeof value === "string") draft[field] = value
      }
      return draft
    },
    save: (values) => keep(key, values),
    clear: () => keep(key, null),
  }
}

/** What sending takes from the form. */
export interface Sending {
  /** The honeypot's value (components/Honeypot.tsx). */
  honeypot: string
  /** After a failed send: was it held back for the filled honeypot? Then the form says so. */
  holdBack: (error: unknown) => boolean
  /** Sent: back to an empty form. */
  clear: () => void
}

/** A form of text fields (a radio group's value is a string too). */
type TextValues = Record<string, string>

export interface RequestFormOptions<Values extends TextValues, Field extends Path<Values>> {
  /** The fields in the form's order (the first wrong one gets the focus). */
  fields: readonly Field[]
  empty: Values
  /**
   * The rules, fetched on first use (their own chunk; the form prefetches them when first touched).
   * Undefined while they cannot come: a field left offline is checked again on sending.
   */
  rules: () => Promise<Resolver<Values>>
  draft: Draft<Values>
  /** Sends what passed the rules and answers; what it throws, the form says it cannot send (unavailable). */
  send: (values: Values, sending: Sending) => Promise<void>
  /** Was `error` a request held back for the filled honeypot (it empties the field)? contact/submit.ts */
  isHeldBack: (error: unknown, field: HTMLInputElement | null) => boolean
  /** What else a new press of the send button clears (an earlier answer). */
  onStart?: () => void
}

/** The form's rules could not be fetched for a send (react-hook-form's form-wide error, «root»). */
const RULES_UNAVAILABLE = { type: "rules-unavailable", message: "" }

export function useRequestForm<Values extends TextValues, Field extends Path<Values>>({
  fields,
  empty,
  rules,
  draft,
  send,
  isHeldBack,
  onStart,
}: RequestFormOptions<Values, Field>) {
  // While the visitor sends: a rule set that cannot be fetched then is a failure to show, not a pass.
  const submitting = React.useRef(false)
  const form = useForm<Values>({
    // Never throws: react-hook-form runs the rules from event handlers it does not wait on (a field
    // left, a change), where a rejection goes uncaught, and Gatsby takes an uncaught «Loading chunk …
    // failed» for a newer build and loads the page again, emptying the form (issue 58: a field left for
    // the send button while the rules were still coming on a hanging line). Whether the rules were
    // asked for a send is decided when they are asked, not when their load fails.
    resolver: async (values, context, options) => {
      const forSending = submitting.current
      const resolver = await rules().catch(() => undefined)
      if (resolver) return resolver(values, context, options)
      // Offline when a field is left: it is checked again on sending. On sending: the form says so.
      if (!forSending) return { values: {}, errors: {} }
      return { values: {}, errors: { root: RULES_UNAVAILABLE } as FieldErrors<Values> }
    },
    // Checked when a field is left, then as the visitor corrects it.
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: empty as DefaultValues<Values>,
    // Focused by onSubmit below, in the form's order: react-hook-form's own focusing misses a field
    // whose error already showed from leaving it.
    shouldFocusError: false,
  })
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors },
  } = form
  const honeypot = React.useRef<HTMLInputElement>(null)
  /** Held back for a filled honeypot: said in the form; the next press sends. */
  const [heldBack, setHeldBack] = React.useState(false)
  /** The form's code did not arrive: said in the form, with the other ways to reach the owner. */
  const [unavailable, setUnavailable] = React.useState(false)

  // A reload brings back what was typed; every change is kept.
  React.useEffect(() => {
    const kept = draft.load()
    if (kept && fields.some((field) => kept[field])) reset(kept, { keepDefaultValues: true })
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => draft.save({ ...empty, ...values }),
    })
  }, [reset, subscribe, draft, fields, empty])

  const holdBack = (error: unknown) => {
    const held = isHeldBack(error, honeypot.current)
    if (held) setHeldBack(true)
    return held
  }
  const clear = () => reset(empty)

  /** A field's id, error and registration, for TextField. */
  const field = (name: Field) => {
    const registration = register(name)
    const control: FieldControl<Field> = {
      ...registration,
      name,
      // Leaving a field for the send button: the submit checks everything anyway. Checking on this
      // blur would show an error that pushes the button away from under the pointer: the click is lost.
      onBlur: (event) =>
        (event.relatedTarget as HTMLButtonElement | null)?.type === "submit"
          ? undefined
          : registration.onBlur(event),
    }
    return { id: name, error: errors[name], registration: control }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget
    setUnavailable(false)
    setHeldBack(false)
    onStart?.()
    submitting.current = true
    const sendValues = (values: Values) =>
      send(values, { honeypot: honeypot.current?.value ?? "", holdBack, clear })
    return handleSubmit(sendValues, (invalid) => {
      if (invalid.root?.type === RULES_UNAVAILABLE.type) return setUnavailable(true)
      const first = fields.find((name) => invalid[name])
      if (!first) return
      // A field: itself; a group of radio buttons: its first.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus())
    })(event)
      .catch(() => setUnavailable(true))
      .finally(() => {
        submitting.current = false
      })
  }

  return { form, field, honeypot, heldBack, onSubmit, unavailable }
}
