// The payment reference of a voucher order, which is also the voucher's number: made in the buyer's
// browser when the order is first sent, kept for every retry, and repeated in the order the owner
// receives, so that a payment in the bank matches its order. With a QR-IBAN it is a QR reference (27
// digits, the last one a check digit by modulo 10, recursive); with a normal IBAN an ISO 11649 creditor
// reference («RF», two check digits by modulo 97, up to 21 letters and digits). Swiss Implementation
// Guidelines QR-bill, 3.3 and annex B.
import { isQrIban, lettersToDigits, mod97 } from "../../lib/iban"

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const

/** The check digit of a QR reference's first 26 digits (modulo 10, recursive). */
export function qrReferenceCheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error(`A QR reference has only digits: «${digits}».`)
  let carry = 0
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!
  return String((10 - carry) % 10)
}

/** 27 digits whose last is the check digit of the first 26 (spaces allowed), not all zeros. */
export function isQrReference(input: string): boolean {
  const reference = input.replace(/\s+/g, "")
  return (
    /^\d{27}$/.test(reference) &&
    !/^0+$/.test(reference) &&
    qrReferenceCheckDigit(reference.slice(0, 26)) === reference[26]
  )
}

/** «RF» + check digits + `base` (1 to 21 letters and digits): an ISO 11649 creditor reference. */
export function creditorReference(base: string): string {
  const upper = base.toUpperCase()
  if (!/^[0-9A-Z]{1,21}$/.test(upper)) throw new Error(`Not a creditor reference's base: «${base}».`)
  const check = 98 - mod97(lettersToDigits(`${upper}RF00`))
  return `RF${String(check).padStart(2, "0")}${upper}`
}

/** An ISO 11649 creditor reference with valid check digits (spaces allowed). */
export function isCreditorReference(input: string): boolean {
  const reference = input.replace(/\s+/g, "").toUpperCase()
  return (
    /^RF\d{2}[0-9A-Z]{1,21}$/.test(reference) &&
    mod97(lettersToDigits(reference.slice(4) + reference.slice(0, 4))) === 1
  )
}

/** For reading aloud and typing: a QR reference in groups of five from the right, a creditor reference in fours. */
export function formatReference(reference: string): string {
  if (/^\d{27}$/.test(reference))
    return reference.replace(/(\d{2})(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})/, "$1 $2 $3 $4 $5 $6")
  return reference.replace(/(.{4})(?=.)/g, "$1 ")
}

/** Letters and digits nobody confuses when reading a voucher's number aloud (no I, O, 0, 1). */
const UNAMBIGUOUS = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

/** Random values in the range 0..255; the browser's crypto in the site, a fixed list in tests. */
export type RandomBytes = (count: number) => Uint8Array

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count))

const yymmdd = (date: Date) =>
  [date.getFullYear() % 100, date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("")

/**
 * A new reference for an order paid to `iban`: the day of the order and random characters, so that
 * no two orders share one (10¹⁰ QR references or 32⁶ ≈ 10⁹ creditor references per day).
 */
export function newPaymentReference(
  iban: string,
  date = new Date(),
  random: RandomBytes = cryptoBytes
): string {
  const bytes = random(10)
  if (isQrIban(iban)) {
    const digits = Array.from(bytes, (byte) => String(byte % 10)).join("")
    const body = `${yymmdd(date)}${digits}`.padStart(26, "0")
    return `${body}${qrReferenceCheckDigit(body)}`
  }
  const letters = Array.from(bytes.slice(0, 6), (byte) => UNAMBIGUOUS[byte % 32]!).join("")
  return creditorReference(`G${yymmdd(date)}${letters}`)
}

/** A reference that `iban` can carry: a QR reference for a QR-IBAN, a creditor reference otherwise. */
export const isReferenceFor = (iban: string, reference: string) =>
  isQrIban(iban) ? isQrReference(reference) : isCreditorReference(reference)

/**
 * The day an order's reference was made by this site (newPaymentReference), «2026-11-26»: read from a
 * QR reference's ten zeros and YYMMDD, or a creditor reference's «G» and YYMMDD. Undefined for any
 * other reference (the bank's, for an order without JavaScript). Whether the day exists is the
 * caller's to check.
 */
export function orderDayOf(reference: string): string | undefined {
  const compact = reference.replace(/\s+/g, "").toUpperCase()
  const yymmdd =
    /^0{10}(\d{6})\d{11}$/.exec(compact)?.[1] ?? /^RF\d{2}G(\d{6})[2-9A-HJ-NP-Z]{6}$/.exec(compact)?.[1]
  return yymmdd && `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4)}`
}
