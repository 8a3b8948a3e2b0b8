// The headings' font, cut down to what Swiss German headings need: Montserrat Bold (static, from
// @fontsource/montserrat, SIL Open Font License) with only the letters and punctuation below, as
// WOFF2. Writes src/fonts/montserrat-bold.woff2 and src/styles/fonts.css (its @font-face, with a
// unicode-range of exactly these characters: any other character, say a «ñ» in a name, is drawn by
// the size-matched stand-in of src/styles/font-fallback.css instead).
//
//   node scripts/subset-font.mjs
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import subsetFont from "subset-font"

const require = createRequire(import.meta.url)
const SOURCE = require.resolve("@fontsource/montserrat/files/montserrat-latin-700-normal.woff2")

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("")
/** German, French and Italian letters (Swiss names and places), Swiss quotes and dashes, CHF and €. */
const extra = "ÄÖÜäöüÉéÈèÀàÂâÇçÊêËëÎîÏïÔôÙùÛûÌìÒò«»‹›–—‘’‚“”„…·°€\u00a0\u00ad\u2010"
export const CHARACTERS = [...new Set(ascii + extra)].sort()

/** «U+20-7E, U+A0, …»: the characters as CSS unicode-range, runs joined. */
function unicodeRange(characters) {
  const codes = characters.map((c) => c.codePointAt(0)).sort((a, b) => a - b)
  const runs = []
  for (const code of codes) {
    const run = runs.at(-1)
    if (run && code === run[1] + 1) run[1] = code
    else runs.push([code, code])
  }
  const hex = (n) => n.toString(16).toUpperCase()
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ")
}

const font = await subsetFont(readFileSync(SOURCE), CHARACTERS.join(""), { targetFormat: "woff2" })
writeFileSync(new URL("../src/fonts/montserrat-bold.woff2", import.meta.url), font)
writeFileSync(
  new URL("../src/styles/fonts.css", import.meta.url),
  `/* Written by scripts/subset-font.mjs: Montserrat Bold, ${CHARACTERS.length} characters (${font.length} bytes). */
@font-face {
  font-family: "Montserrat";
  font-style: normal;
  font-weight: 700;
  font-display: swap;
  src: url("../fonts/montserrat-bold.woff2") format("woff2");
  unicode-range: ${unicodeRange(CHARACTERS)};
}
`
)
console.log(
  `src/fonts/montserrat-bold.woff2: ${CHARACTERS.length} characters, ${(font.length / 1024).toFixed(1)} KiB`
)
