// Looks shared by the header's plain links and its menus.
import { keyframes } from "@emotion/react"
import type { ThemeUIStyleObject } from "theme-ui"

/** An icon-only button in the header (menu, phone), at least 44 × 44 px to tap. */
export const iconButton: ThemeUIStyleObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  p: 0,
  border: 0,
  borderRadius: "small",
  bg: "transparent",
  color: "headerText",
  cursor: "pointer",
  "&:hover": { color: "gold" },
}

/** The services control marks itself while the overview or a service page is shown. */
export const currentMarker: ThemeUIStyleObject = {
  "&[data-current='true']": { color: "gold" },
}

const noMotion = "@media (prefers-reduced-motion: reduce)"

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
export const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } })
export const slideOut = keyframes({ from: { transform: "none" }, to: { transform: "translateX(-100%)" } })

/** 300 ms in and out (Radix keeps a closing element until its animation ends); none for reduced motion. */
export const animated = (enter: string, exit: string): ThemeUIStyleObject => ({
  "&[data-state='open']": { animation: `${enter} 300ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
  "&[data-state='closed']": { animation: `${exit} 200ms ease-in` },
  [noMotion]: { "&[data-state]": { animation: "none" } },
})
