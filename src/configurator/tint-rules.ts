// Which window may carry which tint film in Switzerland, in one place. The tint planner and the
// build-time table show what this module says; the texts never repeat a rule.
//
// What it relies on (VTS, SR 741.41 on fedlex.admin.ch; which text was read where, and when:
// docs/configurator.md, «The rules»):
// - Art. 71a Abs. 4 VTS: windows the driver needs for the view let at least 70 % of the
//   light through, and nothing attached on, in front of or behind them may bring that below 70 %:
//   what counts is film and glass together, as on the vehicle.
// - Art. 71a Abs. 5 VTS: a sun strip at the top of the windscreen is allowed if the driver, eyes
//   0.75 m above the seat, still sees an object 4.00 m high at 12.00 m distance.
// - Art. 112 VTS: an exterior mirror on each side. That the windows behind the driver are then not
//   «needed for the view» is a READING of Art. 71a Abs. 4 together with Art. 112, stated by no text,
//   and the reasons say so; without two exterior mirrors they fall under the 70 % like the front.
// Factory glass is often already near 70 % (Swiss tint businesses say so, and do not film the
// windscreen or, in practice, the front side windows), and how near differs from car to car. So no
// verdict here assumes a glass value: a film on a window the driver needs is allowed only with a
// value the owner measured for it on factory glass (content/folien.yaml, `measured`).

import { WINDOW_ZONES, ZONE_NAMES, type WindowZone } from "../content/zones"

/** A tint film as the owner lists it: its own transmission and, if measured, film and glass together. */
export interface TintFilm {
  readonly transmission: number
  readonly name: string
  /** The light that passes the film on factory glass, measured by the owner, in %. */
  readonly measured?: number | null
}

/** What is on one window: nothing, a film (with its measured value, if any), or (windscreen) a sun strip. */
export type TintChoice =
  | { readonly kind: "none" }
  | { readonly kind: "film"; readonly transmission: number; readonly measured?: number | null }
  | { readonly kind: "sunStrip" }

export type TintPlan = Readonly<Record<WindowZone, TintChoice>>

export interface Vehicle {
  /** An exterior mirror on the left and on the right. */
  readonly twoMirrors: boolean
}

export interface TintVerdict {
  readonly allowed: boolean
  /** The rule, with its article and paragraph, and what it means for this choice: German, «Sie». */
  readonly reason: string
  /** The part of `reason` about this choice alone (the table adds it per measured film). */
  readonly finding: string
}

/** Art. 71a Abs. 4 VTS: the least light a window the driver needs for the view lets through, in %. */
export const MIN_TRANSMISSION = 70

export const NO_TINT: TintChoice = { kind: "none" }

/** «70 %» with a no-break space: on a phone the sign never stands alone at the start of a line. */
const percent = (value: number) => `${value}\u00a0%`

/** The owner's film as a choice for a window. */
export const filmChoice = (film: Pick<TintFilm, "transmission" | "measured">): TintChoice => ({
  kind: "film",
  transmission: film.transmission,
  measured: film.measured ?? null,
})

/** Does the driver need this window for the view? Behind the driver: the reading of Art. 112 VTS. */
export const neededForView = (zone: WindowZone, vehicle: Vehicle) =>
  zone === "windscreen" || zone === "frontSide" || !vehicle.twoMirrors

const verdict = (allowed: boolean, rule: string, finding: string): TintVerdict => ({
  allowed,
  reason: rule ? `${rule} ${finding}` : finding,
  finding,
})

/** Art. 71a Abs. 4 VTS for a window the driver needs, in one sentence. */
const AT_LEAST = `mindestens ${percent(MIN_TRANSMISSION)} des Lichts durchlassen (Art. 71a Abs. 4 VTS).`
const NEEDED_RULES: Record<WindowZone, string> = {
  windscreen: `Die Windschutzscheibe muss mit Folie noch ${AT_LEAST}`,
  frontSide: `Die Scheiben neben Fahrer und Beifahrer müssen mit Folie noch ${AT_LEAST}`,
  rearSide: `Ohne zwei Aussenspiegel braucht der Fahrer diese Scheiben für die Sicht nach hinten, darum müssen sie mit Folie noch ${AT_LEAST}`,
  rearWindow: `Ohne zwei Aussenspiegel braucht der Fahrer die Heckscheibe für die Sicht nach hinten, darum muss sie mit Folie noch ${AT_LEAST}`,
}

