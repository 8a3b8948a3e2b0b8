// What the price estimator hands to the contact form (the «Offerte anfragen» link): the service to
// preselect and a message naming the class, the extras and the guide price, in the owner's words.
// Here, not in contact/: it reads the query estimateQuery writes, so both change in one folder.
import { germanList } from "../lib/german-list"
import { estimate, readEstimateQuery, type PricedService } from "./estimate"
import { formatChfRange } from "../lib/price"
import { fillTemplate } from "../lib/template"
import type { ContactRequest } from "../contact/handover"
import { readConfiguration } from "../configurator/handover"
import type { ConfiguratorKind, FilmRange } from "../configurator/handover"

type ConfigurableService = PricedService & { readonly configurator?: { readonly kind: string } | null }

export interface EstimateTexts {
  /** «… der Klasse «{vehicleClass}» … {price} …» */
  estimate: string
  /** The same with «{options}». */
  estimateWithOptions: string
}

/**
 * The fields a link's query fills in, or null when it names no known service. Only what exists in
 * the content is used: a tampered or outdated parameter never reaches the form.
 */
export function estimateRequest(
  search: string,
  services: readonly ConfigurableService[],
  texts: EstimateTexts,
  words: { from: string; to: string },
  films?: FilmRange | null
): Partial<ContactRequest> | null {
  const { service, vehicleClass, extras } = readEstimateQuery(search, services)
  if (!service) return null
  if (!vehicleClass) return { service: service.title }
  // «Farbe wählen» / «Tönung planen»: the film (and its surcharge) or the tint plan.
  const kind = service.configurator?.kind as ConfiguratorKind | undefined
  const configuration = kind && films ? readConfiguration(search, kind, films) : null
  const surcharge = configuration?.surcharge ? [{ label: "", price: configuration.surcharge }] : []
  const price = formatChfRange(estimate(vehicleClass, [...extras, ...surcharge]), words)
  const options = germanList(extras.map((extra) => extra.label))
  const template = extras.length > 0 ? texts.estimateWithOptions : texts.estimate
  const message = fillTemplate(template, {
    service: service.title,
    vehicleClass: vehicleClass.label,
    options,
    price,
  })
  return { service: service.title, message: configuration ? `${message} ${configuration.sentence}` : message }
}
