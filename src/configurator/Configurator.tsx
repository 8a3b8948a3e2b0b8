// «Farbe wählen» and «Tönung planen»: the visitor's choices on the left (on a phone: below), the
// drawing that shows them beside, the guide price and «Offerte anfragen» under it. Loaded on demand
// (lazy.ts); the page shows the film list or the rules table until then.
import { Link } from "gatsby"
import { ArrowRight } from "lucide-react"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import * as field from "../components/form-styles"
import { choiceEstimate, requestHref, type EstimatorChoice } from "../estimator/choice"
import { germanList } from "../estimator/estimate"
import { formatChf, formatChfRange } from "../utils/price"
import type { ConfiguratorProps } from "./ConfiguratorSection"
import { CarDrawing } from "./drawing/CarDrawing"
import { FINISHES, filmId, finishName, priceGroupOf, type WrapFilm } from "./films"
import { filmSurcharge, tintParams, wrapParams, type ConfiguratorKind } from "./handover"
import { NO_TINT, planVerdicts, type TintChoice, type TintPlan } from "./tint-rules"
import { PARTIAL_ZONES, SHAPE_NAMES, WINDOW_ZONES, ZONE_NAMES, shapeOf, type PartialZone } from "./zones"

/** The paint a car has before the wrap: a light silver, as most cars leave the factory. */
const ORIGINAL = { colours: ["#c4c8cc"], finish: "metallic" } as const

const layout: ThemeUIStyleObject = {
  display: "grid",
  gridTemplateColumns: ["1fr", null, "minmax(0, 1fr) minmax(0, 1.15fr)"],
  gap: [5, 6, 7],
  alignItems: "start",
}

/** The drawing stays in view beside the long lists on a wide screen. */
const stage: ThemeUIStyleObject = { position: ["static", null, "sticky"], top: 100, order: [-1, null, 1] }

/** Which extras of the service the zones stand for (the service's «configurator» in content). */
function extraIndex(service: ConfiguratorProps["service"], name: string | null | undefined) {
  if (!name) return -1
  return (service.price.options ?? []).findIndex((extra) => extra.label === name)
}

/** The choice with the extras `wanted` says switched on or off (others stay as the visitor set them). */
function withExtras(choice: EstimatorChoice, wanted: readonly [number, boolean][]): ReadonlySet<number> {
  const next = new Set(choice.extras)
  for (const [index, on] of wanted) {
    if (index < 0) continue
    if (on) next.add(index)
    else next.delete(index)
  }
  return next
}

