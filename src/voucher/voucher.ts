// The voucher itself: what it says (for whom, its value, the buyer's message, its number = the payment
// reference, how long it is valid, where to redeem it), as words for the page and the PDF alike. The
// buyer's copy, made before any payment, is marked as a preview; the owner's, made from the order once
// the payment is in (VoucherIssue.tsx), is the voucher (docs/voucher.md).
import { localIsoDay } from "../lib/days"
import { MONTHS } from "../lib/months"
import { formatChf } from "../lib/price"
import { fillTemplate } from "../lib/template"
import { formatReference } from "./payment/reference"

/** What an order fixes about its voucher. */
export interface VoucherDetails {
  reference: string
  recipient: string
  message: string
  amount: number
  /** For a service voucher: the service's name. */
  service?: string
  /** The day of the order, «2026-11-26»: the validity runs from it. */
  ordered: string
}

/** The voucher's texts from content/pages/gutschein.yaml. */
export type VoucherTexts = Queries.VoucherTextsFragment

/** The voucher in words, ready to print (pdf/index.ts takes the same shape). */
export interface VoucherDocument {
  businessName: string
  title: string
  recipientLine: string
  valueLine: string
  message?: string
  numberLabel: string
  number: string
  validUntil: string
  redeem: string
  terms: readonly string[]
  contact: string
  /** On the buyer's copy: that it counts only once paid, and whom to ask about a number. */
  preview?: { mark: string; check: string }
}

/** «2026-11-26» → «26. November 2026». */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number]
  return `${day}. ${MONTHS[month - 1]} ${year}`
}

/** «2026-11-26», a day that exists (not «2026-13-45»). */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return localIsoDay(new Date(year, month - 1, date)) === day
}

/** The last day a voucher ordered on `ordered` is valid: `years` later (29 February → 28 February). */
export function validUntil(ordered: string, years: number): string {
  const [year, month, day] = ordered.split("-").map(Number) as [number, number, number]
  const end = new Date(year + years, month - 1, day)
  if (end.getMonth() !== month - 1) end.setDate(0)
  return localIsoDay(end)
}

export interface VoucherContext {
  texts: VoucherTexts
  businessName: string
  town: string
  validityYears: number
  terms: readonly string[]
  contact: string
  /** The owner's phone, on the preview: whom to ask whether a number counts. */
  phone: string
}

/**
 * The voucher in words. A `preview` is what the buyer's browser makes before any payment: it says so
 * (previewMark) and whom to ask about a number (previewCheck); the owner's voucher does not.
 */
export function voucherDocument(
  details: VoucherDetails,
  context: VoucherContext,
  kind: "preview" | "voucher"
): VoucherDocument {
  const { texts } = context
  const amount = formatChf(details.amount)
  return {
    businessName: context.businessName,
    title: texts.title,
    recipientLine: fillTemplate(texts.recipient, { recipient: details.recipient }),
    valueLine: details.service
      ? fillTemplate(texts.service, { service: details.service, price: amount })
      : fillTemplate(texts.value, { amount }),
    ...(details.message ? { message: details.message } : {}),
    numberLabel: texts.number,
    number: formatReference(details.reference),
    validUntil: fillTemplate(texts.validUntil, {
      date: formatDay(validUntil(details.ordered, context.validityYears)),
    }),
    redeem: fillTemplate(texts.redeem, { town: context.town, businessName: context.businessName }),
    terms: context.terms,
    contact: context.contact,
    ...(kind === "preview"
      ? {
          preview: {
            mark: texts.previewMark,
            check: fillTemplate(texts.previewCheck, { phone: context.phone }),
          },
        }
      : {}),
  }
}
