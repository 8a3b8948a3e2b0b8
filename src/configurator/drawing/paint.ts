// Colour arithmetic and how a wrap film's finish looks in the car drawing: which colour stops,
// shading, highlight and texture make a panel read as gloss, matte, satin, metallic, chrome or carbon.
import type { Finish } from "../../content/films"

export type { Finish }

export interface Paint {
  /** One or two hex colours; the second is the flip (or secondary) colour of a colour-shift film. */
  colours: readonly string[]
  finish: Finish
}

type Rgb = readonly [number, number, number]

/** "#rgb" or "#rrggbb" (the # optional) as 0–255 channels. */
export function parseHex(hex: string): Rgb {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1]
  if (!digits) throw new Error(`Keine Hex-Farbe: «${hex}»`)
  const full = digits.length === 3 ? digits.replace(/./g, "$&$&") : digits
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

export function formatHex(rgb: Rgb): string {
  const byte = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0")
  return `#${rgb.map(byte).join("")}`
}

/** The colour a fraction t of the way from a to b. */
export function mix(a: string, b: string, t: number): string {
  const [from, to] = [parseHex(a), parseHex(b)]
  return formatHex(from.map((v, i) => v + ((to[i] ?? v) - v) * t) as unknown as Rgb)
}

export const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t)
export const darken = (colour: string, t: number) => mix(colour, "#000000", t)

export interface Stop {
  readonly offset: number
  readonly colour: string
}

/** What the drawing layers over a painted panel. Opacities are 0 where a finish has no such layer. */
export interface Look {
  /** The base fill: rear to front along the car, or top to bottom when `bands` is set. */
  readonly stops: readonly Stop[]
  /** Chrome: the stops are a mirrored sky, horizon and ground instead of the paint's colour. */
  readonly bands: boolean
  /** Strength of the light-from-above shading. */
  readonly shade: number
  /** The light streak along the shoulder and roof, and how soft it is (blur in drawing units). */
  readonly highlight: number
  readonly blur: number
  /** Metallic flake dots. */
  readonly flake: number
  /** A fine weave for carbon and brushed films. */
  readonly texture: number
}

type Layers = Omit<Look, "stops" | "bands">

// Gloss gives a crisp bright streak, satin a wide soft one, matte none; metallic adds flake and
// struktur a weave, both under a dulled highlight.
const LAYERS: Record<Finish, Layers> = {
  glaenzend: { shade: 0.55, highlight: 0.85, blur: 0.6, flake: 0, texture: 0 },
  matt: { shade: 0.3, highlight: 0, blur: 0, flake: 0, texture: 0 },
  satin: { shade: 0.4, highlight: 0.55, blur: 3.5, flake: 0, texture: 0 },
  metallic: { shade: 0.5, highlight: 0.7, blur: 1.5, flake: 0.4, texture: 0 },
  chrome: { shade: 0.2, highlight: 0.95, blur: 0.4, flake: 0, texture: 0 },
  struktur: { shade: 0.4, highlight: 0.2, blur: 3, flake: 0, texture: 0.5 },
}

/** A mirror finish shows its surroundings: bright sky above a sharp dark horizon, then the ground. */
function reflection(colour: string, ground: string): Stop[] {
  const sky = mix(colour, "#dbeafe", 0.35)
  return [
    { offset: 0, colour: lighten(sky, 0.55) },
    { offset: 0.36, colour: darken(sky, 0.15) },
    { offset: 0.5, colour: lighten(sky, 0.85) },
    { offset: 0.53, colour: darken(colour, 0.85) },
    { offset: 0.62, colour: darken(ground, 0.55) },
    { offset: 0.86, colour: mix(ground, "#a08c6e", 0.3) },
    { offset: 1, colour: darken(ground, 0.35) },
  ]
}

/** A single colour gets a little studio fall-off towards the rear; a flip film turns from one to the other. */
function along(first: string, second: string | undefined): Stop[] {
  if (second === undefined) {
    return [
      { offset: 0, colour: darken(first, 0.1) },
      { offset: 0.55, colour: first },
      { offset: 1, colour: lighten(first, 0.06) },
    ]
  }
  return [
    { offset: 0.1, colour: first },
    { offset: 0.5, colour: mix(first, second, 0.5) },
    { offset: 0.9, colour: second },
  ]
}

export function look(paint: Paint): Look {
  const [first = "#808080", second] = paint.colours.map((colour) => formatHex(parseHex(colour)))
  const bands = paint.finish === "chrome"
  const stops = bands ? reflection(first, second ?? first) : along(first, second)
  return { stops, bands, ...LAYERS[paint.finish] }
}

/** The paint's colours as "#rrggbb", for ids and data attributes. */
export const paintKey = (paint: Paint) =>
  `${paint.colours.map((colour) => formatHex(parseHex(colour)).slice(1)).join("-")}-${paint.finish}`

/**
 * Opacity of the dark film layer over a window for a film letting `transmission` % of the light
 * through. Clear factory glass (null) keeps a faint tint so it still reads as glass; the curve is
 * steeper at the dark end, where the eye tells 5 % from 20 % more easily than 50 % from 70 %.
 */
export function windowShade(transmission: number | null): number {
  const clear = 0.06
  if (transmission === null) return clear
  const blocked = 1 - Math.min(100, Math.max(0, transmission)) / 100
  return clear + (0.92 - clear) * blocked ** 1.3
}
