import { localIsoDay, yamlIsoDay } from "../days"

test("a day as YAML gives it (a date) or the web editor writes it (a text)", () => {
  expect(yamlIsoDay(new Date(Date.UTC(2026, 4, 14)))).toBe("2026-05-14")
  expect(yamlIsoDay("2026-05-14")).toBe("2026-05-14")
  expect(yamlIsoDay(undefined)).toBeUndefined()
  expect(yamlIsoDay(new Date("kein Datum"))).toBeUndefined()
})

test("a moment reads as the day it falls on where the visitor is, not in UTC", () => {
  expect(localIsoDay(new Date(2026, 10, 26, 23, 59))).toBe("2026-11-26")
  expect(localIsoDay(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01")
})
