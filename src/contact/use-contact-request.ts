// What the contact form does, apart from how it looks: the draft kept for this tab, the fields a link
// fills in, checking as the visitor goes, the pictures, sending with progress, the honeypot, and the
// answers (toasts, or in the form itself when the toasts' code cannot be fetched).
import * as React from "react"
import { useForm, useWatch } from "react-hook-form"
import type { FieldControl } from "../components/TextField"
import { prepareToasts, showToast } from "../components/toast-host"
import { clearDraft, loadDraft, saveDraft } from "./draft"
import { usePhotos } from "./photos/use-photos"
import { EMPTY_REQUEST, FIELDS, type ContactField, type ContactRequest } from "./request"
import { isHoneypotHeldBack, submitContactRequest, type ContactDelivery } from "./submit"

const loadValidation = () => import(/* webpackChunkName: "contact-validation" */ "./validation")

/** Whoever starts on the form will soon need its rules and may see a toast: fetch both now. */
const prepare = () => {
  loadValidation().catch(() => {}) // offline: sending says so, and tries again
  prepareToasts()
}

/** An answer shown in the form itself, when the toasts' code could not be fetched. */
export interface Notice {
  kind: "success" | "error"
  content: React.ReactNode
}

export interface ContactRequestOptions {
  texts: Pick<Queries.ContactFormTextsFragment, "errors" | "success" | "photos">
  delivery: ContactDelivery
  /** Fields a link to this page fills in (the price estimator's choice), read from its query. */
  prefill?: ((search: string) => Promise<Partial<ContactRequest> | null>) | undefined
  /** The error toast when sending fails: how else to reach the owner. */
  failure: React.ReactElement
  /** Said in the form when the browser filled the hidden honeypot: nothing was sent. */
  honeypotFilled: React.ReactElement
  /** What the form says when the words went without some pictures (their list): how to send those. */
  leftOut: (list: string) => React.ReactElement
}

export function useContactRequest({
  texts,
  delivery,
  prefill,
  failure,
  honeypotFilled,
  leftOut,
}: ContactRequestOptions) {
  // While the visitor sends: a rule set that cannot be fetched then is a failure to show, not a pass.
  const submitting = React.useRef(false)
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    setFocus,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({
    // The rules (zod) arrive on first use; the form prefetches them when it is first touched.
    resolver: async (values, context, options) => {
      const rules = await loadValidation().catch((error: unknown) => {
        if (submitting.current) throw error
        return undefined
      })
      // Offline when a field is left: it is checked again on sending.
      if (!rules) return { values: {}, errors: {} }
      return rules.contactResolver(texts.errors)(values, context, options)
    },
    // Checked when a field is left, then as the visitor corrects it.
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: EMPTY_REQUEST,
    // Focused by onSubmit below, in the form's order: react-hook-form's own focusing misses a field
    // whose error already showed from leaving it.
    shouldFocusError: false,
  })
  const honeypot = React.useRef<HTMLInputElement>(null)
  const photos = usePhotos()
  /** How much of the pictures is sent (0 to 1), while they go up. */
  const [progress, setProgress] = React.useState<number | null>(null)
  /** The form's code did not arrive: said in the form, with the other ways to reach the owner. */
  const [unavailable, setUnavailable] = React.useState(false)
  const [notice, setNotice] = React.useState<Notice | null>(null)

  // Bring back what was typed before a reload, keep every change the visitor makes, then fill in
  // what a link to the page hands over (only fields still empty: a draft, or what the visitor typed
  // meanwhile, wins). What a link fills in is not a draft: a later link may hand over another choice.
  React.useEffect(() => {
    let active = true
    let handingOver = false
    const draft = loadDraft()
    if (draft && FIELDS.some((field) => draft[field])) reset(draft, { keepDefaultValues: true })
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!handingOver) saveDraft({ ...EMPTY_REQUEST, ...values })
      },
    })
    prefill?.(window.location.search)
      .then((handed) => {
        if (!active || !handed) return
        const start = { ...EMPTY_REQUEST, ...getValues() }
        const empty = FIELDS.filter((field) => !start[field] && handed[field])
        for (const field of empty) start[field] = handed[field]!
        if (empty.length === 0) return
        handingOver = true
        reset(start, { keepDefaultValues: true })
        handingOver = false
      })
      .catch(() => {}) // offline: the form starts empty, as without a link
    return () => {
      active = false
      unsubscribe()
    }
  }, [reset, subscribe, getValues, prefill])

  const messageLength = (useWatch({ control, name: "message" }) ?? "").length

  /** A toast, or the same words in the form when the toasts' code does not arrive. */
  const answer = (kind: Notice["kind"], content: React.ReactElement | string) => {
    setNotice(null)
    showToast(kind, content).catch(() => setNotice({ kind, content }))
  }

  const send = async (request: ContactRequest) => {
    prepareToasts()
    const pictures = await photos.ready()
    if (pictures.length > 0) setProgress(0)
    let delivered
    try {
      delivered = await submitContactRequest(
        {
          request,
          honeypot: honeypot.current?.value ?? "",
          photos: pictures.map((picture) => picture.blob),
          onProgress: setProgress,
          leftOut: { names: pictures.map((picture) => picture.name), texts: texts.photos.leftOut },
        },
        delivery
      )
    } catch (error) {
      if (isHoneypotHeldBack(error, honeypot.current)) {
        // In the form, not a toast that goes: the visitor has to act (send again, or call).
        setNotice({ kind: "error", content: honeypotFilled })
        return
      }
      answer("error", failure)
      return
    } finally {
      setProgress(null)
    }
    reset(EMPTY_REQUEST)
    clearDraft()
    await photos.clear()
    // Not a toast that goes away: the visitor still has pictures to send.
    if (delivered) setNotice({ kind: "error", content: leftOut(delivered.photosLeftOut) })
    else answer("success", texts.success)
  }

  /** A field's id, error and registration, for TextField. */
  const field = (name: ContactField) => {
    const registration = register(name)
    const control: FieldControl<ContactField> = {
      ...registration,
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
    setUnavailable(false)
    setNotice(null)
    submitting.current = true
    return handleSubmit(send, (invalid) => {
      const first = FIELDS.find((name) => invalid[name])
      if (first) requestAnimationFrame(() => setFocus(first))
    })(event)
      .catch(() => setUnavailable(true))
      .finally(() => {
        submitting.current = false
      })
  }

  return {
    field,
    messageLength,
    isSubmitting,
    honeypot,
    onSubmit,
    prepare,
    photos,
    progress,
    unavailable,
    notice,
  }
}
