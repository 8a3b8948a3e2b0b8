import { germanList, withoutSoftHyphens } from "../text"

test("lists read as German", () => {
  expect(germanList([])).toBe("")
  expect(germanList(["A"])).toBe("A")
  expect(germanList(["A", "B"])).toBe("A und B")
  expect(germanList(["A", "B", "C"])).toBe("A, B und C")
})

test("soft hyphens are dropped where nothing lays the text out", () => {
  expect(withoutSoftHyphens("Fahr\u00adzeug\u00adaufbereitung")).toBe("Fahrzeugaufbereitung")
})
