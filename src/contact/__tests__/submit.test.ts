import { EMPTY_REQUEST, type ContactRequest } from "../request"
import { submitContactRequest } from "../submit"
import { ContactDeliveryError, SEND_TIMEOUT_MS, type OutgoingRequest } from "../transport"
import { FakeXhr, opened } from "./fake-xhr"

jest.mock("../firebase/contact-requests", () => ({ saveContactRequest: jest.fn() }))
// The photo code's senders, without the rest of its chunk (image libraries a browser runs).
jest.mock("../photos/load", () => ({
  loadPhotoModule: () => Promise.resolve(jest.requireActual("../photos/send")),
}))
jest.mock("../firebase/contact-photos", () => ({ uploadContactPhoto: jest.fn() }))
const { saveContactRequest } = jest.requireMock<{ saveContactRequest: jest.Mock }>(
  "../firebase/contact-requests"
)
const { uploadContactPhoto } = jest.requireMock<{ uploadContactPhoto: jest.Mock }>(
  "../firebase/contact-photos"
)

const request: ContactRequest = {
  ...EMPTY_REQUEST,
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  service: "Teilfolierung & Design",
  message: "Dach schwarz folieren?",
}
const ID = "AbCdEfGhIjKlMnOpQrSt"
const outgoing = (more: Partial<OutgoingRequest> = {}): OutgoingRequest => ({
  request,
  honeypot: "",
  photos: [],
  id: ID,
  ...more,
})
const jpeg = (size: number) => new Blob([new Uint8Array(size)], { type: "image/jpeg" })

afterEach(() => {
  jest.useRealTimers()
  jest.clearAllMocks()
})

test("Netlify: one url-encoded POST to / with the form's name and every field", async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 })
  global.fetch = fetchMock
  await submitContactRequest(outgoing(), "netlify")
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
  expect(url).toBe("/")
  expect(init.method).toBe("POST")
  expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
  expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
    "form-name": "kontakt",
    ...request,
  })
  expect(saveContactRequest).not.toHaveBeenCalled()
})

test("Netlify: a filled honeypot is not sent (Netlify would drop it without a trace) but refused, with or without photos", async () => {
  // Netlify's spam-filter documentation: honeypot catches «won't even be included in your form's spam
  // submissions». Sent, the page would show «gesendet» for a request that is gone.
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 })
  global.fetch = fetchMock
  await expect(
    submitContactRequest(outgoing({ honeypot: "https://beispiel.ch" }), "netlify")
  ).rejects.toMatchObject({
    reason: "honeypot",
  })
  await expect(
    submitContactRequest(outgoing({ honeypot: "x", photos: [jpeg(100)] }), "netlify")
  ).rejects.toMatchObject({ reason: "honeypot" })
  expect(fetchMock).not.toHaveBeenCalled()
})

test("Netlify: a refusal, a network failure and no answer are errors", async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 })
  await expect(submitContactRequest(outgoing(), "netlify")).rejects.toMatchObject({ reason: "rejected" })
  global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
  await expect(submitContactRequest(outgoing(), "netlify")).rejects.toMatchObject({ reason: "network" })

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
  const pending = submitContactRequest(outgoing(), "netlify")
  jest.advanceTimersByTime(SEND_TIMEOUT_MS)
  await expect(pending).rejects.toEqual(expect.any(ContactDeliveryError))
  await expect(pending).rejects.toMatchObject({ reason: "timeout" })
  expect(aborted).toBe(true)
})

