// The voucher order form's rules as a zod schema, with the owner's German messages, and the resolver
// react-hook-form checks with. Fetched on first use (when the buyer first touches the form).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema"
import type { Resolver } from "react-hook-form"
import * as z from "zod/mini"
import { EMAIL } from "../lib/email"
import { fillTemplate } from "../lib/template"
import {
  FREE_AMOUNT,
  VOUCHER_LIMITS,
  chosenOption,
  groupThousands,
  type VoucherFormValues,
  type VoucherOffer,
} from "./order"
import { isQrBillCharacter, refusedCharacters } from "./payment/charset"
import { isPrintable } from "./pdf/winansi"

export type VoucherMessages = Queries.VoucherFormTextsFragment["errors"]

// Composed (NFC) as it is checked and sent: an «é» typed as «e» plus an accent is one QR-bill character.
const trimmed = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.normalize(), z.maxLength(max, tooLong))
const required = (max: number, tooLong: string, missing: string) =>
  trimmed(max, tooLong).check(z.minLength(1, missing))

/** Refuses the characters `allowed` does not take, naming them in the owner's message («{chars}»). */
const only = (allowed: (char: string) => boolean, message: string) =>
  z.superRefine<string>((value, ctx) => {
    const chars = refusedCharacters(value, allowed)
    if (chars) ctx.addIssue({ code: "custom", message: fillTemplate(message, { chars }), input: value })
  })

export function voucherOrderSchema(
  messages: VoucherMessages,
  offer: VoucherOffer,
  deliveries: readonly string[]
) {
  const limits = offer.freeAmount
  const range = limits
    ? fillTemplate(messages.amountRange, { min: groupThousands(limits.min), max: groupThousands(limits.max) })
    : messages.amount
  const inBill = only(isQrBillCharacter, messages.billCharacters)
  return z
    .object({
      amount: z.string().check(z.minLength(1, messages.amount)),
      freeAmount: z.string(),
      // Into the QR-bill (the recipient through its message «Gutschein für …»): its character set only.
      recipient: required(VOUCHER_LIMITS.recipient, messages.tooLong, messages.recipient).check(inBill),
      // Only on the voucher: anything its PDF can print.
      message: trimmed(
        VOUCHER_LIMITS.message,
        fillTemplate(messages.messageTooLong, { max: VOUCHER_LIMITS.message })
      ).check(only(isPrintable, messages.messageCharacters)),
      name: required(VOUCHER_LIMITS.name, messages.tooLong, messages.name).check(inBill),
      email: trimmed(VOUCHER_LIMITS.email, messages.tooLong).check(
        z.refine((value) => EMAIL.test(value), messages.email)
      ),
      street: required(VOUCHER_LIMITS.street, messages.tooLong, messages.street).check(inBill),
      postalCode: z.string().check(
        z.trim(),
        z.refine((value) => /^\d{4}$/.test(value) && Number(value) >= 1000, messages.postalCode)
      ),
      locality: required(VOUCHER_LIMITS.locality, messages.tooLong, messages.locality).check(inBill),
      delivery: z.string().check(z.refine((value) => deliveries.includes(value), messages.delivery)),
    })
    .check(
      // A free amount must lie within the owner's limits; reported at its own field.
      z.refine(
        (values) =>
          values.amount !== FREE_AMOUNT || chosenOption(values as VoucherFormValues, offer) !== undefined,
        { message: range, path: ["freeAmount"] }
      ),
      // Any other choice must be one the page offers (a stale draft may name one that is gone).
      z.refine(
        (values) =>
          values.amount === "" ||
          values.amount === FREE_AMOUNT ||
          chosenOption(values as VoucherFormValues, offer) !== undefined,
        { message: messages.amount, path: ["amount"] }
      )
    )
}

const resolvers = new WeakMap<VoucherOffer, Resolver<VoucherFormValues>>()

/** react-hook-form's resolver (made once per offer: the page's, which holds for the whole visit). */
export function voucherResolver(
  messages: VoucherMessages,
  offer: VoucherOffer,
  deliveries: readonly string[]
): Resolver<VoucherFormValues> {
  let resolver = resolvers.get(offer)
  if (!resolver) {
    resolver = standardSchemaResolver(
      voucherOrderSchema(messages, offer, deliveries)
    ) as Resolver<VoucherFormValues>
    resolvers.set(offer, resolver)
  }
  return resolver
}
