import { REQUEST_ID, newRequestId } from "../request-id"

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
