import { planVerdicts, tintRulesTable, tintVerdict, type TintChoice } from "../tint-rules"
import { WINDOW_ZONES, type WindowZone } from "../../content/zones"

const film = (transmission: number, measured?: number | null): TintChoice => ({
  kind: "film",
  transmission,
  measured,
})
const NONE: TintChoice = { kind: "none" }
const STRIP: TintChoice = { kind: "sunStrip" }
const TINTS = [5, 20, 35, 50]
const FRONT = ["windscreen", "frontSide"] as const
const BEHIND = ["rearSide", "rearWindow"] as const

// Every zone × every film the owner offers × with and without two exterior mirrors: the verdict and
// the article and paragraph it rests on.
type Row = [string, WindowZone, TintChoice, boolean, boolean, RegExp]
const rows: Row[] = [
  ...WINDOW_ZONES.flatMap((zone) =>
    [true, false].map((twoMirrors): Row => [
      "Art. 71a VTS: no film keeps the factory glass",
      zone,
      NONE,
      twoMirrors,
      true,
      /Art\. 71a VTS/,
    ])
  ),
  ...[true, false].flatMap((twoMirrors) => [
    // No assumed glass: without a measured value, even a clear 90 % film is not allowed in front (it
    // was, with the 80 % glass this module used to assume: 72 %).
    ...FRONT.flatMap((zone) =>
      [...TINTS, 90].map((t): Row => [
        `Art. 71a Abs. 4 VTS: an unmeasured ${t} % film where the driver needs the view`,
        zone,
        film(t),
        twoMirrors,
        false,
        /mindestens 70\u00a0% des Lichts durchlassen \(Art\. 71a Abs\. 4 VTS\)\. Ohne Messwert mit Scheibe/,
      ])
    ),
    ...FRONT.map((zone): Row => [
      "Art. 71a Abs. 4 VTS: a film measured at 74 % with the glass",
      zone,
      film(80, 74),
      twoMirrors,
      true,
      /Art\. 71a Abs\. 4 VTS\)\. Mit dieser Folie sind es 74\u00a0% gemessen; ich messe an Ihrem Fahrzeug nach/,
    ]),
    ...FRONT.map((zone): Row => [
      "Art. 71a Abs. 4 VTS: exactly 70 % measured is enough",
      zone,
      film(75, 70),
      twoMirrors,
      true,
      /70\u00a0% gemessen/,
    ]),
    ...FRONT.map((zone): Row => [
      "Art. 71a Abs. 4 VTS: a film measured at 69 % is not",
      zone,
      film(75, 69),
      twoMirrors,
      false,
      /Art\. 71a Abs\. 4 VTS\)\. Mit dieser Folie sind es nur 69\u00a0% gemessen\./,
    ]),
    [
      "Art. 71a Abs. 5 VTS: a sun strip at the top of the windscreen",
      "windscreen",
      STRIP,
      twoMirrors,
      true,
      /Art\. 71a Abs\. 5 VTS.*4 m Höhe und 12 m/,
    ] satisfies Row,
    ...(["frontSide", "rearSide", "rearWindow"] as const).map((zone): Row => [
      "Art. 71a Abs. 5 VTS: a sun strip only on the windscreen",
      zone,
      STRIP,
      twoMirrors,
      false,
      /Art\. 71a Abs\. 5 VTS/,
    ]),
  ]),
  ...BEHIND.flatMap((zone) => [
    // With two mirrors: allowed, and said to be a reading of both articles, not a text.
    ...TINTS.map((t): Row => [
      `Art. 71a Abs. 4 with Art. 112 VTS: two exterior mirrors, any ${t} % film behind the driver`,
      zone,
      film(t),
      true,
      true,
      /Art\. 71a Abs\. 4 VTS.*zwei Aussenspiegeln \(Art\. 112 VTS\).*Lesart beider Artikel jede Tönung zulässig/,
    ]),
    ...TINTS.map((t): Row => [
      `Art. 71a Abs. 4 VTS: without two mirrors an unmeasured ${t} % film behind the driver`,
      zone,
      film(t),
      false,
      false,
      /^Ohne zwei Aussenspiegel.*mindestens 70\u00a0%.*\(Art\. 71a Abs\. 4 VTS\)\. Ohne Messwert mit Scheibe/,
    ]),
    [
      "Art. 71a Abs. 4 VTS: without two mirrors a film measured at 72 %",
      zone,
      film(80, 72),
      false,
      true,
      /^Ohne zwei Aussenspiegel.*Art\. 71a Abs\. 4 VTS.*72\u00a0% gemessen/,
    ] satisfies Row,
    [
      "Art. 71a Abs. 4 VTS: without two mirrors a film measured at 60 %",
      zone,
      film(80, 60),
      false,
      false,
      /nur 60\u00a0% gemessen/,
    ] satisfies Row,
  ]),
]

