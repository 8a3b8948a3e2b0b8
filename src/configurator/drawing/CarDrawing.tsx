// The configurator's car: a side view of one of four vehicle classes with a small rear view in the
// corner, its panels painted in the chosen films and its windows darkened by the chosen tint.
// Plain SVG attributes instead of `sx`, so the drawing renders with React alone.
import type { ReactNode } from "react"
import type { PaintZone, Shape, WindowZone } from "../../content/zones"
import type { Paint } from "./paint"
import {
  FILM,
  INK,
  PaintDefs,
  Panel,
  SharedDefs,
  TRIM,
  Wheel,
  Window,
  extent,
  url,
  type Paints,
  type ViewProps,
} from "./parts"
import { RearView } from "./RearView"
import { GROUND, SIDES, VIEW, outline, type Polygon, type Side } from "./shapes"

export interface CarDrawingProps {
  shape: Shape
  /** Paint per zone. body is always given. roof/bonnet/mirrors without paint take the body's paint; stripe without paint is not drawn. */
  paint: { body: Paint } & Partial<Record<Exclude<PaintZone, "body">, Paint>>
  /** Light transmission of the film on each window zone in % (e.g. 5, 20, 35, 50); null/absent = no film. */
  tint?: Partial<Record<WindowZone, number | null>>
  /** A sun strip (dark band) at the top of the windscreen. */
  sunStrip?: boolean
  /** Window zones whose film is not allowed: outlined in red dashes over a light hatching. */
  flagged?: readonly WindowZone[]
  /** Unique prefix for ids of gradients/patterns/clipPaths (several drawings may be on one page). */
  idPrefix: string
  /** Text alternative in German: a short title and a longer description of the configuration. */
  title: string
  description: string
}

/** The zones cut from the body's outline, each a clipPath the panels refer to. */
function SideClips({ p, side }: { p: string; side: Side }) {
  const body = url(`${p}-body`)
  return (
    <>
      <clipPath id={`${p}-body`}>
        <path d={outline(side.body)} />
      </clipPath>
      {(["bonnet", "roof", "stripe"] as const).map((zone) => (
        <clipPath key={zone} id={`${p}-${zone}`}>
          <path d={outline(side[zone])} clipPath={body} />
        </clipPath>
      ))}
      <clipPath id={`${p}-mirrors`}>
        <path d={outline(side.mirror)} />
      </clipPath>
      <clipPath id={`${p}-screen`}>
        <path d={outline(side.windscreen)} />
      </clipPath>
    </>
  )
}

function Lights({ side }: { side: Side }) {
  return (
    <>
      <path d={side.lines} fill="none" stroke="#000" strokeOpacity={0.4} strokeWidth={1.3} />
      {side.handles.map(([x, y]) => (
        <rect key={x} x={x - 8} y={y - 2} width={16} height={4} rx={2} fill="#000" opacity={0.35} />
      ))}
      <path d={outline(side.head)} fill="#f7f3e6" stroke={TRIM} strokeWidth={1.2} />
      <path d={outline(side.tail)} fill="#b91c1c" stroke="#450a0a" strokeWidth={1.2} />
    </>
  )
}

