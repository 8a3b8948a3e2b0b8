// A price typed once. The texts that introduce a service (and the sealing) say «{price}» where the
// price goes; the build puts in the lowest price from «Preis», written «CHF 2'900.–», so a changed
// price changes every text with it. A «CHF …» amount written out instead must be that price: one
// that is not is a copy gone stale. Pure: the content check (schema/priced.ts), the web editor
// and the GraphQL field extension `@fillPrice` (plugins/gatsby-plugin-content) share it.
import { formatChf } from "../lib/price"

export const PRICE_PLACEHOLDER = "{price}"

/** What «Preis» holds: a service's vehicle classes, or the sealing's one price. */
export interface PriceSource {
  readonly vehicleClasses?: readonly { readonly from: number }[] | null
  readonly from?: number | null
}

/** The «ab» price: the cheapest vehicle class's «from», or the one price. */
export function lowestPrice(price: PriceSource | null | undefined): number | undefined {
  const classes = price?.vehicleClasses ?? []
  if (classes.length > 0) return Math.min(...classes.map((vehicleClass) => vehicleClass.from))
  return typeof price?.from === "number" ? price.from : undefined
}

/** `text` with each «{price}» replaced by `lowest`, written «CHF 2'900.–». */
export const fillPrice = (text: string, lowest: number) =>
  text.replaceAll(PRICE_PLACEHOLDER, formatChf(lowest))

/**
 * Each amount written after «CHF» in `text`: «CHF 2'900.–», «CHF 2900», «CHF 89.50», «CHF 89,50»,
 * with thousands apart by «'», «’» or a space.
 */
export function amountsIn(text: string): { written: string; amount: number }[] {
  const pattern = /CHF\s*(\d{1,3}(?:['’\u00a0\u202f ]\d{3})+|\d+)(?:[.,](\d{2}|–|-{1,2}))?/g
  return [...text.matchAll(pattern)].map((match) => {
    const francs = Number((match[1] ?? "").replace(/\D/g, ""))
    const rappen = /^\d{2}$/.test(match[2] ?? "") ? Number(match[2]) : 0
    return { written: match[0], amount: francs + rappen / 100 }
  })
}

/** The amounts in `text` that are not the price `lowest` (compared as shown, to 5 Rappen). */
export const otherAmounts = (text: string, lowest: number) =>
  amountsIn(text).filter(({ amount }) => formatChf(amount) !== formatChf(lowest))

/** The placeholders in `text` other than «{price}»: «{preis}», «{Preis}» … */
export const otherPlaceholders = (text: string) =>
  [...text.matchAll(/\{[^{}]*\}/g)].map((match) => match[0]).filter((found) => found !== PRICE_PLACEHOLDER)
