// Makes any text printable with the 14 standard PDF fonts, which only know the WinAnsi character set
// (Latin-1 plus a few typographic signs such as – « » … €). Characters outside it would come out as garbage.

/** Characters above U+00FF that WinAnsi still has (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ")

/** Look-alikes for common characters WinAnsi lacks. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "\t": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
}

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    char === "\n" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  )
}

/** A letter without its accent if that makes it printable («č» → «c»), else nothing (emoji, other scripts). */
function fallback(char: string): string {
  const bare = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "")
  return Array.from(bare).every(isWinAnsi) ? bare : ""
}

/** The text with line breaks unified and every character printable in WinAnsi. */
export function toWinAnsi(text: string): string {
  const normalized = text.normalize("NFC").replace(/\r\n?/g, "\n")
  const printable = Array.from(
    normalized,
    (char) => REPLACEMENTS[char] ?? (isWinAnsi(char) ? char : fallback(char))
  )
  return printable.join("").replace(/ {2,}/g, " ")
}
