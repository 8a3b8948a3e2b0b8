// A refusal that stays until the owner has read it. Decap reports a refused save or deletion in a
// toast that goes after 8 s (on a phone over its own top bar), and this setup used the browser's own
// alert for a HEIC photo. What no field can show (a form that is not the entry of its address, a
// picture still in use, a photo the browser cannot read, a key no field holds) is said here: in a
// native <dialog> opened with showModal() (the rest of the page inert, Escape closes it, the focus
// comes back where it was), headed by what was refused, naming what to do. A toast may repeat it.

export interface Refusal {
  /** What was refused: «Nicht gespeichert», «Nicht gelöscht», «Bild nicht übernommen». */
  heading: string
  text: string
  /** Offers «Seite neu laden» beside «Schliessen» (the form does not hold the entry of its address). */
  reload?: boolean
}

const ID = "editor-refusal"

/** The dialog, made once: heading, text, «Schliessen» (and «Seite neu laden»). */
function dialogOf(document: Document): HTMLDialogElement {
  const existing = document.getElementById(ID)
  if (existing instanceof HTMLDialogElement) return existing
  const dialog = document.createElement("dialog")
  dialog.id = ID
  dialog.setAttribute("role", "alertdialog")
  dialog.setAttribute("aria-labelledby", `${ID}-heading`)
  dialog.setAttribute("aria-describedby", `${ID}-text`)
  const heading = document.createElement("h2")
  heading.id = `${ID}-heading`
  const text = document.createElement("p")
  text.id = `${ID}-text`
  const form = document.createElement("form")
  form.method = "dialog"
  const reload = document.createElement("button")
  reload.type = "button"
  reload.dataset.action = "reload"
  reload.textContent = "Seite neu laden"
  reload.addEventListener("click", () => document.defaultView?.location.reload())
  const close = document.createElement("button")
  close.type = "submit"
  close.textContent = "Schliessen"
  close.autofocus = true
  form.append(reload, close)
  dialog.append(heading, text, form)
  document.body.append(dialog)
  return dialog
}

/** Shows `refusal` (over what a dialog before it said, if that is still open). */
export function refuse(document: Document, { heading, text, reload = false }: Refusal) {
  const dialog = dialogOf(document)
  dialog.querySelector("h2")!.textContent = heading
  dialog.querySelector("p")!.textContent = text
  dialog.querySelector<HTMLButtonElement>("[data-action=reload]")!.hidden = !reload
  if (!dialog.open) dialog.showModal()
  dialog.querySelector<HTMLButtonElement>("button[type=submit]")!.focus()
}
