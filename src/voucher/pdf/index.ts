// The voucher shop's printable PDFs, generated in the browser: the gift voucher itself (A5 landscape, in
// the business's black and gold) and the Swiss QR-bill to pay for it (A4). Uses pdfkit's browser build with the
// standard PDF fonts only (the site stubs out fontkit and png-js), so all text goes through toWinAnsi().

import { PDFDocument, registerStdFonts } from "pdfkit"
import type { DocumentOptions, StandardFontName, TextOptions } from "pdfkit"
import { toBlob } from "pdfkit/output"
import Helvetica from "pdfkit/standard-fonts/Helvetica"
import HelveticaBold from "pdfkit/standard-fonts/HelveticaBold"
import HelveticaOblique from "pdfkit/standard-fonts/HelveticaOblique"
import { SwissQRBill } from "swissqrbill/pdf"
import type { Data } from "swissqrbill/types"

import type { VoucherDocument } from "../voucher"
import { toWinAnsi } from "./winansi"

registerStdFonts(Helvetica, HelveticaBold, HelveticaOblique)

const INK = "#18181b"
/** The logo gold, for lines and frames. */
const GOLD = "#d4af37"
/** A darker gold that is readable as text on white. */
const GOLD_TEXT = "#866a12"
const MUTED = "#52525b"
const LANG = "de-CH"

type Doc = PDFDocument

interface Box {
  x: number
  y: number
  width: number
  height: number
}

interface TextStyle {
  font: StandardFontName
  size: number
  /** Shrink down to this size before cutting the text off with «…». */
  minSize?: number
  /** At most this many lines (else: as many as the box's height holds). */
  maxLines?: number
  color: string
  align?: "left" | "center" | "right"
  characterSpacing?: number
  lineGap?: number
}

/**
 * A new document whose output is already being collected (toBlob must be called before doc.end()). Every
 * text it draws or measures passes toWinAnsi(), also what swissqrbill writes into the bill from the raw
 * data («Łukasz» → «Lukasz»), whose QR code is drawn from that data unchanged.
 */
function startDocument(options: DocumentOptions): { doc: Doc; output: Promise<Blob> } {
  const doc = new PDFDocument({ margin: 0, lang: LANG, displayTitle: true, ...options })
  const { text, heightOfString } = doc
  doc.text = (value, ...rest) => text.call(doc, typeof value === "string" ? toWinAnsi(value) : value, ...rest)
  doc.heightOfString = (value, ...rest) =>
    heightOfString.call(doc, typeof value === "string" ? toWinAnsi(value) : value, ...rest)
  return { doc, output: toBlob(doc) }
}

/** The height of `lines` lines at the current font and size. */
function linesHeight(doc: Doc, lines: number, lineGap = 0): number {
  return lines * (doc.currentLineHeight(true) + lineGap)
}

/** The largest size from `size` down to `minSize` (in half points) at which the text is at most `maxHeight` tall. */
function fittingSize(
  doc: Doc,
  text: string,
  options: TextOptions,
  maxHeight: (size: number) => number,
  size: number,
  minSize: number
): number {
  doc.fontSize(size)
  while (size > minSize && doc.heightOfString(text, options) > maxHeight(size)) {
    size = Math.max(minSize, size - 0.5)
    doc.fontSize(size)
  }
  return size
}

/**
 * Writes text into a box without ever leaving it: the font shrinks step by step down to `minSize`, and what
 * still does not fit is cut off with «…». Returns the height the text takes.
 */
function fitText(doc: Doc, text: string, box: Box, style: TextStyle): number {
  const options: TextOptions = {
    width: box.width,
    align: style.align ?? "left",
    characterSpacing: style.characterSpacing ?? 0,
    lineGap: style.lineGap ?? 0,
  }
  const limit = () =>
    Math.min(box.height, style.maxLines ? linesHeight(doc, style.maxLines, options.lineGap) : Infinity)
  doc.font(style.font)
  fittingSize(doc, text, options, limit, style.size, style.minSize ?? style.size)
  // Half a point of slack so that rounding never drops the last line that fits.
  const height = Math.min(doc.heightOfString(text, options), limit() + 0.5)
  doc.fillColor(style.color).text(text, box.x, box.y, { ...options, height, ellipsis: true })
  return height
}

