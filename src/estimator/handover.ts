// The visitor's choice on a service page, shared by the price estimator and «Farbe wählen» /
// «Tönung planen»: one vehicle class, the extras, and what the configurator adds. Whichever of them
// the visitor uses, the guide price and the link to the contact form say the same. The one file of the
// estimator the configurator imports (docs/architecture.md).
import { ANCHORS, ROUTES } from "../navigation/routes"
import { estimate, estimateQuery, type Extra, type VehicleClass } from "./estimate"

export interface Configuration {
  /** The estimate's line for it: «Folie «Satin Dark Basalt» (Effekt)». */
  readonly label: string
  /** Its surcharge in francs (0: none). */
  readonly price: number
  /** What it adds to the link's query. */
  readonly params: Readonly<Record<string, string>>
}

export interface EstimatorChoice {
  readonly classIndex: number
  /** Indices into the service's extras. */
  readonly extras: ReadonlySet<number>
  readonly configuration: Configuration | null
}

export const FIRST_CHOICE: EstimatorChoice = { classIndex: 0, extras: new Set(), configuration: null }

/** The guide price: the class, the extras and the configuration's surcharge. */
export function choiceEstimate(
  vehicleClass: VehicleClass,
  extras: readonly Extra[],
  configuration: Configuration | null
) {
  const surcharge = configuration && configuration.price > 0 ? [configuration] : []
  return estimate(vehicleClass, [...extras, ...surcharge])
}

/** «Offerte anfragen»: the contact form with the choice in its query, at the form. */
export function requestHref(
  slug: string,
  vehicleClass: VehicleClass,
  extras: readonly Extra[],
  configuration: Configuration | null
): string {
  const query = new URLSearchParams(estimateQuery(slug, vehicleClass, extras))
  for (const [name, value] of Object.entries(configuration?.params ?? {})) query.set(name, value)
  return `${ROUTES.contact}?${query.toString()}#${ANCHORS.contactForm.id}`
}
