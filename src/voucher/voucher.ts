// The voucher itself: what it says (for whom, its value, the buyer's message, its number = the payment
// reference, how long it is valid, where to redeem it), as words for the preview on the page and the
// PDF alike, and the link that brings it back: the owner opens it from the order to send the voucher
// once the payment is in (docs/voucher.md).
import { MONTHS } from "../utils/months"
import { formatChf } from "../utils/price"
import { fillTemplate } from "../utils/template"
import { ROUTES } from "../navigation/routes"
import { isCreditorReference, isQrReference, formatReference } from "./payment/reference"

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
}

/** «2026-11-26» → «26. November 2026». */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number]
  return `${day}. ${MONTHS[month - 1]} ${year}`
}

/** «2026-11-26», a day that exists (not «2026-13-45»). */
function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return isoDay(new Date(year, month - 1, date)) === day
}

/** The local day as «2026-11-26». */
export const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-")

/** The last day a voucher ordered on `ordered` is valid: `years` later (29 February → 28 February). */
export function validUntil(ordered: string, years: number): string {
  const [year, month, day] = ordered.split("-").map(Number) as [number, number, number]
  const end = new Date(year + years, month - 1, day)
  if (end.getMonth() !== month - 1) end.setDate(0)
  return isoDay(end)
}

export interface VoucherContext {
  texts: VoucherTexts
  businessName: string
  town: string
  validityYears: number
  terms: readonly string[]
  contact: string
}

export function voucherDocument(details: VoucherDetails, context: VoucherContext): VoucherDocument {
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
  }
}

/** The query parameters of a voucher link, short and German: the owner sees them in the order. */
const PARAMS = {
  reference: "nr",
  recipient: "fuer",
  amount: "betrag",
  service: "leistung",
  message: "nachricht",
  ordered: "datum",
} as const

/** The page with this voucher shown, for the owner: `siteUrl` + «/gutschein?nr=…». */
export function voucherLink(siteUrl: string, details: VoucherDetails): string {
  const params = new URLSearchParams({
    [PARAMS.reference]: details.reference,
    [PARAMS.recipient]: details.recipient,
    [PARAMS.amount]: String(details.amount),
    ...(details.service ? { [PARAMS.service]: details.service } : {}),
    ...(details.message ? { [PARAMS.message]: details.message } : {}),
    [PARAMS.ordered]: details.ordered,
  })
  return `${siteUrl}${ROUTES.voucher}?${params.toString()}`
}

/** The voucher a link describes, if it is a whole one (a valid reference, an amount, a day). */
export function readVoucherLink(search: string): VoucherDetails | undefined {
  const params = new URLSearchParams(search)
  const reference = params.get(PARAMS.reference)?.replace(/\s/g, "") ?? ""
  const recipient = params.get(PARAMS.recipient)?.trim() ?? ""
  const typedAmount = params.get(PARAMS.amount) ?? ""
  const amount = /^\d{1,6}(\.\d{1,2})?$/.test(typedAmount) ? Number(typedAmount) : Number.NaN
  const ordered = params.get(PARAMS.ordered) ?? ""
  const service = params.get(PARAMS.service)?.trim()
  if (!(isQrReference(reference) || isCreditorReference(reference))) return undefined
  if (!recipient || !(amount > 0 && amount <= 100_000) || !isRealDay(ordered)) return undefined
  return {
    reference,
    recipient: recipient.slice(0, 100),
    message: (params.get(PARAMS.message) ?? "").slice(0, 300),
    amount,
    ...(service ? { service: service.slice(0, 100) } : {}),
    ordered,
  }
}
