// The named parts of a vehicle the configurator and the tint planner talk about: one key each, used by
// the drawing (data-zone), the rules, the link to the contact form and the German texts.

/** The panels a wrap can cover; on the partial-wrap page the visitor picks among the last four. */
export const PAINT_ZONES = ["body", "roof", "bonnet", "mirrors", "stripe"] as const
export type PaintZone = (typeof PAINT_ZONES)[number]
export const PARTIAL_ZONES = ["roof", "mirrors", "bonnet", "stripe"] as const
export type PartialZone = (typeof PARTIAL_ZONES)[number]

/** The windows, from front to back. */
export const WINDOW_ZONES = ["windscreen", "frontSide", "rearSide", "rearWindow"] as const
export type WindowZone = (typeof WINDOW_ZONES)[number]

/** German names, as the radio groups, the drawing's description and the request say them. */
export const ZONE_NAMES: Record<PaintZone | WindowZone, string> = {
  body: "Karosserie",
  roof: "Dach",
  bonnet: "Motorhaube",
  mirrors: "Aussenspiegel",
  stripe: "Zierstreifen",
  windscreen: "Windschutzscheibe",
  frontSide: "Vordere Seitenscheiben",
  rearSide: "Hintere Seitenscheiben",
  rearWindow: "Heckscheibe",
}

/** The words of the link to the contact form («zonen=dach,spiegel», «heckscheibe=20»). */
export const ZONE_WORDS: Record<PaintZone | WindowZone, string> = {
  body: "karosserie",
  roof: "dach",
  bonnet: "motorhaube",
  mirrors: "spiegel",
  stripe: "streifen",
  windscreen: "windschutzscheibe",
  frontSide: "vordere-seitenscheiben",
  rearSide: "hintere-seitenscheiben",
  rearWindow: "heckscheibe",
}

/** The drawings: a small car, a saloon or estate, an SUV, a van. */
export const SHAPES = ["kleinwagen", "limousine", "suv", "van"] as const
export type Shape = (typeof SHAPES)[number]
export const SHAPE_NAMES: Record<Shape, string> = {
  kleinwagen: "Kleinwagen",
  limousine: "Limousine oder Kombi",
  suv: "SUV",
  van: "Van oder Transporter",
}

/** A class without its own drawing gets the one of its position: the classes go from small to large. */
export const shapeOf = (drawing: string | null | undefined, index: number): Shape =>
  SHAPES.find((shape) => shape === drawing) ?? SHAPES[Math.min(index, SHAPES.length - 1)] ?? "limousine"
