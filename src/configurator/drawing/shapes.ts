// The four vehicle classes as drawing data: the side view (car facing right, ground at y = GROUND,
// 100 units to the metre) as rounded polygons, and the proportions of the small rear view.
import type { Shape } from "../../content/zones"

/** A corner: x, y and how far before and after it the outline starts to round it off. */
export type Point = readonly [number, number, number?]
export type Polygon = readonly Point[]

export const GROUND = 336
/** The drawing's frame: the same for every class, so the layout holds still when the class changes. */
export const VIEW = { x: 50, y: 0, width: 560, height: 352 }

/** The car seen from behind, all heights in the side view's y: half widths from its centre line. */
export interface Back {
  readonly halfWidth: number
  readonly roofHalfWidth: number
  readonly roof: number
  readonly glassTop: number
  readonly belt: number
  readonly shoulder: number
  readonly bottom: number
}

export interface Side {
  readonly body: Polygon
  readonly tyre: number
  readonly wheels: readonly [number, number]
  readonly windscreen: Polygon
  readonly frontSide: Polygon
  readonly rearSide: readonly Polygon[]
  /** Regions that, cut to the body's outline, make the bonnet, roof and stripe panels. */
  readonly bonnet: Polygon
  readonly roof: Polygon
  readonly stripe: Polygon
  readonly mirror: Polygon
  /** Shut lines and trim as path data. */
  readonly lines: string
  readonly handles: readonly (readonly [number, number])[]
  readonly head: Polygon
  readonly tail: Polygon
  /** Where light catches the shoulder and the roof. */
  readonly sheen: readonly Polygon[]
  /** Black add-ons such as roof rails. */
  readonly trim?: readonly Polygon[]
  /** Dark plastic around the wheel arches and along the sills. */
  readonly cladding?: boolean
  readonly back: Back
}

const band = (x0: number, x1: number, y0: number, y1: number, h: number): Polygon => [
  [x0, y0],
  [x1, y1],
  [x1, y1 + h],
  [x0, y0 + h],
]
/**
 * The roof with its pillars, down to the window line: from behind the rearmost window to the
 * windscreen's rear edge (`top` to `bottom`). The windows lie over it, so a contrast roof shows as the
 * roof and the frame around the glass, as it does on a real car.
 */
