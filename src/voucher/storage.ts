// What the voucher page keeps for this browser tab (forms/use-request-form.ts), so that a reload loses nothing:
// the draft as typed, the reference (and day) of an order whose sending was tried, so that a retry
// sends the same one, and the order once sent, so that its QR-bill and voucher stay on the page.
import { draftStore, keep, readKept } from "../forms/use-request-form"
import { EMPTY_VOUCHER, VOUCHER_FIELDS, type VoucherOrder } from "./order"
import type { VoucherDetails } from "./voucher"

const DRAFT_KEY = "gutschein-entwurf"
const PENDING_KEY = "gutschein-referenz"
const SENT_KEY = "gutschein-bestellung"

export const voucherDraft = draftStore(DRAFT_KEY, VOUCHER_FIELDS, EMPTY_VOUCHER)

/** The reference and day of the order being sent, made on the first attempt. */
export interface Pending {
  reference: string
  ordered: string
}

export function loadPending(): Pending | null {
  const stored = readKept(PENDING_KEY) as Partial<Pending> | null
  return typeof stored?.reference === "string" && typeof stored.ordered === "string"
    ? { reference: stored.reference, ordered: stored.ordered }
    : null
}

export const savePending = (pending: Pending) => keep(PENDING_KEY, pending)

/** An order that arrived: its voucher and what was sent. */
export interface SentOrder {
  details: VoucherDetails
  order: VoucherOrder
}

export function loadSent(): SentOrder | null {
  const stored = readKept(SENT_KEY) as Partial<SentOrder> | null
  return stored?.details && stored.order ? (stored as SentOrder) : null
}

/** Sent: the draft and the pending reference go, the order stays until the buyer starts a new one. */
export function markSent(sent: SentOrder) {
  keep(SENT_KEY, sent)
  voucherDraft.clear()
  keep(PENDING_KEY, null)
}

export const forgetSent = () => keep(SENT_KEY, null)
