// The car from behind, shrunk into a card in the top left corner: the only place its rear window shows.
import { GROUND, VIEW, mirrored, outline, type Back, type Polygon } from "./shapes"
import { INK, Panel, TRIM, Window, url, type ViewProps } from "./parts"

/** The rear view's centre line and where its ground lands in the corner card, at half the size. */
const CENTRE = 330
const CARD = { x: VIEW.x + 8, y: 8, width: 124, height: 112 }
const INSET = `translate(${CARD.x + CARD.width / 2 - CENTRE / 2} ${CARD.y + CARD.height - 8 - GROUND / 2}) scale(0.5)`

const flip = (polygon: Polygon): Polygon => polygon.map(([x, y, r]) => [2 * CENTRE - x, y, r])

/** The rear view's outlines, built from the left half of each symmetric part. */
function rearParts({ halfWidth: w, roofHalfWidth: rw, roof, glassTop, belt, shoulder, bottom }: Back) {
  const left = CENTRE - w
  const tail: Polygon = [
    [left + 3, shoulder - 10, 3],
    [left + 30, shoulder - 8, 3],
    [left + 30, shoulder + 2, 3],
    [left + 3, shoulder + 4, 3],
  ]
  const mirror: Polygon = [
    [left - 13, belt - 1, 3],
    [left - 13, belt - 12, 4],
    [left + 8, belt - 12, 3],
    [left + 8, belt + 2, 3],
  ]
  const tyre: Polygon = [
    [left + 6, bottom - 10, 4],
    [left + 38, bottom - 10, 4],
    [left + 38, GROUND, 4],
    [left + 6, GROUND, 4],
  ]
  return {
    body: mirrored(
      [
        [left + 6, bottom, 6],
        [left, shoulder + 12, 10],
        [left + 1, shoulder, 8],
        [left + 10, belt, 10],
        [CENTRE - rw, roof + 7, 10],
        [CENTRE - rw + 14, roof, 10],
      ],
      CENTRE
    ),
    glass: mirrored(
      [
        [left + 18, belt - 3, 6],
        [CENTRE - rw + 8, glassTop, 8],
      ],
      CENTRE
    ),
    roof: [
      [0, 0],
      [2 * CENTRE, 0],
      [2 * CENTRE, glassTop - 4],
      [0, glassTop - 4],
    ] as Polygon,
    pairs: [tail, mirror, tyre].map((part) => [outline(part), outline(flip(part))].join("")),
  }
}

/** The car from behind, in a card in the top left corner: the only place the rear window shows. */
export function RearView({
  p,
  side,
  paints,
  tint,
  flagged,
}: ViewProps & { tint?: number | null; flagged: boolean }) {
  const { body, glass, roof, pairs } = rearParts(side.back)
  const [tails, mirrors, tyres] = pairs
  return (
    <g>
      <rect {...CARD} rx={10} fill={INK} fillOpacity={0.05} stroke={INK} strokeOpacity={0.2} />
      <g transform={INSET}>
        <clipPath id={`${p}-back`}>
          <path d={outline(body)} />
        </clipPath>
        <clipPath id={`${p}-back-roof`}>
          <path d={outline(roof)} clipPath={url(`${p}-back`)} />
        </clipPath>
        <clipPath id={`${p}-back-mirrors`}>
          <path d={mirrors} />
        </clipPath>
        <ellipse cx={CENTRE} cy={GROUND} rx={side.back.halfWidth + 14} ry={9} fill={url(`${p}-shadow`)} />
        <path d={tyres} fill="#121214" />
        {paints.mirrors && <Panel p={p} zone="mirrors" paint={paints.mirrors} clip={`${p}-back-mirrors`} />}
        <Panel p={p} zone="body" paint={paints.body} clip={`${p}-back`} />
        {paints.roof && <Panel p={p} zone="roof" paint={paints.roof} clip={`${p}-back-roof`} />}
        <rect
          x={VIEW.x}
          y={side.back.bottom - 22}
          width={VIEW.width}
          height={22}
          fill="#000"
          opacity={0.3}
          clipPath={url(`${p}-back`)}
        />
        <rect
          x={CENTRE - 22}
          y={side.back.bottom - 19}
          width={44}
          height={11}
          rx={1.5}
          fill="#f4f4f5"
          stroke={TRIM}
        />
        <path d={tails} fill="#b91c1c" stroke="#450a0a" strokeWidth={1.5} />
        <Window p={p} zone="rearWindow" panes={[outline(glass)]} tint={tint} flagged={flagged} />
        <path d={outline(body)} fill="none" stroke={INK} strokeOpacity={0.35} strokeWidth={2} />
      </g>
    </g>
  )
}
