// Which window may carry which tint film in Switzerland: the rules of the Verordnung über die
// technischen Anforderungen an Strassenfahrzeuge (VTS, SR 741.41), in one place. The tint planner
// shows what this module says; the texts never repeat a rule.
//
// What it relies on (Art. 71a VTS «Fenster und Sicht», SR 741.41 on fedlex.admin.ch):
// - Abs. 4: windows the driver needs for the view must let at least 70 % of the light through, and
//   nothing attached on, in front of or behind them may bring that below 70 %.
// - Abs. 5: a sun strip at the top of the windscreen is allowed if the driver, eyes 0.75 m above the
//   seat, still sees an object 4.00 m high at 12.00 m distance.
// - The windows behind the driver count as needed for the view only while the vehicle lacks an
//   exterior mirror on each side; with two exterior mirrors the view backwards is theirs, and the
//   cantonal inspections (asa, Vereinigung der Strassenverkehrsämter) accept any tint there.
// Factory glass already lets only about 70–80 % through, so a film on the windscreen or beside the
// driver leaves well under 70 %: it is computed here with the optimistic 80 %, so a verdict «nicht
// zulässig» never depends on a darker factory glass.

import { WINDOW_ZONES, ZONE_NAMES, type WindowZone } from "./zones"

/** What is on one window: nothing, a film letting `transmission` % through, or (windscreen) a sun strip. */
export type TintChoice =
  | { readonly kind: "none" }
  | { readonly kind: "film"; readonly transmission: number }
  | { readonly kind: "sunStrip" }

export type TintPlan = Readonly<Record<WindowZone, TintChoice>>

export interface Vehicle {
  /** An exterior mirror on the left and on the right. */
  readonly twoMirrors: boolean
}

export interface TintVerdict {
  readonly allowed: boolean
  /** One German sentence citing Art. 71a VTS. */
  readonly reason: string
}

/** Art. 71a Abs. 4 VTS: the least light a window the driver needs for the view lets through, in %. */
export const MIN_TRANSMISSION = 70
/** The factory glass's own transmission the check assumes, in % (the optimistic end). */
export const FACTORY_GLASS = 80

export const NO_TINT: TintChoice = { kind: "none" }

/** The light the window lets through with the film on the factory glass, rounded, in %. */
export const withFactoryGlass = (transmission: number) => Math.round((transmission * FACTORY_GLASS) / 100)

/** Does the driver need this window for the view? */
export const neededForView = (zone: WindowZone, vehicle: Vehicle) =>
  zone === "windscreen" || zone === "frontSide" || !vehicle.twoMirrors

/** «diese Scheibe … muss sie» or «diese Scheiben … müssen sie». */
const plural = (zone: WindowZone) => zone === "frontSide" || zone === "rearSide"

export function tintVerdict(zone: WindowZone, choice: TintChoice, vehicle: Vehicle): TintVerdict {
  if (choice.kind === "none") {
    return {
      allowed: true,
      reason: "Ohne Folie bleibt das Glas, wie es ab Werk eingebaut ist und Art. 71a VTS erfüllt.",
    }
  }
  if (choice.kind === "sunStrip") {
    return zone === "windscreen"
      ? {
          allowed: true,
          reason:
            "Ein Blendschutzstreifen oben an der Windschutzscheibe ist nach Art. 71a Abs. 5 VTS zulässig, solange Sie vom Fahrersitz aus einen Gegenstand in 4 m Höhe und 12 m Entfernung noch sehen; ich messe das an Ihrem Fahrzeug nach.",
        }
      : {
          allowed: false,
          reason: "Einen Blendschutzstreifen erlaubt Art. 71a Abs. 5 VTS nur an der Windschutzscheibe.",
        }
  }
  const through = withFactoryGlass(choice.transmission)
  const these = plural(zone) ? "diese Scheiben" : "diese Scheibe"
  if (!neededForView(zone, vehicle)) {
    return {
      allowed: true,
      reason: `Mit zwei Aussenspiegeln braucht der Fahrer ${these} nicht für die Sicht nach hinten, darum ist hier nach Art. 71a VTS jede Tönung zulässig.`,
    }
  }
  if (through >= MIN_TRANSMISSION) {
    return {
      allowed: true,
      reason: `Mit dieser Folie lässt das Glas noch rund ${through} % des Lichts durch, genug nach Art. 71a Abs. 4 VTS.`,
    }
  }
  const lacking = `mit dieser Folie wären es rund ${through} %`
  const reason = {
    windscreen: `Die Windschutzscheibe muss nach Art. 71a Abs. 4 VTS mindestens ${MIN_TRANSMISSION} % des Lichts durchlassen, ${lacking}: erlaubt ist dort nur ein Blendschutzstreifen.`,
    frontSide: `Die Scheiben neben Fahrer und Beifahrer müssen nach Art. 71a Abs. 4 VTS mindestens ${MIN_TRANSMISSION} % des Lichts durchlassen, ${lacking}.`,
    rearSide: `Ohne zwei Aussenspiegel braucht der Fahrer diese Scheiben für die Sicht nach hinten, darum müssen sie nach Art. 71a Abs. 4 VTS mindestens ${MIN_TRANSMISSION} % des Lichts durchlassen, ${lacking}.`,
    rearWindow: `Ohne zwei Aussenspiegel braucht der Fahrer diese Scheibe für die Sicht nach hinten, darum muss sie nach Art. 71a Abs. 4 VTS mindestens ${MIN_TRANSMISSION} % des Lichts durchlassen, ${lacking}.`,
  }[zone]
  return { allowed: false, reason }
}

/** Every window's verdict, and whether the whole plan may be requested. */
export function planVerdicts(plan: TintPlan, vehicle: Vehicle) {
  const verdicts = Object.fromEntries(
    (Object.keys(plan) as WindowZone[]).map((zone) => [zone, tintVerdict(zone, plan[zone], vehicle)])
  ) as Record<WindowZone, TintVerdict>
  return { verdicts, allowed: Object.values(verdicts).every((verdict) => verdict.allowed) }
}

export interface TintRuleRow {
  readonly zone: string
  readonly allowed: boolean
  readonly reason: string
  /** The windscreen's sun strip, beside its film. */
  readonly sunStrip: string | null
}

/**
 * What the rules say for each window with a tint film (the darkest, for a vehicle with two exterior
 * mirrors), for the table the tint page shows without JavaScript; made at build time, so the rules'
 * code stays out of the page's first load.
 */
export function tintRulesTable(darkest = 5) {
  const film: TintChoice = { kind: "film", transmission: darkest }
  const withMirrors = { twoMirrors: true }
  const rows: TintRuleRow[] = WINDOW_ZONES.map((zone) => {
    const verdict = tintVerdict(zone, film, withMirrors)
    return {
      zone: ZONE_NAMES[zone],
      allowed: verdict.allowed,
      reason: verdict.reason,
      sunStrip: zone === "windscreen" ? tintVerdict(zone, { kind: "sunStrip" }, withMirrors).reason : null,
    }
  })
  return {
    rows,
    withoutMirrors: tintVerdict("rearWindow", film, { twoMirrors: false }).reason,
    noFilm: tintVerdict("rearSide", NO_TINT, withMirrors).reason,
  }
}
