// «Tönung planen»: a film per window, checked against the Swiss rules as it is chosen, beside the
// drawing that darkens accordingly. Its own chunk (lazy.ts): the wrap pages never load it.
import * as React from "react"
import * as field from "../components/form-styles"
import { requestHref } from "../estimator/handover"
import type { ConfiguratorProps } from "./props"
import {
  ClassChoice,
  ORIGINAL,
  Request,
  drawingBox,
  extraIndex,
  layout,
  requestBox,
  stage,
  withExtras,
} from "./controls"
import { CarDrawing } from "./drawing/CarDrawing"
import { tintParams } from "./link"
import { NO_TINT, filmChoice, planVerdicts, type TintChoice, type TintPlan } from "./tint-rules"
import { SHAPE_NAMES, WINDOW_ZONES, ZONE_NAMES, shapeOf } from "../content/zones"

const EMPTY_PLAN: TintPlan = {
  windscreen: NO_TINT,
  frontSide: NO_TINT,
  rearSide: NO_TINT,
  rearWindow: NO_TINT,
}

/** «keine», «streifen» or the transmission, as the radio's value. */
const valueOf = (choice: TintChoice) => (choice.kind === "film" ? String(choice.transmission) : choice.kind)

export function TintPlanner(props: ConfiguratorProps) {
  const { service, films, choice, onChange } = props
  const [plan, setPlan] = React.useState<TintPlan>(EMPTY_PLAN)
  const [twoMirrors, setTwoMirrors] = React.useState(true)
  const range = films.tint
  if (!range) return null
  const { verdicts, allowed } = planVerdicts(plan, { twoMirrors })
  const vehicleClass = service.price.vehicleClasses[choice.classIndex] ?? service.price.vehicleClasses[0]
  const shape = shapeOf(vehicleClass?.drawing, choice.classIndex)
  const tinted = WINDOW_ZONES.some((zone) => plan[zone].kind !== "none")

  const update = (nextPlan: TintPlan, mirrors: boolean) => {
    const mapping = service.configurator
    const ok = planVerdicts(nextPlan, { twoMirrors: mirrors }).allowed
    const any = WINDOW_ZONES.some((zone) => nextPlan[zone].kind !== "none")
    onChange((previous) => ({
      ...previous,
      extras: withExtras(previous, [
        [extraIndex(service, mapping?.rearWindow), nextPlan.rearWindow.kind === "film"],
        [extraIndex(service, mapping?.sunStrip), nextPlan.windscreen.kind === "sunStrip"],
      ]),
      // Only a plan that may be carried out goes to the estimator's link and the contact form.
      configuration:
        ok && any
          ? {
              label: "Tönung nach Ihrem Plan",
              price: 0,
              params: tintParams(nextPlan, { twoMirrors: mirrors }),
            }
          : null,
    }))
  }

  const describe = (zone: (typeof WINDOW_ZONES)[number]) => {
    const current = plan[zone]
    const what =
      current.kind === "none"
        ? "keine Folie"
        : current.kind === "sunStrip"
          ? "Blendschutzstreifen"
          : `Folie ${current.transmission} %`
    return `${ZONE_NAMES[zone]}: ${what}${verdicts[zone].allowed ? "" : " (nicht zulässig)"}`
  }
  const description = `${SHAPE_NAMES[shape]} in der Seitenansicht. ${WINDOW_ZONES.map(describe).join("; ")}.`
  const tint = Object.fromEntries(
    WINDOW_ZONES.map((zone) => [
      zone,
      plan[zone].kind === "film" ? (plan[zone] as { transmission: number }).transmission : null,
    ])
  )
  const picked = (service.price.options ?? []).filter((_, index) => choice.extras.has(index))
  const href =
    vehicleClass && allowed && tinted
      ? requestHref(service.slug, vehicleClass, picked, choice.configuration)
      : null
  const blocked = !allowed
    ? "Eine Tönung, die nicht zulässig ist, bringe ich nicht an: ändern Sie die rot markierten Scheiben, dann können Sie eine Offerte anfragen."
    : undefined

  return (
    <div sx={layout}>
      <form onSubmit={(event) => event.preventDefault()} sx={{ display: "grid", gap: 5, minWidth: 0 }}>
        <ClassChoice service={service} choice={choice} onChange={onChange} name="toenung-fahrzeug" />
        <label sx={{ ...field.choice, flexWrap: "nowrap" }}>
          <input
            type="checkbox"
            name="aussenspiegel"
            checked={twoMirrors}
            onChange={(event) => {
              setTwoMirrors(event.target.checked)
              update(plan, event.target.checked)
            }}
          />
          <span>Das Fahrzeug hat zwei Aussenspiegel</span>
        </label>
        {WINDOW_ZONES.map((zone) => {
          const verdict = verdicts[zone]
          const options: { value: string; label: string; choice: TintChoice }[] = [
            { value: "none", label: "keine Folie", choice: NO_TINT },
            ...(zone === "windscreen"
              ? [{ value: "sunStrip", label: "Blendschutzstreifen", choice: { kind: "sunStrip" } as const }]
              : []),
            ...range.films.map((film) => ({
              value: String(film.transmission),
              label: `${film.transmission} % (${film.name})`,
              choice: filmChoice(film),
            })),
          ]
          return (
            <fieldset key={zone} sx={field.choices} aria-describedby={`toenung-${zone}-urteil`}>
              <legend sx={field.legend}>{ZONE_NAMES[zone]}</legend>
              <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                {options.map((option) => (
                  <label key={option.value} sx={{ ...field.choice, minHeight: 44, py: 1 }}>
                    <input
                      type="radio"
                      name={`toenung-${zone}`}
                      value={option.value}
                      checked={valueOf(plan[zone]) === option.value}
                      onChange={() => {
                        const next = { ...plan, [zone]: option.choice }
                        setPlan(next)
                        update(next, twoMirrors)
                      }}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
              <p
                id={`toenung-${zone}-urteil`}
                sx={{
                  m: 0,
                  mt: 2,
                  fontSize: 1,
                  borderLeft: "4px solid",
                  borderColor: verdict.allowed ? "primary" : "danger",
                  pl: 3,
                }}
              >
                <strong sx={{ color: verdict.allowed ? "primary" : "danger" }}>
                  {verdict.allowed ? "zulässig" : "nicht zulässig"}
                </strong>
                {": "}
                {verdict.reason}
              </p>
            </fieldset>
          )
        })}
      </form>

      <div sx={stage}>
        <div sx={drawingBox}>
          <CarDrawing
            shape={shape}
            paint={{ body: ORIGINAL }}
            tint={tint}
            sunStrip={plan.windscreen.kind === "sunStrip"}
            flagged={WINDOW_ZONES.filter((zone) => !verdicts[zone].allowed)}
            idPrefix="toenung"
            title="Ihr Fahrzeug mit der geplanten Tönung"
            description={description}
          />
        </div>
        <div sx={requestBox}>
          <Request props={props} href={href} blocked={blocked} />
          {!tinted && allowed && (
            <p sx={{ mt: 3, mb: 0, fontSize: 1, color: "textMuted" }}>
              Wählen Sie für mindestens eine Scheibe eine Folie, dann können Sie eine Offerte anfragen.
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
