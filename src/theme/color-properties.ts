// The theme's colours as CSS custom properties, light and dark, the way Theme UI's colour-mode
// provider (@theme-ui/color-modes 0.17) writes them, without the provider: the site switches modes
// through the class on <html> (src/color-mode/), so the provider's own state, storage and media-query
// code only cost every visit 4.3 KB of script (docs/performance.md). Every `sx` colour reads
// `var(--theme-ui-colors-…)`; the stylesheet gives the properties their values for `html` and under
// `.theme-ui-dark`. The built pages' styles are the same byte for byte (checked when this was made).
import type { Theme, ThemeUIStyleObject } from "theme-ui"

type Scale = { [key: string]: string | Scale }

const varName = (path: string) => `--theme-ui-${path}`
const RESERVED = new Set(["modes"])

/** `{ text: "#18181b", … }` → `{ text: "var(--theme-ui-colors-text)", … }` (nested scales too). */
function toReferences(scale: Scale, path: string): Scale {
  const result: Scale = {}
  for (const [key, value] of Object.entries(scale)) {
    if (RESERVED.has(key)) continue
    result[key] =
      typeof value === "object" ? toReferences(value, `${path}-${key}`) : `var(${varName(`${path}-${key}`)})`
  }
  return result
}

/** `{ text: "#18181b" }` → `{ "--theme-ui-colors-text": "#18181b" }`, without the modes. */
function toProperties(scale: Scale, path: string): Record<string, string> {
  let result: Record<string, string> = {}
  for (const [key, value] of Object.entries(scale)) {
    if (RESERVED.has(key)) continue
    result =
      typeof value === "object"
        ? { ...result, ...toProperties(value, `${path}-${key}`) }
        : { ...result, [varName(`${path}-${key}`)]: value }
  }
  return result
}

/** The theme as the site's components see it: colours as custom properties, the raw values kept. */
export function withColorProperties(theme: Theme): Theme {
  const colors = (theme.colors ?? {}) as Scale & { modes?: Record<string, Scale> }
  const initial = theme.config?.initialColorModeName ?? "__default"
  const { modes = {}, ...base } = colors
  return {
    ...theme,
    rawColors: { ...colors, modes: { [initial]: base, ...modes } } as Theme["rawColors"],
    colors: toReferences(base, "colors") as Theme["colors"],
  }
}

/** The root's colours and every mode's properties, as Theme UI's provider puts them on `html`. */
export function colorStyles(theme: Theme): ThemeUIStyleObject {
  const raw = (theme.rawColors ?? {}) as Scale & { modes?: Record<string, Scale> }
  const styles: Record<string, unknown> = {
    color: `var(${varName("colors-text")})`,
    bg: `var(${varName("colors-background")})`,
    ...toProperties(raw, "colors"),
  }
  for (const [mode, scale] of Object.entries(raw.modes ?? {}))
    styles[`&.theme-ui-${mode}, .theme-ui-${mode} &`] = toProperties(scale, "colors")
  return styles as ThemeUIStyleObject
}
