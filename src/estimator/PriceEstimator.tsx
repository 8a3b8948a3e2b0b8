import { Link, graphql } from "gatsby"
import { ArrowRight } from "lucide-react"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import { choiceEstimate, requestHref, type EstimatorChoice } from "./handover"
import { formatChfRange } from "../lib/price"
import { Band } from "../components/Band"
import * as field from "../components/form-styles"

type Service = Queries.PriceEstimatorFragment
type Labels = Queries.EstimatorLabelsFragment

const chf = (labels: Labels, from: number, to: number | null | undefined) =>
  formatChfRange({ from, to: to ?? null }, { from: labels.priceFrom, to: labels.priceTo })

/**
 * A price in the tables without JavaScript, breakable only before «bis»: each amount stays on one
 * line, and on a 320 px phone «CHF 2'900.– bis 3'400.–» takes two lines instead of pushing the table
 * wider than the screen.
 */
const tablePrice = (labels: Labels, text: string) =>
  text.replace(/ /g, "\u00a0").replace(`\u00a0${labels.priceTo}\u00a0`, ` ${labels.priceTo}\u00a0`)

/** «+ CHF 120.–», «+ ab CHF 80.–». */
const extraPrice = (labels: Labels, extra: { price: number; from: boolean | null }) =>
  `+ ${chf(labels, extra.price, extra.from ? null : extra.price)}`

/** A plain two-column table of prices (without JavaScript). */
const priceTable: ThemeUIStyleObject = {
  width: "100%",
  borderCollapse: "collapse",
  "& caption": { textAlign: "left", fontFamily: "heading", fontWeight: "heading", fontSize: 3, mb: 2 },
  "& th, & td": {
    textAlign: "left",
    py: 2,
    pr: 3,
    borderBottom: "1px solid",
    borderColor: "border",
    verticalAlign: "top",
  },
  "& td": { textAlign: "right", pr: 0 },
}

/** Shown only where scripts run, or only where they do not (`@media (scripting)`). */
const withScript = { "@media (scripting: none)": { display: "none" } }
const withoutScript = { display: "none", "@media (scripting: none)": { display: "block" } }

/**
 * «Preis berechnen»: the visitor picks a vehicle class and extras and reads a guide price, then asks for
 * an offer with the choice handed to the contact form. Without JavaScript the same prices stand in two
 * tables, and the link leads to the contact form.
 */
