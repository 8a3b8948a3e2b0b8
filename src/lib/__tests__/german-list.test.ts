import { germanList } from "../german-list"

test("lists read as German", () => {
  expect(germanList([])).toBe("")
  expect(germanList(["A"])).toBe("A")
  expect(germanList(["A", "B"])).toBe("A und B")
  expect(germanList(["A", "B", "C"])).toBe("A, B und C")
})
