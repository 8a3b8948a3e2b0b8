// The range a service's vehicle classes span, which the estimator, the service cards and the structured
// data show. Apart from price.ts, which nearly every page takes: the bundler keeps a module whole.

/** A price range in francs; `to: null` when it is open upwards («ab CHF …»). */
export interface PriceRange {
  from: number
  to: number | null
}

/** From the cheapest class's «from» to the dearest class's «to»; open if any class is. */
export function classRange(
  classes: readonly { readonly from: number; readonly to?: number | null }[]
): PriceRange {
  const from = Math.min(...classes.map((vehicleClass) => vehicleClass.from))
  const open = classes.some((vehicleClass) => vehicleClass.to == null)
  return { from, to: open ? null : Math.max(...classes.map((vehicleClass) => vehicleClass.to ?? 0)) }
}
