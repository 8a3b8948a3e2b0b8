import { isHoneypotHeldBack, loadSending } from "../sending"
import { ContactDeliveryError } from "../transport"

test("a request held back for the honeypot is recognised by its reason, and the field is emptied", () => {
  const field = document.createElement("input")
  field.value = "https://www.beispiel.ch"
  expect(isHoneypotHeldBack(new ContactDeliveryError("honeypot", "verstecktes Feld ausgefüllt"), field)).toBe(
    true
  )
  expect(field.value).toBe("")
})

test("any other failure is not a honeypot's, and leaves the field alone", () => {
  const field = document.createElement("input")
  field.value = "x"
  expect(isHoneypotHeldBack(new ContactDeliveryError("network", "offline"), field)).toBe(false)
  expect(isHoneypotHeldBack(new ContactDeliveryError("rejected", "HTTP 500"), field)).toBe(false)
  expect(isHoneypotHeldBack({ reason: "honeypot" }, field)).toBe(false)
  expect(isHoneypotHeldBack(undefined, field)).toBe(false)
  expect(field.value).toBe("x")
})

test("sending fetches the delivery code and goes through it: a honeypot's request never leaves", async () => {
  const fetch = jest.fn()
  global.fetch = fetch
  const submitContactRequest = await loadSending()
  const error = await submitContactRequest(
    {
      request: {
        name: "Anna",
        email: "anna@beispiel.ch",
        phone: "",
        vehicle: "",
        service: "",
        preferredDate: "",
        message: "Hallo",
      },
      honeypot: "https://www.beispiel.ch",
      photos: [],
      onProgress: () => {},
    },
    "netlify"
  ).catch((thrown: unknown) => thrown)
  expect(isHoneypotHeldBack(error, null)).toBe(true)
  expect(fetch).not.toHaveBeenCalled()
})
