// Looks shared by the references' pictures, slider and dialog.
import type { ThemeUIStyleObject } from "theme-ui"

/**
 * How wide a picture is shown that takes `share` of a card's width: a card is one of two columns from
 * 40em, at most half the container (540 px).
 */
export const cardSizes = (share = 1) =>
  `(min-width: 70em) ${Math.round(540 * share)}px, (min-width: 40em) ${Math.round(50 * share)}vw, ${Math.round(100 * share)}vw`

export const CARD_SIZES = cardSizes()

/** «Vorher», «Nachher» on a picture's top corner, legible on any photo. */
export const tag = (side: "left" | "right"): ThemeUIStyleObject => ({
  position: "absolute",
  top: 3,
  [side]: 3,
  px: 3,
  py: 1,
  borderRadius: "pill",
  bg: "rgba(9, 9, 11, 0.72)",
  color: "#ffffff",
  fontSize: 1,
  fontWeight: "bold",
  lineHeight: "tight",
  pointerEvents: "none",
})

/** The range input lies over the whole frame, invisible: the frame takes the pointer, the input the rest. */
export const sliderInput: ThemeUIStyleObject = {
  position: "absolute",
  inset: 0,
  zIndex: 2,
  width: "100%",
  height: "100%",
  m: 0,
  opacity: 0,
  pointerEvents: "none",
}
