// The honeypot both request forms carry: a field people never see and simple bots fill. Netlify
// refuses a submission whose honeypot is filled and keeps no trace of it, not even under «Spam»
// (docs/contact-form.md, «The honeypot»), so the field must be one no browser or password manager
// fills for a person: Netlify's own name for it, hidden by CSS, out of the tab order, and marked for
// the password managers that document a way to skip a field.
import * as React from "react"

/** The field's name, as `netlify-honeypot` on the form names it (Netlify's documented example). */
export const HONEYPOT = "bot-field"

export const Honeypot = React.forwardRef<HTMLInputElement, { id: string }>(function Honeypot({ id }, ref) {
  return (
    // display: none: Netlify asks for a field «hidden via CSS or JavaScript»; a bot reading the HTML
    // sees an ordinary field, a person and a screen reader see nothing.
    <div aria-hidden="true" sx={{ display: "none" }}>
      <label htmlFor={id}>Bitte leer lassen</label>
      <input
        ref={ref}
        id={id}
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-form-type="other"
      />
    </div>
  )
})
