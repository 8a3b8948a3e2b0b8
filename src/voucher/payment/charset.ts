// The characters a Swiss QR-bill may carry: the «extended Latin» set of the Swiss Implementation Guidelines
// QR-bill 2.3, section 4.1.1 (docs/voucher.md says where the set was read). Names, addresses and the
// message of a bill hold nothing else; the order form refuses the rest at the field.

/**
 * Printable Basic Latin (U+0020–U+007E), Latin-1 Supplement (U+00A0–U+00FF) and Latin Extended-A
 * (U+0100–U+017F), plus Ș ș Ț ț (U+0218–U+021B) and € (U+20AC): 324 code points.
 */
export function isQrBillCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? -1
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0x17f) ||
    (code >= 0x218 && code <= 0x21b) ||
    code === 0x20ac
  )
}

/** At most this many characters are named back to the buyer; a pasted paragraph ends in «…». */
const SHOWN = 20

/**
 * The characters of `text` that `allowed` refuses, as the buyer is told about them: each run of refused
 * characters once, in order, separated by spaces («Li 张伟 😀» → «张伟 😀»); "" if there is none. Runs
 * keep a character's parts together (an emoji with its skin tone, a letter with its combining accent).
 */
export function refusedCharacters(text: string, allowed: (char: string) => boolean): string {
  const runs = new Set<string>()
  let run = ""
  for (const char of text) {
    if (!allowed(char)) {
      run += char
    } else if (run) {
      runs.add(run)
      run = ""
    }
  }
  if (run) runs.add(run)
  const named = Array.from([...runs].join(" "))
  return named.length > SHOWN ? `${named.slice(0, SHOWN).join("")}…` : named.join("")
}
