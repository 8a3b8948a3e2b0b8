/**
 * @jest-environment node
 */
// The check before decoding: sizes read from real files' headers (made by sharp), never decoded.
// Node's Blob, as the browser's: slice() and arrayBuffer().
import { readFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { DECODE_LIMITS, pictureSize, problemBeforeDecoding } from "../before-decoding"

const FIXTURE = readFileSync(join(__dirname, "../../../../e2e/files/fahrzeug-mit-standort.jpg"))
const blob = (bytes: Uint8Array, type = "image/jpeg") => new Blob([new Uint8Array(bytes)], { type })
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })

/**
 * A small real PNG whose IHDR says `width` × `height`: the header a 20000 × 20000 picture has, without
 * the seconds sharp needs to compress 400 million pixels (the end-to-end test makes the real one).
 */
async function pngClaiming(width: number, height: number) {
  const png = new Uint8Array(await plain(8, 8).png().toBuffer())
  const view = new DataView(png.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return png
}

/** The JPEG with `count` comment segments of 65 KB between its start and its frame header (SOF). */
function withBlocksBeforeFrame(jpeg: Uint8Array, count: number) {
  const segment = new Uint8Array(65_535 + 2)
  segment.set([0xff, 0xfe, 0xff, 0xff]) // COM, length 65535
  return Uint8Array.from([
    ...jpeg.subarray(0, 2),
    ...Array(count)
      .fill([...segment])
      .flat(),
    ...jpeg.subarray(2),
  ])
}

test("reads width and height from the header of a JPEG, PNG, WebP, GIF and AVIF", async () => {
  expect(await pictureSize(blob(FIXTURE))).toMatchObject({ width: 3000, height: 2000 })
  const image = plain(640, 480)
  for (const [format, type] of [
    [image.clone().png(), "image/png"],
    [image.clone().webp(), "image/webp"],
    [image.clone().gif(), "image/gif"],
    [image.clone().avif(), "image/avif"],
  ] as const)
    expect({ type, size: await pictureSize(blob(await format.toBuffer(), type)) }).toMatchObject({
      type,
      size: { width: 640, height: 480 },
    })
})

test("a JPEG whose frame header lies beyond the first slice (large blocks before it) is still measured", async () => {
  const jpeg = withBlocksBeforeFrame(FIXTURE, 5) // 330 KB of comments first
  expect(jpeg.length).toBeGreaterThan(FIXTURE.length + 300_000)
  expect(await pictureSize(blob(jpeg))).toMatchObject({ width: 3000, height: 2000 })
  expect(await problemBeforeDecoding(blob(jpeg))).toBeUndefined()
})

test("a file over 40 MB is refused by its size alone", async () => {
  const huge = new Blob([FIXTURE, new Uint8Array(DECODE_LIMITS.maxFileBytes + 1 - FIXTURE.length)])
  expect(huge.size).toBe(40_000_001)
  expect(await problemBeforeDecoding(huge)).toBe("tooLarge")
  const justSo = new Blob([FIXTURE, new Uint8Array(DECODE_LIMITS.maxFileBytes - FIXTURE.length)])
  expect(await problemBeforeDecoding(justSo)).toBeUndefined()
})

test("more than 100 megapixels are refused; 100 exactly and an ordinary photo pass", async () => {
  expect(await problemBeforeDecoding(blob(await pngClaiming(20_000, 20_000), "image/png"))).toBe(
    "tooManyPixels"
  )
  expect(await problemBeforeDecoding(blob(await pngClaiming(10_001, 10_000), "image/png"))).toBe(
    "tooManyPixels"
  )
  expect(await problemBeforeDecoding(blob(await pngClaiming(10_000, 10_000), "image/png"))).toBeUndefined()
  expect(await problemBeforeDecoding(blob(FIXTURE))).toBeUndefined()
})

test("a file whose header names no size is not decoded: text, a JPEG cut before its frame header, nothing", async () => {
  expect(await problemBeforeDecoding(blob(new TextEncoder().encode("kein Bild, nur Text")))).toBe(
    "unreadable"
  )
  expect(await problemBeforeDecoding(blob(withBlocksBeforeFrame(FIXTURE, 2).subarray(0, 100_000)))).toBe(
    "unreadable"
  )
  expect(await problemBeforeDecoding(blob(new Uint8Array(0)))).toBe("unreadable")
  // A header that names a width of 0 is no size either.
  expect(await problemBeforeDecoding(blob(await pngClaiming(0, 480), "image/png"))).toBe("unreadable")
})
