// The owner's voucher, made once an order's payment is in: from the order's reference, amount and
// recipient (and service, message, day) as the owner types or pastes them, never from a link the
// buyer's browser wrote. What is typed is checked against the page's own offer, so that a typo or a
// doctored order («2000.00» for a 30 franc order, a day in the future) does not become a voucher.
import { localIsoDay } from "../lib/days"
import { fillTemplate } from "../lib/template"
import { VOUCHER_LIMITS, groupThousands, parseFrancs, type VoucherOffer } from "./order"
import { isCreditorReference, isQrReference, orderDayOf } from "./payment/reference"
import { isRealDay, validUntil, type VoucherDetails } from "./voucher"
import { emptyValues } from "../lib/empty-values"

/** The fields of the owner's form, named as the order's fields where there is one. */
export const ISSUE_FIELDS = ["reference", "amount", "recipient", "service", "message", "ordered"] as const
export type IssueField = (typeof ISSUE_FIELDS)[number]
export type IssueValues = Record<IssueField, string>

export const EMPTY_ISSUE: IssueValues = emptyValues(ISSUE_FIELDS)

export interface IssueMessages {
  reference: string
  amount: string
  recipient: string
  service: string
  messageTooLong: string
  ordered: string
  orderedFuture: string
  orderedOld: string
}

/** The least and the most a voucher of this page is worth: its amounts, its free amount, its services. */
export function offerLimits(offer: VoucherOffer): { min: number; max: number } {
  const amounts = [
    ...offer.amounts,
    ...(offer.freeAmount ? [offer.freeAmount.min, offer.freeAmount.max] : []),
    ...offer.services.map((service) => service.priceFrom),
  ]
  return { min: Math.min(...amounts), max: Math.max(...amounts) }
}

export interface IssueRules {
  offer: VoucherOffer
  validityYears: number
  messages: IssueMessages
  /** Today, «2026-11-26» (the owner's local day). */
  today: string
}

export type IssueResult =
  | { details: VoucherDetails; errors?: undefined }
  | { details?: undefined; errors: Partial<Record<IssueField, string>> }

/** The voucher the owner's entries describe, or a German message for each field that is not right. */
export function readIssue(
  values: IssueValues,
  { offer, validityYears, messages, today }: IssueRules
): IssueResult {
  const errors: Partial<Record<IssueField, string>> = {}
  const reference = values.reference.replace(/\s+/g, "").toUpperCase()
  if (!(isQrReference(reference) || isCreditorReference(reference))) errors.reference = messages.reference

  const limits = offerLimits(offer)
  const amount = parseFrancs(values.amount)
  if (!(amount >= limits.min && amount <= limits.max))
    errors.amount = fillTemplate(messages.amount, {
      min: groupThousands(limits.min),
      max: groupThousands(limits.max),
    })

  const recipient = values.recipient.trim()
  if (!recipient || recipient.length > VOUCHER_LIMITS.recipient) errors.recipient = messages.recipient

  const service = offer.services.find((offered) => offered.title === values.service)
  if (values.service && !service) errors.service = messages.service

  const message = values.message.trim()
  if (message.length > VOUCHER_LIMITS.message)
    errors.message = fillTemplate(messages.messageTooLong, { max: VOUCHER_LIMITS.message })

  // Typed, the day counts; left empty, the one in a number this page made.
  const ordered = values.ordered.trim() || (errors.reference ? "" : (orderDayOf(reference) ?? ""))
  if (!isRealDay(ordered)) {
    if (!errors.reference || values.ordered.trim()) errors.ordered = messages.ordered
  } else if (ordered > today) errors.ordered = messages.orderedFuture
  else if (validUntil(ordered, validityYears) < today)
    errors.ordered = fillTemplate(messages.orderedOld, { years: validityYears })

  if (Object.keys(errors).length > 0) return { errors }
  return {
    details: {
      reference,
      recipient,
      message,
      amount,
      ...(service ? { service: service.title } : {}),
      ordered,
    },
  }
}

/** Today as the owner's device sees it. */
export const today = () => localIsoDay(new Date())
