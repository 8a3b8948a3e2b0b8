import { formHoldsTyping, guardTypingFromReloads } from "../reload-guard"

function page(html: string) {
  document.body.innerHTML = html
  return document
}

const FORM = `<form>
  <input type="hidden" name="form-name" value="kontakt">
  <input name="bot-field">
  <input name="name">
  <textarea name="message"></textarea>
  <input type="radio" name="delivery" value="pdf" checked>
  <input type="radio" name="delivery" value="post">
  <input type="file" name="photos">
  <button type="submit">Senden</button>
</form>`

afterEach(() => (document.body.innerHTML = ""))

test("an untouched form holds nothing: hidden fields, the preset choice and the buttons do not count", () => {
  expect(formHoldsTyping(page(FORM))).toBe(false)
  expect(formHoldsTyping(page("<p>Kein Formular</p>"))).toBe(false)
})

test("a name, a message or another choice than the preset one counts as typing; the honeypot does not", () => {
  const document = page(FORM)
  const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  named("bot-field").value = "https://beispiel.ch"
  expect(formHoldsTyping(document)).toBe(false)
  named("name").value = "  "
  expect(formHoldsTyping(document)).toBe(false)
  named("name").value = "Anna"
  expect(formHoldsTyping(document)).toBe(true)
  named("name").value = ""
  document.querySelector("textarea")!.value = "Hallo"
  expect(formHoldsTyping(document)).toBe(true)
  document.querySelector("textarea")!.value = ""
  document.querySelector<HTMLInputElement>('[value="post"]')!.checked = true
  expect(formHoldsTyping(document)).toBe(true)
})

/** An `unhandledrejection` event as the browser fires it (jsdom has no PromiseRejectionEvent). */
function rejection(reason: unknown) {
  const event = new Event("unhandledrejection", { cancelable: true })
  Object.assign(event, { reason })
  return event
}

test("a failed chunk while a form holds typing never reaches Gatsby's listener; otherwise it does", () => {
  const target = new EventTarget() as Window
  Object.assign(target, { document: page(FORM) })
  guardTypingFromReloads(target)
  // Registered after the guard, as Gatsby's navigation module is.
  const gatsby = jest.fn()
  target.addEventListener("unhandledrejection", gatsby)
  const chunk = new Error("Loading chunk 144 failed.\n(error: https://beispiel.ch/144-abc.js)")

  target.dispatchEvent(rejection(chunk))
  expect(gatsby).toHaveBeenCalledTimes(1) // an empty form: a newer build's reload stays

  target.document.querySelector("textarea")!.value = "Was kostet das Tönen?"
  const held = rejection(chunk)
  target.dispatchEvent(held)
  expect(gatsby).toHaveBeenCalledTimes(1)
  expect(held.defaultPrevented).toBe(true)

  target.dispatchEvent(rejection(new Error("etwas anderes")))
  expect(gatsby).toHaveBeenCalledTimes(2) // not a chunk: not the guard's business
})
