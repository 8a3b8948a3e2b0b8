// Type: the body's system fonts and the self-hosted Montserrat for headings, the size scale and the
// text variants (headings, eyebrow, lead).
import type { Theme } from "theme-ui"

export const typography = {
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Self-hosted Montserrat Bold cut down to the characters of Swiss German headings (12 KiB,
    // scripts/subset-font.mjs, imported in gatsby-browser), the logo's typeface;
    // until it has loaded, local fonts scaled to its size (src/styles/font-fallback.css).
    heading:
      'Montserrat, "Montserrat Fallback", "Montserrat Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  //          0   1   2   3   4   5   6   7   8   9   10
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 36, 44, 56, 72],
  fontWeights: { body: 400, medium: 500, heading: 700, bold: 700 },
  lineHeights: { body: 1.6, heading: 1.15, tight: 1.3 },
  text: {
    heading: {
      fontFamily: "heading",
      fontWeight: "heading",
      lineHeight: "heading",
      letterSpacing: "-0.02em",
    },
    // On phones by the screen's width: «Komplettfolierung» still fits on one line at 320 px.
    h1: { variant: "text.heading", fontSize: ["clamp(1.75rem, 7.5vw, 2.75rem)", 9, 10] },
    h2: { variant: "text.heading", fontSize: [6, 7, 8] },
    h3: { variant: "text.heading", fontSize: [5, 6] },
    eyebrow: {
      fontSize: 1,
      fontWeight: "bold",
      letterSpacing: "0.12em",
      textTransform: "uppercase",
      color: "goldText",
    },
    lead: { fontSize: [3, 4], color: "textMuted", lineHeight: "body" },
  },
} satisfies Theme
