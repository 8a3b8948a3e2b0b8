// Makes any text printable with the 14 standard PDF fonts, which only know the WinAnsi character set
// (Latin-1 plus a few typographic signs such as – « » … €). Characters outside it would come out as garbage.
// Every letter of the QR-bill's extended Latin set has a readable look-alike here («Ł» → «L», «Ș» → «S»);
// what has none (emoji, other scripts) becomes a visible «?», never nothing, and the order form refuses it.

/** Characters above U+00FF that WinAnsi still has (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ")

/**
 * Look-alikes for characters WinAnsi lacks that neither Unicode decomposition (NFD, NFKD) brings into it:
 * letters with a stroke or bar («Ł», «Đ», «Ħ», «Ŧ»), «ı», «ĸ», «Ŋ», and «Ŀ», «ŉ», whose decompositions
 * («L·», «ʼn») read worse than these; Hungarian «Ő», «Ű» as «Ö», «Ü», as written without the double acute;
 * and typographic spaces and dashes.
 */
const REPLACEMENTS = new Map<string, string>([
  ["\t", " "],
  ["\u2002", " "],
  ["\u2003", " "],
  ["\u2009", " "],
  ["\u202f", " "],
  ["\u2010", "-"],
  ["\u2011", "-"],
  ["\u2012", "–"],
  ["\u2212", "-"],
  ["\u2032", "'"],
  ["\u2033", '"'],
  ["ŉ", "'n"],
])
/** Letter and look-alike, pair by pair: «Ł» → «L», «ł» → «l», … */
const LETTERS = "ŁLłlĐDđdĦHħhıiĸkĿLŀlŊNŋnŦTŧtŐÖőöŰÜűü"
for (let index = 0; index < LETTERS.length; index += 2) REPLACEMENTS.set(LETTERS[index]!, LETTERS[index + 1]!)

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    char === "\n" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  )
}

/**
 * One character as WinAnsi text: itself, a look-alike («č» → «c», «Ĳ» → «IJ», «ſ» → «s»), or undefined
 * when nothing readable exists (emoji, other scripts).
 */
export function winAnsiOf(char: string): string | undefined {
  const replacement = REPLACEMENTS.get(char)
  if (replacement !== undefined) return replacement
  if (isWinAnsi(char)) return char
  for (const form of ["NFD", "NFKD"]) {
    const bare = char.normalize(form).replace(/[\u0300-\u036f]/g, "")
    if (bare !== "" && Array.from(bare).every(isWinAnsi)) return bare
  }
  return undefined
}

/** Whether a PDF shows `char` in a readable form (the order form refuses any other in the message). */
export const isPrintable = (char: string) => winAnsiOf(char) !== undefined

/** What stands for a character that has no readable form: visible, so nothing goes missing unnoticed. */
export const UNPRINTABLE = "?"

/** The text with line breaks unified and every character printable in WinAnsi. */
export function toWinAnsi(text: string): string {
  const normalized = text.normalize("NFC").replace(/\r\n?/g, "\n")
  const printable = Array.from(normalized, (char) => winAnsiOf(char) ?? UNPRINTABLE)
  return printable.join("").replace(/ {2,}/g, " ")
}
