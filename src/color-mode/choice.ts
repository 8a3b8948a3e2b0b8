// The visitor's colour-mode choice: «Hell», «Dunkel» or «System» (follow the device). Theme UI can
// only remember a resolved mode (light or dark), never «follow the device», so the choice is kept
// here, and the resolved mode is the class DARK_CLASS on <html> (ColorModeProvider).
export const COLOR_MODE_CHOICES = ["light", "dark", "system"] as const
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number]
export type ColorMode = "light" | "dark"

export const STORAGE_KEY = "color-mode"
export const DARK_QUERY = "(prefers-color-scheme: dark)"
/** Theme UI's stylesheet gives the colours their dark values under this class on <html>. */
export const DARK_CLASS = "theme-ui-dark"

export const isChoice = (value: unknown): value is ColorModeChoice =>
  (COLOR_MODE_CHOICES as readonly unknown[]).includes(value)

export const resolveMode = (choice: ColorModeChoice, systemPrefersDark: boolean): ColorMode =>
  choice === "system" ? (systemPrefersDark ? "dark" : "light") : choice

export function readChoice(): ColorModeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return isChoice(stored) ? stored : "system"
  } catch {
    return "system" // storage disabled: follow the device
  }
}

export function storeChoice(choice: ColorModeChoice) {
  try {
    if (choice === "system") window.localStorage.removeItem(STORAGE_KEY)
    else window.localStorage.setItem(STORAGE_KEY, choice)
  } catch {
    // Storage disabled: the choice lasts for this page view only.
  }
}

/**
 * Runs before the page is painted (gatsby-ssr puts it first in <body>): applies the dark palette at
 * once when the stored choice or the device asks for it, so there is no flash of the wrong mode.
 * The provider keeps the same class in step after hydration.
 */
export const NO_FLASH_SCRIPT = `(function(){try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(c==="dark"||(c!=="light"&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches))document.documentElement.classList.add(${JSON.stringify(DARK_CLASS)})}catch(e){}})()`
