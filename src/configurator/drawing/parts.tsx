// The building blocks shared by the side and the rear view: gradients and patterns, a painted panel,
// a window with its film, a wheel.
import type { ReactNode } from "react"
import type { PaintZone, WindowZone } from "../../content/zones"
import { formatHex, look, paintKey, parseHex, windowShade, type Paint } from "./paint"
import { GROUND, VIEW, type Polygon, type Side } from "./shapes"

export type Paints = { body: Paint } & Partial<Record<PaintZone, Paint>>

export interface ViewProps {
  p: string
  side: Side
  paints: Paints
}

const FULL = VIEW
/** Neutral strokes follow the page's text colour, so outlines and the floor suit light and dark mode. */
export const INK = "currentColor"
export const TRIM = "#0c0c0f"
export const FILM = "#05070a"

export const url = (id: string) => `url(#${id})`
const gradientId = (p: string, zone: PaintZone, paint: Paint) => `${p}-${zone}-${paintKey(paint)}`
export const extent = (polygon: Polygon, axis: 0 | 1) => {
  const values = polygon.map((point) => point[axis])
  return [Math.min(...values), Math.max(...values)] as const
}

/** Gradient and highlight blur of one painted zone. */
export function PaintDefs({
  p,
  zone,
  paint,
  side,
}: {
  p: string
  zone: PaintZone
  paint: Paint
  side: Side
}) {
  const { stops, bands, blur } = look(paint)
  const [rear, front] = extent(side.body, 0)
  const [top, bottom] = extent(side.body, 1)
  const direction = bands ? { x1: 0, x2: 0, y1: top, y2: bottom } : { x1: rear, x2: front, y1: 0, y2: 0 }
  return (
    <>
      <linearGradient id={gradientId(p, zone, paint)} gradientUnits="userSpaceOnUse" {...direction}>
        {stops.map((stop) => (
          <stop key={stop.offset} offset={stop.offset} stopColor={stop.colour} />
        ))}
      </linearGradient>
      <filter id={`${p}-${zone}-blur`} filterUnits="userSpaceOnUse" {...FULL}>
        <feGaussianBlur stdDeviation={blur} />
      </filter>
    </>
  )
}

/** Light from above, textures and the glass, shared by every panel and window of one drawing. */
export function SharedDefs({ p, side }: { p: string; side: Side }) {
  const [top, bottom] = extent(side.body, 1)
  return (
    <>
      <linearGradient id={`${p}-shade`} gradientUnits="userSpaceOnUse" x1={0} x2={0} y1={top} y2={bottom}>
        <stop offset={0} stopColor="#fff" stopOpacity={0.6} />
        <stop offset={0.35} stopColor="#fff" stopOpacity={0.08} />
        <stop offset={0.55} stopColor="#000" stopOpacity={0} />
        <stop offset={1} stopColor="#000" stopOpacity={0.7} />
      </linearGradient>
      <pattern
        id={`${p}-flake`}
        width={9}
        height={8}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(17)"
      >
        <circle cx={1} cy={1} r={0.45} fill="#fff" />
        <circle cx={5.5} cy={2.5} r={0.4} fill="#fff" opacity={0.7} />
        <circle cx={3} cy={5.5} r={0.45} fill="#000" opacity={0.6} />
        <circle cx={7.5} cy={6.5} r={0.35} fill="#fff" />
      </pattern>
      <pattern
        id={`${p}-weave`}
        width={6}
        height={6}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <path d="M0 0h3v3H0zM3 3h3v3H3z" fill="#000" opacity={0.6} />
        <path d="M3 0h3v3H3z" fill="#fff" opacity={0.15} />
      </pattern>
      <pattern
        id={`${p}-hatch`}
        width={6}
        height={6}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <path d="M0 0V6" stroke="#fca5a5" strokeWidth={1.5} opacity={0.55} />
      </pattern>
      <linearGradient id={`${p}-glass`} x1={0} x2={0} y1={0} y2={1}>
        <stop offset={0} stopColor="#c9d5e0" />
        <stop offset={0.6} stopColor="#7e8fa2" />
        <stop offset={1} stopColor="#4a5869" />
      </linearGradient>
      <linearGradient id={`${p}-glint`} x1={0} x2={1} y1={0} y2={1}>
        <stop offset={0.4} stopColor="#fff" stopOpacity={0} />
        <stop offset={0.46} stopColor="#fff" stopOpacity={0.32} />
        <stop offset={0.6} stopColor="#fff" stopOpacity={0.08} />
        <stop offset={0.64} stopColor="#fff" stopOpacity={0} />
      </linearGradient>
      <linearGradient id={`${p}-rim`} x1={0} x2={0} y1={0} y2={1}>
        <stop offset={0} stopColor="#f4f4f5" />
        <stop offset={1} stopColor="#71717a" />
      </linearGradient>
      <radialGradient id={`${p}-shadow`}>
        <stop offset={0} stopColor="#000" stopOpacity={0.55} />
        <stop offset={1} stopColor="#000" stopOpacity={0} />
      </radialGradient>
      <radialGradient id={`${p}-glow`}>
        <stop offset={0} stopColor={INK} stopOpacity={0.14} />
        <stop offset={1} stopColor={INK} stopOpacity={0} />
      </radialGradient>
    </>
  )
}