function SideView({
  p,
  side,
  paints,
  tint,
  sunStrip,
  flagged,
}: ViewProps & Required<Pick<CarDrawingProps, "tint" | "sunStrip" | "flagged">>) {
  const body = outline(side.body)
  const sheen = side.sheen.map(outline).join("")
  const bottom = extent(side.body, 1)[1]
  const sill = side.cladding ? 16 : 9
  const [screenTop, screenBottom] = extent(side.windscreen, 1)
  const glass = (zone: WindowZone, panes: readonly Polygon[], children?: ReactNode) => (
    <Window p={p} zone={zone} panes={panes.map(outline)} tint={tint[zone]} flagged={flagged.includes(zone)}>
      {children}
    </Window>
  )
  return (
    <g>
      {(["body", "bonnet", "roof", "stripe"] as const).map((zone) => {
        const paint = paints[zone]
        return (
          paint && (
            <Panel key={zone} p={p} zone={zone} paint={paint} clip={`${p}-${zone}`} sheen={sheen} marked />
          )
        )
      })}
      <rect
        x={VIEW.x}
        y={bottom - sill}
        width={VIEW.width}
        height={sill}
        fill="#000"
        opacity={side.cladding ? 0.75 : 0.3}
        clipPath={url(`${p}-body`)}
      />
      <Lights side={side} />
      {glass(
        "windscreen",
        [side.windscreen],
        sunStrip && (
          <rect
            x={VIEW.x}
            y={screenTop}
            width={VIEW.width}
            height={(screenBottom - screenTop) * 0.28}
            fill={FILM}
            opacity={0.9}
            clipPath={url(`${p}-screen`)}
          />
        )
      )}
      {glass("frontSide", [side.frontSide])}
      {glass("rearSide", side.rearSide)}
      {paints.mirrors && (
        <Panel p={p} zone="mirrors" paint={paints.mirrors} clip={`${p}-mirrors`} sheen={sheen} marked />
      )}
      <path d={outline(side.mirror)} fill="none" stroke={TRIM} strokeOpacity={0.6} />
      {side.trim?.map((part) => (
        <path key={part.join()} d={outline(part)} fill={TRIM} />
      ))}
      <path d={body} fill="none" stroke={INK} strokeOpacity={0.35} strokeWidth={1.2} />
      <g clipPath={url(`${p}-body`)}>
        {side.wheels.map((x) => (
          <circle
            key={x}
            cx={x}
            cy={GROUND - side.tyre}
            r={side.tyre + 5}
            fill="#0e0e10"
            stroke={side.cladding ? "#1c1c1f" : "#000"}
            strokeWidth={side.cladding ? 16 : 2}
          />
        ))}
      </g>
      {side.wheels.map((x) => (
        <Wheel key={x} p={p} x={x} r={side.tyre} />
      ))}
    </g>
  )
}

/** The floor: a soft contact shadow, over a faint pool of the page's text colour that lifts dark cars off dark pages. */
function Floor({ p, side }: { p: string; side: Side }) {
  const [rear, front] = extent(side.body, 0)
  const centre = (rear + front) / 2
  const half = (front - rear) / 2
  return (
    <>
      <ellipse cx={centre} cy={GROUND - 4} rx={half + 40} ry={24} fill={url(`${p}-glow`)} />
      <ellipse cx={centre} cy={GROUND} rx={half + 6} ry={10} fill={url(`${p}-shadow`)} />
    </>
  )
}

/** Roof, bonnet and mirrors follow the body unless painted apart; the stripe exists only when painted. */
const zonePaints = (paint: CarDrawingProps["paint"]): Paints => ({
  ...paint,
  roof: paint.roof ?? paint.body,
  bonnet: paint.bonnet ?? paint.body,
  mirrors: paint.mirrors ?? paint.body,
})

export function CarDrawing(props: CarDrawingProps): JSX.Element {
  const { shape, paint, tint = {}, sunStrip = false, flagged = [], idPrefix: p, title, description } = props
  const side = SIDES[shape]
  const paints = zonePaints(paint)
  const painted = Object.entries(paints) as [PaintZone, Paint | undefined][]
  return (
    <svg
      role="img"
      aria-labelledby={`${p}-title ${p}-desc`}
      viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
      width="100%"
      style={{
        display: "block",
        height: "auto",
        aspectRatio: `${VIEW.width} / ${VIEW.height}`,
        color: "var(--theme-ui-colors-text, #71717a)",
      }}
    >
      <title id={`${p}-title`}>{title}</title>
      <desc id={`${p}-desc`}>{description}</desc>
      <defs>
        <SharedDefs p={p} side={side} />
        {painted.map(
          ([zone, zonePaint]) =>
            zonePaint && <PaintDefs key={zone} p={p} zone={zone} paint={zonePaint} side={side} />
        )}
        <SideClips p={p} side={side} />
      </defs>
      <Floor p={p} side={side} />
      <SideView p={p} side={side} paints={paints} tint={tint} sunStrip={sunStrip} flagged={flagged} />
      <RearView
        p={p}
        side={side}
        paints={paints}
        tint={tint.rearWindow}
        flagged={flagged.includes("rearWindow")}
      />
    </svg>
  )
}
