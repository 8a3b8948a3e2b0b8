// The price estimator's arithmetic: a vehicle class's price range plus the chosen extras, the range a
// service's classes span, and the words in the link that hands a choice to the contact form.

/** A price range in francs; `to: null` when it is open upwards («ab CHF …»). */
export interface PriceRange {
  from: number
  to: number | null
}

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

/** From the cheapest class's «from» to the dearest class's «to»; open if any class is. */
export function classRange(classes: readonly VehicleClass[]): PriceRange {
  const from = Math.min(...classes.map((vehicleClass) => vehicleClass.from))
  const open = classes.some((vehicleClass) => vehicleClass.to == null)
  return { from, to: open ? null : Math.max(...classes.map((vehicleClass) => vehicleClass.to ?? 0)) }
}

/** «SUV / Kombi» → «suv-kombi», «Türeinstiege» → «tuereinstiege»: a label as a word in a link. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
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

/** «A», «A und B», «A, B und C». */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("")
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1) ?? ""}`
}
