// What the price estimator hands to the contact form (the «Offerte anfragen» link): the service to
// preselect and a message naming the class, the extras and the guide price, in the owner's words.
// Here, not in contact/: it reads the query estimateQuery writes, so both change in one folder.
import { estimate, germanList, readEstimateQuery, type PricedService } from "./estimate"
import { formatChfRange } from "../utils/price"
import { fillTemplate } from "../utils/template"
import type { ContactRequest } from "../contact/request"

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
  services: readonly PricedService[],
  texts: EstimateTexts,
  words: { from: string; to: string }
): Partial<ContactRequest> | null {
  const { service, vehicleClass, extras } = readEstimateQuery(search, services)
  if (!service) return null
  if (!vehicleClass) return { service: service.title }
  const price = formatChfRange(estimate(vehicleClass, extras), words)
  const options = germanList(extras.map((extra) => extra.label))
  const template = extras.length > 0 ? texts.estimateWithOptions : texts.estimate
  const message = fillTemplate(template, {
    service: service.title,
    vehicleClass: vehicleClass.label,
    options,
    price,
  })
  return { service: service.title, message }
}
