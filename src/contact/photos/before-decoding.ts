// What a picked file must pass before the browser decodes it. Decoding takes about 4 bytes per pixel
// whatever the file's size: a 20000 × 20000 PNG of one colour is a few MB on disk and 1.6 GB in
// memory, which ends a phone's tab. So the file's size is checked first, then its width and height
// are read from its header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X, GIF, BMP, TIFF, ICO, AVIF/HEIC
// ispe) by probe-image-size's incremental parsers, fed slices of the file until one of them knows.
// exifr, which the photo code has already, reads a PNG's IHDR but neither a JPEG's SOF nor any WebP,
// and createImageBitmap or an <img> would decode the picture to learn its size. Part of the photo
// code (./lazy.ts), never of the page's first load.
import { Parser as AvifParser } from "probe-image-size/lib/formats/avif"
import { Parser as BmpParser } from "probe-image-size/lib/formats/bmp"
import { Parser as GifParser } from "probe-image-size/lib/formats/gif"
import { Parser as IcoParser } from "probe-image-size/lib/formats/ico"
import { Parser as JpegParser } from "probe-image-size/lib/formats/jpeg"
import { Parser as PngParser } from "probe-image-size/lib/formats/png"
import { Parser as TiffParser } from "probe-image-size/lib/formats/tiff"
import { Parser as WebpParser } from "probe-image-size/lib/formats/webp"

export const DECODE_LIMITS = {
  /** Bytes of the picked file (decimal MB, as a phone's gallery counts them). */
  maxFileBytes: 40_000_000,
  /** Width × height: 100 megapixels are 400 MB once decoded. */
  maxPixels: 100_000_000,
} as const

/** The limits as the owner's texts name them ({max}). */
export const DECODE_LIMIT_TEXTS = {
  tooLarge: `${DECODE_LIMITS.maxFileBytes / 1_000_000} MB`,
  tooManyPixels: `${DECODE_LIMITS.maxPixels / 1_000_000}`,
} as const

export type DecodeProblem = keyof typeof DECODE_LIMIT_TEXTS

const NEED_MORE = 0
const DONE = 1
const PARSERS = [JpegParser, PngParser, WebpParser, AvifParser, GifParser, BmpParser, TiffParser, IcoParser]
/** The first slice holds the header of nearly every photo; a JPEG with large blocks before it needs more. */
const FIRST_SLICE = 64 * 1024
const LATER_SLICE = 1024 * 1024

/** Width and height from the file's header, without decoding it; undefined when no parser knows it. */
export async function pictureSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  let parsers = PARSERS.map((Parser) => new Parser())
  for (let offset = 0; offset < file.size && parsers.length > 0;) {
    const end = Math.min(file.size, offset + (offset === 0 ? FIRST_SLICE : LATER_SLICE))
    const chunk = new Uint8Array(await file.slice(offset, end).arrayBuffer())
    offset = end
    for (const parser of parsers) {
      parser.push(chunk)
      const result = parser.getStatus() === DONE ? parser.getResult() : undefined
      if (result) return result.width > 0 && result.height > 0 ? result : undefined
    }
    parsers = parsers.filter((parser) => parser.getStatus() === NEED_MORE)
  }
  return undefined
}

/**
 * Why the browser must not decode this file, if it must not: too large a file, or more pixels than
 * a phone can hold. «unreadable» when its header names no size (not a picture the browser knows, or
 * a broken one): decoding what cannot be measured is exactly the risk.
 */
export async function problemBeforeDecoding(file: Blob): Promise<DecodeProblem | "unreadable" | undefined> {
  if (file.size > DECODE_LIMITS.maxFileBytes) return "tooLarge"
  const size = await pictureSize(file)
  if (!size) return "unreadable"
  return size.width * size.height > DECODE_LIMITS.maxPixels ? "tooManyPixels" : undefined
}
