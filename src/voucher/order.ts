// A gift voucher order: what the buyer chooses and types (the form's values), what can be chosen (the
// owner's amounts, a free amount within limits, services at their guide price), and the order as it is
// sent to the owner, by the same delivery as a contact request: Netlify's form «gutschein», or a
// Firestore document of type «Gutschein» (firestore.rules check the same LIMITS; a test compares them).
import { formatChf } from "../lib/price"
import { emptyValues } from "../lib/empty-values"

/**
 * Longest accepted entries; firestore.rules checks the same numbers. Name and street 70, town 35: what
 * a QR-bill's debtor may hold (Swiss Implementation Guidelines QR-bill, structured address).
 */
export const VOUCHER_LIMITS = {
  recipient: 100,
  message: 300,
  name: 70,
  email: 200,
  street: 70,
  postalCode: 4,
  locality: 35,
  choice: 160,
  delivery: 100,
  reference: 27,
} as const

/** Netlify's name of the order form (the form in the page's HTML carries it too). */
export const VOUCHER_FORM_NAME = "gutschein"

/** The type an order carries, for the owner to filter on (Netlify: the form; Firestore: `type`). */
export const VOUCHER_TYPE = "Gutschein"

/** Where the Firestore document's id of an order being sent is kept (contact requests keep theirs apart). */
export const VOUCHER_ID_KEY = "gutschein-anfrage-id"

/** The form's values, as typed; `amount` is «150», «frei» or «dienstleistung:aufbereitung». */
export const VOUCHER_FIELDS = [
  "amount",
  "freeAmount",
  "recipient",
  "message",
  "name",
  "email",
  "street",
  "postalCode",
  "locality",
  "delivery",
] as const
export type VoucherField = (typeof VOUCHER_FIELDS)[number]
export type VoucherFormValues = Record<VoucherField, string>

export const EMPTY_VOUCHER: VoucherFormValues = emptyValues(VOUCHER_FIELDS)

export const FREE_AMOUNT = "frei"
const SERVICE_PREFIX = "dienstleistung:"

/** One choice of «Betrag»: a fixed amount, or a service at its lowest guide price. */
export interface VoucherOption {
  value: string
  label: string
  amount: number
  /** For a service: its name («Fahrzeugaufbereitung»). */
  service?: string
}

/** The owner's choices, from content/pages/gutschein.yaml and the services' prices. */
export interface VoucherOffer {
  amounts: readonly number[]
  freeAmount?: { min: number; max: number } | null
  services: readonly { slug: string; title: string; priceFrom: number }[]
}

export function voucherOptions(offer: VoucherOffer): VoucherOption[] {
  return [
    ...offer.amounts.map((amount) => ({ value: String(amount), label: formatChf(amount), amount })),
    ...offer.services.map((service) => ({
      value: `${SERVICE_PREFIX}${service.slug}`,
      label: service.title,
      amount: service.priceFrom,
      service: service.title,
    })),
  ]
}

/** A whole number of francs typed by the buyer («150», «150.–», «CHF 150»), or NaN. */
export function parseFrancs(typed: string): number {
  const cleaned = typed
    .trim()
    .replace(/^(CHF|Fr\.?)\s*/i, "")
    .replace(/\s*(CHF|Fr\.?)$/i, "")
    .replace(/[.,]([-–]|0{1,2})?$/, "")
    .replace(/['’\s]/g, "")
  return /^\d{1,6}$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** 2000 → «2'000», as the Swiss write amounts. */
export const groupThousands = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, "'")

/** What the buyer chose: the option, with a free amount as its own option; undefined if nothing valid. */
export function chosenOption(values: VoucherFormValues, offer: VoucherOffer): VoucherOption | undefined {
  if (values.amount === FREE_AMOUNT) {
    const limits = offer.freeAmount
    const amount = parseFrancs(values.freeAmount)
    if (!limits || !(amount >= limits.min && amount <= limits.max)) return undefined
    return { value: FREE_AMOUNT, label: formatChf(amount), amount }
  }
  return voucherOptions(offer).find((option) => option.value === values.amount)
}

/** Liechtenstein's postcodes (9485–9498) lie inside the Swiss range; the QR-bill needs the country. */
export const countryOf = (postalCode: string) =>
  Number(postalCode) >= 9485 && Number(postalCode) <= 9498 ? "LI" : "CH"

/** An order as the owner receives it: every field a text, named as in the HTML form «gutschein». */
export const ORDER_FIELDS = [
  "type",
  "reference",
  "amount",
  "choice",
  "recipient",
  "message",
  "name",
  "email",
  "street",
  "postalCode",
  "locality",
  "delivery",
] as const
export type VoucherOrder = Record<(typeof ORDER_FIELDS)[number], string>

/**
 * The order to send: the reference, «150.00», the choice in words. No link: nothing the buyer's
 * browser writes is opened by the owner; the owner makes the voucher from these fields
 * (VoucherIssue.tsx, docs/voucher.md «The owner's process»).
 */
export function voucherOrder({
  values,
  option,
  reference,
  deliveryLabel,
}: {
  values: VoucherFormValues
  option: VoucherOption
  reference: string
  deliveryLabel: string
}): VoucherOrder {
  return {
    type: VOUCHER_TYPE,
    reference,
    amount: option.amount.toFixed(2),
    choice: option.service ? `${option.service} (${formatChf(option.amount)})` : option.label,
    recipient: values.recipient.trim(),
    message: values.message.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    locality: values.locality.trim(),
    delivery: deliveryLabel,
  }
}
