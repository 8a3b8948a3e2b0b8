// A labelled text field, text area or select of the site's forms (the contact request, the voucher
// order), with its hint and error tied to it for screen readers.
import type * as React from "react"
import type { FieldError, UseFormRegisterReturn } from "react-hook-form"
import * as field from "./form-styles"

/** A control's part in a form: its name, ref and handlers (react-hook-form's `register`). */
export type FieldControl<Name extends string = string> = Omit<UseFormRegisterReturn<Name>, "onBlur"> & {
  onBlur: (event: React.FocusEvent<HTMLElement>) => unknown
}

/** What a control may carry besides its registration, in the order it is written out. */
type ControlAttributes = Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "required" | "maxLength"
> &
  Pick<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "rows">

interface TextFieldProps extends ControlAttributes {
  id: string
  label: string
  /** The word after an optional field's label («optional»). */
  optional?: string
  hint?: string
  /**
   * The hint the field shows at another time (the contact form's «Wunschtermin»: the free text's
   * hint in the static HTML, the week choice's once its code is here): the hint takes the room of the
   * longer of the two, so that nothing below it moves when one replaces the other.
   */
  hintRoom?: string | undefined
  error?: FieldError
  /** The form's part of the control: name, ref and handlers (a form hook's `field`). */
  registration: FieldControl
  as?: "input" | "textarea" | "select"
  /** A further element that describes the control (the message's character count). */
  describedBy?: string
  /** Shown under the control, above its error: that further element. */
  after?: React.ReactNode
  /** A select's options. */
  children?: React.ReactNode
}

/** Label, control, hint and error, tied together for screen readers. */
export function TextField({
  id,
  label,
  optional,
  hint,
  hintRoom,
  error,
  registration,
  as = "input",
  describedBy: described,
  after,
  children,
  ...attributes
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const control = {
    id,
    ...registration,
    "aria-describedby": [errorId, hintId, described].filter(Boolean).join(" ") || undefined,
    "aria-invalid": Boolean(error) || undefined,
    ...attributes,
  }
  return (
    <div sx={{ display: "grid", gap: 1, alignContent: "start" }}>
      <label htmlFor={id} sx={{ fontWeight: "bold" }}>
        {label}
        {optional && <span sx={{ fontWeight: "body", color: "textMuted" }}> ({optional})</span>}
      </label>
      {hint && (
        <div sx={{ display: "grid", "& > p": { gridArea: "1 / 1", m: 0, fontSize: 1, color: "textMuted" } }}>
          <p id={hintId}>{hint}</p>
          {hintRoom && (
            <p aria-hidden="true" sx={{ visibility: "hidden" }}>
              {hintRoom}
            </p>
          )}
        </div>
      )}
      {as === "select" ? (
        <select {...control} sx={field.select}>
          {children}
        </select>
      ) : as === "textarea" ? (
        <textarea {...control} sx={field.textarea} />
      ) : (
        <input {...control} sx={field.input} />
      )}
      {after}
      {error && (
        <p id={errorId} sx={field.error}>
          {error.message}
        </p>
      )}
    </div>
  )
}
