// A page whose form holds what the visitor typed is never loaded again by Gatsby behind their back.
// Gatsby takes any uncaught «Loading chunk … failed» for a newer build on the server and sets
// `location.pathname` to the page the visitor is on (cache-dir/navigation.js, its `unhandledrejection`
// listener): the page comes back empty, or as the browser's offline page when the line is gone. The
// site's own lazy parts catch their failures and say so in the form (issue 58); this is the net under
// them: such a rejection, while a form holds typing, is taken here before Gatsby's listener sees it
// (this module runs with gatsby-browser.tsx, before Gatsby's navigation module registers its own).
// With the forms empty, Gatsby's reload stays: a page after a new build, whose old chunks are gone.

const CHUNK_FAILED = /loading chunk \S* failed/i

/** Whether a form of `document` holds what a visitor typed or chose (the honeypot aside). */
export function formHoldsTyping(document: Document): boolean {
  return [...document.querySelectorAll("form")].some((form) =>
    [...form.elements].some((element) => {
      if (element instanceof HTMLTextAreaElement) return element.value.trim() !== ""
      if (!(element instanceof HTMLInputElement) || element.name === "bot-field") return false
      if (element.type === "radio" || element.type === "checkbox")
        return element.checked && !element.defaultChecked
      return !["hidden", "submit", "button", "file"].includes(element.type) && element.value.trim() !== ""
    })
  )
}

/** Installs the net on `window`: call once, before Gatsby's navigation module runs. */
export function guardTypingFromReloads(window: Window) {
  window.addEventListener("unhandledrejection", (event) => {
    if (!CHUNK_FAILED.test(String(event.reason)) || !formHoldsTyping(window.document)) return
    event.stopImmediatePropagation()
    // Handled: the form's own code says what failed and keeps what was typed.
    event.preventDefault()
  })
}
