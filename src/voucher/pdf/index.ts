// The voucher shop's printable PDFs, generated in the browser (the chunk «voucher-pdf», loaded on the press
// of a download button): the gift voucher itself and the Swiss QR-bill to pay for it. Uses pdfkit's browser
// build with the standard PDF fonts only (the site stubs out fontkit and png-js), so all text goes through
// toWinAnsi(). The layout is data (layout.ts), set by the loops in draw.ts.

export { billPdf } from "./bill-page"
export { voucherPdf } from "./voucher-page"
