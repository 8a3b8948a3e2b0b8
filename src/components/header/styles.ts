// Looks shared by the header's buttons and links and its menus.
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

/** «Dienstleistungen», a button that looks like the links beside it. */
export const servicesTrigger: ThemeUIStyleObject = {
  variant: "links.nav",
  bg: "transparent",
  border: 0,
  // The links' type, weight included (`font: inherit` would reset the nav's medium weight).
  fontFamily: "inherit",
  fontSize: "inherit",
  lineHeight: "inherit",
  cursor: "pointer",
  ...currentMarker,
}

/** An entry of the header's menus (the desktop list, the drawer): its icon in gold, the current page bold. */
export const menuEntry: ThemeUIStyleObject = {
  display: "flex",
  alignItems: "center",
  gap: 3,
  minHeight: 44,
  px: 3,
  borderRadius: "small",
  color: "text",
  textDecoration: "none",
  "& svg": { color: "goldText", flexShrink: 0 },
  "&:hover": { bg: "muted", color: "text" },
  "&[aria-current='page']": { fontWeight: "bold" },
}

const noMotion = "@media (prefers-reduced-motion: reduce)"

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
export const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } })

/**
 * 300 ms in, for an element as it is shown (a dialog opened, a list no longer hidden); none for reduced
 * motion. Closing is instant: the menu is gone the moment the visitor is done with it.
 */
export const enter = (keyframe: string): ThemeUIStyleObject => ({
  animation: `${keyframe} 300ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  [noMotion]: { animation: "none" },
})

/** The chevron of a disclosure button turns over while its list is open. */
export const chevron: ThemeUIStyleObject = {
  transition: "transform 150ms ease",
  "[aria-expanded='true'] > &": { transform: "rotate(180deg)" },
  [noMotion]: { transition: "none" },
}
