import { emptyValues } from "../empty-values"

test("every field named, empty, and nothing else", () => {
  expect(emptyValues(["name", "email"] as const)).toEqual({ name: "", email: "" })
  expect(emptyValues([])).toEqual({})
})
