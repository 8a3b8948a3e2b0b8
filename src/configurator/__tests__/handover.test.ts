import { readConfiguration } from "../handover"
import { tintParams, wrapParams, type FilmRange } from "../link"
import { estimateRequest } from "../../estimator/estimate-request"
import { TINT } from "../../estimator/__tests__/tint"

const BASALT = {
  manufacturer: "3M",
  line: "Wrap Film Series 2080",
  name: "Satin Dark Basalt",
  finish: "satin",
  colours: ["#3a3d40"],
  priceGroup: "Effekt",
}
const BLACK = { ...BASALT, name: "Gloss Black", finish: "glaenzend", colours: ["#0b0c0e"], priceGroup: null }
const RANGE: FilmRange = {
  wrap: { films: [BASALT, BLACK], priceGroups: [{ name: "Effekt", full: 450, partial: 90 }] },
  tint: { films: [5, 20, 35, 50].map((transmission) => ({ transmission, name: "x" })) },
}
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`

test("a wrap's film and zones go into the link and come back as a sentence with the price group's surcharge", () => {
  const params = wrapParams(BASALT, ["roof", "bonnet"])
  expect(params).toEqual({ folie: "3m-satin-dark-basalt", zonen: "dach,motorhaube" })
  expect(readConfiguration(query(params), "teilfolierung", RANGE)).toEqual({
    sentence:
      "Folie: 3M Wrap Film Series 2080, Satin Dark Basalt (satin), für Dach und Motorhaube (Preisgruppe «Effekt», + CHF 90.–).",
    surcharge: 90,
  })
  expect(readConfiguration(query(wrapParams(BLACK)), "komplettfolierung", RANGE)).toEqual({
    sentence: "Folie: 3M Wrap Film Series 2080, Gloss Black (glänzend).",
    surcharge: 0,
  })
})

test("tampered wrap parameters are dropped: unknown film, unknown zones, zones on a full wrap", () => {
  expect(readConfiguration(query({ folie: "<b>gold</b>" }), "komplettfolierung", RANGE)).toBeNull()
  expect(
    readConfiguration(query({ folie: "3m-gloss-black", zonen: "dach,<img>,tuer" }), "teilfolierung", RANGE)
      ?.sentence
  ).toBe("Folie: 3M Wrap Film Series 2080, Gloss Black (glänzend), für Dach.")
  expect(
    readConfiguration(query({ folie: "3m-satin-dark-basalt", zonen: "dach" }), "komplettfolierung", RANGE)
  ).toEqual({
    sentence:
      "Folie: 3M Wrap Film Series 2080, Satin Dark Basalt (satin) (Preisgruppe «Effekt», + CHF 450.–).",
    surcharge: 450,
  })
})

test("a tint plan comes back only with the windows the rules allow and films the owner offers", () => {
  const plan = {
    windscreen: { kind: "sunStrip" },
    frontSide: { kind: "none" },
    rearSide: { kind: "film", transmission: 20 },
    rearWindow: { kind: "film", transmission: 5 },
  } as const
  const params = tintParams(plan, { twoMirrors: true })
  expect(params).toEqual({ toenung: "windschutzscheibe:streifen,hintere-seitenscheiben:20,heckscheibe:5" })
  expect(readConfiguration(query(params), "toenung", RANGE)?.sentence).toBe(
    "Tönung: Windschutzscheibe mit Blendschutzstreifen, Hintere Seitenscheiben 20 %, Heckscheibe 5 %; das Fahrzeug hat zwei Aussenspiegel."
  )
  // Film beside the driver (Art. 71a Abs. 4 VTS), a transmission not offered, an unknown window: dropped.
  expect(
    readConfiguration(
      query({ toenung: "vordere-seitenscheiben:5,heckscheibe:12,dach:5,heckscheibe:35" }),
      "toenung",
      RANGE
    )?.sentence
  ).toBe("Tönung: Heckscheibe 35 %; das Fahrzeug hat zwei Aussenspiegel.")
  expect(readConfiguration(query({ toenung: "windschutzscheibe:5" }), "toenung", RANGE)).toBeNull()
})

test("a film in front comes back only with the value the owner measured for it, never one a link claims", () => {
  const measured: FilmRange = {
    ...RANGE,
    tint: { films: [...RANGE.tint.films, { transmission: 80, name: "klar", measured: 74 }] },
  }
  const plan = {
    windscreen: { kind: "none" },
    frontSide: { kind: "film", transmission: 80, measured: 74 },
    rearSide: { kind: "none" },
    rearWindow: { kind: "none" },
  } as const
  const params = tintParams(plan, { twoMirrors: true })
  expect(params).toEqual({ toenung: "vordere-seitenscheiben:80" })
  expect(readConfiguration(query(params), "toenung", measured)?.sentence).toBe(
    "Tönung: Vordere Seitenscheiben 80 %; das Fahrzeug hat zwei Aussenspiegel."
  )
  // The same film without the owner's measurement (an older build, a changed file): dropped.
  const unmeasured: FilmRange = {
    ...RANGE,
    tint: { films: [...RANGE.tint.films, { transmission: 80, name: "klar" }] },
  }
  expect(readConfiguration(query(params), "toenung", unmeasured)).toBeNull()
  expect(
    readConfiguration(query({ toenung: "vordere-seitenscheiben:80:74" }), "toenung", unmeasured)
  ).toBeNull()
})

test("a plan for a vehicle without two exterior mirrors says so and is read by its rules", () => {
  const plan = {
    windscreen: { kind: "sunStrip" },
    frontSide: { kind: "none" },
    rearSide: { kind: "none" },
    rearWindow: { kind: "film", transmission: 5 },
  } as const
  const params = tintParams({ ...plan, rearWindow: { kind: "none" } }, { twoMirrors: false })
  expect(params).toEqual({ toenung: "windschutzscheibe:streifen", "zwei-aussenspiegel": "nein" })
  expect(readConfiguration(query(params), "toenung", RANGE)?.sentence).toBe(
    "Tönung: Windschutzscheibe mit Blendschutzstreifen; das Fahrzeug hat nicht auf beiden Seiten einen Aussenspiegel."
  )
  // A rear film without two mirrors (Art. 71a Abs. 4 VTS) is dropped, as the planner would not send it.
  expect(
    readConfiguration(
      query({ ...tintParams(plan, { twoMirrors: true }), "zwei-aussenspiegel": "nein" }),
      "toenung",
      RANGE
    )?.sentence
  ).toBe(
    "Tönung: Windschutzscheibe mit Blendschutzstreifen; das Fahrzeug hat nicht auf beiden Seiten einen Aussenspiegel."
  )
})

test("the contact form's message adds the film and its surcharge to the guide price", () => {
  const wrap = {
    ...TINT,
    slug: "teilfolierung",
    title: "Teilfolierung",
    configurator: { kind: "teilfolierung" },
  }
  const texts = {
    estimate: "{service}, «{vehicleClass}», {price}.",
    estimateWithOptions: "{service}, «{vehicleClass}», {options}, {price}.",
  }
  const request = estimateRequest(
    `?dienstleistung=teilfolierung&fahrzeug=kleinwagen&folie=3m-satin-dark-basalt&zonen=dach`,
    [wrap],
    texts,
    { from: "ab", to: "bis" },
    RANGE
  )
  expect(request?.message).toBe(
    "Teilfolierung, «Kleinwagen», CHF 380.– bis 440.–. Folie: 3M Wrap Film Series 2080, Satin Dark Basalt (satin), für Dach (Preisgruppe «Effekt», + CHF 90.–)."
  )
})
