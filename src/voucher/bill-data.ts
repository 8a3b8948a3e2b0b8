// The Swiss QR-bill's data for a voucher order: creditor = the business and its account, debtor = the
// buyer, the amount in CHF, the order's reference, «Gutschein für …» as the message. swissqrbill draws
// it: as SVG in bill.ts (chunk «voucher-bill»), as PDF in pdf/ (chunk «voucher-pdf»).
import type { Data } from "swissqrbill/types"
import { compactIban } from "../lib/iban"
import { countryOf, type VoucherOrder } from "./order"

/** The business as the QR-bill's creditor: the account's holder and IBAN, the address of site.yaml. */
export interface Creditor {
  holder: string
  iban: string
  street: string
  postalCode: string
  locality: string
}

/** «Werkstrasse 7» → street and building number, as the QR-bill's structured address wants them. */
export function splitStreet(line: string): { address: string; buildingNumber?: string } {
  const match = /^(.*\D)\s+(\d+\s?[a-zA-Z]?)$/.exec(line.trim())
  return match
    ? { address: match[1]!.trim(), buildingNumber: match[2]!.replace(/\s/g, "") }
    : { address: line.trim() }
}

/** The QR-bill's data for an order; `message` is the owner's «Gutschein für {recipient}», filled. */
export function billData(creditor: Creditor, order: VoucherOrder, message: string): Data {
  return {
    currency: "CHF",
    amount: Number(order.amount),
    reference: order.reference,
    message: message.slice(0, 140),
    creditor: {
      account: compactIban(creditor.iban),
      name: creditor.holder,
      ...splitStreet(creditor.street),
      zip: creditor.postalCode,
      city: creditor.locality,
      country: countryOf(creditor.postalCode),
    },
    debtor: {
      name: order.name,
      ...splitStreet(order.street),
      zip: order.postalCode,
      city: order.locality,
      country: countryOf(order.postalCode),
    },
  }
}