export function PriceEstimator({
  service,
  labels,
  choice,
  onChange,
}: {
  service: Service
  labels: Labels
  /** The page's choice, which «Farbe wählen» / «Tönung planen» change too. */
  choice: EstimatorChoice
  onChange: React.Dispatch<React.SetStateAction<EstimatorChoice>>
}) {
  const words = labels.estimator
  const { vehicleClasses } = service.price
  const extras = service.price.options ?? []
  const { classIndex, extras: chosen, configuration } = choice
  const vehicleClass = vehicleClasses[classIndex] ?? vehicleClasses[0]
  if (!vehicleClass) return null
  const picked = extras.filter((_, index) => chosen.has(index))
  const result = choiceEstimate(vehicleClass, picked, configuration)
  const setClassIndex = (index: number) => onChange((previous) => ({ ...previous, classIndex: index }))
  const toggle = (index: number) =>
    onChange((previous) => {
      const next = new Set(previous.extras)
      if (!next.delete(index)) next.add(index)
      return { ...previous, extras: next }
    })
  const request = requestHref(service.slug, vehicleClass, picked, configuration)

  return (
    <Band tone="surface" id="preis-berechnen" labelledBy="estimator-heading">
      <div sx={{ maxWidth: "prose" }}>
        <h2 id="estimator-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
          {words.heading}
        </h2>
        {words.intro && <p sx={{ variant: "text.lead", m: 0, mb: 5 }}>{words.intro}</p>}

        <form onSubmit={(event) => event.preventDefault()} sx={{ display: "grid", gap: 5, ...withScript }}>
          <fieldset sx={field.choices}>
            <legend sx={field.legend}>{words.vehicleClass}</legend>
            {vehicleClasses.map((option, index) => (
              <label key={option.label} sx={field.choice}>
                <input
                  type="radio"
                  name="fahrzeugklasse"
                  value={option.label}
                  checked={index === classIndex}
                  onChange={() => setClassIndex(index)}
                />
                <span sx={{ flex: "1 1 8em", minWidth: 0 }}>{option.label}</span>
                <span sx={{ color: "textMuted", whiteSpace: "nowrap", ml: "auto" }}>
                  {chf(labels, option.from, option.to)}
                </span>
              </label>
            ))}
          </fieldset>

          {extras.length > 0 && (
            <fieldset sx={field.choices}>
              <legend sx={field.legend}>{words.options}</legend>
              {extras.map((extra, index) => (
                <label key={extra.label} sx={{ ...field.choice, alignItems: "flex-start" }}>
                  <input
                    type="checkbox"
                    name="extras"
                    value={extra.label}
                    checked={chosen.has(index)}
                    onChange={() => toggle(index)}
                    aria-describedby={`extra-${index}`}
                  />
                  <span sx={{ flex: "1 1 10em", minWidth: 0, overflowWrap: "break-word" }}>
                    {extra.label}
                    <span id={`extra-${index}`} sx={{ display: "block", fontSize: 1, color: "textMuted" }}>
                      {extra.text}
                    </span>
                  </span>
                  <span sx={{ color: "textMuted", whiteSpace: "nowrap", ml: "auto" }}>
                    {extraPrice(labels, extra)}
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          {/* Room for two lines (phones), so a longer or shorter result never moves what follows. */}
          <output
            aria-live="polite"
            sx={{ variant: "cards.highlight", display: "block", minHeight: ["6em", "5em"], fontSize: [3, 4] }}
          >
            <strong>{words.result}:</strong> {chf(labels, result.from, result.to)}
            {configuration && (
              <span sx={{ display: "block", fontSize: 1, color: "textMuted", mt: 1 }}>
                {configuration.price > 0
                  ? `${configuration.label}: + ${chf(labels, configuration.price, configuration.price)}`
                  : configuration.label}
              </span>
            )}
          </output>
        </form>

        <div sx={withoutScript}>
          <table sx={priceTable}>
            <caption>{words.vehicleClass}</caption>
            <tbody>
              {vehicleClasses.map((option) => (
                <tr key={option.label}>
                  <th scope="row">{option.label}</th>
                  <td>{tablePrice(labels, chf(labels, option.from, option.to))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {extras.length > 0 && (
            <table sx={{ ...priceTable, mt: 5 }}>
              <caption>{words.options}</caption>
              <tbody>
                {extras.map((extra) => (
                  <tr key={extra.label}>
                    <th scope="row">
                      {extra.shownLabel}
                      <span sx={{ display: "block", fontWeight: "body", fontSize: 1, color: "textMuted" }}>
                        {extra.text}
                      </span>
                    </th>
                    <td>{tablePrice(labels, extraPrice(labels, extra))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>

        <p sx={{ color: "textMuted", fontSize: 1, mt: 4, mb: 5 }}>{words.note}</p>
        <Link to={request} sx={{ variant: "buttons.primary" }}>
          {words.request}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </Band>
  )
}

export const query = graphql`
  fragment PriceEstimator on ServiceYaml {
    slug
    price {
      vehicleClasses {
        label
        from
        to
      }
      options {
        label
        # The table without JavaScript, on a 320 px phone: «Blendschutzstreifen» beside its price.
        shownLabel: label(hyphenate: true)
        text
        price
        from
      }
    }
  }

  fragment EstimatorLabels on ServicesPageLabels {
    priceFrom
    priceTo
    estimator {
      heading(hyphenate: true)
      intro
      vehicleClass(hyphenate: true)
      options(hyphenate: true)
      result
      note
      request(hyphenate: true)
    }
  }
`