describe("Netlify with photos", () => {
  beforeEach(() => {
    FakeXhr.last = undefined
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
  })

  test("multipart to /, the fields and one file field per photo, with progress", async () => {
    const progress: number[] = []
    const sending = submitContactRequest(
      outgoing({ photos: [jpeg(300), jpeg(200)], onProgress: (fraction) => progress.push(fraction) }),
      "netlify"
    )
    const xhr = await opened()
    expect([xhr.method, xhr.url]).toEqual(["POST", "/"])
    const body = xhr.body!
    expect(body.get("form-name")).toBe("kontakt")
    expect(body.get("name")).toBe("Anna Meier")
    expect(body.has("website")).toBe(false)
    expect((body.get("foto1") as File).name).toBe("foto1.jpg")
    expect((body.get("foto2") as File).size).toBe(200)
    expect(body.has("foto3")).toBe(false)
    xhr.progress(250, 1000)
    xhr.uploaded()
    xhr.answer(200)
    await sending
    expect(progress).toEqual([0.25, 1])
  })

  test("slow progress is not a time-out; 10 s without it sends the words alone; a refusal once all went is an error", async () => {
    jest.useFakeTimers()
    const slow = submitContactRequest(outgoing({ photos: [jpeg(100)] }), "netlify")
    const xhr = await opened()
    jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1000)
    xhr.progress(30, 100)
    jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1000)
    xhr.progress(100, 100)
    xhr.uploaded()
    xhr.answer(200)
    await expect(slow).resolves.toBeUndefined()

    // (How the pace is judged, and the rounds with fewer photos: photos/__tests__/send.test.ts.)
    const stalled = submitContactRequest(outgoing({ photos: [jpeg(100)] }), "netlify")
    const stuck = await opened()
    stuck.progress(10, 100)
    jest.advanceTimersByTime(SEND_TIMEOUT_MS)
    expect(stuck.aborted).toBe(true)
    const words = await opened()
    expect(words.body!.get("name")).toBe("Anna Meier")
    expect(words.body!.has("foto1")).toBe(false)
    words.uploaded()
    words.answer(200)
    await expect(stalled).resolves.toEqual({ photosLeftOut: "foto1" })

    const refused = submitContactRequest(outgoing({ photos: [jpeg(100)] }), "netlify")
    const whole = await opened()
    whole.progress(100, 100)
    whole.uploaded()
    whole.answer(413)
    await expect(refused).rejects.toMatchObject({ reason: "rejected" })
    expect(FakeXhr.last).toBeUndefined() // nothing sent again: Netlify may have it
  })
})

