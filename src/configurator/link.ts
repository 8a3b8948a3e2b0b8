// The words «Farbe wählen» and «Tönung planen» add to the link to the contact form
// («folie=3m-satin-dark-basalt&zonen=dach», «toenung=heckscheibe:5», «zwei-aussenspiegel=nein» when the
// visitor said so: the rules differ), and a film's surcharge. Apart
// from handover.ts, which reads them back: the planners need only this, not the rules' reading.
import { filmId, priceGroupOf, type PriceGroup, type WrapFilm } from "../content/films"
import type { TintFilm, TintPlan, Vehicle } from "./tint-rules"
import { WINDOW_ZONES, ZONE_WORDS, type PartialZone } from "../content/zones"

export const CONFIGURATION_PARAMS = {
  film: "folie",
  zones: "zonen",
  tint: "toenung",
  mirrors: "zwei-aussenspiegel",
} as const

/** The value of `zwei-aussenspiegel` for a vehicle without an exterior mirror on each side. */
export const NO = "nein"

/** The word for a strip on the windscreen in the link («windschutzscheibe:streifen»). */
export const STRIP = "streifen"

export type ConfiguratorKind = "komplettfolierung" | "teilfolierung" | "toenung"

/** What the configurator's content says, as the page queries it. */
export interface FilmRange {
  readonly wrap: { readonly films: readonly WrapFilm[]; readonly priceGroups?: readonly PriceGroup[] | null }
  readonly tint: { readonly films: readonly TintFilm[] }
}

export function wrapParams(film: WrapFilm, zones: readonly PartialZone[] = []): Record<string, string> {
  return {
    [CONFIGURATION_PARAMS.film]: filmId(film),
    ...(zones.length > 0
      ? { [CONFIGURATION_PARAMS.zones]: zones.map((zone) => ZONE_WORDS[zone]).join(",") }
      : {}),
  }
}

export function tintParams(plan: TintPlan, vehicle: Vehicle): Record<string, string> {
  const tinted = WINDOW_ZONES.flatMap((zone) => {
    const choice = plan[zone]
    if (choice.kind === "none") return []
    return [`${ZONE_WORDS[zone]}:${choice.kind === "sunStrip" ? STRIP : choice.transmission}`]
  })
  if (tinted.length === 0) return {}
  return {
    [CONFIGURATION_PARAMS.tint]: tinted.join(","),
    ...(vehicle.twoMirrors ? {} : { [CONFIGURATION_PARAMS.mirrors]: NO }),
  }
}

/** The surcharge of a film's price group on this kind of wrap, 0 without one. */
export function filmSurcharge(
  film: WrapFilm,
  groups: FilmRange["wrap"]["priceGroups"],
  kind: ConfiguratorKind
) {
  const group = priceGroupOf(film, groups)
  if (!group) return 0
  return kind === "teilfolierung" ? group.partial : group.full
}