test.each(rows)("%s (%s, %o, two mirrors: %s)", (_name, zone, choice, twoMirrors, allowed, reason) => {
  const verdict = tintVerdict(zone, choice, { twoMirrors })
  expect(verdict.allowed).toBe(allowed)
  expect(verdict.reason).toMatch(reason)
  // Short, German, with the article: at most two sentences.
  expect(verdict.reason).toMatch(/Art\. (71a|112)/)
  expect(verdict.reason.match(/[.!?;:](?= [A-ZÄÖÜ])/g)?.length ?? 0).toBeLessThanOrEqual(1)
  expect(verdict.reason).toContain(verdict.finding)
  // A percentage keeps its sign on the same line.
  expect(verdict.reason).not.toMatch(/\d %/)
  // Swiss spelling: «ss», never the sharp s.
  expect(verdict.reason).not.toMatch(/\u00df/)
})

test("the table covers every zone with every film, both mirror cases", () => {
  for (const zone of WINDOW_ZONES)
    for (const t of TINTS)
      for (const twoMirrors of [true, false])
        expect(
          rows.some(
            ([, z, c, m]) => z === zone && c.kind === "film" && c.transmission === t && m === twoMirrors
          )
        ).toBe(true)
})

test("Art. 71a Abs. 4 VTS: only a measured value decides in front, never the film's own transmission", () => {
  for (const zone of FRONT) {
    for (let t = 1; t <= 99; t++) expect(tintVerdict(zone, film(t), { twoMirrors: true }).allowed).toBe(false)
    expect(tintVerdict(zone, film(99, null), { twoMirrors: true }).allowed).toBe(false)
  }
})

test("Art. 71a VTS: a plan may be requested only when every window is allowed", () => {
  const plan = { windscreen: STRIP, frontSide: NONE, rearSide: film(20), rearWindow: film(5) }
  expect(planVerdicts(plan, { twoMirrors: true }).allowed).toBe(true)
  expect(planVerdicts(plan, { twoMirrors: false }).allowed).toBe(false)
  expect(planVerdicts({ ...plan, frontSide: film(50) }, { twoMirrors: true })).toMatchObject({
    allowed: false,
    verdicts: { frontSide: { allowed: false }, rearSide: { allowed: true } },
  })
  expect(planVerdicts({ ...plan, frontSide: film(80, 71) }, { twoMirrors: true }).allowed).toBe(true)
})

describe("the table the tint page shows without JavaScript", () => {
  const sample = TINTS.map((transmission) => ({ transmission, name: `${transmission}er` }))

  test("without measured films: not allowed in front, allowed behind with two mirrors, the sun strip beside", () => {
    const table = tintRulesTable(sample)
    expect(table.rows.map((row) => [row.zone, row.allowed])).toEqual([
      ["Windschutzscheibe", false],
      ["Vordere Seitenscheiben", false],
      ["Hintere Seitenscheiben", true],
      ["Heckscheibe", true],
    ])
    expect(table.rows[0]!.sunStrip).toMatch(/Art\. 71a Abs\. 5 VTS/)
    expect(table.rows.slice(1).every((row) => row.sunStrip === null)).toBe(true)
    expect(table.rows[1]!.reason).toMatch(/Art\. 71a Abs\. 4 VTS.*Ohne Messwert/)
    expect(table.rows[3]!.reason).toMatch(/Art\. 112 VTS.*Lesart/)
    expect(table.rows.every((row) => row.films.length === 0)).toBe(true)
    expect(table.withoutMirrors).toMatch(/^Ohne zwei Aussenspiegel.*Art\. 71a Abs\. 4 VTS/)
    expect(table.noFilm).toMatch(/Ohne Folie/)
  })

  test("a measured film gets its own line, «gemessen», where the driver needs the view", () => {
    const table = tintRulesTable([...sample, { transmission: 80, name: "klar", measured: 74 }])
    const [windscreen, front, rearSide, rearWindow] = table.rows
    for (const row of [windscreen!, front!]) {
      expect(row.allowed).toBe(false) // the darkest film
      expect(row.films).toEqual([
        {
          film: "80\u00a0% (klar)",
          allowed: true,
          text: "Mit dieser Folie sind es 74\u00a0% gemessen; ich messe an Ihrem Fahrzeug nach, bevor ich sie anbringe.",
        },
      ])
    }
    expect(rearSide!.films).toEqual([])
    expect(rearWindow!.films).toEqual([])
    const low = tintRulesTable([...sample, { transmission: 80, name: "klar", measured: 65 }])
    expect(low.rows[1]!.films).toEqual([
      { film: "80\u00a0% (klar)", allowed: false, text: "Mit dieser Folie sind es nur 65\u00a0% gemessen." },
    ])
  })
})
