// What the voucher order form does, apart from how it looks: the draft kept for this tab, checking as
// the buyer goes, the order's reference (made once, kept for retries), sending it by the contact
// request's delivery, and the answer: the sent order (QR-bill and voucher) or the failure in the form.
import * as React from "react"
import { useWatch } from "react-hook-form"
import { useRequestForm, type Sending } from "../forms/use-request-form"
import { useHydrated } from "../hooks/use-hydrated"
import { localIsoDay } from "../lib/days"
import { isHoneypotHeldBack, loadSending, prepareSending, type ContactDelivery } from "../contact/handover"
import {
  EMPTY_VOUCHER,
  VOUCHER_FIELDS,
  VOUCHER_FORM_NAME,
  VOUCHER_ID_KEY,
  chosenOption,
  voucherOrder,
  type VoucherFormValues,
  type VoucherOffer,
} from "./order"
import {
  loadPending,
  loadSent,
  markSent,
  forgetSent,
  savePending,
  voucherDraft,
  type SentOrder,
} from "./storage"
import type { VoucherDetails } from "./voucher"

const loadValidation = () => import(/* webpackChunkName: "voucher-validation" */ "./validation")
/** The payment reference's code: fetched while the buyer fills in the form, used when sending. */
const loadReference = () => import(/* webpackChunkName: "voucher-reference" */ "./payment/reference")
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
  // The order sent before a reload, read once the page runs in the browser; `undefined`: no newer one.
  const hydrated = useHydrated()
  const restored = React.useMemo(() => (hydrated ? loadSent() : null), [hydrated])
  const [latest, setSent] = React.useState<SentOrder | null | undefined>(undefined)
  const sent = latest === undefined ? restored : latest
  const [failed, setFailed] = React.useState(false)

  const send = async (values: VoucherFormValues, { honeypot, holdBack, clear }: Sending) => {
    setFailed(false)
    const option = chosenOption(values, offer)
    if (!option) return // the rules said it is fine; a draft from an older page may not be
    // Not caught here: offline before anything was sent, the form says that it could not load
    // (useRequestForm's «unavailable»), keeps the order, and the next press fetches the code again.
    const [{ isReferenceFor, newPaymentReference }, submitContactRequest] = await Promise.all([
      loadReference(),
      loadSending(),
    ])
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
        { request: order, form: VOUCHER_FORM_NAME, idKey: VOUCHER_ID_KEY, honeypot, photos: [] },
        delivery
      )
    } catch (error) {
      if (!holdBack(error)) setFailed(true)
      return
    }
    const done = { details, order }
    markSent(done)
    clear()
    setSent(done)
  }

  const {
    form,
    field: named,
    honeypot,
    heldBack,
    onSubmit,
    unavailable,
  } = useRequestForm({
    fields: VOUCHER_FIELDS,
    empty: EMPTY_VOUCHER,
    rules: () =>
      loadValidation().then((validation) => validation.voucherResolver(messages, offer, deliveries)),
    draft: voucherDraft,
    send,
    isHeldBack: isHoneypotHeldBack,
    onStart: () => setFailed(false),
  })
  const { control, formState } = form
  // The voucher page's ids carry the form's name (voucher-name, …), as its labels and tests expect.
  const field = (name: (typeof VOUCHER_FIELDS)[number]) => ({ ...named(name), id: `voucher-${name}` })
  const amount = useWatch({ control, name: "amount" })
  const messageLength = (useWatch({ control, name: "message" }) ?? "").length

  /** Whoever starts on the form will soon need its rules and, once sent, the QR-bill's code. */
  const prepare = React.useCallback(() => {
    loadValidation().catch(() => {})
    loadReference().catch(() => {})
    prepareSending()
    if (iban) loadBill().catch(() => {})
  }, [iban])

  /** «Noch einen Gutschein bestellen»: back to an empty form. */
  const startOver = () => {
    forgetSent()
    setSent(null)
  }

  return {
    field,
    errors: formState.errors,
    amount,
    messageLength,
    isSubmitting: formState.isSubmitting,
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
