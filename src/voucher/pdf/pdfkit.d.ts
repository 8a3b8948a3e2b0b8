// Minimal typings for the parts of pdfkit 0.20's browser build that src/voucher/pdf uses
// (pdfkit ships no TypeScript types and @types/pdfkit describes the older Node API).

declare module "pdfkit" {
  export type StandardFontName =
    "Helvetica" | "Helvetica-Bold" | "Helvetica-Oblique" | "Helvetica-BoldOblique"

  /** The metrics object a `pdfkit/standard-fonts/*` module exports. */
  export interface StandardFontData {
    readonly name: string
  }

  export interface DocumentInfo {
    Title?: string
    Author?: string
    Subject?: string
    Keywords?: string
    Creator?: string
    Producer?: string
    CreationDate?: Date
  }

  export interface DocumentOptions {
    size?: string | [number, number]
    layout?: "portrait" | "landscape"
    margin?: number
    autoFirstPage?: boolean
    lang?: string
    displayTitle?: boolean
    info?: DocumentInfo
    font?: string
  }

  export interface TextOptions {
    width?: number
    height?: number
    align?: "left" | "center" | "right" | "justify"
    ellipsis?: boolean | string
    lineGap?: number
    characterSpacing?: number
    lineBreak?: boolean
  }

  export class PDFDocument {
    constructor(options?: DocumentOptions)
    readonly page: { readonly width: number; readonly height: number }
    x: number
    y: number
    info: DocumentInfo
    font(name: StandardFontName, size?: number): this
    fontSize(size: number): this
    currentLineHeight(includeGap?: boolean): number
    fillColor(color: string, opacity?: number): this
    strokeColor(color: string, opacity?: number): this
    lineWidth(width: number): this
    rect(x: number, y: number, width: number, height: number): this
    polygon(...points: [number, number][]): this
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    stroke(color?: string): this
    fill(color?: string): this
    save(): this
    restore(): this
    rotate(angle: number, options?: { origin?: [number, number] }): this
    text(text: string, x?: number, y?: number, options?: TextOptions): this
    widthOfString(text: string, options?: TextOptions): number
    heightOfString(text: string, options?: TextOptions): number
    end(): void
  }

  export function registerStdFonts(...fonts: StandardFontData[]): void
}

declare module "pdfkit/output" {
  import type { PDFDocument } from "pdfkit"
  /** Collects the document's output; call it before `doc.end()`. */
  export function toBlob(doc: PDFDocument): Promise<Blob>
  export function toBytes(doc: PDFDocument): Promise<Uint8Array>
}

declare module "pdfkit/standard-fonts/*" {
  import type { StandardFontData } from "pdfkit"
  const font: StandardFontData
  export default font
}
