// The benchmark's statistics: each figure's median over the runs and its spread (lowest and
// highest), the real browser's INP over every tap of every run, and the per-run ratio of a page's
// LCP to its script-free twin's.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median and the spread of every figure of the runs (objects with the same numeric keys). */
export function summarize(samples) {
  const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === "number")
  const values = (key) => samples.map((sample) => sample[key])
  return {
    medians: Object.fromEntries(keys.map((key) => [key, median(values(key))])),
    spread: Object.fromEntries(
      keys.map((key) => [key, [Math.min(...values(key)), Math.max(...values(key))]])
    ),
  }
}

/**
 * The real browser's runs of a route (./browser.mjs): like summarize, and INP the median of every
 * tap of every run pooled, with their spread and how many there were. A visit's taps differ in what
 * they do (the menu, a configurator), so the median of per-visit figures would hide most of them.
 */
export function summarizeVisits(samples) {
  const { medians, spread } = summarize(samples)
  const taps = samples.flatMap((sample) => sample.taps.map((tap) => tap.ms))
  return {
    medians: { ...medians, inpMs: median(taps) },
    spread: { ...spread, inpMs: [Math.min(...taps), Math.max(...taps)] },
    taps: taps.length,
  }
}

/**
 * Adds the script-free twin's LCP and the ratio to it to each run of a page (run i of the page with
 * run i of its twin, measured back to back). The ratio's median is then the median of the per-run
 * ratios: a busy moment of the host slows both halves of a pair alike, and drops out of their ratio,
 * where it would stay in the ratio of two medians taken from different moments.
 */
export const withScriptFreeLcp = (pageSamples, twinSamples) =>
  pageSamples.map((sample, run) => ({
    ...sample,
    scriptFreeLcpMs: twinSamples[run].lcpMs,
    lcpRatio: sample.lcpMs / twinSamples[run].lcpMs,
  }))
