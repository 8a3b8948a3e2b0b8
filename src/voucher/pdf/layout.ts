// Where each text of the voucher, of its preview mark and of the QR-bill's title block goes, how large, in
// which font and colour: the PDFs' layout as data (in PDF points), set by the loops in draw.ts.

import type { Row, TextStyle } from "./draw"

const INK = "#18181b"
/** A darker gold that is readable as text on white. */
const GOLD_TEXT = "#866a12"
const MUTED = "#52525b"
/** A red that reads as a warning on white paper. */
const PREVIEW_RED = "#b91c1c"

/** The voucher's texts, each made printable (terms joined into one paragraph). */
export type VoucherText =
  | "businessName"
  | "title"
  | "recipientLine"
  | "valueLine"
  | "numberLabel"
  | "number"
  | "validUntil"
  | "redeem"
  | "terms"
  | "contact"
  | "mark"
  | "check"

/** The QR-bill's title block. */
export type BillText = "creditor" | "title" | "text"

/** The gift voucher, A5 landscape, in black and gold. */
export const VOUCHER = {
  page: { size: "A5", layout: "landscape" },
  /** Distance of the content from the paper's edge (inside the frame); the content reaches this much lower. */
  padding: 46,
  lower: 8,
  /** A strong outer line and a hairline inside, with diamonds in the inner line's corners. */
  frame: {
    lines: [
      { inset: 14, lineWidth: 3 },
      { inset: 21, lineWidth: 0.6 },
    ],
    diamonds: { inset: 21, radius: 4 },
  },
  /** The wordmark with its gold rule, the title, the recipient and the value, from this y down. */
  head: {
    top: 42,
    rows: [
      {
        text: "businessName",
        upper: true,
        style: {
          font: "Helvetica-Bold",
          size: 9.5,
          minSize: 7,
          maxLines: 1,
          color: INK,
          align: "center",
          characterSpacing: 3,
        },
        rule: { below: 7, width: 80, lineWidth: 1, diamond: 2.5 },
        gap: 19,
      },
      {
        text: "title",
        height: 40,
        style: { font: "Helvetica-Bold", size: 32, minSize: 20, maxLines: 1, color: INK, align: "center" },
        gap: 6,
      },
      {
        text: "recipientLine",
        height: 20,
        style: { font: "Helvetica", size: 13, minSize: 10, maxLines: 1, color: INK, align: "center" },
        gap: 8,
      },
      {
        text: "valueLine",
        height: 44,
        style: {
          font: "Helvetica-Bold",
          size: 17,
          minSize: 12,
          maxLines: 2,
          color: GOLD_TEXT,
          align: "center",
        },
      },
    ] satisfies Row<VoucherText>[],
  },
  /** The contact line at the bottom and the terms in small print above it (listed bottom first). */
  footer: [
    {
      text: "contact",
      reserve: "lines",
      style: { font: "Helvetica", size: 7.5, minSize: 6, maxLines: 1, color: INK, align: "center" },
      gap: 4,
    },
    {
      text: "terms",
      reserve: "text",
      style: { font: "Helvetica", size: 7, minSize: 6, maxLines: 3, color: MUTED, align: "center" },
    },
  ] satisfies Row<VoucherText>[],
  /** Number, validity and where to redeem, in two columns this far above the footer. */
  details: {
    height: 36,
    above: 12,
    columns: [
      [
        {
          text: "numberLabel",
          upper: true,
          style: {
            font: "Helvetica-Bold",
            size: 7,
            maxLines: 1,
            color: GOLD_TEXT,
            characterSpacing: 1.5,
          },
          gap: 3,
        },
        {
          text: "number",
          style: {
            font: "Helvetica-Bold",
            size: 12,
            minSize: 8,
            maxLines: 1,
            color: INK,
            characterSpacing: 0.5,
          },
        },
      ],
      [
        {
          text: "validUntil",
          style: { font: "Helvetica-Bold", size: 9.5, minSize: 7.5, maxLines: 1, color: INK, align: "right" },
          gap: 2,
        },
        {
          text: "redeem",
          style: { font: "Helvetica", size: 9, minSize: 7.5, maxLines: 2, color: INK, align: "right" },
        },
      ],
    ] satisfies Row<VoucherText>[][],
  },
  /** Gold rules this far above the footer and above the details. */
  rules: { footer: 7, details: 9 },
  /** The personal message, centred in the space between the head and the details' rule. */
  message: {
    gap: 10,
    maxWidth: 420,
    style: {
      font: "Helvetica-Oblique",
      size: 12,
      minSize: 7.5,
      color: INK,
      align: "center",
      lineGap: 1.5,
    } satisfies TextStyle,
  },
} as const

/**
 * The buyer's copy's mark across the voucher: a white band turned by `angle` degrees about the page's centre,
 * framed in red, with the mark and whom to ask about a number.
 */
export const PREVIEW = {
  /** The texts' box: this far from the page's left and right edges, this tall, centred. */
  inset: 40,
  height: 64,
  angle: -14,
  band: { top: 10, side: 10, bottom: 6, fill: "#ffffff", opacity: 0.9, lineWidth: 1.5, color: PREVIEW_RED },
  rows: [
    {
      text: "mark",
      style: {
        font: "Helvetica-Bold",
        size: 22,
        minSize: 12,
        maxLines: 1,
        color: PREVIEW_RED,
        align: "center",
      },
      gap: 8,
    },
    {
      text: "check",
      style: {
        font: "Helvetica-Bold",
        size: 12,
        minSize: 8,
        maxLines: 2,
        color: PREVIEW_RED,
        align: "center",
      },
    },
  ] satisfies Row<VoucherText>[],
} as const

/** The QR-bill's page, A4: a title block on top, the payment part at the bottom as swissqrbill places it. */
export const BILL = {
  page: { size: "A4" },
  /** 20 mm, the left margin of the QR-bill's own texts. */
  margin: 56.69,
  rows: [
    {
      text: "creditor",
      upper: true,
      height: 14,
      style: {
        font: "Helvetica-Bold",
        size: 9,
        minSize: 7,
        maxLines: 1,
        color: GOLD_TEXT,
        characterSpacing: 2.5,
      },
      rule: { below: 5, width: 80, lineWidth: 1 },
      gap: 18,
    },
    {
      text: "title",
      height: 30,
      style: { font: "Helvetica-Bold", size: 22, minSize: 16, maxLines: 1, color: INK },
      gap: 6,
    },
    {
      text: "text",
      height: 120,
      style: { font: "Helvetica", size: 11, minSize: 9, maxLines: 6, color: INK, lineGap: 2 },
    },
  ] satisfies Row<BillText>[],
} as const