const greenhouse = (
  x0: number,
  top: readonly [number, number],
  bottom: readonly [number, number]
): Polygon => [[x0, 100], [top[0], 100], top, bottom, [x0, bottom[1]]]
/** A highlight tapering to points at both ends, `h` thick in the middle. */
const streak = (x0: number, y0: number, x1: number, y1: number, h: number): Polygon => {
  const [x, y, r] = [(x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2]
  return [
    [x0, y0],
    [x, y - h / 2, r],
    [x1, y1],
    [x, y + h / 2, r],
  ]
}

// One line per outline keeps each class readable as a table of coordinates.
// prettier-ignore
export const SIDES: Record<Shape, Side> = {
  // A short five-door hatchback with a steep tailgate.
  kleinwagen: {
    body: [[134, 314, 8], [128, 272, 14], [132, 246, 10], [156, 201, 14], [188, 189, 22], [300, 185, 40], [352, 196, 24], [406, 243, 12], [518, 257, 26], [539, 282, 14], [533, 314, 8]],
    tyre: 31,
    wheels: [208, 454],
    windscreen: [[336, 191, 2], [356, 199, 8], [407, 243, 2], [397, 246, 2], [332, 197, 2]],
    frontSide: [[326, 197, 10], [339, 205, 4], [385, 246, 2], [298, 246, 2], [298, 197, 3]],
    rearSide: [[[290, 197, 3], [290, 245, 2], [216, 242, 6], [196, 212, 10], [208, 198, 6]]],
    bonnet: [[396, 236], [560, 236], [560, 276], [404, 251]],
    roof: greenhouse(188, [338, 193], [400, 248]),
    stripe: band(100, 560, 254, 262, 5),
    mirror: [[383, 237, 5], [387, 227, 5], [404, 227, 5], [406, 240, 4], [390, 243, 4]],
    lines: "M401 250C407 270 409 290 407 307H244M294 200V307M214 245C228 258 238 264 244 278V307",
    handles: [[310, 256], [228, 254]],
    head: [[511, 261, 3], [533, 268, 4], [537, 280, 3], [515, 275, 3]],
    tail: [[131, 246, 3], [144, 242, 3], [146, 258, 3], [130, 261, 3]],
    sheen: [streak(140, 251, 520, 264, 5), streak(178, 190, 330, 188, 4)],
    back: { halfWidth: 86, roofHalfWidth: 62, roof: 185, glassTop: 198, belt: 242, shoulder: 262, bottom: 314 },
  },
  // A long, low saloon: sloping roof, short boot.
  limousine: {
    body: [[94, 314, 8], [87, 266, 16], [93, 240, 10], [170, 232, 26], [262, 192, 50], [362, 188, 50], [446, 238, 16], [556, 252, 26], [575, 276, 14], [568, 314, 8]],
    tyre: 32,
    wheels: [188, 472],
    windscreen: [[396, 200, 2], [415, 213, 6], [447, 238, 2], [437, 241, 2], [390, 206, 2]],
    frontSide: [[389, 212, 5], [427, 243, 2], [330, 243, 2], [330, 199, 3], [364, 199, 16]],
    rearSide: [[[322, 199, 3], [322, 243, 2], [216, 242, 6], [252, 212, 16], [282, 200, 8]]],
    bonnet: [[440, 224], [600, 224], [600, 266], [446, 246]],
    roof: greenhouse(208, [393, 203], [440, 245]),
    stripe: band(60, 600, 252, 256, 5),
    mirror: [[422, 233, 5], [426, 223, 5], [443, 223, 5], [445, 236, 4], [429, 240, 4]],
    lines: "M441 246C447 266 449 290 447 307H232M326 202V307M218 245C226 260 232 270 232 282V307M94 242H170",
    handles: [[344, 252], [242, 252]],
    head: [[547, 255, 3], [571, 264, 4], [575, 276, 3], [551, 271, 3]],
    tail: [[88, 243, 3], [114, 240, 3], [114, 254, 3], [89, 257, 3]],
    sheen: [streak(100, 246, 556, 257, 5), streak(262, 193, 380, 192, 4)],
    back: { halfWidth: 92, roofHalfWidth: 60, roof: 188, glassTop: 200, belt: 238, shoulder: 258, bottom: 314 },
  },
  // Tall and upright on big wheels, with roof rails and dark wheel-arch cladding.
  suv: {
    body: [[104, 294, 8], [98, 246, 14], [103, 204, 16], [118, 168, 18], [142, 158, 16], [380, 156, 34], [410, 171, 12], [456, 220, 16], [549, 228, 22], [566, 250, 14], [562, 294, 8]],
    tyre: 40,
    wheels: [186, 462],
    windscreen: [[394, 162, 2], [410, 171, 6], [457, 220, 2], [447, 223, 2], [388, 168, 2]],
    frontSide: [[392, 181, 5], [431, 222, 2], [336, 222, 2], [336, 169, 3], [372, 169, 12]],
    rearSide: [
      [[328, 169, 3], [328, 222, 2], [244, 222, 2], [244, 169, 3]],
      [[236, 169, 3], [236, 221, 2], [134, 219, 6], [126, 176, 8], [140, 169, 4]],
    ],
    bonnet: [[444, 208], [600, 208], [600, 248], [450, 230]],
    roof: greenhouse(118, [391, 165], [450, 224]),
    stripe: band(60, 600, 238, 240, 5),
    mirror: [[416, 209, 5], [419, 197, 5], [438, 197, 5], [440, 212, 4], [424, 217, 4]],
    lines: "M450 228C456 252 458 272 456 286M332 171V286M240 223V286",
    handles: [[350, 236], [256, 236]],
    head: [[540, 231, 3], [562, 239, 4], [566, 250, 3], [544, 246, 3]],
    tail: [[99, 210, 3], [116, 208, 3], [116, 236, 3], [100, 238, 3]],
    sheen: [streak(110, 228, 549, 239, 5), streak(150, 159, 380, 157, 4)],
    trim: [[[148, 158, 2], [154, 152, 2], [376, 150, 2], [382, 156, 2]]],
    cladding: true,
    back: { halfWidth: 96, roofHalfWidth: 76, roof: 156, glassTop: 171, belt: 220, shoulder: 240, bottom: 296 },
  },
  // A tall box with a long roof, a short bonnet and a sliding door.
  van: {
    body: [[86, 306, 8], [80, 260, 10], [80, 152, 12], [92, 141, 12], [430, 141, 26], [452, 150, 10], [506, 216, 14], [566, 231, 22], [582, 256, 14], [576, 306, 8]],
    tyre: 34,
    wheels: [178, 478],
    windscreen: [[441, 143, 2], [452, 150, 6], [507, 216, 2], [497, 219, 2], [436, 149, 2]],
    frontSide: [[437, 163, 4], [481, 220, 2], [410, 220, 2], [410, 157, 3], [428, 157, 6]],
    rearSide: [
      [[396, 157, 3], [396, 214, 2], [286, 214, 2], [286, 157, 3]],
      [[274, 157, 3], [274, 214, 2], [94, 214, 3], [94, 157, 3]],
    ],
    bonnet: [[496, 200], [600, 200], [600, 246], [504, 226]],
    roof: greenhouse(86, [438, 146], [500, 221]),
    stripe: band(40, 600, 234, 238, 5),
    mirror: [[484, 208, 5], [488, 190, 5], [506, 192, 5], [508, 212, 4], [492, 216, 4]],
    lines: "M500 228C505 252 506 278 504 300M404 157V300M280 157V300M280 221H86M86 150V300",
    handles: [[420, 234], [388, 234]],
    head: [[553, 232, 3], [578, 241, 4], [581, 254, 3], [559, 250, 3]],
    tail: [[81, 226, 3], [92, 226, 3], [92, 264, 3], [81, 264, 3]],
    sheen: [streak(90, 224, 566, 238, 5), streak(100, 143, 430, 143, 4)],
    back: { halfWidth: 98, roofHalfWidth: 90, roof: 141, glassTop: 156, belt: 218, shoulder: 240, bottom: 308 },
  },
}

/** A closed path through the corners, each rounded with a quadratic curve over its third value. */
export function outline(polygon: Polygon): string {
  const n = polygon.length
  const at = (i: number) => polygon[(i + n) % n] as Point
  const toward = ([x, y, r = 0]: Point, [tx, ty]: Point) => {
    const length = Math.hypot(tx - x, ty - y) || 1
    const t = Math.min(r / length, 0.5)
    return `${+(x + (tx - x) * t).toFixed(1)} ${+(y + (ty - y) * t).toFixed(1)}`
  }
  const corners = polygon.map((p, i) => `${toward(p, at(i - 1))}Q${p[0]} ${p[1]} ${toward(p, at(i + 1))}`)
  return `M${corners.join("L")}Z`
}

/** A polygon given for the left half of the rear view, completed by its mirror image about x = centre. */
export function mirrored(half: Polygon, centre: number): Polygon {
  return [...half, ...[...half].reverse().map(([x, y, r]) => [2 * centre - x, y, r] as Point)]
}