/** A horizontal gold line. */
function rule(doc: Doc, x: number, y: number, width: number, lineWidth = 0.6): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(lineWidth)
    .strokeColor(GOLD)
    .stroke()
    .restore()
}

/** A small gold diamond centred on (x, y). */
function diamond(doc: Doc, x: number, y: number, radius: number): void {
  doc
    .save()
    .polygon([x, y - radius], [x + radius, y], [x, y + radius], [x - radius, y])
    .fill(GOLD)
    .restore()
}

// ----- Voucher -------------------------------------------------------------------------------------------

/** Distance of the content from the paper's edge (inside the frame). */
const PADDING = 46

/** The double gold frame: a strong outer line and a hairline inside, with diamonds in the corners. */
function drawFrame(doc: Doc): void {
  const { width, height } = doc.page
  doc
    .save()
    .lineWidth(3)
    .strokeColor(GOLD)
    .rect(14, 14, width - 28, height - 28)
    .stroke()
    .restore()
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(GOLD)
    .rect(21, 21, width - 42, height - 42)
    .stroke()
    .restore()
  for (const [x, y] of [
    [21, 21],
    [width - 21, 21],
    [21, height - 21],
    [width - 21, height - 21],
  ] as const) {
    diamond(doc, x, y, 4)
  }
}

/** The business name as a letter-spaced wordmark with a short gold rule beneath. Returns the y below it. */
function drawWordmark(doc: Doc, name: string, content: Box): number {
  const wordmark = name.toLocaleUpperCase(LANG)
  const height = fitText(
    doc,
    wordmark,
    { ...content, y: 42 },
    {
      font: "Helvetica-Bold",
      size: 9.5,
      minSize: 7,
      maxLines: 1,
      color: INK,
      align: "center",
      characterSpacing: 3,
    }
  )
  const ruleY = 42 + height + 7
  const centre = content.x + content.width / 2
  rule(doc, centre - 40, ruleY, 80, 1)
  diamond(doc, centre, ruleY, 2.5)
  return ruleY + 12
}

/** The number, validity and where to redeem, in two columns. */
function drawDetails(doc: Doc, voucher: VoucherDocument, box: Box): void {
  const left = { ...box, width: box.width * 0.5 }
  const right = { ...box, x: box.x + box.width * 0.5, width: box.width * 0.5 }
  const labelHeight = fitText(doc, voucher.numberLabel.toLocaleUpperCase(LANG), left, {
    font: "Helvetica-Bold",
    size: 7,
    maxLines: 1,
    color: GOLD_TEXT,
    characterSpacing: 1.5,
  })
  fitText(
    doc,
    voucher.number,
    { ...left, y: left.y + labelHeight + 3 },
    {
      font: "Helvetica-Bold",
      size: 12,
      minSize: 8,
      maxLines: 1,
      color: INK,
      characterSpacing: 0.5,
    }
  )
  const validHeight = fitText(doc, voucher.validUntil, right, {
    font: "Helvetica-Bold",
    size: 9.5,
    minSize: 7.5,
    maxLines: 1,
    color: INK,
    align: "right",
  })
  fitText(
    doc,
    voucher.redeem,
    { ...right, y: right.y + validHeight + 2, height: box.height - validHeight - 2 },
    {
      font: "Helvetica",
      size: 9,
      minSize: 7.5,
      maxLines: 2,
      color: INK,
      align: "right",
    }
  )
}

/** The terms in small print and the contact line, at the bottom. Returns the y where this block begins. */
function drawFooter(doc: Doc, voucher: VoucherDocument, content: Box): number {
  const bottom = content.y + content.height
  const contactStyle: TextStyle = {
    font: "Helvetica",
    size: 7.5,
    minSize: 6,
    maxLines: 1,
    color: INK,
    align: "center",
  }
  doc.font(contactStyle.font, contactStyle.size)
  const contactY = bottom - linesHeight(doc, 1)
  fitText(doc, voucher.contact, { ...content, y: contactY, height: bottom - contactY }, contactStyle)

  const terms = voucher.terms.join(" ")
  const termsStyle: TextStyle = {
    font: "Helvetica",
    size: 7,
    minSize: 6,
    maxLines: 3,
    color: MUTED,
    align: "center",
  }
  doc.font(termsStyle.font, termsStyle.size)
  const termsMax = linesHeight(doc, 3)
  const termsHeight = Math.min(doc.heightOfString(terms, { width: content.width }), termsMax)
  const termsY = contactY - 4 - termsHeight
  fitText(doc, terms, { ...content, y: termsY, height: termsHeight }, termsStyle)
  return termsY
}

