// Types for ./stats.mjs, for its test.
export declare const median: (values: number[]) => number
export declare function summarize<T extends Record<string, unknown>>(
  samples: T[]
): { medians: Record<string, number>; spread: Record<string, [number, number]> }
export declare function summarizeVisits<T extends Record<string, unknown> & { taps: { ms: number }[] }>(
  samples: T[]
): { medians: Record<string, number>; spread: Record<string, [number, number]>; taps: number }
export declare const withScriptFreeLcp: <T extends { lcpMs: number }>(
  pageSamples: T[],
  twinSamples: { lcpMs: number }[]
) => (T & { scriptFreeLcpMs: number; lcpRatio: number })[]
