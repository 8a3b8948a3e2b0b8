// The gift voucher as a PDF page (A5 landscape, in the business's black and gold), laid out by layout.ts.

import type { TextOptions } from "pdfkit"

import type { VoucherDocument } from "../voucher"
import type { Box, Doc } from "./draw"
import { diamond, drawStack, drawStackUp, fittingSize, fitText, GOLD, rule, startDocument } from "./draw"
import { PREVIEW, VOUCHER, type VoucherText } from "./layout"
import { toWinAnsi } from "./winansi"

/** Every text of the voucher made printable with the standard fonts. */
function printable(voucher: VoucherDocument): Record<VoucherText, string> {
  return {
    businessName: toWinAnsi(voucher.businessName),
    title: toWinAnsi(voucher.title),
    recipientLine: toWinAnsi(voucher.recipientLine),
    valueLine: toWinAnsi(voucher.valueLine),
    numberLabel: toWinAnsi(voucher.numberLabel),
    number: toWinAnsi(voucher.number),
    validUntil: toWinAnsi(voucher.validUntil),
    redeem: toWinAnsi(voucher.redeem),
    terms: voucher.terms.map(toWinAnsi).join(" "),
    contact: toWinAnsi(voucher.contact),
    mark: toWinAnsi(voucher.preview?.mark ?? ""),
    check: toWinAnsi(voucher.preview?.check ?? ""),
  }
}

/** The double gold frame with diamonds in the corners. */
function drawFrame(doc: Doc): void {
  const { width, height } = doc.page
  const { lines, diamonds } = VOUCHER.frame
  for (const { inset, lineWidth } of lines) {
    doc
      .save()
      .lineWidth(lineWidth)
      .strokeColor(GOLD)
      .rect(inset, inset, width - 2 * inset, height - 2 * inset)
      .stroke()
      .restore()
  }
  const { inset, radius } = diamonds
  for (const y of [inset, height - inset]) for (const x of [inset, width - inset]) diamond(doc, x, y, radius)
}

/**
 * The personal message in quotes, centred in the area. A message with more line breaks than fit is set as one
 * paragraph with « / » between its lines.
 */
function drawMessage(doc: Doc, message: string, area: Box): void {
  const { style } = VOUCHER.message
  const options: TextOptions = { width: area.width, lineGap: style.lineGap }
  const fits = (text: string) => {
    const size = fittingSize(doc, text, options, () => area.height, style.size, style.minSize)
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

/** Draws the whole voucher on the current page: head from the top, footer from the bottom, details above it. */
function drawVoucher(doc: Doc, texts: Record<VoucherText, string>, message: string | undefined): void {
  const { padding, lower, head, footer, details, rules } = VOUCHER
  const { width, height } = doc.page
  const content: Box = {
    x: padding,
    y: padding,
    width: width - 2 * padding,
    height: height - 2 * padding + lower,
  }
  drawFrame(doc)

  const headBottom = drawStack(doc, texts, head.rows, { ...content, y: head.top })
  const footerY = drawStackUp(doc, texts, footer, content)
  const detailsY = footerY - details.above - details.height
  rule(doc, content.x, footerY - rules.footer, content.width)
  const columnWidth = content.width / details.columns.length
  details.columns.forEach((rows, index) => {
    const column = {
      x: content.x + columnWidth * index,
      y: detailsY,
      width: columnWidth,
      height: details.height,
    }
    drawStack(doc, texts, rows, column)
  })
  const detailsRule = detailsY - rules.details
  rule(doc, content.x, detailsRule, content.width)

  if (message?.trim()) {
    const { gap, maxWidth } = VOUCHER.message
    const messageWidth = Math.min(content.width, maxWidth)
    const y = headBottom + gap
    const area = {
      x: content.x + (content.width - messageWidth) / 2,
      y,
      width: messageWidth,
      height: detailsRule - gap - y,
    }
    drawMessage(doc, message, area)
  }
}

/**
 * The buyer's copy, made before any payment: across the voucher, in red on a white band, that it
 * counts only once paid, and whom to ask about a number. Drawn over everything, so that it can be
 * neither missed nor cut off without the cut showing.
 */
function drawPreviewMark(doc: Doc, texts: Record<VoucherText, string>): void {
  const { inset, height, angle, band, rows } = PREVIEW
  const page = doc.page
  const box: Box = { x: inset, y: page.height / 2 - height / 2, width: page.width - 2 * inset, height }
  const bandBox = [
    box.x - band.side,
    box.y - band.top,
    box.width + 2 * band.side,
    box.height + band.top + band.bottom,
  ] as const
  doc.save().rotate(angle, { origin: [page.width / 2, page.height / 2] })
  doc
    .save()
    .rect(...bandBox)
    .fillColor(band.fill, band.opacity)
    .fill()
    .restore()
  doc
    .save()
    .rect(...bandBox)
    .lineWidth(band.lineWidth)
    .strokeColor(band.color)
    .stroke()
    .restore()
  drawStack(doc, texts, rows, box)
  doc.restore()
}

/**
 * The gift voucher as a one-page PDF that looks the part: A5 landscape, print-friendly. A preview (the
 * buyer's copy) carries its mark across the page and in its title.
 */
export async function voucherPdf(voucher: VoucherDocument): Promise<Blob> {
  const title = `${voucher.title} – ${voucher.businessName}`
  const { doc, output } = startDocument({
    ...VOUCHER.page,
    info: {
      Title: voucher.preview ? `${voucher.preview.mark}: ${title}` : title,
      Author: voucher.businessName,
      Subject: [voucher.recipientLine, voucher.valueLine].join(" "),
    },
  })
  const texts = printable(voucher)
  drawVoucher(doc, texts, voucher.message === undefined ? undefined : toWinAnsi(voucher.message))
  if (voucher.preview) drawPreviewMark(doc, texts)
  doc.end()
  return output
}
