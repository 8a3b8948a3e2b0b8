// The Theme UI theme: palette (primary green, secondary blue, zinc neutrals, the gold accent) in
// light and dark mode, type and spacing scales, and the shared variants components use.
//
// gatsby-plugin-theme-ui is not used (so the theme does not sit in its src/gatsby-plugin-theme-ui/):
// its provider sits in wrapRootElement, which Gatsby also wraps around every Head, and the second
// provider's global styles pin the colours to light mode
// (https://github.com/gatsbyjs/gatsby/issues/38249). The theme is provided in wrapPageElement instead
// (src/components/AppProviders.tsx).
import type { Theme } from "theme-ui"
import { THEME_COLOR } from "./constants"

/** Tailwind's zinc, green and blue scales: the spec's palette. */
const zinc = {
  50: "#fafafa",
  100: "#f4f4f5",
  200: "#e4e4e7",
  300: "#d4d4d8",
  400: "#a1a1aa",
  500: "#71717a",
  600: "#52525b",
  700: "#3f3f46",
  800: "#27272a",
  900: "#18181b",
  950: "#09090b",
}
const green = { 400: "#4ade80", 500: "#22c55e", 700: "#15803d", 800: "#166534" }
const blue = { 300: "#93c5fd", 400: "#60a5fa", 700: "#1d4ed8", 800: "#1e40af" }

/** The fixed header's height; the page is padded by it. */
export const HEADER_HEIGHT = { mobile: 64, desktop: 88 }

const theme: Theme = {
  config: {
    // Colour mode is driven by src/color-mode (light / dark / system, remembered in the browser):
    // Theme UI stays in its initial mode, and the class theme-ui-dark on <html> switches every colour
    // (custom properties) to the dark values below.
    initialColorModeName: "light",
    useColorSchemeMediaQuery: false,
    useLocalStorage: false,
    useRootStyles: true,
  },
  colors: {
    text: zinc[900],
    textMuted: zinc[600],
    background: "#ffffff",
    surface: zinc[50],
    muted: zinc[100],
    border: zinc[200],
    primary: green[700],
    primaryHover: green[800],
    onPrimary: "#ffffff",
    secondary: blue[700],
    secondaryHover: blue[800],
    gold: THEME_COLOR,
    goldLight: "#e5c76b",
    // Gold dark enough for text on white (contrast 5.1:1).
    goldText: "#866a12",
    focus: blue[700],
    headerBackground: zinc[950],
    headerText: zinc[100],
    headerMuted: zinc[400],
    headerBorder: "rgba(212, 175, 55, 0.35)",
    overlay: "rgba(9, 9, 11, 0.6)",
    // Errors: red-700 on white (contrast 6.5:1).
    danger: "#b91c1c",
    inputBackground: "#ffffff",
    modes: {
      dark: {
        text: zinc[100],
        textMuted: zinc[400],
        background: zinc[950],
        surface: zinc[900],
        muted: zinc[800],
        border: zinc[700],
        primary: green[500],
        primaryHover: green[400],
        onPrimary: zinc[950],
        secondary: blue[400],
        secondaryHover: blue[300],
        gold: THEME_COLOR,
        goldLight: "#e5c76b",
        goldText: THEME_COLOR,
        focus: THEME_COLOR,
        headerBackground: zinc[950],
        headerText: zinc[100],
        headerMuted: zinc[400],
        headerBorder: "rgba(212, 175, 55, 0.35)",
        overlay: "rgba(0, 0, 0, 0.7)",
        // red-400 on zinc-950 (contrast 6.4:1).
        danger: "#f87171",
        inputBackground: zinc[900],
      },
    },
  },
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
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128],
  sizes: { container: 1120, prose: 720 },
  radii: { small: 6, default: 10, large: 16, pill: 9999 },
  breakpoints: ["40em", "56em", "64em"],
  shadows: {
    card: "0 1px 2px rgba(9, 9, 11, 0.06), 0 4px 16px rgba(9, 9, 11, 0.06)",
    menu: "0 12px 32px rgba(9, 9, 11, 0.28)",
  },
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
  buttons: {
    primary: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: 2,
      minHeight: 48,
      px: 5,
      py: 2,
      borderRadius: "pill",
      fontFamily: "body",
      fontSize: 2,
      fontWeight: "bold",
      lineHeight: "tight",
      textDecoration: "none",
      cursor: "pointer",
      bg: "primary",
      color: "onPrimary",
      border: "2px solid transparent",
      transition: "background-color 150ms ease",
      "&:hover": { bg: "primaryHover" },
    },
    secondary: {
      variant: "buttons.primary",
      bg: "transparent",
      color: "text",
      borderColor: "border",
      "&:hover": { bg: "muted" },
    },
    /** On the dark bands: the brand's gold with dark text (contrast 9:1). */
    gold: {
      variant: "buttons.primary",
      bg: "gold",
      color: "headerBackground",
      "&:hover": { bg: "goldLight", color: "headerBackground" },
    },
  },
  cards: {
    plain: {
      p: [4, 5],
      bg: "background",
      color: "text",
      border: "1px solid",
      borderColor: "border",
      borderRadius: "large",
      boxShadow: "card",
    },
    highlight: {
      variant: "cards.plain",
      borderColor: "gold",
      borderTopWidth: 4,
    },
  },
  links: {
    nav: {
      display: "inline-flex",
      alignItems: "center",
      gap: 2,
      minHeight: 44,
      px: [2, 3],
      color: "headerText",
      fontWeight: "medium",
      textDecoration: "none",
      borderRadius: "small",
      "&:hover": { color: "gold" },
      "&[aria-current='page']": { color: "gold" },
    },
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
  styles: {
    root: {
      fontFamily: "body",
      lineHeight: "body",
      fontWeight: "body",
      WebkitTextSizeAdjust: "100%",
      scrollBehavior: "smooth",
      scrollPaddingTop: HEADER_HEIGHT.desktop + 16,
      "@media (prefers-reduced-motion: reduce)": { scrollBehavior: "auto" },
      body: { margin: 0 },
      "*, *::before, *::after": { boxSizing: "border-box" },
      // Long German compounds («Komplettfolierung») break at the soft hyphens the build puts into
      // headings (src/content/hyphenate.ts), with a visible hyphen, in every browser (`hyphens: auto`
      // would depend on the browser's dictionary and could split other words too). Should a word
      // still not fit, it breaks anywhere rather than running off a narrow screen (the layout sweep
      // in e2e/layout.spec.ts fails on such a break).
      "h1, h2, h3": {
        fontFamily: "heading",
        fontWeight: "heading",
        lineHeight: "heading",
        textWrap: "balance",
        hyphens: "manual",
        overflowWrap: "anywhere",
      },
      p: { textWrap: "pretty" },
      a: { color: "secondary" },
      "a:hover": { color: "secondaryHover" },
      // A nested key starting with ":" would apply to <html> itself; "*:" reaches every element.
      "*:focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
      img: { maxWidth: "100%", height: "auto" },
    },
  },
}

export default theme
