import { ChevronsLeftRight } from "lucide-react"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import { useModuleWhenNear } from "../hooks/use-module-when-near"
import { loadControls } from "./lazy"
import { ContentImage } from "../components/ContentImage"
import { CARD_SIZES, sliderInput, tag } from "./styles"

type Image = Queries.ReferenceImageFragment

/** The two pictures' places: stacked in one frame where scripts run, side by side where they do not. */
const noScript = "@media (scripting: none)"

/**
 * Before and after, stacked in one frame: the «before» picture covers the left part up to the divider,
 * which the visitor moves with a native range input (arrows, Home/End, a screen reader's gestures),
 * or by dragging anywhere on the frame with a mouse or a finger (controls.tsx). Without JavaScript
 * both pictures stand side by side, one below the other on a phone.
 */
export function BeforeAfter({
  before,
  after,
  label,
  words,
}: {
  before: Image
  after: Image
  /** «Vorher/Nachher-Vergleich: {title}», the slider's name. */
  label: string
  words: Pick<Queries.ReferenceWordsFragment, "before" | "after">
}) {
  const frame = React.useRef<HTMLDivElement>(null)
  const controls = useModuleWhenNear(frame, loadControls)
  const picture: ThemeUIStyleObject = {
    position: "relative",
    m: 0,
    "& img": { width: "100%", aspectRatio: "16 / 10", userSelect: "none", WebkitUserDrag: "none" },
  }
  return (
    <div
      ref={frame}
      data-compare=""
      style={{ "--position": "50%" } as React.CSSProperties}
      sx={{
        position: "relative",
        // A vertical swipe still scrolls the page; a sideways one moves the divider, never the page.
        touchAction: "pan-y",
        cursor: "ew-resize",
        "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "focus", outlineOffset: "-3px" },
        [noScript]: {
          display: "grid",
          gridTemplateColumns: ["1fr", "1fr 1fr"],
          cursor: "auto",
          "& [data-only-script]": { display: "none" },
        },
      }}
    >
      <figure
        sx={{
          ...picture,
          position: "absolute",
          inset: 0,
          zIndex: 1,
          clipPath: "inset(0 calc(100% - var(--position)) 0 0)",
          [noScript]: { position: "relative", clipPath: "none" },
        }}
      >
        <ContentImage image={before} sizes={CARD_SIZES} />
        <figcaption sx={tag("left")}>{words.before}</figcaption>
      </figure>
      <figure sx={picture}>
        <ContentImage image={after} sizes={CARD_SIZES} />
        <figcaption sx={tag("right")}>{words.after}</figcaption>
      </figure>
      <Divider />
      {controls ? (
        <controls.CompareSlider frame={frame} label={label} />
      ) : (
        // Until the behaviour arrives (it comes before the frame is on the screen), the same slider, inert.
        <input
          type="range"
          aria-label={label}
          defaultValue={50}
          disabled
          data-only-script=""
          sx={sliderInput}
        />
      )}
    </div>
  )
}

/** The line between the pictures, with a grip: decoration, the input is the control. */
function Divider() {
  return (
    <div
      aria-hidden="true"
      data-only-script=""
      sx={{
        position: "absolute",
        top: 0,
        bottom: 0,
        left: "var(--position)",
        zIndex: 1,
        width: 3,
        ml: "-1.5px",
        bg: "#ffffff",
        boxShadow: "0 0 6px rgba(0, 0, 0, 0.5)",
        pointerEvents: "none",
      }}
    >
      <span
        sx={{
          position: "absolute",
          top: "50%",
          left: "50%",
          width: 44,
          height: 44,
          transform: "translate(-50%, -50%)",
          borderRadius: "pill",
          bg: "#ffffff",
          color: "#18181b",
          boxShadow: "0 1px 6px rgba(0, 0, 0, 0.45)",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        <ChevronsLeftRight size={24} />
      </span>
    </div>
  )
}