export function tintVerdict(zone: WindowZone, choice: TintChoice, vehicle: Vehicle): TintVerdict {
  if (choice.kind === "none") {
    return verdict(
      true,
      "",
      "Ohne Folie bleibt das Glas, wie es ab Werk eingebaut ist und Art. 71a VTS erfüllt."
    )
  }
  if (choice.kind === "sunStrip") {
    return zone === "windscreen"
      ? verdict(
          true,
          "",
          "Ein Blendschutzstreifen oben an der Windschutzscheibe ist nach Art. 71a Abs. 5 VTS zulässig, solange Sie vom Fahrersitz aus einen Gegenstand in 4 m Höhe und 12 m Entfernung noch sehen; ich messe das an Ihrem Fahrzeug nach."
        )
      : verdict(
          false,
          "",
          "Einen Blendschutzstreifen erlaubt Art. 71a Abs. 5 VTS nur an der Windschutzscheibe."
        )
  }
  if (!neededForView(zone, vehicle)) {
    return verdict(
      true,
      `Die ${percent(MIN_TRANSMISSION)} nach Art. 71a Abs. 4 VTS gelten für Scheiben, die der Fahrer für die Sicht braucht.`,
      "Mit zwei Aussenspiegeln (Art. 112 VTS) sieht er über die Spiegel nach hinten, darum ist hier nach dieser Lesart beider Artikel jede Tönung zulässig."
    )
  }
  const rule = NEEDED_RULES[zone]
  const { measured } = choice
  if (measured === undefined || measured === null) {
    return verdict(
      false,
      rule,
      `Ohne Messwert mit Scheibe bringe ich hier keine Folie an, denn das Glas ab Werk liegt oft schon nahe an ${percent(MIN_TRANSMISSION)}.`
    )
  }
  return measured >= MIN_TRANSMISSION
    ? verdict(
        true,
        rule,
        `Mit dieser Folie sind es ${percent(measured)} gemessen; ich messe an Ihrem Fahrzeug nach, bevor ich sie anbringe.`
      )
    : verdict(false, rule, `Mit dieser Folie sind es nur ${percent(measured)} gemessen.`)
}

/** Every window's verdict, and whether the whole plan may be requested. */
export function planVerdicts(plan: TintPlan, vehicle: Vehicle) {
  const verdicts = Object.fromEntries(
    (Object.keys(plan) as WindowZone[]).map((zone) => [zone, tintVerdict(zone, plan[zone], vehicle)])
  ) as Record<WindowZone, TintVerdict>
  return { verdicts, allowed: Object.values(verdicts).every((verdict) => verdict.allowed) }
}

/** A film the owner measured, on a window the driver needs: its own line in the table. */
export interface TintRuleFilm {
  /** «70 % (klar)». */
  readonly film: string
  readonly allowed: boolean
  readonly text: string
}

export interface TintRuleRow {
  readonly zone: string
  readonly allowed: boolean
  readonly reason: string
  /** The windscreen's sun strip, beside its film. */
  readonly sunStrip: string | null
  /** Each measured film, where its value decides. */
  readonly films: readonly TintRuleFilm[]
}

/**
 * What the rules say for each window (the darkest film, for a vehicle with two exterior mirrors, and
 * each film the owner measured), for the table the tint page shows without JavaScript; made at build
 * time, so the rules' code stays out of the page's first load.
 */
export function tintRulesTable(films: readonly TintFilm[]) {
  const byTransmission = [...films].sort((a, b) => a.transmission - b.transmission)
  // The content check requires at least one film.
  const film = filmChoice(byTransmission[0] ?? { transmission: 0 })
  const withMirrors = { twoMirrors: true }
  const rows: TintRuleRow[] = WINDOW_ZONES.map((zone) => {
    const verdict = tintVerdict(zone, film, withMirrors)
    const measured = neededForView(zone, withMirrors)
      ? byTransmission.filter((each) => each.measured !== undefined && each.measured !== null)
      : []
    return {
      zone: ZONE_NAMES[zone],
      allowed: verdict.allowed,
      reason: verdict.reason,
      sunStrip: zone === "windscreen" ? tintVerdict(zone, { kind: "sunStrip" }, withMirrors).reason : null,
      films: measured.map((each) => {
        const own = tintVerdict(zone, filmChoice(each), withMirrors)
        return {
          film: `${percent(each.transmission)} (${each.name})`,
          allowed: own.allowed,
          text: own.finding,
        }
      }),
    }
  })
  return {
    rows,
    withoutMirrors: tintVerdict("rearWindow", film, { twoMirrors: false }).reason,
    noFilm: tintVerdict("rearSide", NO_TINT, withMirrors).reason,
  }
}
