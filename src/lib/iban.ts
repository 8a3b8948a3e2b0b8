// Swiss and Liechtenstein IBANs as the QR-bill takes them: «CH» or «LI», two check digits (ISO 13616,
// mod 97), the bank's five-digit institution id (IID) and a twelve-character account. A QR-IBAN is one
// whose IID lies between 30000 and 31999: only it may carry a QR reference, and a normal IBAN only a
// creditor reference (ISO 11649) or none (Swiss Implementation Guidelines QR-bill, 2.2 and 3.3).

/** «CH44 3199 9123 0008 8901 2» → «CH4431999123000889012» */
export const compactIban = (input: string) => input.replace(/\s+/g, "").toUpperCase()

/** «CH4431999123000889012» → «CH44 3199 9123 0008 8901 2» */
export const formatIban = (iban: string) => compactIban(iban).replace(/(.{4})(?=.)/g, "$1 ")

const SWISS_IBAN = /^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/

/** The remainder of a long number written in digits, by 7-digit steps (no bigint needed). */
export function mod97(digits: string): number {
  let remainder = 0
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97
  }
  return remainder
}

/** Letters as ISO 7064 numbers: A = 10 … Z = 35. */
export const lettersToDigits = (text: string) =>
  text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))

/** A Swiss or Liechtenstein IBAN with valid check digits (spaces allowed). */
export function isSwissIban(input: string): boolean {
  const iban = compactIban(input)
  return SWISS_IBAN.test(iban) && mod97(lettersToDigits(iban.slice(4) + iban.slice(0, 4))) === 1
}

/** A valid Swiss or Liechtenstein IBAN whose institution id is 30000 to 31999. */
export function isQrIban(input: string): boolean {
  if (!isSwissIban(input)) return false
  const iid = Number(compactIban(input).slice(4, 9))
  return iid >= 30000 && iid <= 31999
}

/** Why `input` is no IBAN a QR-bill can carry, in German for the content check; undefined if it is one. */
export function ibanProblem(input: string): string | undefined {
  const iban = compactIban(input)
  if (!/^(CH|LI)/.test(iban))
    return "muss eine Schweizer oder Liechtensteiner IBAN sein (beginnt mit «CH» oder «LI»), z. B. «CH93 0076 2011 6238 5295 7»."
  if (!SWISS_IBAN.test(iban))
    return `hat ${iban.length} statt 21 Zeichen oder enthält Zeichen, die in einer IBAN nicht vorkommen. Schreiben Sie sie ab, wie sie auf Ihrem Bankauszug steht, z. B. «CH93 0076 2011 6238 5295 7».`
  if (!isSwissIban(iban))
    return "hat falsche Prüfziffern: ein Tippfehler? Vergleichen Sie sie Ziffer für Ziffer mit Ihrem Bankauszug."
  return undefined
}
