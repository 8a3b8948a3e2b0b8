// What «Farbe wählen» and «Tönung planen» share: the layout (choices beside the drawing, on a phone the
// drawing above them), the vehicle class the estimator shares, the guide price with «Offerte anfragen»,
// and how a zone switches the extra it stands for.
import { Link } from "gatsby"
import { ArrowRight } from "lucide-react"
import type * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import { HEADER_HEIGHT } from "../theme"
import * as field from "../components/form-styles"
import { choiceEstimate, type EstimatorChoice } from "../estimator/handover"
import { formatChfRange } from "../lib/price"
import type { ConfiguratorProps } from "./props"

/** The paint a car has before the wrap: a light silver, as most cars leave the factory. */
export const ORIGINAL = { colours: ["#c4c8cc"], finish: "metallic" } as const

export const layout: ThemeUIStyleObject = {
  display: "grid",
  gridTemplateColumns: ["1fr", null, "minmax(0, 1fr) minmax(0, 1.15fr)"],
  gap: [5, 6, 7],
  alignItems: "start",
}

/**
 * The drawing stays in view while the visitor works through the long lists: on a wide screen beside
 * them, with the price and the request; on a phone, smaller, above them under the header, with the
 * price and the request after the lists (the stage's box gives way: `display: contents`).
 */
export const stage: ThemeUIStyleObject = {
  display: ["contents", null, "block"],
  position: [null, null, "sticky"],
  top: 100,
}
export const drawingBox: ThemeUIStyleObject = {
  order: [-1, null, 0],
  position: ["sticky", null, "static"],
  top: HEADER_HEIGHT.mobile,
  zIndex: 1,
  bg: "background",
  py: [2, null, 0],
  "& svg": { display: "block", maxWidth: [300, null, "none"], mx: "auto" },
  // Up to the top while the phone's header hides (scrolling down), as fast as it goes.
  transition: "top 300ms ease",
  "body:has(header[data-hidden='true']) &": { top: 0 },
  "@media (prefers-reduced-motion: reduce)": { transition: "none" },
}
export const requestBox: ThemeUIStyleObject = { order: [1, null, 0] }

/** Which extras of the service the zones stand for (the service's «configurator» in content). */
export function extraIndex(service: ConfiguratorProps["service"], name: string | null | undefined) {
  if (!name) return -1
  return (service.price.options ?? []).findIndex((extra) => extra.label === name)
}

/** The choice with the extras `wanted` says switched on or off (others stay as the visitor set them). */
export function withExtras(
  choice: EstimatorChoice,
  wanted: readonly [number, boolean][]
): ReadonlySet<number> {
  const next = new Set(choice.extras)
  for (const [index, on] of wanted) {
    if (index < 0) continue
    if (on) next.add(index)
    else next.delete(index)
  }
  return next
}

/** The vehicle class, shared with the estimator. */
export function ClassChoice({
  service,
  choice,
  onChange,
  name,
}: Pick<ConfiguratorProps, "service" | "choice" | "onChange"> & { name: string }) {
  return (
    <fieldset sx={field.choices}>
      <legend sx={field.legend}>Fahrzeug</legend>
      <div sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: 2 }}>
        {service.price.vehicleClasses.map((vehicleClass, index) => (
          <label key={vehicleClass.label} sx={{ ...field.choice, flexWrap: "nowrap" }}>
            <input
              type="radio"
              name={name}
              value={vehicleClass.label}
              checked={choice.classIndex === index}
              onChange={() => onChange((previous) => ({ ...previous, classIndex: index }))}
            />
            <span sx={{ minWidth: 0 }}>{vehicleClass.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The guide price and «Offerte anfragen», or why there is none. */
export function Request({
  props,
  href,
  blocked,
}: {
  props: ConfiguratorProps
  href: string | null
  blocked?: string
}) {
  const { service, choice, words } = props
  const vehicleClass = service.price.vehicleClasses[choice.classIndex] ?? service.price.vehicleClasses[0]
  if (!vehicleClass) return null
  const picked = (service.price.options ?? []).filter((_, index) => choice.extras.has(index))
  const result = choiceEstimate(vehicleClass, picked, choice.configuration)
  return (
    <div sx={{ display: "grid", gap: 3, mt: 4 }}>
      {/* Two lines' room: a longer price never moves the estimator below. */}
      <output
        aria-live="polite"
        sx={{ variant: "cards.highlight", display: "block", fontSize: [2, 3], minHeight: ["5em", "4em"] }}
      >
        <strong>{words.result}:</strong> {formatChfRange(result, words)}
      </output>
      {blocked ? (
        <p role="alert" sx={{ m: 0, fontWeight: "bold", color: "danger" }}>
          {blocked}
        </p>
      ) : null}
      {href && !blocked ? (
        <Link to={href} sx={{ variant: "buttons.primary", justifySelf: "start" }}>
          {words.request}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  )
}
