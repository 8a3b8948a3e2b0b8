// Space and size: the spacing scale, widths, corner radii, breakpoints, shadows, the fixed header's
// height, and the layout variants pages are built from (container, grids, badges).
import type { Theme } from "theme-ui"

/** The fixed header's height; the page is padded by it. */
export const HEADER_HEIGHT = { mobile: 64, desktop: 88 }

export const layout = {
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128],
  sizes: { container: 1120, prose: 720 },
  radii: { small: 6, default: 10, large: 16, pill: 9999 },
  breakpoints: ["40em", "56em", "64em"],
  shadows: {
    card: "0 1px 2px rgba(9, 9, 11, 0.06), 0 4px 16px rgba(9, 9, 11, 0.06)",
    menu: "0 12px 32px rgba(9, 9, 11, 0.28)",
  },
  layout: {
    container: { width: "100%", maxWidth: "container", mx: "auto", px: [4, 5] },
    prose: { width: "100%", maxWidth: "prose", mx: "auto", px: [4, 5] },
    /** Read by screen readers, invisible on screen. */
    srOnly: {
      position: "absolute",
      width: 1,
      height: 1,
      p: 0,
      m: -1,
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
      border: 0,
    },
    grid2: { display: "grid", gridTemplateColumns: ["1fr", "repeat(2, 1fr)"], gap: [4, 5, 6] },
    grid3: { display: "grid", gridTemplateColumns: ["1fr", "repeat(2, 1fr)", "repeat(3, 1fr)"], gap: [4, 5] },
    /** An icon on a tinted square, gold. */
    iconBadge: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: 48,
      height: 48,
      flexShrink: 0,
      borderRadius: "default",
      bg: "muted",
      color: "goldText",
    },
    stepNumber: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: 40,
      height: 40,
      flexShrink: 0,
      borderRadius: "pill",
      bg: "headerBackground",
      color: "gold",
      fontFamily: "heading",
      fontWeight: "heading",
      border: "2px solid",
      borderColor: "gold",
    },
  },
} satisfies Theme
