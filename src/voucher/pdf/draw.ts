// The drawing primitives of the voucher shop's PDFs: a document that writes every text through toWinAnsi(),
// text that shrinks and is cut off rather than leave its box, gold rules and diamonds, and the one loop that
// sets a stack of texts (layout.ts) one below (or above) the other.

import { PDFDocument, registerStdFonts } from "pdfkit"
import type { DocumentOptions, StandardFontName, TextOptions } from "pdfkit"
import { toBlob } from "pdfkit/output"
import Helvetica from "pdfkit/standard-fonts/Helvetica"
import HelveticaBold from "pdfkit/standard-fonts/HelveticaBold"
import HelveticaOblique from "pdfkit/standard-fonts/HelveticaOblique"

import { toWinAnsi } from "./winansi"

registerStdFonts(Helvetica, HelveticaBold, HelveticaOblique)

export const LANG = "de-CH"
/** The logo gold, for lines and frames. */
export const GOLD = "#d4af37"

export type Doc = PDFDocument

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface TextStyle {
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

/** One text of a stack: which text, in what style, in how tall a box, and what follows it. */
export interface Row<K extends string> {
  text: K
  style: TextStyle
  /** Set in capitals (the wordmarks). */
  upper?: boolean
  /** The box's height in points; without it, what is left of the stack's area. */
  height?: number
  /**
   * In a stack set upward: the room kept for the text, either exactly `maxLines` lines («lines») or the text's
   * own height at the style's size, at most `maxLines` lines («text»).
   */
  reserve?: "lines" | "text"
  /** A gold rule this far below the text, centred under centred text, with a diamond in its middle if given. */
  rule?: { below: number; width: number; lineWidth: number; diamond?: number }
  /** The space between this text and the next one of the stack. */
  gap?: number
}

/**
 * A new document whose output is already being collected (toBlob must be called before doc.end()). Every
 * text it draws or measures passes toWinAnsi(), also what swissqrbill writes into the bill from the raw
 * data («Łukasz» → «Lukasz»), whose QR code is drawn from that data unchanged.
 */
export function startDocument(options: DocumentOptions): { doc: Doc; output: Promise<Blob> } {
  const doc = new PDFDocument({ margin: 0, lang: LANG, displayTitle: true, ...options })
  const { text, heightOfString } = doc
  doc.text = (value, ...rest) => text.call(doc, typeof value === "string" ? toWinAnsi(value) : value, ...rest)
  doc.heightOfString = (value, ...rest) =>
    heightOfString.call(doc, typeof value === "string" ? toWinAnsi(value) : value, ...rest)
  return { doc, output: toBlob(doc) }
}

/** The height of `lines` lines at the current font and size. */
export function linesHeight(doc: Doc, lines: number, lineGap = 0): number {
  return lines * (doc.currentLineHeight(true) + lineGap)
}

/** The largest size from `size` down to `minSize` (in half points) at which the text is at most `maxHeight` tall. */
export function fittingSize(
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
export function fitText(doc: Doc, text: string, box: Box, style: TextStyle): number {
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
export function rule(doc: Doc, x: number, y: number, width: number, lineWidth = 0.6): void {
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
export function diamond(doc: Doc, x: number, y: number, radius: number): void {
  doc
    .save()
    .polygon([x, y - radius], [x + radius, y], [x, y + radius], [x - radius, y])
    .fill(GOLD)
    .restore()
}

const shown = <K extends string>(row: Row<K>, texts: Record<K, string>) =>
  row.upper ? texts[row.text].toLocaleUpperCase(LANG) : texts[row.text]

/** Sets the rows one below the other from the area's top. Returns the y below the last row and its gap. */
export function drawStack<K extends string>(
  doc: Doc,
  texts: Record<K, string>,
  rows: readonly Row<K>[],
  area: Box
): number {
  let y = area.y
  for (const row of rows) {
    const height = row.height ?? area.y + area.height - y
    y += fitText(doc, shown(row, texts), { ...area, y, height }, row.style)
    if (row.rule) {
      const { below, width, lineWidth, diamond: radius } = row.rule
      const centre = area.x + area.width / 2
      rule(doc, row.style.align === "center" ? centre - width / 2 : area.x, y + below, width, lineWidth)
      if (radius) diamond(doc, centre, y + below, radius)
    }
    y += row.gap ?? 0
  }
  return y
}

/** Sets the rows (listed bottom first) one above the other up from the area's bottom. Returns the top y. */
export function drawStackUp<K extends string>(
  doc: Doc,
  texts: Record<K, string>,
  rows: readonly Row<K>[],
  area: Box
): number {
  let bottom = area.y + area.height
  let top = bottom
  for (const row of rows) {
    const text = shown(row, texts)
    doc.font(row.style.font, row.style.size)
    const lines = linesHeight(doc, row.style.maxLines ?? 1)
    const height =
      row.reserve === "text" ? Math.min(doc.heightOfString(text, { width: area.width }), lines) : lines
    top = bottom - height
    fitText(doc, text, { ...area, y: top, height: bottom - top }, row.style)
    bottom = top - (row.gap ?? 0)
  }
  return top
}
