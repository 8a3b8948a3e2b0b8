// What the contact form does, apart from how it looks: the draft kept for this tab, the fields a link
// fills in, checking as the visitor goes, sending, the honeypot and the toasts that answer.
import * as React from "react"
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form"
import { prepareToasts, showToast } from "../components/toast-host"
import { clearDraft, loadDraft, saveDraft } from "./draft"
import { EMPTY_REQUEST, FIELDS, type ContactField, type ContactRequest } from "./request"
import { submitContactRequest, type ContactDelivery } from "./submit"

const loadValidation = () => import(/* webpackChunkName: "contact-validation" */ "./validation")

/** Whoever starts on the form will soon need its rules and may see a toast: fetch both now. */
const prepare = () => {
  void loadValidation()
  prepareToasts()
}

/** A control's part in the form: its name, ref and handlers. */
export type FieldControl = Omit<UseFormRegisterReturn<ContactField>, "onBlur"> & {
  onBlur: (event: React.FocusEvent<HTMLElement>) => unknown
}

export interface ContactRequestOptions {
  texts: Pick<Queries.ContactFormTextsFragment, "errors" | "success">
  delivery: ContactDelivery
  /** Fields a link to this page fills in (the price estimator's choice), read from its query. */
  prefill?: ((search: string) => Partial<ContactRequest> | null) | undefined
  /** The error toast when sending fails: how else to reach the owner. */
  failure: React.ReactElement
}

export function useContactRequest({ texts, delivery, prefill, failure }: ContactRequestOptions) {
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({
    // The rules (zod) arrive on first use; the form prefetches them when it is first touched.
    resolver: async (values, context, options) =>
      (await loadValidation()).contactResolver(texts.errors)(values, context, options),
    // Checked when a field is left, then as the visitor corrects it.
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: EMPTY_REQUEST,
    // Focused by onSubmit below, in the form's order: react-hook-form's own focusing misses a field
    // whose error already showed from leaving it.
    shouldFocusError: false,
  })
  const honeypot = React.useRef<HTMLInputElement>(null)

  // Bring back what was typed before a reload, fill in what a link to the page hands over (only
  // fields still empty: a draft wins), then keep every change.
  React.useEffect(() => {
    const draft = loadDraft() ?? EMPTY_REQUEST
    const handed = prefill?.(window.location.search) ?? {}
    const start = { ...draft }
    for (const field of FIELDS) if (!start[field] && handed[field]) start[field] = handed[field]
    if (FIELDS.some((field) => start[field])) reset(start, { keepDefaultValues: true })
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft({ ...EMPTY_REQUEST, ...values }),
    })
  }, [reset, subscribe, prefill])

  const messageLength = (useWatch({ control, name: "message" }) ?? "").length

  const send = async (request: ContactRequest) => {
    prepareToasts()
    const sent = () => {
      void showToast("success", texts.success)
      reset(EMPTY_REQUEST)
      clearDraft()
    }
    // A bot filled the honeypot: answer as if all went well, send nothing.
    if (honeypot.current?.value) return sent()
    try {
      await submitContactRequest(request, delivery)
      sent()
    } catch {
      void showToast("error", failure)
    }
  }

  /** A field's id, error and registration, for TextField. */
  const field = (name: ContactField) => {
    const registration = register(name)
    const control: FieldControl = {
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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(send, (invalid) => {
      const first = FIELDS.find((name) => invalid[name])
      if (first) requestAnimationFrame(() => setFocus(first))
    })(event)

  return { field, messageLength, isSubmitting, honeypot, onSubmit, prepare }
}
