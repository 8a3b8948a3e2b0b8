// Colours that leave the theme: the browser and manifest theme colour (spec: #d4af37) and the
// splash-screen background. Kept apart from the theme so gatsby-config can import them cheaply.
export const THEME_COLOR = "#d4af37"
export const BACKGROUND_COLOR = "#09090b"
