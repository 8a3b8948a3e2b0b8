// What «Farbe wählen» and «Tönung planen» add to the link to the contact form, and how the contact
// form reads it back: the film and the zones of a wrap, the film on each window of a tint plan. As
// with the estimator's class and extras (estimator/estimate.ts), only what exists in the content is
// read back, and a tint plan only if the rules allow every window of it. The one file of the
// configurator another feature imports (docs/architecture.md): the estimator's request reads it.
import { formatChf } from "../lib/price"
import { germanList } from "../lib/german-list"
import { filmId, filmTitle, type WrapFilm } from "../content/films"
import { CONFIGURATION_PARAMS, NO, STRIP, filmSurcharge, type ConfiguratorKind, type FilmRange } from "./link"
import { filmChoice, tintVerdict, type TintChoice, type TintPlan, type Vehicle } from "./tint-rules"
import {
  PARTIAL_ZONES,
  WINDOW_ZONES,
  ZONE_NAMES,
  ZONE_WORDS,
  type PartialZone,
  type WindowZone,
} from "../content/zones"

export type { ConfiguratorKind, FilmRange } from "./link"

/** «Folie: 3M Wrap Film Series 2080, Satin Dark Basalt (satin), für Dach und Motorhaube (Preisgruppe «Effekt», + CHF 90.–).» */
export function wrapSentence(
  film: WrapFilm,
  zones: readonly PartialZone[],
  surcharge: number,
  groupName?: string | null
) {
  const where = zones.length > 0 ? `, für ${germanList(zones.map((zone) => ZONE_NAMES[zone]))}` : ""
  const price = groupName && surcharge > 0 ? ` (Preisgruppe «${groupName}», + ${formatChf(surcharge)})` : ""
  return `Folie: ${filmTitle(film)}${where}${price}.`
}

/** «Tönung: Windschutzscheibe mit Blendschutzstreifen, Hintere Seitenscheiben 20 %; das Fahrzeug hat zwei Aussenspiegel.» */
export function tintSentence(plan: TintPlan, vehicle: Vehicle): string {
  const parts = WINDOW_ZONES.flatMap((zone) => {
    const choice = plan[zone]
    if (choice.kind === "none") return []
    return [
      choice.kind === "sunStrip"
        ? `${ZONE_NAMES[zone]} mit Blendschutzstreifen`
        : `${ZONE_NAMES[zone]} ${choice.transmission} %`,
    ]
  })
  const mirrors = vehicle.twoMirrors
    ? "das Fahrzeug hat zwei Aussenspiegel"
    : "das Fahrzeug hat nicht auf beiden Seiten einen Aussenspiegel"
  return `Tönung: ${parts.join(", ")}; ${mirrors}.`
}

export interface ReadConfiguration {
  /** A sentence for the message. */
  sentence: string
  /** The film's surcharge, to add to the guide price. */
  surcharge: number
}

/**
 * The configuration a link names for `kind`'s service, or null. Unknown films, zones and
 * transmissions are dropped; of a tint plan, only the windows the rules allow (for the vehicle the
 * link names: two exterior mirrors unless it says otherwise).
 */
export function readConfiguration(
  search: string,
  kind: ConfiguratorKind,
  range: FilmRange
): ReadConfiguration | null {
  const params = new URLSearchParams(search)
  if (kind === "toenung") {
    const vehicle = { twoMirrors: params.get(CONFIGURATION_PARAMS.mirrors) !== NO }
    const plan = readTintPlan(params.get(CONFIGURATION_PARAMS.tint) ?? "", range, vehicle)
    return plan ? { sentence: tintSentence(plan, vehicle), surcharge: 0 } : null
  }
  const film = range.wrap.films.find(
    (candidate) => filmId(candidate) === params.get(CONFIGURATION_PARAMS.film)
  )
  if (!film) return null
  const wanted = new Set((params.get(CONFIGURATION_PARAMS.zones) ?? "").split(","))
  const zones = kind === "teilfolierung" ? PARTIAL_ZONES.filter((zone) => wanted.has(ZONE_WORDS[zone])) : []
  const surcharge = filmSurcharge(film, range.wrap.priceGroups, kind)
  return { sentence: wrapSentence(film, zones, surcharge, film.priceGroup), surcharge }
}

function readTintPlan(value: string, range: FilmRange, vehicle: Vehicle): TintPlan | null {
  const plan: Record<WindowZone, TintChoice> = {
    windscreen: { kind: "none" },
    frontSide: { kind: "none" },
    rearSide: { kind: "none" },
    rearWindow: { kind: "none" },
  }
  // The owner's film, with the value measured for it: a link cannot claim one.
  const offered = new Map(range.tint.films.map((film) => [String(film.transmission), film]))
  for (const token of value.split(",")) {
    const [word, amount] = token.split(":")
    const zone = WINDOW_ZONES.find((candidate) => ZONE_WORDS[candidate] === word)
    if (!zone || amount === undefined) continue
    const film = offered.get(amount)
    const choice: TintChoice | null = amount === STRIP ? { kind: "sunStrip" } : film ? filmChoice(film) : null
    if (choice && tintVerdict(zone, choice, vehicle).allowed) plan[zone] = choice
  }
  return WINDOW_ZONES.some((zone) => plan[zone].kind !== "none") ? plan : null
}
