import { formatDays, groupOpeningHours } from "../opening-hours"

test("consecutive days of three or more become a range", () => {
  expect(formatDays(["Mo", "Di", "Mi", "Do", "Fr"])).toBe("Mo–Fr")
  expect(formatDays(["Fr", "Mo", "Di", "Mi"])).toBe("Mo–Mi, Fr")
  expect(formatDays(["Sa", "So"])).toBe("Sa, So")
  expect(formatDays(["Mo"])).toBe("Mo")
})

test("entries for the same days are shown on one line", () => {
  expect(
    groupOpeningHours([
      { days: ["Mo", "Di", "Mi", "Do", "Fr"], opens: "08:00", closes: "12:00" },
      { days: ["Mo", "Di", "Mi", "Do", "Fr"], opens: "13:30", closes: "18:00" },
      { days: ["Sa"], opens: "09:00", closes: "13:00" },
    ])
  ).toEqual([
    { days: "Mo–Fr", times: ["08:00–12:00", "13:30–18:00"] },
    { days: "Sa", times: ["09:00–13:00"] },
  ])
})
