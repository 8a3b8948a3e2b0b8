// The Netlify path on a slow connection: the rounds of sendMultipart, driven by a fake
// XMLHttpRequest and Jest's clock (pace.test.ts covers the measuring itself).
import { FakeXhr, opened } from "../../__tests__/fake-xhr"
import { EMPTY_REQUEST } from "../../request"
import type { OutgoingRequest } from "../../transport"
import { PHOTO_NOTE_FIELD } from "../../../lib/photo-limits"
import { sendMultipart } from "../send"

const jpeg = (size: number) => new Blob([new Uint8Array(size)], { type: "image/jpeg" })
const TEXTS = { photo: "Foto {number} («{name}»)", owner: "Nicht mitgesendet: {photos}." }
const outgoing = (sizes: number[]): OutgoingRequest => ({
  request: { ...EMPTY_REQUEST, name: "Anna Meier", phone: "079 123 45 67", message: "Dach folieren?" },
  honeypot: "",
  photos: sizes.map(jpeg),
  leftOut: { names: sizes.map((_, index) => `IMG_${index + 1}.jpg`), texts: TEXTS },
})
/** 0.5 Mbit/s. */
const SLOW = 62_500

/** The request's body as the test reads it: its photo fields and the owner's note. */
function sent(xhr: FakeXhr) {
  const body = xhr.body!
  return {
    photos: [...body.keys()].filter((name) => /^foto\d$/.test(name)),
    note: body.get(PHOTO_NOTE_FIELD),
    words: body.get("message"),
  }
}

/** The upload's progress at `rate` bytes per second, every 250 ms, until it is given up or all went. */
function drive(xhr: FakeXhr, rate: number) {
  const total = [...xhr.body!.values()].reduce(
    (sum, value) => sum + (typeof value === "string" ? value.length : value.size) + 100,
    0
  )
  for (let at = 250; !xhr.aborted; at += 250) {
    jest.advanceTimersByTime(250)
    const loaded = Math.min(total, Math.round((at * rate) / 1000))
    xhr.progress(loaded, total)
    if (loaded === total) {
      xhr.uploaded()
      return at
    }
  }
  return undefined
}

beforeEach(() => {
  jest.useFakeTimers()
  FakeXhr.last = undefined
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
})
afterEach(() => jest.useRealTimers())

test("fast enough: everything in one request, as always; nothing said about photos", async () => {
  const sending = sendMultipart(outgoing([1_200_000, 1_200_000, 1_200_000, 1_200_000, 1_200_000]))
  const xhr = await opened()
  // 4 Mbit/s: the 6 MB take 12 s, inside the limit.
  expect(drive(xhr, 8 * SLOW)).toBeGreaterThan(11_000)
  xhr.answer(200)
  await expect(sending).resolves.toBeUndefined()
  expect(sent(xhr)).toEqual({
    photos: ["foto1", "foto2", "foto3", "foto4", "foto5"],
    note: null,
    words: "Dach folieren?",
  })
})

test("too slow for all: given up within seconds, then the words with the photos that fit the pace", async () => {
  // 1.6 MB at 0.5 Mbit/s: 26 s, beyond what Netlify's 30 s leave room for.
  const sending = sendMultipart(outgoing([400_000, 400_000, 400_000, 400_000]))
  const first = await opened()
  const started = Date.now()
  expect(drive(first, SLOW)).toBeUndefined()
  expect(first.aborted).toBe(true)
  expect(Date.now() - started).toBeLessThan(4_000) // given up after about three seconds, not thirty

  // 15 s at 0.5 Mbit/s carry two of the four.
  const second = await opened()
  expect(sent(second)).toEqual({
    photos: ["foto1", "foto2"],
    note: "Nicht mitgesendet: Foto 3 («IMG_3.jpg»), Foto 4 («IMG_4.jpg»).",
    words: "Dach folieren?",
  })
  expect(drive(second, SLOW)).toBeLessThan(15_000)
  second.answer(200)
  await expect(sending).resolves.toEqual({ photosLeftOut: "Foto 3 («IMG_3.jpg»), Foto 4 («IMG_4.jpg»)" })
})

test("slower still in the second round: then the words alone, naming every photo", async () => {
  const sending = sendMultipart(outgoing([400_000, 400_000, 400_000]))
  drive(await opened(), SLOW * 0.8)
  const second = await opened()
  expect(sent(second).photos).toEqual(["foto1"])
  expect(drive(second, SLOW / 4)).toBeUndefined()
  const words = await opened()
  const all = "Foto 1 («IMG_1.jpg»), Foto 2 («IMG_2.jpg»), Foto 3 («IMG_3.jpg»)"
  expect(sent(words)).toEqual({ photos: [], note: `Nicht mitgesendet: ${all}.`, words: "Dach folieren?" })
  words.uploaded()
  words.answer(200)
  await expect(sending).resolves.toEqual({ photosLeftOut: all })
})

test("a photo too big for the pace is skipped; a smaller one after it still goes", async () => {
  const sending = sendMultipart(outgoing([1_000_000, 300_000, 1_000_000, 300_000]))
  drive(await opened(), SLOW)
  const second = await opened()
  expect(sent(second).photos).toEqual(["foto2", "foto4"])
  drive(second, SLOW)
  second.answer(200)
  await expect(sending).resolves.toEqual({ photosLeftOut: "Foto 1 («IMG_1.jpg»), Foto 3 («IMG_3.jpg»)" })
})

test("cut off or broken before all went (Netlify's 30 s): the words go alone", async () => {
  const cut = sendMultipart(outgoing([300_000, 300_000]))
  const first = await opened()
  first.progress(100_000, 600_500)
  first.answer(504)
  const words = await opened()
  expect(sent(words).photos).toEqual([])
  words.uploaded()
  words.answer(200)
  await expect(cut).resolves.toEqual({ photosLeftOut: "Foto 1 («IMG_1.jpg»), Foto 2 («IMG_2.jpg»)" })

  const broken = sendMultipart(outgoing([300_000]))
  ;(await opened()).fail()
  const again = await opened()
  expect(sent(again).photos).toEqual([])
  again.fail()
  // The words alone did not go either: the form says so and keeps everything.
  await expect(broken).rejects.toMatchObject({ reason: "network" })
})

test("all went and only the answer failed: not sent again (Netlify may have it), an error as before", async () => {
  const sending = sendMultipart(outgoing([300_000]))
  const xhr = await opened()
  drive(xhr, 8 * SLOW)
  xhr.fail()
  await expect(sending).rejects.toMatchObject({ reason: "network" })
  expect(FakeXhr.last).toBeUndefined()
})
