// «Farbe wählen»: the vehicle class, on the partial-wrap page the parts, a finish filter and the owner's
// films, beside the drawing that shows them. Its own chunk (lazy.ts): the tint page never loads it.
import * as React from "react"
import * as field from "../components/form-styles"
import { requestHref } from "../estimator/handover"
import { germanList } from "../lib/german-list"
import { formatChf } from "../lib/price"
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
import { FINISHES, filmId, finishName, priceGroupOf, type WrapFilm } from "../content/films"
import { filmSurcharge, wrapParams, type ConfiguratorKind } from "./link"
import { PARTIAL_ZONES, SHAPE_NAMES, ZONE_NAMES, shapeOf, type PartialZone } from "../content/zones"

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
        <div sx={drawingBox}>
          <CarDrawing
            shape={shape}
            paint={drawingPaint as React.ComponentProps<typeof CarDrawing>["paint"]}
            idPrefix="farbe"
            title={film ? `Ihr Fahrzeug mit ${film.name}` : "Ihr Fahrzeug"}
            description={description}
          />
        </div>
        <div sx={requestBox}>
          <Request props={props} href={href} />
          {!film && (
            <p sx={{ mt: 3, mb: 0, fontSize: 1, color: "textMuted" }}>
              Wählen Sie eine Folie, dann können Sie eine Offerte anfragen.
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
