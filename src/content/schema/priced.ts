// The content rules for «{price}» (src/content/price-text.ts): where the placeholder is filled,
// what its field's hint tells the owner, and the check of an object with such texts: a «CHF …»
// amount written out must be the lowest price, «{price}» elsewhere in the object would stay as
// it is on the page, and no other placeholder is filled there.
import type { z } from "zod"
import { label } from "../editor"
import { GRAPHQL, pricedText } from "../graphql"
import {
  lowestPrice,
  otherAmounts,
  otherPlaceholders,
  PRICE_PLACEHOLDER,
  type PriceSource,
} from "../price-text"
import { unwrap } from "../zod-walk"
import { formatChf } from "../../lib/price"

/** What the owner reads at each field that fills «{price}». */
export const PRICE_HINT =
  "Schreiben Sie {price} (der tiefste Preis aus «Preis»), wo der Preis stehen soll: die Website setzt ihn dort ein, z. B. «CHF 290.–», und passt ihn an, wenn Sie den Preis ändern."

/** A text (or list of texts) in which «{price}» is filled, with its label and the hint. */
export const priced = <T extends z.ZodType>(schema: T, title: string, hint?: string): T =>
  label(pricedText(schema), title, hint ? `${hint} ${PRICE_HINT}` : PRICE_HINT)

type Path = (string | number)[]

/** Every text in `value` with its path below `path`. */
function texts(value: unknown, path: Path): { path: Path; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, index]))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]))
  return []
}

/**
 * The check of an object (`shape`: its fields) whose priced texts are filled with the lowest price
 * of its «price»: a refinement for `.superRefine`.
 */
export function pricedTextsCheck(shape: Record<string, z.ZodType>) {
  const fields = Object.entries(shape).filter(([, schema]) => GRAPHQL.get(unwrap(schema).inner)?.price)
  const names = fields.map(([, schema]) => `«${unwrap(schema).title}»`)
  const where = `${names.slice(0, -1).join(", ")} und ${names.at(-1) ?? ""}`
  const isPriced = new Set(fields.map(([name]) => name))

  return (object: Record<string, unknown> & { price: PriceSource }, ctx: z.RefinementCtx) => {
    const lowest = lowestPrice(object.price)
    for (const [name, value] of Object.entries(object)) {
      for (const { path, text } of texts(value, [name])) {
        if (!isPriced.has(name)) {
          if (text.includes(PRICE_PLACEHOLDER))
            ctx.addIssue({
              code: "custom",
              path,
              message: `enthält ${PRICE_PLACEHOLDER} (der tiefste Preis aus «Preis»), das hier nicht ersetzt wird: es stünde so auf der Seite. Die Website setzt den Preis nur in ${where} ein.`,
            })
          continue
        }
        for (const placeholder of otherPlaceholders(text))
          ctx.addIssue({
            code: "custom",
            path,
            message: `enthält den unbekannten Platzhalter «${placeholder}». Möglich ist hier nur ${PRICE_PLACEHOLDER} (der tiefste Preis aus «Preis»).`,
          })
        if (lowest === undefined) continue
        for (const { written } of otherAmounts(text, lowest))
          ctx.addIssue({
            code: "custom",
            path,
            message: `nennt «${written}», der tiefste Preis unter «Preis» ist aber ${formatChf(lowest)}. Schreiben Sie ${PRICE_PLACEHOLDER} (der tiefste Preis aus «Preis») statt des Betrags: dann setzt die Website den Preis ein, auch wenn er sich ändert.`,
          })
      }
    }
  }
}
