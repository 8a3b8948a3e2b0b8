import { formatMonth, newestFirst } from "../references"

test("newest first; references without a date after those with one, in the order given", () => {
  const references = [
    { title: "A", date: null },
    { title: "B", date: "2025-03-14" },
    { title: "C" },
    { title: "D", date: "2026-01-02" },
    { title: "E", date: "2025-03-14" },
  ]
  expect(newestFirst(references).map((reference) => reference.title)).toEqual(["D", "B", "E", "A", "C"])
  expect(references[0]?.title).toBe("A") // the list given is left as it was
})

test("a date reads as the month and year, in Swiss German, whatever the time zone", () => {
  expect(formatMonth("2026-05-14")).toBe("Mai 2026")
  expect(formatMonth("2025-03-01")).toBe("März 2025")
  expect(formatMonth("2025-12-31T00:00:00.000Z")).toBe("Dezember 2025")
})

test("every month reads as Intl's de-CH would write it (the names are written out, not asked of Intl)", () => {
  const intl = new Intl.DateTimeFormat("de-CH", { month: "long", year: "numeric", timeZone: "UTC" })
  for (let month = 1; month <= 12; month++) {
    const day = `2026-${String(month).padStart(2, "0")}-15`
    expect(formatMonth(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)))
  }
})