/** A painted zone: its colour, the light from above, its finish's texture and highlight, cut to `clip`. */
export function Panel(props: {
  p: string
  zone: PaintZone
  paint: Paint
  clip: string
  sheen?: string
  marked?: boolean
}) {
  const { p, zone, paint, clip, sheen, marked } = props
  const { shade, flake, texture, highlight } = look(paint)
  const zoneData = marked && {
    "data-zone": zone,
    "data-colour": formatHex(parseHex(paint.colours[0] ?? "#808080")),
  }
  return (
    <g clipPath={url(clip)}>
      <rect {...FULL} fill={url(gradientId(p, zone, paint))} {...zoneData} />
      <rect {...FULL} fill={url(`${p}-shade`)} opacity={shade} />
      {flake > 0 && <rect {...FULL} fill={url(`${p}-flake`)} opacity={flake} />}
      {texture > 0 && <rect {...FULL} fill={url(`${p}-weave`)} opacity={texture} />}
      {highlight > 0 && sheen && (
        <path d={sheen} fill="#fff" opacity={highlight} filter={url(`${p}-${zone}-blur`)} />
      )}
    </g>
  )
}

/** One window zone of one or more panes: glass, the film's darkening, a reflection, and a mark if flagged. */
export function Window(props: {
  p: string
  zone: WindowZone
  panes: readonly string[]
  tint?: number | null
  flagged: boolean
  children?: ReactNode
}) {
  const { p, zone, panes, tint = null, flagged, children } = props
  return (
    <g data-zone={zone} data-transmission={tint ?? "none"}>
      {panes.map((d) => (
        <g key={d}>
          <path d={d} fill={url(`${p}-glass`)} stroke={TRIM} strokeWidth={3} strokeLinejoin="round" />
          <path d={d} fill={FILM} opacity={windowShade(tint)} />
          <path d={d} fill={url(`${p}-glint`)} />
          {flagged && (
            <path d={d} fill={url(`${p}-hatch`)} stroke="#dc2626" strokeWidth={2.4} strokeDasharray="5 3" />
          )}
        </g>
      ))}
      {children}
    </g>
  )
}

export function Wheel({ p, x, r }: { p: string; x: number; r: number }) {
  const spokes = [0, 1, 2, 3, 4]
    .map((k) => (k * 2 * Math.PI) / 5 - Math.PI / 2)
    .map((a) => `M0 0L${(Math.cos(a) * r * 0.56).toFixed(1)} ${(Math.sin(a) * r * 0.56).toFixed(1)}`)
    .join("")
  return (
    <g transform={`translate(${x} ${GROUND - r})`}>
      <circle r={r} fill="#121214" />
      <circle r={r * 0.9} fill="none" stroke="#2a2a2e" strokeWidth={r * 0.05} />
      <circle r={r * 0.64} fill="#2f2f35" />
      <path d={spokes} stroke={url(`${p}-rim`)} strokeWidth={r * 0.16} strokeLinecap="round" />
      <circle r={r * 0.62} fill="none" stroke="#a1a1aa" strokeWidth={r * 0.07} />
      <circle r={r * 0.13} fill="#d4af37" />
    </g>
  )
}
