// The Swiss QR-bill (payment part with receipt) as an A4 PDF: a short title block on top (laid out by
// layout.ts), the payment part at the bottom as swissqrbill places it.

import { SwissQRBill } from "swissqrbill/pdf"
import type { Data } from "swissqrbill/types"

import { drawStack, startDocument } from "./draw"
import { BILL } from "./layout"
import { toWinAnsi } from "./winansi"

/** The QR-bill with the creditor's name, «Rechnung» (or the caller's title) and a line of text above it. */
export async function billPdf(data: Data, heading: { title: string; text: string }): Promise<Blob> {
  const bill = new SwissQRBill(data, { language: "DE" }) // Throws (rejects) on invalid data.
  const creditor = data.creditor.name
  const { doc, output } = startDocument({
    ...BILL.page,
    info: { Title: `${heading.title} – ${creditor}`, Author: creditor, Subject: heading.text },
  })
  const { margin } = BILL
  const texts = {
    creditor: toWinAnsi(creditor),
    title: toWinAnsi(heading.title),
    text: toWinAnsi(heading.text),
  }
  const area = { x: margin, y: margin, width: doc.page.width - 2 * margin, height: 0 }
  doc.y = drawStack(doc, texts, BILL.rows, area) // Keep swissqrbill from thinking the page is full.
  bill.attachTo(doc)
  doc.end()
  return output
}
