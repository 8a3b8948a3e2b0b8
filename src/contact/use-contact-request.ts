// What the contact form does, apart from how it looks: the draft kept for this tab, the fields a link
// fills in, checking as the visitor goes, the pictures, sending with progress, the honeypot, and the
// answers (toasts, or in the form itself when the toasts' code cannot be fetched).
import * as React from "react"
import { useWatch } from "react-hook-form"
import { prepareToasts, showToast } from "../components/toast-host"
import { keep, readKept, useRequestForm, type Sending } from "../forms/use-request-form"
import { clearDraft, contactDraft, DRAFT_KEY } from "./draft"
import { usePhotos } from "./photos/use-photos"
import { EMPTY_REQUEST, FIELDS, type ContactRequest } from "./request"
import { isHoneypotHeldBack, loadSending, prepareSending, type ContactDelivery } from "./sending"

const loadValidation = () => import(/* webpackChunkName: "contact-validation" */ "./validation")

/** Whoever starts on the form will soon need its rules, the code that sends, and may see a toast. */
const prepare = () => {
  loadValidation().catch(() => {}) // offline: sending says so, and tries again
  prepareSending()
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
  const photos = usePhotos()
  /** How much of the pictures is sent (0 to 1), while they go up. */
  const [progress, setProgress] = React.useState<number | null>(null)
  const [notice, setNotice] = React.useState<Notice | null>(null)

  /** A toast, or the same words in the form when the toasts' code does not arrive. */
  const answer = (kind: Notice["kind"], content: React.ReactElement | string) => {
    setNotice(null)
    showToast(kind, content).catch(() => setNotice({ kind, content }))
  }

  const send = async (request: ContactRequest, { honeypot, holdBack, clear }: Sending) => {
    prepareToasts()
    // Not caught here: a load that failed is the form's «unavailable», not a failed request.
    const submitContactRequest = await loadSending()
    const pictures = await photos.ready()
    if (pictures.length > 0) setProgress(0)
    let delivered
    try {
      delivered = await submitContactRequest(
        {
          request,
          honeypot,
          photos: pictures.map((picture) => picture.blob),
          onProgress: setProgress,
          leftOut: { names: pictures.map((picture) => picture.name), texts: texts.photos.leftOut },
        },
        delivery
      )
    } catch (error) {
      // Said in the form, not a toast that goes: the visitor has to act (send again, or call).
      if (!holdBack(error)) answer("error", failure)
      return
    } finally {
      setProgress(null)
    }
    clear()
    clearDraft()
    await photos.clear()
    // Not a toast that goes away: the visitor still has pictures to send.
    if (delivered) setNotice({ kind: "error", content: leftOut(delivered.photosLeftOut) })
    else answer("success", texts.success)
  }

  const { form, field, honeypot, heldBack, onSubmit, unavailable } = useRequestForm({
    fields: FIELDS,
    empty: EMPTY_REQUEST,
    rules: () => loadValidation().then((validation) => validation.contactResolver(texts.errors)),
    draft: contactDraft,
    send,
    isHeldBack: isHoneypotHeldBack,
    onStart: () => setNotice(null),
  })
  const { getValues, reset, control, formState } = form

  // Then fill in what a link to the page hands over (only fields still empty: a draft, or what the
  // visitor typed meanwhile, wins). What a link fills in is not a draft: a later link may hand over
  // another choice.
  React.useEffect(() => {
    let active = true
    prefill?.(window.location.search)
      .then((handed) => {
        if (!active || !handed) return
        const start = { ...EMPTY_REQUEST, ...getValues() }
        const empty = FIELDS.filter((name) => !start[name] && handed[name])
        for (const name of empty) start[name] = handed[name]!
        if (empty.length === 0) return
        // Not a draft: what was kept before stays what a reload brings back.
        const kept = readKept(DRAFT_KEY)
        reset(start, { keepDefaultValues: true })
        keep(DRAFT_KEY, kept)
      })
      .catch(() => {}) // offline: the form starts empty, as without a link
    return () => {
      active = false
    }
  }, [getValues, reset, prefill])

  const messageLength = (useWatch({ control, name: "message" }) ?? "").length
  const [service = "", preferredDate = ""] = useWatch({ control, name: ["service", "preferredDate"] })

  return {
    field,
    messageLength,
    service,
    preferredDate,
    isSubmitting: formState.isSubmitting,
    honeypot,
    onSubmit,
    prepare,
    photos,
    progress,
    unavailable,
    notice: heldBack ? { kind: "error" as const, content: honeypotFilled } : notice,
  }
}
