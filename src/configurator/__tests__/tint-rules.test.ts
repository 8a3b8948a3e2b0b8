import { planVerdicts, tintVerdict, type TintChoice } from "../tint-rules"
import { WINDOW_ZONES, type WindowZone } from "../zones"

const film = (transmission: number): TintChoice => ({ kind: "film", transmission })
const NONE: TintChoice = { kind: "none" }
const STRIP: TintChoice = { kind: "sunStrip" }
const TINTS = [5, 20, 35, 50]

// Every zone × every film the owner offers × with and without two exterior mirrors: the verdict and
// the paragraph of Art. 71a VTS it rests on.
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
    ...TINTS.map((t): Row => [
      `Art. 71a Abs. 4 VTS: ${t} % film on the windscreen is below 70 %`,
      "windscreen",
      film(t),
      twoMirrors,
      false,
      /Art\. 71a Abs\. 4 VTS.*Blendschutzstreifen/,
    ]),
    ...TINTS.map((t): Row => [
      `Art. 71a Abs. 4 VTS: ${t} % film beside the driver is below 70 %`,
      "frontSide",
      film(t),
      twoMirrors,
      false,
      /neben Fahrer und Beifahrer.*Art\. 71a Abs\. 4 VTS.*70 %/,
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
    // A clear film (90 %) leaves 72 % with the factory glass: enough where the driver needs the view.
    ...WINDOW_ZONES.filter((zone) => !twoMirrors || zone === "windscreen" || zone === "frontSide").map(
      (zone): Row => [
        "Art. 71a Abs. 4 VTS: a clear 90 % film keeps 70 %",
        zone,
        film(90),
        twoMirrors,
        true,
        /rund 72 %.*Art\. 71a Abs\. 4 VTS/,
      ]
    ),
  ]),
  ...(["rearSide", "rearWindow"] as const).flatMap((zone) => [
    ...TINTS.map((t): Row => [
      `Art. 71a VTS: with two exterior mirrors any ${t} % film behind the driver`,
      zone,
      film(t),
      true,
      true,
      /zwei Aussenspiegeln.*Art\. 71a VTS jede Tönung zulässig/,
    ]),
    ...TINTS.map((t): Row => [
      `Art. 71a Abs. 4 VTS: without two mirrors ${t} % behind the driver is below 70 %`,
      zone,
      film(t),
      false,
      false,
      /Ohne zwei Aussenspiegel.*Art\. 71a Abs\. 4 VTS.*70 %/,
    ]),
  ]),
]

test.each(rows)("%s (%s, %o, two mirrors: %s)", (_name, zone, choice, twoMirrors, allowed, reason) => {
  const verdict = tintVerdict(zone, choice, { twoMirrors })
  expect(verdict.allowed).toBe(allowed)
  expect(verdict.reason).toMatch(reason)
  // One sentence, German, with the article.
  expect(verdict.reason).toMatch(/Art\. 71a/)
  expect(verdict.reason.match(/[.!?](?= [A-ZÄÖÜ])/g)).toBeNull()
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

test("Art. 71a Abs. 4 VTS: the darkest film says how much light would be left", () => {
  expect(tintVerdict("frontSide", film(5), { twoMirrors: true }).reason).toContain("rund 4 %")
  expect(tintVerdict("windscreen", film(50), { twoMirrors: true }).reason).toContain("rund 40 %")
})

test("Art. 71a VTS: a plan may be requested only when every window is allowed", () => {
  const plan = { windscreen: STRIP, frontSide: NONE, rearSide: film(20), rearWindow: film(5) }
  expect(planVerdicts(plan, { twoMirrors: true }).allowed).toBe(true)
  expect(planVerdicts(plan, { twoMirrors: false }).allowed).toBe(false)
  expect(planVerdicts({ ...plan, frontSide: film(50) }, { twoMirrors: true })).toMatchObject({
    allowed: false,
    verdicts: { frontSide: { allowed: false }, rearSide: { allowed: true } },
  })
})
