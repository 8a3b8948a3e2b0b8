// Prices the Swiss way: «CHF 1'250.–» for whole francs, «CHF 1'250.50» with Rappen.
import type { PriceRange } from "./price-range"

/** 1250 → «CHF 1'250.–»; 89.5 → «CHF 89.50». Rounded to 5 Rappen, as cash is. */
export function formatChf(amount: number): string {
  const rappenTotal = Math.round((amount * 100) / 5) * 5
  const francs = Math.trunc(rappenTotal / 100)
  const rappen = Math.abs(rappenTotal % 100)
  const grouped = String(Math.abs(francs)).replace(/\B(?=(\d{3})+(?!\d))/g, "'")
  const sign = rappenTotal < 0 ? "-" : ""
  return `CHF ${sign}${grouped}.${rappen === 0 ? "–" : String(rappen).padStart(2, "0")}`
}

/** «ab CHF 290.–», with the word for «from» from content. */
export const formatPriceFrom = (amount: number, from: string) => `${from} ${formatChf(amount)}`

/**
 * A range the Swiss way: «CHF 1'900.– bis 2'400.–», «ab CHF 1'900.–» when it is open upwards, one
 * amount when both ends are the same. `words`: «ab» and «bis» from content.
 */
export function formatChfRange(range: PriceRange, words: { from: string; to: string }): string {
  if (range.to === null) return formatPriceFrom(range.from, words.from)
  if (formatChf(range.to) === formatChf(range.from)) return formatChf(range.from)
  return `${formatChf(range.from)} ${words.to} ${formatChf(range.to).replace(/^CHF /, "")}`
}