/**
 * The personal message in quotes, centred in the space left between value line and details. A message with
 * more line breaks than fit is set as one paragraph with « / » between its lines.
 */
function drawMessage(doc: Doc, message: string, area: Box): void {
  const style: TextStyle = {
    font: "Helvetica-Oblique",
    size: 12,
    minSize: 7.5,
    color: INK,
    align: "center",
    lineGap: 1.5,
  }
  const options: TextOptions = { width: area.width, lineGap: style.lineGap }
  const minSize = style.minSize ?? style.size
  const fits = (text: string) => {
    const size = fittingSize(doc, text, options, () => area.height, style.size, minSize)
    return { text, size, height: doc.heightOfString(text, options) }
  }
  const trimmed = message.trim().replace(/\n{3,}/g, "\n\n")
  doc.font(style.font)
  let fitted = fits(`«${trimmed}»`)
  if (fitted.height > area.height) fitted = fits(`«${trimmed.replace(/\s*\n\s*/g, " / ")}»`)
  const height = Math.min(fitted.height, area.height)
  const y = area.y + (area.height - height) / 2
  fitText(doc, fitted.text, { ...area, y, height }, { ...style, size: fitted.size, minSize: fitted.size })
}

/** Draws the whole voucher on the current page. */
function drawVoucher(doc: Doc, voucher: VoucherDocument): void {
  const { width, height } = doc.page
  const content: Box = {
    x: PADDING,
    y: PADDING,
    width: width - 2 * PADDING,
    height: height - 2 * PADDING + 8,
  }
  drawFrame(doc)

  let y = drawWordmark(doc, voucher.businessName, content)
  y += fitText(
    doc,
    voucher.title,
    { ...content, y, height: 40 },
    {
      font: "Helvetica-Bold",
      size: 32,
      minSize: 20,
      maxLines: 1,
      color: INK,
      align: "center",
    }
  )
  y += 6
  y += fitText(
    doc,
    voucher.recipientLine,
    { ...content, y, height: 20 },
    {
      font: "Helvetica",
      size: 13,
      minSize: 10,
      maxLines: 1,
      color: INK,
      align: "center",
    }
  )
  y += 8
  y += fitText(
    doc,
    voucher.valueLine,
    { ...content, y, height: 44 },
    {
      font: "Helvetica-Bold",
      size: 17,
      minSize: 12,
      maxLines: 2,
      color: GOLD_TEXT,
      align: "center",
    }
  )

  const footerY = drawFooter(doc, voucher, content)
  const detailsHeight = 36
  const detailsY = footerY - 12 - detailsHeight
  rule(doc, content.x, footerY - 7, content.width)
  drawDetails(doc, voucher, { ...content, y: detailsY, height: detailsHeight })
  rule(doc, content.x, detailsY - 9, content.width)

  if (voucher.message?.trim()) {
    const messageWidth = Math.min(content.width, 420)
    const area: Box = {
      x: content.x + (content.width - messageWidth) / 2,
      y: y + 10,
      width: messageWidth,
      height: detailsY - 9 - 10 - (y + 10),
    }
    drawMessage(doc, voucher.message, area)
  }
}

/** A red that reads as a warning on white paper. */
const PREVIEW_RED = "#b91c1c"

/**
 * The buyer's copy, made before any payment: across the voucher, in red on a white band, that it
 * counts only once paid, and whom to ask about a number. Drawn over everything, so that it can be
 * neither missed nor cut off without the cut showing.
 */
function drawPreviewMark(doc: Doc, preview: { mark: string; check: string }): void {
  const { width, height } = doc.page
  const box: Box = { x: 40, y: height / 2 - 32, width: width - 80, height: 64 }
  doc.save().rotate(-14, { origin: [width / 2, height / 2] })
  doc
    .save()
    .rect(box.x - 10, box.y - 10, box.width + 20, box.height + 16)
    .fillColor("#ffffff", 0.9)
    .fill()
    .restore()
  doc
    .save()
    .rect(box.x - 10, box.y - 10, box.width + 20, box.height + 16)
    .lineWidth(1.5)
    .strokeColor(PREVIEW_RED)
    .stroke()
    .restore()
  const markHeight = fitText(doc, preview.mark, box, {
    font: "Helvetica-Bold",
    size: 22,
    minSize: 12,
    maxLines: 1,
    color: PREVIEW_RED,
    align: "center",
  })
  fitText(
    doc,
    preview.check,
    { ...box, y: box.y + markHeight + 8, height: box.height - markHeight - 8 },
    { font: "Helvetica-Bold", size: 12, minSize: 8, maxLines: 2, color: PREVIEW_RED, align: "center" }
  )
  doc.restore()
}