describe("Firestore", () => {
  test("the request becomes the document with the client's id; a refusal is an error", async () => {
    global.fetch = jest.fn()
    saveContactRequest.mockResolvedValueOnce(undefined)
    await submitContactRequest(outgoing({ honeypot: "x" }), "firestore")
    expect(saveContactRequest).toHaveBeenCalledWith(ID, { ...request, website: "x" }, { retry: false })
    expect(global.fetch).not.toHaveBeenCalled()

    saveContactRequest.mockRejectedValueOnce(
      Object.assign(new Error("denied"), { code: "permission-denied" })
    )
    await expect(submitContactRequest(outgoing(), "firestore")).rejects.toMatchObject({ reason: "rejected" })
    saveContactRequest.mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }))
    await expect(submitContactRequest(outgoing(), "firestore")).rejects.toMatchObject({ reason: "network" })
  })

  test("a retry after a time-out writes the same document and uploads no photo twice", async () => {
    jest.useFakeTimers()
    // A server that keeps documents by id, and whose first answer comes late.
    const documents = new Map<string, unknown>()
    let late: () => void = () => {}
    saveContactRequest.mockImplementationOnce(
      (id: string, data: unknown) =>
        new Promise<void>((resolve) => {
          late = () => {
            documents.set(id, data)
            resolve()
          }
        })
    )
    saveContactRequest.mockImplementation(async (id: string, data: unknown) => void documents.set(id, data))
    uploadContactPhoto.mockImplementation(
      async ({ requestId, name }: { requestId: string; name: string }) =>
        `contactRequests/${requestId}/${name}`
    )
    const photos = [jpeg(100), jpeg(100)]
    const id = "RetryAbCdEfGhIjKlMnO" // not ID: the first test left ID's outcome unknown (offline)

    const first = submitContactRequest(outgoing({ photos, id }), "firestore")
    const timedOut = expect(first).rejects.toMatchObject({ reason: "timeout" })
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS)
    await timedOut
    late() // the first write lands after all

    await submitContactRequest(outgoing({ photos, id }), "firestore")
    expect(documents.size).toBe(1)
    expect(saveContactRequest.mock.calls.map(([id, , { retry }]) => [id, retry])).toEqual([
      [id, false],
      [id, true],
    ])
    // Both photos went up once, under this request's folder; the retry names the same paths.
    expect(uploadContactPhoto).toHaveBeenCalledTimes(2)
    const [firstPaths, retryPaths] = saveContactRequest.mock.calls.map(([, data]) => data.photos)
    expect(retryPaths).toEqual(firstPaths)
    expect(retryPaths).toEqual([
      expect.stringMatching(new RegExp(`^contactRequests/${id}/foto1-[a-z0-9]+\\.jpg$`)),
      expect.stringMatching(new RegExp(`^contactRequests/${id}/foto2-[a-z0-9]+\\.jpg$`)),
    ])
  })

  test("a photo whose upload stalls is sent again under a new name (Storage takes each name once)", async () => {
    jest.useFakeTimers()
    saveContactRequest.mockResolvedValue(undefined)
    uploadContactPhoto
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementation(
        async ({ requestId, name }: { requestId: string; name: string }) =>
          `contactRequests/${requestId}/${name}`
      )
    const photos = [jpeg(100)]
    const first = submitContactRequest(outgoing({ photos }), "firestore")
    const timedOut = expect(first).rejects.toMatchObject({ reason: "timeout" })
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS)
    await timedOut
    await submitContactRequest(outgoing({ photos }), "firestore")
    const [stalled, retried] = uploadContactPhoto.mock.calls.map(([options]) => options.name)
    expect(retried).not.toBe(stalled)
    expect(saveContactRequest).toHaveBeenCalledTimes(1)
  })
  test("an id kept from an earlier attempt (also over a reload) makes the next send a retry of it; success forgets it", async () => {
    const idKey = "test-anfrage-id"
    const kept = "KeptAbCdEfGhIjKlMnOp"
    sessionStorage.setItem(idKey, kept) // an attempt before the reload, outcome unknown
    saveContactRequest.mockResolvedValue(undefined)
    await submitContactRequest(outgoing({ id: undefined, idKey }), "firestore")
    expect(saveContactRequest).toHaveBeenLastCalledWith(kept, request, { retry: true })
    expect(sessionStorage.getItem(idKey)).toBeNull()

    await submitContactRequest(outgoing({ id: undefined, idKey }), "firestore")
    const [fresh, , options] = saveContactRequest.mock.calls.at(-1)!
    expect(fresh).not.toBe(kept)
    expect(options).toEqual({ retry: false })
  })

  test("a refusal by the rules forgets the id: the next press writes a new document, its photos in its own folder", async () => {
    const idKey = "test-anfrage-id"
    uploadContactPhoto.mockImplementation(
      async ({ requestId, name }: { requestId: string; name: string }) =>
        `contactRequests/${requestId}/${name}`
    )
    // firestore.rules refuse a late rewrite of a request that arrived: the kept id would fail for good.
    saveContactRequest.mockRejectedValueOnce(
      Object.assign(new Error("denied"), { code: "permission-denied" })
    )
    saveContactRequest.mockResolvedValueOnce(undefined)
    const photos = [jpeg(100)]
    await expect(
      submitContactRequest(outgoing({ id: undefined, idKey, photos }), "firestore")
    ).rejects.toMatchObject({ reason: "rejected" })
    expect(sessionStorage.getItem(idKey)).toBeNull()
    await submitContactRequest(outgoing({ id: undefined, idKey, photos }), "firestore")

    const [[refused, , first], [next, fields, second]] = saveContactRequest.mock.calls
    expect(next).not.toBe(refused)
    expect([first, second]).toEqual([{ retry: false }, { retry: false }])
    expect(fields.photos).toEqual([expect.stringMatching(new RegExp(`^contactRequests/${next}/foto1-`))])
    expect(uploadContactPhoto).toHaveBeenCalledTimes(2) // the photo again, into the new folder
  })
})
