// The looks the request forms share.
import type { ThemeUIStyleObject } from "theme-ui"

/** A message in the form itself (when toasts cannot come, or an answer that must stay): a framed paragraph. */
export const notice: ThemeUIStyleObject = {
  m: 0,
  p: 3,
  border: "2px solid",
  borderRadius: "small",
  bg: "background",
}

/**
 * Shown only when the browser runs no scripts, decided by CSS before the first paint: nothing appears
 * or vanishes when the page's code takes over, so the form below does not jump. Not a <noscript>:
 * Chromium with scripts switched off by a setting does not show its content.
 */
export const withoutScript: ThemeUIStyleObject = {
  display: "none",
  "@media (scripting: none)": { display: "block" },
}
