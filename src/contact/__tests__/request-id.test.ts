import { REQUEST_ID_KEY } from "../draft"
import { REQUEST_ID, draftRequestId, forgetRequestId, newRequestId } from "../request-id"

test("an id is 20 characters of [A-Za-z0-9]", () => {
  for (let draw = 0; draw < 100; draw++) {
    const id = newRequestId()
    expect(id).toHaveLength(20)
    expect(id).toMatch(/^[A-Za-z0-9]+$/)
    expect(REQUEST_ID.test(id)).toBe(true)
  }
})

test("ids do not repeat over 1000 draws", () => {
  const ids = new Set(Array.from({ length: 1000 }, newRequestId))
  expect(ids.size).toBe(1000)
})

test("the draft keeps one id until the request is sent; then the next request gets a new one", () => {
  sessionStorage.clear()
  const first = draftRequestId()
  expect(first).toMatch(REQUEST_ID)
  expect(draftRequestId()).toBe(first) // a retry, also after a reload (sessionStorage)
  expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBe(first)
  forgetRequestId()
  expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBeNull()
  expect(draftRequestId()).not.toBe(first)
})

test("a voucher order keeps its id apart from a contact request's: sending one never takes the other's", () => {
  sessionStorage.clear()
  const contact = draftRequestId()
  const voucher = draftRequestId("gutschein-anfrage-id")
  expect(voucher).not.toBe(contact)
  expect(draftRequestId("gutschein-anfrage-id")).toBe(voucher) // the order's retry
  forgetRequestId("gutschein-anfrage-id") // the order arrived …
  expect(draftRequestId()).toBe(contact) // … the contact request still waiting keeps its id
})
