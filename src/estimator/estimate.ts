// The price estimator's arithmetic: a vehicle class's price range plus the chosen extras, and the words
// in the link that hands a choice to the contact form.
import type { PriceRange } from "../lib/price-range"
import { slugify } from "../lib/slug"

export interface VehicleClass {
  readonly label: string
  readonly from: number
  readonly to?: number | null
}

export interface Extra {
  readonly label: string
  readonly price: number
  /** The price is only where it starts («ab»). */
  readonly from?: boolean | null
}

/** The class's range plus every extra; open as soon as the class or one extra is. */
export function estimate(vehicleClass: VehicleClass, extras: readonly Extra[] = []): PriceRange {
  const added = extras.reduce((sum, extra) => sum + extra.price, 0)
  const open = vehicleClass.to == null || extras.some((extra) => extra.from)
  return { from: vehicleClass.from + added, to: open ? null : (vehicleClass.to ?? 0) + added }
}

/** The query of the link to the contact form: service, class and extras as words of the page. */
export const ESTIMATE_PARAMS = {
  service: "dienstleistung",
  vehicleClass: "fahrzeug",
  extras: "optionen",
} as const

export function estimateQuery(service: string, vehicleClass: VehicleClass, extras: readonly Extra[]): string {
  const params = new URLSearchParams({
    [ESTIMATE_PARAMS.service]: service,
    [ESTIMATE_PARAMS.vehicleClass]: slugify(vehicleClass.label),
  })
  if (extras.length > 0)
    params.set(ESTIMATE_PARAMS.extras, extras.map((extra) => slugify(extra.label)).join(","))
  return `?${params.toString()}`
}

export interface PricedService<C extends VehicleClass = VehicleClass, E extends Extra = Extra> {
  readonly slug: string
  readonly title: string
  readonly price: { readonly vehicleClasses: readonly C[]; readonly options?: readonly E[] | null }
}

/**
 * What a link's query names, looked up among `services`: only what exists is returned, so a tampered
 * or outdated parameter is dropped, never shown. Without a known class there is no estimate.
 */
export function readEstimateQuery<S extends PricedService>(
  search: string,
  services: readonly S[]
): { service?: S; vehicleClass?: S["price"]["vehicleClasses"][number]; extras: Extra[] } {
  const params = new URLSearchParams(search)
  const service = services.find((candidate) => candidate.slug === params.get(ESTIMATE_PARAMS.service))
  if (!service) return { extras: [] }
  const vehicleClass = service.price.vehicleClasses.find(
    (candidate) => slugify(candidate.label) === params.get(ESTIMATE_PARAMS.vehicleClass)
  )
  if (!vehicleClass) return { service, extras: [] }
  const wanted = new Set((params.get(ESTIMATE_PARAMS.extras) ?? "").split(","))
  const extras = (service.price.options ?? []).filter((extra) => wanted.has(slugify(extra.label)))
  return { service, vehicleClass, extras }
}
