// How fast a request's pictures go up, judged from XMLHttpRequest's upload progress, and which
// pictures fit a time budget at that pace. Netlify Forms cut a submission off after 30 seconds
// (limits.ts cites Netlify's docs), the words with it: a request that will not make it is given up
// early and sent again with fewer pictures (send.ts). Pure: no browser, no timers.

/**
 * A request whose upload is projected to end later than this after it was sent is given up: the
 * rest of Netlify's 30 s is for its answer and for a connection that slows down further.
 */
export const GIVE_UP_AFTER_MS = 22_000

/**
 * What is sent after giving up must fit this at the measured pace: a third below GIVE_UP_AFTER_MS,
 * so that a pace that sags a little does not cost another round.
 */
export const RETRY_BUDGET_MS = 15_000

/**
 * The first second after the first progress is not measured: what the device's send buffers take at
 * once says nothing about the connection.
 */
export const SETTLE_MS = 1_000

/** Judged only once this much has been measured after settling: a few progress events at 0.5 Mbit/s. */
export const MEASURE_MS = 2_000

/** The pace is that of the last five seconds: a connection that slows down is noticed. */
export const WINDOW_MS = 5_000

/** One upload progress event: ms since the request was sent, bytes handed to the network. */
export interface Sample {
  at: number
  loaded: number
}

/** Bytes per second over the recent window; undefined until enough has been measured. */
export function measuredRate(samples: readonly Sample[]): number | undefined {
  const first = samples[0]
  const last = samples[samples.length - 1]
  if (!first || !last) return undefined
  const settled = first.at + SETTLE_MS
  if (last.at < settled + MEASURE_MS) return undefined
  const from = Math.max(settled, last.at - WINDOW_MS)
  // The last sample at or before the window's start (the first one is, since first.at < settled).
  let base = first
  for (const sample of samples) if (sample.at <= from) base = sample
  return ((last.loaded - base.loaded) / (last.at - base.at)) * 1000
}

/**
 * The request cannot be done in time at its measured pace. Never once every byte is handed over: then
 * only the answer is missing, and a request given up then might already have arrived.
 */
export function tooSlow(samples: readonly Sample[], total: number, limit = GIVE_UP_AFTER_MS): boolean {
  const last = samples[samples.length - 1]
  const rate = measuredRate(samples)
  if (!last || rate === undefined || last.loaded >= total) return false
  return rate <= 0 || last.at + ((total - last.loaded) / rate) * 1000 > limit
}

/**
 * The pictures (their indexes) that go up in `budgetMs` at `rate` bytes per second beside `fixed`
 * bytes (the words and the multipart framing), in the visitor's order: one that does not fit is
 * skipped and a smaller one after it may still go.
 */
export function photosThatFit(
  sizes: readonly number[],
  rate: number,
  fixed: number,
  budgetMs = RETRY_BUDGET_MS
): number[] {
  let room = (rate * budgetMs) / 1000 - fixed
  return sizes.flatMap((size, index) => {
    if (size > room) return []
    room -= size
    return [index]
  })
}
