// The theme's colours as custom properties: components read references, the stylesheet gives them
// their light values on `html` and their dark ones under the class the colour-mode code sets.
import { css } from "@theme-ui/css"
import theme from ".."
import { DARK_CLASS } from "../../color-mode/choice"
import { colors } from "../colors"
import { colorStyles, withColorProperties } from "../color-properties"

const themed = withColorProperties(theme)
const styles = css(colorStyles(themed))(themed) as Record<string, unknown>
const dark = (colors as { modes: { dark: Record<string, string> } }).modes.dark

test("components see every colour as a reference to its custom property", () => {
  const shown = themed.colors as Record<string, unknown>
  expect(shown.text).toBe("var(--theme-ui-colors-text)")
  expect(shown.primary).toBe("var(--theme-ui-colors-primary)")
  expect(shown).not.toHaveProperty("modes")
})

test("html carries the light values, and the dark ones under the dark-mode class", () => {
  expect(styles["--theme-ui-colors-text"]).toBe((colors as Record<string, string>).text)
  expect(styles.color).toBe("var(--theme-ui-colors-text)")
  expect(styles.backgroundColor).toBe("var(--theme-ui-colors-background)")
  const darkBlock = styles[`&.${DARK_CLASS}, .${DARK_CLASS} &`] as Record<string, string>
  expect(darkBlock["--theme-ui-colors-text"]).toBe(dark.text)
  expect(darkBlock["--theme-ui-colors-background"]).toBe(dark.background)
  // Every colour of the dark palette has its property there.
  expect(Object.keys(darkBlock)).toEqual(Object.keys(dark).map((key) => `--theme-ui-colors-${key}`))
})
