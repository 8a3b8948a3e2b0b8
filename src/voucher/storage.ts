// What the voucher page keeps for this browser tab (sessionStorage), so that a reload loses nothing:
// the draft as typed, the reference (and day) of an order whose sending was tried, so that a retry
// sends the same one, and the order once sent, so that its QR-bill and voucher stay on the page.
import { EMPTY_VOUCHER, VOUCHER_FIELDS, type VoucherFormValues, type VoucherOrder } from "./order"
import type { VoucherDetails } from "./voucher"

const DRAFT_KEY = "gutschein-entwurf"
const PENDING_KEY = "gutschein-referenz"
const SENT_KEY = "gutschein-bestellung"

function read(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? "null") as unknown
  } catch {
    return null
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the page still works, only a reload would lose this.
  }
}

export function loadVoucherDraft(): VoucherFormValues | null {
  const stored = read(DRAFT_KEY)
  if (!stored || typeof stored !== "object") return null
  const draft = { ...EMPTY_VOUCHER }
  for (const field of VOUCHER_FIELDS) {
    const value = (stored as Record<string, unknown>)[field]
    if (typeof value === "string") draft[field] = value
  }
  return draft
}

export const saveVoucherDraft = (values: VoucherFormValues) => write(DRAFT_KEY, values)

/** The reference and day of the order being sent, made on the first attempt. */
export interface Pending {
  reference: string
  ordered: string
}

export function loadPending(): Pending | null {
  const stored = read(PENDING_KEY) as Partial<Pending> | null
  return typeof stored?.reference === "string" && typeof stored.ordered === "string"
    ? { reference: stored.reference, ordered: stored.ordered }
    : null
}

export const savePending = (pending: Pending) => write(PENDING_KEY, pending)

/** An order that arrived: its voucher and what was sent. */
export interface SentOrder {
  details: VoucherDetails
  order: VoucherOrder
}

export function loadSent(): SentOrder | null {
  const stored = read(SENT_KEY) as Partial<SentOrder> | null
  return stored?.details && stored.order ? (stored as SentOrder) : null
}

/** Sent: the draft and the pending reference go, the order stays until the buyer starts a new one. */
export function markSent(sent: SentOrder) {
  write(SENT_KEY, sent)
  write(DRAFT_KEY, null)
  write(PENDING_KEY, null)
}

export const forgetSent = () => write(SENT_KEY, null)