/** Every text of the voucher made printable with the standard fonts. */
function printable(voucher: VoucherDocument): VoucherDocument {
  return {
    businessName: toWinAnsi(voucher.businessName),
    title: toWinAnsi(voucher.title),
    recipientLine: toWinAnsi(voucher.recipientLine),
    valueLine: toWinAnsi(voucher.valueLine),
    message: voucher.message === undefined ? undefined : toWinAnsi(voucher.message),
    numberLabel: toWinAnsi(voucher.numberLabel),
    number: toWinAnsi(voucher.number),
    validUntil: toWinAnsi(voucher.validUntil),
    redeem: toWinAnsi(voucher.redeem),
    terms: voucher.terms.map(toWinAnsi),
    contact: toWinAnsi(voucher.contact),
    ...(voucher.preview
      ? { preview: { mark: toWinAnsi(voucher.preview.mark), check: toWinAnsi(voucher.preview.check) } }
      : {}),
  }
}

/**
 * The gift voucher as a one-page PDF that looks the part: A5 landscape, print-friendly. A preview (the
 * buyer's copy) carries its mark across the page and in its title.
 */
export async function voucherPdf(voucher: VoucherDocument): Promise<Blob> {
  const text = printable(voucher)
  const title = `${voucher.title} – ${voucher.businessName}`
  const { doc, output } = startDocument({
    size: "A5",
    layout: "landscape",
    info: {
      Title: voucher.preview ? `${voucher.preview.mark}: ${title}` : title,
      Author: voucher.businessName,
      Subject: [voucher.recipientLine, voucher.valueLine].join(" "),
    },
  })
  drawVoucher(doc, text)
  if (text.preview) drawPreviewMark(doc, text.preview)
  doc.end()
  return output
}

// ----- QR-bill -------------------------------------------------------------------------------------------

/** 20 mm, the left margin of the QR-bill's own texts. */
const BILL_MARGIN = 56.69

/**
 * The Swiss QR-bill (payment part with receipt) as an A4 PDF: a short title block on top («Rechnung» + a line
 * of text given by the caller), the payment part at the bottom as swissqrbill places it.
 */
export async function billPdf(data: Data, heading: { title: string; text: string }): Promise<Blob> {
  const bill = new SwissQRBill(data, { language: "DE" }) // Throws (rejects) on invalid data.
  const creditor = data.creditor.name
  const { doc, output } = startDocument({
    size: "A4",
    info: { Title: `${heading.title} – ${creditor}`, Author: creditor, Subject: heading.text },
  })
  const content: Box = { x: BILL_MARGIN, y: BILL_MARGIN, width: doc.page.width - 2 * BILL_MARGIN, height: 0 }

  let y = content.y
  y += fitText(
    doc,
    toWinAnsi(creditor).toLocaleUpperCase(LANG),
    { ...content, y, height: 14 },
    {
      font: "Helvetica-Bold",
      size: 9,
      minSize: 7,
      maxLines: 1,
      color: GOLD_TEXT,
      characterSpacing: 2.5,
    }
  )
  rule(doc, content.x, y + 5, 80, 1)
  y += 18
  y += fitText(
    doc,
    toWinAnsi(heading.title),
    { ...content, y, height: 30 },
    {
      font: "Helvetica-Bold",
      size: 22,
      minSize: 16,
      maxLines: 1,
      color: INK,
    }
  )
  y += 6
  fitText(
    doc,
    toWinAnsi(heading.text),
    { ...content, y, height: 120 },
    {
      font: "Helvetica",
      size: 11,
      minSize: 9,
      maxLines: 6,
      color: INK,
      lineGap: 2,
    }
  )

  doc.y = y // Keep swissqrbill from thinking the page is full.
  bill.attachTo(doc)
  doc.end()
  return output
}
