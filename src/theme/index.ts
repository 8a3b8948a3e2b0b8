// The Theme UI theme, put together from its parts: colors.ts (palette, light and dark), typography.ts
// (fonts, sizes, text variants), layout.ts (spacing, sizes, layout variants) and variants.ts (buttons,
// cards, links); here the colour-mode settings and the page's root styles.
//
// gatsby-plugin-theme-ui is not used (so the theme does not sit in its src/gatsby-plugin-theme-ui/):
// its provider sits in wrapRootElement, which Gatsby also wraps around every Head, and the second
// provider's global styles pin the colours to light mode
// (https://github.com/gatsbyjs/gatsby/issues/38249). The theme is provided in wrapPageElement instead
// (src/components/AppProviders.tsx).
import type { Theme } from "theme-ui"
import { colors } from "./colors"
import { HEADER_HEIGHT, layout } from "./layout"
import { typography } from "./typography"
import { variants } from "./variants"

export { HEADER_HEIGHT } from "./layout"

const theme: Theme = {
  config: {
    // Colour mode is driven by src/color-mode (light / dark / system, remembered in the browser):
    // Theme UI stays in its initial mode, and the class theme-ui-dark on <html> switches every colour
    // (custom properties) to the dark values in colors.ts.
    initialColorModeName: "light",
    useColorSchemeMediaQuery: false,
    useLocalStorage: false,
    useRootStyles: true,
  },
  colors,
  ...typography,
  ...layout,
  ...variants,
  styles: {
    root: {
      fontFamily: "body",
      lineHeight: "body",
      fontWeight: "body",
      WebkitTextSizeAdjust: "100%",
      scrollBehavior: "smooth",
      scrollPaddingTop: HEADER_HEIGHT.desktop + 16,
      "@media (prefers-reduced-motion: reduce)": { scrollBehavior: "auto" },
      // While a modal dialog is open (the phone's menu, a picture shown large) the page behind does
      // not scroll.
      "&:has(dialog:modal)": { overflow: "hidden" },
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
