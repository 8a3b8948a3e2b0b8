// The benchmark's budgets (bench/budgets.json): which medians of the measured build miss one. Only the
// «binding» budgets can fail a run; the «reported» figures are printed and kept, never judged.
import { readFileSync } from "node:fs"

export const readBudgets = (file) => JSON.parse(readFileSync(file, "utf8"))

/** How a figure prints in a miss: enough digits to see why 0.0001 is not 0. */
const shown = (value) => (Number.isFinite(value) ? String(Number(value.toPrecision(4))) : "not measured")

/**
 * Every binding budget a result misses, as «preset route: figure value (budget ≤ limit)»; `results`:
 * the measured build's medians by preset and route (the real browser's INP: the median of every tap
 * of every run, stats.mjs). A figure that was not measured misses.
 */
export function missedBudgets(budgets, results) {
  const misses = []
  for (const { preset, route, medians } of results)
    for (const [key, { min, max }] of Object.entries(budgets.binding[preset] ?? {})) {
      const value = medians[key]
      const met =
        Number.isFinite(value) && (min === undefined || value >= min) && (max === undefined || value <= max)
      if (!met)
        misses.push(
          `${preset} ${route}: ${key} ${shown(value)} (budget ${min === undefined ? `≤ ${max}` : `≥ ${min}`})`
        )
    }
  return misses
}
