// The payment part with receipt of a voucher order's QR-bill as SVG, drawn by swissqrbill. Fetched while
// the buyer fills in the form (chunk «voucher-bill»), never with the page.
import { SwissQRBill, SwissQRCode } from "swissqrbill/svg"
import type { Data } from "swissqrbill/types"

/** 210 × 105 mm at the CSS 96 dpi that the SVG's mm, pt and px units all resolve to. */
const WIDTH = (210 / 25.4) * 96
const HEIGHT = (105 / 25.4) * 96

/**
 * Stand-ins for what swissqrbill's SVG cannot take as it is (docs/voucher.md, «The QR-bill»): Latin-1 signs
 * about a letter wide, which its German labels do not use. Its browser build sets every text as innerHTML,
 * which reads «&» and «<» as markup; and it measures lines with widths of Latin-1 only, so a word with «Ł»
 * or «€» gets a width of NaN, a line of its own, and can push a name's last word off its two lines.
 */
export const STAND_INS = "¤¢£¥§«»¶µ±¬×÷¯¿©®°ºª¦¨´¸·¹²³¡¼½¾"

/** What swissqrbill measures (U+0020–U+007E, U+00A0–U+00FE) and sets as text unharmed. */
function takenAsIs(char: string): boolean {
  const code = char.charCodeAt(0)
  return !"&<>".includes(char) && ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xfe))
}

const ESCAPED: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" }

/** The QR code as swissqrbill draws it into the payment part: 46 mm square, at 67 mm × 17 mm. */
function qrCode(data: Data): string {
  const code = new SwissQRCode(data)
  code.instance.x("67mm").y("17mm")
  return code.toString()
}

/** Every text of the data through `map` (same length, so swissqrbill's length checks see the real ones). */
const mapTexts = (data: Data, map: (text: string) => string): Data =>
  JSON.parse(JSON.stringify(data), (_, value: unknown) => (typeof value === "string" ? map(value) : value))

/**
 * The payment part with receipt as SVG markup, in German, scaling to its container: the library draws
 * it at 210 × 105 mm; a viewBox of the same size lets the page show it at any width. Its texts show the
 * data exactly, and its QR code carries the data exactly.
 */
export function billSvg(data: Data): string {
  const free = [...STAND_INS].filter((standIn) => !JSON.stringify(data).includes(standIn))
  const originals = new Map<string, string>()
  const standIns = new Map<string, string>()
  const drawn = mapTexts(data, (text) =>
    Array.from(text, (char) => {
      if (takenAsIs(char)) return char
      let standIn = standIns.get(char)
      if (!standIn) {
        standIn = free.shift()
        if (!standIn)
          throw new Error(`The QR-bill has more different special characters than ${STAND_INS.length}.`)
        standIns.set(char, standIn)
        originals.set(standIn, char)
      }
      return standIn
    }).join("")
  )
  let svg = new SwissQRBill(drawn, { language: "DE" }).toString()
  if (originals.size > 0) {
    // The QR code drawn from the stand-ins gives way to one drawn from the data itself. Tripwire: should
    // swissqrbill draw or place its code otherwise, the string is not found once, and no wrong bill shows.
    const parts = svg.split(qrCode(drawn))
    if (parts.length !== 2) {
      throw new Error(`swissqrbill's QR code was found ${parts.length - 1} times in its bill, not once.`)
    }
    svg = parts.join(qrCode(data)).replace(/[\u00a1-\u00fe]/g, (char) => {
      const original = originals.get(char) ?? char
      return ESCAPED[original] ?? original
    })
  }
  return svg.replace(
    /^<svg([^>]*?) width="210mm" height="105mm"/,
    `<svg$1 viewBox="0 0 ${WIDTH.toFixed(2)} ${HEIGHT.toFixed(2)}" width="100%" aria-hidden="true" focusable="false"`
  )
}
