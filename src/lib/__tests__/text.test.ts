import { withoutSoftHyphens } from "../text"

test("soft hyphens are dropped where nothing lays the text out", () => {
  expect(withoutSoftHyphens("Fahr\u00adzeug\u00adaufbereitung")).toBe("Fahrzeugaufbereitung")
})
