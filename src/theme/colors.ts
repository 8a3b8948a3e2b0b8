// The palette: the spec's primary green, secondary blue and zinc neutrals with the gold of the logo,
// as named colours for light mode and their dark-mode values. Contrast ratios are noted where a
// colour carries text.
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

export const colors: Theme["colors"] = {
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
}
