import { EMPTY_REQUEST, type ContactRequest } from "../request"
import { ContactDeliveryError, SEND_TIMEOUT_MS, submitContactRequest } from "../submit"

jest.mock("../../firebase/contact-requests", () => ({ addContactRequest: jest.fn() }))
const { addContactRequest } = jest.requireMock<{ addContactRequest: jest.Mock }>(
  "../../firebase/contact-requests"
)

const request: ContactRequest = {
  ...EMPTY_REQUEST,
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  service: "Teilfolierung & Design",
  message: "Dach schwarz folieren?",
}

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test("Netlify: one url-encoded POST to / with the form's name and every field", async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 })
  global.fetch = fetchMock
  await submitContactRequest(request, "netlify")
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
  expect(url).toBe("/")
  expect(init.method).toBe("POST")
  expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
  expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
    "form-name": "kontakt",
    ...request,
  })
  expect(addContactRequest).not.toHaveBeenCalled()
})

test("Netlify: a refusal, a network failure and no answer are errors", async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 })
  await expect(submitContactRequest(request, "netlify")).rejects.toMatchObject({ reason: "rejected" })
  global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
  await expect(submitContactRequest(request, "netlify")).rejects.toMatchObject({ reason: "network" })

  jest.useFakeTimers()
  let aborted = false
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener("abort", () => {
          aborted = true
          reject(new DOMException("Aborted", "AbortError"))
        })
      )
  ) as unknown as typeof fetch
  const pending = submitContactRequest(request, "netlify")
  jest.advanceTimersByTime(SEND_TIMEOUT_MS)
  await expect(pending).rejects.toEqual(expect.any(ContactDeliveryError))
  await expect(pending).rejects.toMatchObject({ reason: "timeout" })
  expect(aborted).toBe(true)
})

test("Firestore: the request becomes a document; a refusal is an error", async () => {
  global.fetch = jest.fn()
  addContactRequest.mockResolvedValueOnce("doc-1")
  await submitContactRequest(request, "firestore")
  expect(addContactRequest).toHaveBeenCalledWith(request)
  expect(global.fetch).not.toHaveBeenCalled()

  addContactRequest.mockRejectedValueOnce(Object.assign(new Error("denied"), { code: "permission-denied" }))
  await expect(submitContactRequest(request, "firestore")).rejects.toMatchObject({ reason: "rejected" })
  addContactRequest.mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }))
  await expect(submitContactRequest(request, "firestore")).rejects.toMatchObject({ reason: "network" })
})
