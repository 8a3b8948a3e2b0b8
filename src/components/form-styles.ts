// The looks of form fields, shared by the forms (the contact form, the price estimator). They come
// with the pages that have a form, not with every page's first load, as theme variants would.
// Imported as a whole: `import * as field from "…/form-styles"`, then `sx={field.input}`.
import type { ThemeUIStyleObject } from "theme-ui"

/** A text field: 48 px high, a clear border, thicker and red when the entry is wrong. */
export const input: ThemeUIStyleObject = {
  width: "100%",
  minHeight: 48,
  px: 3,
  py: 2,
  fontFamily: "body",
  fontSize: 2,
  lineHeight: "body",
  color: "text",
  bg: "inputBackground",
  border: "1px solid",
  borderColor: "textMuted",
  borderRadius: "small",
  "&[aria-invalid='true']": { borderColor: "danger", borderWidth: 2 },
  "&:focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "1px" },
}

export const select: ThemeUIStyleObject = { ...input, appearance: "auto" }

export const textarea: ThemeUIStyleObject = { ...input, resize: "vertical", minHeight: 160 }

/** The message under a field whose entry is wrong. */
export const error: ThemeUIStyleObject = { m: 0, fontSize: 1, fontWeight: "bold", color: "danger" }

/** A group of radio buttons or checkboxes. */
export const choices: ThemeUIStyleObject = {
  display: "grid",
  gap: 2,
  m: 0,
  p: 0,
  border: "none",
  minWidth: 0,
}

export const legend: ThemeUIStyleObject = {
  fontFamily: "heading",
  fontWeight: "heading",
  fontSize: 3,
  mb: 3,
  p: 0,
}

/** One choice: a tap target across the whole row, the input's own focus ring. */
export const choice: ThemeUIStyleObject = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: 3,
  rowGap: 1,
  minHeight: 48,
  px: 3,
  py: 2,
  bg: "background",
  border: "1px solid",
  borderColor: "border",
  borderRadius: "small",
  cursor: "pointer",
  "& input": {
    width: 20,
    height: 20,
    m: 0,
    flexShrink: 0,
    accentColor: "var(--theme-ui-colors-primary)",
  },
  "&:has(input:checked)": { borderColor: "primary" },
}
