// The payment part with receipt of a voucher order's QR-bill as SVG, drawn by swissqrbill. Fetched while
// the buyer fills in the form (chunk «voucher-bill»), never with the page.
import { SwissQRBill } from "swissqrbill/svg"
import type { Data } from "swissqrbill/types"

/** 210 × 105 mm at the CSS 96 dpi that the SVG's mm, pt and px units all resolve to. */
const WIDTH = (210 / 25.4) * 96
const HEIGHT = (105 / 25.4) * 96

/**
 * The payment part with receipt as SVG markup, in German, scaling to its container: the library draws
 * it at 210 × 105 mm; a viewBox of the same size lets the page show it at any width.
 */
export function billSvg(data: Data): string {
  const svg = new SwissQRBill(data, { language: "DE" }).toString()
  return svg.replace(
    /^<svg([^>]*?) width="210mm" height="105mm"/,
    `<svg$1 viewBox="0 0 ${WIDTH.toFixed(2)} ${HEIGHT.toFixed(2)}" width="100%" aria-hidden="true" focusable="false"`
  )
}
