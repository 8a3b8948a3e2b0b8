import {
  GIVE_UP_AFTER_MS,
  MEASURE_MS,
  RETRY_BUDGET_MS,
  SETTLE_MS,
  measuredRate,
  photosThatFit,
  tooSlow,
  type Sample,
} from "../pace"
import { leftOutList, ownerNote } from "../left-out"

/** Progress as XMLHttpRequest reports it: every `every` ms, at `rate` bytes per second, after `burst`. */
function upload({
  rate,
  until,
  burst = 0,
  every = 250,
  start = 100,
}: {
  rate: number
  until: number
  burst?: number
  every?: number
  start?: number
}): Sample[] {
  const samples: Sample[] = []
  for (let at = start; at <= until; at += every)
    samples.push({ at, loaded: burst + Math.round(((at - start) * rate) / 1000) })
  return samples
}

/** 0.5 Mbit/s: 62 500 bytes per second. */
const SLOW = 62_500
const MB = 1_000_000

describe("measuredRate", () => {
  test("nothing until a second to settle and two more were measured", () => {
    expect(measuredRate([])).toBeUndefined()
    const start = 100
    expect(measuredRate(upload({ rate: SLOW, until: start + SETTLE_MS + MEASURE_MS - 1 }))).toBeUndefined()
    expect(measuredRate(upload({ rate: SLOW, until: start + SETTLE_MS + MEASURE_MS }))).toBeCloseTo(SLOW, -2)
  })

  test("what the send buffers took at once does not count as pace", () => {
    // 400 kB vanish into the device's buffers in the first moment; the connection does 0.5 Mbit/s.
    const samples = upload({ rate: SLOW, until: 3_500, burst: 400_000 })
    expect(measuredRate(samples)).toBeCloseTo(SLOW, -2)
    // Counted from the start, the same upload would look almost three times as fast.
    const last = samples.at(-1)!
    expect((last.loaded / last.at) * 1000).toBeGreaterThan(2.5 * SLOW)
  })

  test("the last five seconds count: a connection that slows down is noticed", () => {
    const fast = upload({ rate: 10 * SLOW, until: 8_000 })
    const last = fast.at(-1)!
    const slow = upload({ rate: SLOW, until: 6_000, start: 250 }).map(({ at, loaded }) => ({
      at: last.at + at,
      loaded: last.loaded + loaded,
    }))
    expect(measuredRate([...fast, ...slow])).toBeCloseTo(SLOW, -3)
  })

  test("sparse progress on a very slow line: measured from the last event before the window", () => {
    // 16 kB steps, one every 4 s: no event falls inside the first measured span.
    const samples = [
      { at: 100, loaded: 16_384 },
      { at: 4_100, loaded: 32_768 },
    ]
    expect(measuredRate(samples)).toBeCloseTo(16_384 / 4, 0)
  })
})

describe("tooSlow", () => {
  test("five 1.2 MB photos at 0.5 Mbit/s: given up after three seconds", () => {
    const total = 6 * MB
    expect(tooSlow(upload({ rate: SLOW, until: 3_000 }), total)).toBe(false) // not measured yet
    expect(tooSlow(upload({ rate: SLOW, until: 3_100 }), total)).toBe(true)
  })

  test("the same photos at 4 Mbit/s go on: done in 12 s", () => {
    expect(tooSlow(upload({ rate: 8 * SLOW, until: 5_000 }), 6 * MB)).toBe(false)
  })

  test("just inside the limit goes on, just beyond it is given up", () => {
    // At 0.5 Mbit/s, from 100 ms: done at 100 + total / rate.
    const inside = ((GIVE_UP_AFTER_MS - 200) / 1000) * SLOW
    const beyond = ((GIVE_UP_AFTER_MS + 100) / 1000) * SLOW
    const samples = upload({ rate: SLOW, until: 4_100 })
    expect(tooSlow(samples, inside)).toBe(false)
    expect(tooSlow(samples, beyond)).toBe(true)
  })

  test("nothing moved since settling: given up", () => {
    const samples = [
      { at: 100, loaded: 16_384 },
      { at: 3_500, loaded: 16_384 },
    ]
    expect(tooSlow(samples, MB)).toBe(true)
  })

  test("never once every byte is handed over, however late: only the answer is missing", () => {
    const samples = upload({ rate: SLOW, until: 25_000 })
    expect(tooSlow(samples, samples.at(-1)!.loaded)).toBe(false)
  })
})

describe("photosThatFit", () => {
  test("in the visitor's order, as many as the budget carries beside the words", () => {
    // 15 s at 0.5 Mbit/s: 937 500 bytes, 2 000 of them for the words and the framing.
    expect(RETRY_BUDGET_MS).toBe(15_000)
    expect(photosThatFit([400_000, 400_000, 400_000], SLOW, 2_000)).toEqual([0, 1])
    expect(photosThatFit([400_000, 400_000, 400_000], SLOW, 200_000)).toEqual([0])
  })

  test("one that does not fit is skipped; a smaller one after it still goes", () => {
    expect(photosThatFit([1_200_000, 300_000, 900_000, 500_000], SLOW, 2_000)).toEqual([1, 3])
  })

  test("none when even the smallest is too big, or nothing moves", () => {
    expect(photosThatFit([1_200_000, 1_100_000], SLOW, 2_000)).toEqual([])
    expect(photosThatFit([10_000], 0, 2_000)).toEqual([])
  })
})

test("the pictures left behind, in the owner's words, for the visitor and for the owner", () => {
  const texts = { photo: "Foto {number} («{name}»)", owner: "Nicht mitgesendet: {photos}." }
  const list = leftOutList([1, 3], ["a.jpg", "b.jpg", "c.jpg", "d.jpg"], texts)
  expect(list).toBe("Foto 2 («b.jpg»), Foto 4 («d.jpg»)")
  expect(ownerNote(list, texts)).toBe("Nicht mitgesendet: Foto 2 («b.jpg»), Foto 4 («d.jpg»).")
  // Without the owner's words: the fields' names.
  expect(ownerNote(leftOutList([0, 4], []))).toBe("foto1, foto5")
})