/** The vehicle class, shared with the estimator below. */
function ClassChoice({
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
function Request({
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

const FILTER_ALL = "alle"

export function WrapConfigurator(props: ConfiguratorProps & { kind: ConfiguratorKind }) {
  const { service, films, choice, onChange, kind } = props
  const range = films.wrap
  const [filmKey, setFilmKey] = React.useState<string | null>(null)
  const [finish, setFinish] = React.useState<string>(FILTER_ALL)
  const [zones, setZones] = React.useState<readonly PartialZone[]>(["roof", "mirrors"])
  if (!range) return null
  const partial = kind === "teilfolierung"
  const film = range.films.find((candidate) => filmId(candidate) === filmKey) ?? null
  const vehicleClass = service.price.vehicleClasses[choice.classIndex] ?? service.price.vehicleClasses[0]
  const shape = shapeOf(vehicleClass?.drawing, choice.classIndex)
  const finishes = FINISHES.filter((value) => range.films.some((candidate) => candidate.finish === value))
  const shown = range.films.filter((candidate) => finish === FILTER_ALL || candidate.finish === finish)

  /** The film, the zones and what they add to the estimate, handed to the page's choice. */
  const update = (next: WrapFilm | null, nextZones: readonly PartialZone[]) => {
    const mapping = service.configurator
    onChange((previous) => {
      const extras = partial
        ? withExtras(previous, [
            [extraIndex(service, mapping?.roof), nextZones.includes("roof")],
            [extraIndex(service, mapping?.bonnet), nextZones.includes("bonnet")],
            [extraIndex(service, mapping?.mirrors), nextZones.includes("mirrors")],
            [extraIndex(service, mapping?.stripe), nextZones.includes("stripe")],
          ])
        : previous.extras
      if (!next) return { ...previous, extras }
      const group = priceGroupOf(next, range.priceGroups)
      return {
        ...previous,
        extras,
        configuration: {
          label: `Folie «${next.name}»${group ? ` (Preisgruppe «${group.name}»)` : ""}`,
          price: filmSurcharge(next, range.priceGroups, kind),
          params: wrapParams(next, partial ? nextZones : []),
        },
      }
    })
  }

  const paint = film ? { colours: film.colours, finish: film.finish } : ORIGINAL
  const covered = partial ? zones : []
  const drawingPaint = partial
    ? {
        body: ORIGINAL,
        ...Object.fromEntries(covered.map((zone) => [zone, paint])),
      }
    : { body: paint }
  const filmWords = film ? `${film.name} (${finishName(film.finish)}) von ${film.manufacturer}` : null
  const description = !filmWords
    ? `${SHAPE_NAMES[shape]} in der Seitenansicht, silbern lackiert, noch ohne Folie.`
    : partial
      ? covered.length > 0
        ? `${SHAPE_NAMES[shape]} in der Seitenansicht, silbern lackiert; ${germanList(covered.map((zone) => ZONE_NAMES[zone]))} in ${filmWords}.`
        : `${SHAPE_NAMES[shape]} in der Seitenansicht, silbern lackiert; noch kein Teil gewählt für ${filmWords}.`
      : `${SHAPE_NAMES[shape]} in der Seitenansicht, ganz foliert in ${filmWords}.`

  const picked = (service.price.options ?? []).filter((_, index) => choice.extras.has(index))
  const href =
    vehicleClass && film ? requestHref(service.slug, vehicleClass, picked, choice.configuration) : null

  return (
    <div sx={layout}>
      <form onSubmit={(event) => event.preventDefault()} sx={{ display: "grid", gap: 5, minWidth: 0 }}>
        <ClassChoice service={service} choice={choice} onChange={onChange} name="farbe-fahrzeug" />

        {partial && (
          <fieldset sx={field.choices}>
            <legend sx={field.legend}>Teile</legend>
            <div
              sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: 2 }}
            >
              {PARTIAL_ZONES.map((zone) => (
                <label key={zone} sx={field.choice}>
                  <input
                    type="checkbox"
                    name="teile"
                    value={zone}
                    checked={zones.includes(zone)}
                    onChange={(event) => {
                      const next = event.target.checked ? [...zones, zone] : zones.filter((z) => z !== zone)
                      const ordered = PARTIAL_ZONES.filter((z) => next.includes(z))
                      setZones(ordered)
                      update(film, ordered)
                    }}
                  />
                  <span>{ZONE_NAMES[zone]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset sx={field.choices}>
          <legend sx={field.legend}>Oberfläche</legend>
          <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
            {[FILTER_ALL, ...finishes].map((value) => (
              <label key={value} sx={{ ...field.choice, minHeight: 44, py: 1, borderRadius: "pill" }}>
                <input
                  type="radio"
                  name="oberflaeche"
                  value={value}
                  checked={finish === value}
                  onChange={() => setFinish(value)}
                />
                <span>{value === FILTER_ALL ? "Alle" : finishName(value)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset sx={field.choices}>
          <legend sx={field.legend}>Folie</legend>
          <div
            sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))", gap: 2 }}
          >
            {shown.map((candidate) => {
              const key = filmId(candidate)
              const group = priceGroupOf(candidate, range.priceGroups)
              return (
                // The swatch beside the radio, the name under both: the whole card's width for it.
                <label
                  key={key}
                  sx={{
                    ...field.choice,
                    display: "grid",
                    gridTemplateColumns: "auto 1fr",
                    alignItems: "center",
                    alignContent: "start",
                    py: 3,
                  }}
                >
                  <input
                    type="radio"
                    name="folie"
                    value={key}
                    checked={filmKey === key}
                    onChange={() => {
                      setFilmKey(key)
                      update(candidate, zones)
                    }}
                  />
                  <span
                    aria-hidden="true"
                    sx={{ height: 32, borderRadius: "small", border: "1px solid", borderColor: "border" }}
                    style={{ background: candidate.swatch }}
                  />
                  <span
                    sx={{
                      gridColumn: "1 / -1",
                      minWidth: 0,
                      fontSize: 1,
                      fontWeight: "bold",
                      lineHeight: "tight",
                    }}
                  >
                    {candidate.name}
                    <span
                      sx={{ display: "block", fontWeight: "body", fontSize: 0, color: "textMuted", mt: 1 }}
                    >
                      {candidate.manufacturer}, {finishName(candidate.finish)}
                      {group && group.full > 0
                        ? `, + ${formatChf(kind === "teilfolierung" ? group.partial : group.full)}`
                        : ""}
                    </span>
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      </form>

      <div sx={stage}>
        <CarDrawing
          shape={shape}
          paint={drawingPaint as React.ComponentProps<typeof CarDrawing>["paint"]}
          idPrefix="farbe"
          title={film ? `Ihr Fahrzeug mit ${film.name}` : "Ihr Fahrzeug"}
          description={description}
        />
        <Request props={props} href={href} />
        {!film && (
          <p sx={{ mt: 3, mb: 0, fontSize: 1, color: "textMuted" }}>
            Wählen Sie eine Folie, dann können Sie eine Offerte anfragen.
          </p>
        )}
      </div>
    </div>
  )
}

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
        ok && any ? { label: "Tönung nach Ihrem Plan", price: 0, params: tintParams(nextPlan) } : null,
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
              choice: { kind: "film", transmission: film.transmission } as const,
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
        <Request props={props} href={href} blocked={blocked} />
        {!tinted && allowed && (
          <p sx={{ mt: 3, mb: 0, fontSize: 1, color: "textMuted" }}>
            Wählen Sie für mindestens eine Scheibe eine Folie, dann können Sie eine Offerte anfragen.
          </p>
        )}
      </div>
    </div>
  )
}
