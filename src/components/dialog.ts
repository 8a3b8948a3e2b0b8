// What the site's modal dialogs (the phone's menu drawer, the gallery's large picture) add to the
// platform's <dialog>. `showModal()` makes the rest of the page inert, moves the focus in, closes on
// Escape and gives the focus back; it leaves out two things a visitor expects of a modal.
import type * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])"

/**
 * Tab from the last control goes round to the first, Shift+Tab from the first to the last: the focus
 * stays in the dialog (the browser would move it on to its own address bar).
 */
export function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0
  )
  const [first, last] = [controls[0], controls.at(-1)]
  if (!first || !last) return
  const active = document.activeElement
  const atEdge = event.shiftKey ? active === first || active === event.currentTarget : active === last
  if (!atEdge) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

/**
 * The browser's own dialog box undone (its border, padding, size limits and centring), so that a
 * dialog can take the place and size it needs. Scrolling the page behind is stopped by the theme's
 * root styles while a modal is open.
 */
export const dialogBox: ThemeUIStyleObject = {
  position: "fixed",
  m: 0,
  p: 0,
  border: 0,
  maxWidth: "none",
  maxHeight: "none",
  overscrollBehavior: "contain",
  "&:focus": { outline: "none" },
}
