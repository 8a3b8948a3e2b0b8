// What the voucher order form does, apart from how it looks: the draft kept for this tab, checking as
// the buyer goes, the order's reference (made once, kept for retries), sending it by the contact
// request's delivery, and the answer: the sent order (QR-bill and voucher) or the failure in the form.
import * as React from "react"
import { useForm, useWatch } from "react-hook-form"
import type { FieldControl } from "../components/TextField"
import { useHydrated } from "../hooks/use-hydrated"
import { localIsoDay } from "../lib/days"
import { isHoneypotHeldBack, submitContactRequest, type ContactDelivery } from "../contact/handover"
import {
  EMPTY_VOUCHER,
  VOUCHER_FIELDS,
  VOUCHER_FORM_NAME,
  VOUCHER_ID_KEY,
  chosenOption,
  voucherOrder,
  type VoucherField,
  type VoucherFormValues,
  type VoucherOffer,
} from "./order"
import { isReferenceFor, newPaymentReference } from "./payment/reference"
import {
  loadPending,
  loadSent,
  loadVoucherDraft,
  markSent,
  forgetSent,
  savePending,
  saveVoucherDraft,
  type SentOrder,
} from "./storage"
import type { VoucherDetails } from "./voucher"

const loadValidation = () => import(/* webpackChunkName: "voucher-validation" */ "./validation")
/** The QR-bill's code: fetched while the buyer fills in the form, shown once the order is sent. */
export const loadBill = () => import(/* webpackChunkName: "voucher-bill" */ "./bill")

export interface VoucherOrderOptions {
  messages: Queries.VoucherFormTextsFragment["errors"]
  offer: VoucherOffer
  deliveries: readonly string[]
  delivery: ContactDelivery
  /** The account's IBAN (the reference's kind depends on it); empty without one. */
  iban: string
}

export function useVoucherOrder({ messages, offer, deliveries, delivery, iban }: VoucherOrderOptions) {
  const submitting = React.useRef(false)
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<VoucherFormValues>({
    resolver: async (values, context, options) => {
      const rules = await loadValidation().catch((error: unknown) => {
        if (submitting.current) throw error
        return undefined
      })
      if (!rules) return { values: {}, errors: {} }
      return rules.voucherResolver(messages, offer, deliveries)(values, context, options)
    },
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: EMPTY_VOUCHER,
    shouldFocusError: false,
  })
  const honeypot = React.useRef<HTMLInputElement>(null)
  // The order sent before a reload, read once the page runs in the browser; `undefined`: no newer one.
  const hydrated = useHydrated()
  const restored = React.useMemo(() => (hydrated ? loadSent() : null), [hydrated])
  const [latest, setSent] = React.useState<SentOrder | null | undefined>(undefined)
  const sent = latest === undefined ? restored : latest
  const [failed, setFailed] = React.useState(false)
  /** Held back for a filled honeypot: said in the form; the next press sends. */
  const [heldBack, setHeldBack] = React.useState(false)
  const [unavailable, setUnavailable] = React.useState(false)

  // A reload brings back what was typed; every change is kept.
  React.useEffect(() => {
    const draft = loadVoucherDraft()
    if (draft && VOUCHER_FIELDS.some((field) => draft[field])) reset(draft, { keepDefaultValues: true })
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveVoucherDraft({ ...EMPTY_VOUCHER, ...values }),
    })
  }, [reset, subscribe])

  const amount = useWatch({ control, name: "amount" })
  const messageLength = (useWatch({ control, name: "message" }) ?? "").length

  /** Whoever starts on the form will soon need its rules and, once sent, the QR-bill's code. */
  const prepare = React.useCallback(() => {
    loadValidation().catch(() => {})
    if (iban) loadBill().catch(() => {})
  }, [iban])

  const send = async (values: VoucherFormValues) => {
    setFailed(false)
    setHeldBack(false)
    const option = chosenOption(values, offer)
    if (!option) return // the rules said it is fine; a draft from an older page may not be
    const kept = loadPending()
    const pending =
      kept && isReferenceFor(iban, kept.reference)
        ? kept
        : { reference: newPaymentReference(iban), ordered: localIsoDay(new Date()) }
    savePending(pending)
    const details: VoucherDetails = {
      ...pending,
      recipient: values.recipient.trim(),
      message: values.message.trim(),
      amount: option.amount,
      ...(option.service ? { service: option.service } : {}),
    }
    const order = voucherOrder({
      values,
      option,
      reference: pending.reference,
      deliveryLabel: values.delivery,
    })
    try {
      await submitContactRequest(
        {
          request: order,
          form: VOUCHER_FORM_NAME,
          idKey: VOUCHER_ID_KEY,
          honeypot: honeypot.current?.value ?? "",
          photos: [],
        },
        delivery
      )
    } catch (error) {
      if (isHoneypotHeldBack(error, honeypot.current)) setHeldBack(true)
      else setFailed(true)
      return
    }
    const done = { details, order }
    markSent(done)
    reset(EMPTY_VOUCHER)
    setSent(done)
  }

  const field = (name: VoucherField) => {
    const registration = register(name)
    const control: FieldControl<VoucherField> = {
      ...registration,
      // Leaving a field for the send button: the submit checks everything anyway (see the contact form).
      onBlur: (event) =>
        (event.relatedTarget as HTMLButtonElement | null)?.type === "submit"
          ? undefined
          : registration.onBlur(event),
    }
    return { id: `voucher-${name}`, error: errors[name], registration: control }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setUnavailable(false)
    setFailed(false)
    setHeldBack(false)
    submitting.current = true
    return handleSubmit(send, (invalid) => {
      const first = VOUCHER_FIELDS.find((name) => invalid[name])
      if (!first) return
      // A radio group: its checked or first radio; a field: itself.
      const target = first === "amount" || first === "delivery" ? undefined : first
      requestAnimationFrame(() => {
        if (target) setFocus(target)
        else document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      })
    })(event)
      .catch(() => setUnavailable(true))
      .finally(() => {
        submitting.current = false
      })
  }

  /** «Noch einen Gutschein bestellen»: back to an empty form. */
  const startOver = () => {
    forgetSent()
    setSent(null)
  }

  return {
    field,
    errors,
    amount,
    messageLength,
    isSubmitting,
    honeypot,
    onSubmit,
    prepare,
    sent,
    failed,
    heldBack,
    unavailable,
    startOver,
  }
}
