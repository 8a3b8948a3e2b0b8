// A picture the visitor picked, made ready to send: scaled to at most 2000 px on its long side,
// turned upright and re-encoded as JPEG by compressorjs (canvas). The canvas writes none of the
// original's metadata (EXIF, GPS, XMP, IPTC, comments); Chromium adds only its standard sRGB colour
// profile, the same for every picture. exifr reads what the original carried (to tell the visitor
// that the location is gone) and proves that the result carries no EXIF or GPS block. Loaded on first
// use: a visit without photos never fetches this. Nothing is decoded before ./before-decoding.ts has
// found the file small enough to decode on a phone.
import Compressor from "compressorjs"
import { parse } from "exifr/dist/mini.esm.mjs"
import { problemBeforeDecoding, type DecodeProblem } from "./before-decoding"
import { PHOTO_LIMITS } from "../../lib/photo-limits"

export interface PreparedPhoto {
  blob: Blob
  width: number
  height: number
  /** The original carried a GPS position (now removed). */
  hadLocation: boolean
}

export type PhotoProblem = "notImage" | "heic" | "unreadable" | DecodeProblem

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`Foto nicht verwendbar: ${problem}`)
    this.name = "PhotoError"
  }
}

const HEIC = /\.(heic|heif)$/i
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
}

/** Some galleries hand over a file without a type: take it from the name. */
function withType(file: File): File {
  if (file.type) return file
  const type = TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""]
  return type ? new File([file], file.name, { type }) : file
}

const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || HEIC.test(file.name)

function compress(file: File, quality: number, maxSide: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    new Compressor(file, {
      maxWidth: maxSide,
      maxHeight: maxSide,
      quality,
      mimeType: PHOTO_LIMITS.type,
      // Always the re-encoded picture, never the original (which keeps its metadata).
      strict: false,
      checkOrientation: true,
      retainExif: false,
      // A transparent PNG gets a white background, not black.
      beforeDraw(context, canvas) {
        context.fillStyle = "#fff"
        context.fillRect(0, 0, canvas.width, canvas.height)
      },
      success: resolve,
      error: reject,
    })
  })
}

/**
 * exifr is handed bytes, not the Blob: for a Blob it would fetch an object URL, which the site's
 * Content-Security-Policy (connect-src) rightly refuses. Metadata sits at a JPEG's start: its first
 * 128 KB hold the EXIF block (at most 64 KB) of even a 12 MB original.
 */
const head = (blob: Blob) => blob.slice(0, 128 * 1024).arrayBuffer()

/** What is left in a picture's metadata: nothing, or the names of the blocks found. */
async function metadataOf(blob: Blob): Promise<string[]> {
  const found = (await parse(await blob.arrayBuffer(), {
    tiff: true,
    exif: true,
    gps: true,
    mergeOutput: false,
  }).catch(() => undefined)) as Record<string, unknown> | undefined
  return Object.keys(found ?? {})
}

/** Each try: quality and longest side. Most photos fit with the first. */
const ATTEMPTS = [
  [0.8, PHOTO_LIMITS.maxSide],
  [0.65, PHOTO_LIMITS.maxSide],
  [0.5, PHOTO_LIMITS.maxSide],
  [0.6, 1600],
] as const

export async function preparePhoto(picked: File): Promise<PreparedPhoto> {
  const file = withType(picked)
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") throw new PhotoError("notImage")
  const problem = await problemBeforeDecoding(file)
  // A HEIC whose size cannot be read is still best explained as HEIC.
  if (problem) throw new PhotoError(problem === "unreadable" && isHeic(file) ? "heic" : problem)
  const hadLocation = await parse(await head(file), { gps: true, tiff: false, exif: false })
    .then((gps: { latitude?: number } | undefined) => typeof gps?.latitude === "number")
    .catch(() => false)
  let blob: Blob | undefined
  for (const [quality, side] of ATTEMPTS) {
    try {
      blob = await compress(file, quality, side)
    } catch {
      // The browser cannot decode it: HEIC outside Safari, or a broken file.
      throw new PhotoError(isHeic(file) ? "heic" : "unreadable")
    }
    if (blob.size <= PHOTO_LIMITS.maxBytes) break
  }
  if (!blob || blob.size > PHOTO_LIMITS.maxBytes) throw new PhotoError("unreadable")
  // Canvas writes no metadata; should a browser ever do otherwise, the picture is not sent.
  if ((await metadataOf(blob)).length > 0) throw new PhotoError("unreadable")
  const { width, height } = await dimensions(blob)
  return { blob, width, height, hadLocation }
}

async function dimensions(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob)
  const size = { width: bitmap.width, height: bitmap.height }
  bitmap.close()
  return size
}
