import {
  dayName,
  easterSunday,
  HORIZON_WEEKS,
  holidaysOf,
  isoWeek,
  nextFreeDay,
  todayInSwitzerland,
  weekRange,
  weeksFrom,
  type Calendar,
} from "../calendar"

// The public holidays of the canton of Lucerne, written out rather than computed: the canton's law
// (SRL Nr. 855, Ruhetags- und Ladenschlussgesetz, § 1a) plus Berchtoldstag, Ostermontag and
// Pfingstmontag, as the issue and custom in the canton have them (docs/calendar.md: the sources).
const HOLIDAYS_BY_YEAR: Record<number, [string, string][]> = {
  2026: [
    ["2026-01-01", "Neujahr"],
    ["2026-01-02", "Berchtoldstag"],
    ["2026-04-03", "Karfreitag"],
    ["2026-04-06", "Ostermontag"],
    ["2026-05-14", "Auffahrt"],
    ["2026-05-25", "Pfingstmontag"],
    ["2026-06-04", "Fronleichnam"],
    ["2026-08-01", "Bundesfeiertag (1. August)"],
    ["2026-08-15", "Mariä Himmelfahrt"],
    ["2026-11-01", "Allerheiligen"],
    ["2026-12-08", "Mariä Empfängnis"],
    ["2026-12-25", "Weihnachten"],
    ["2026-12-26", "Stephanstag"],
  ],
  2027: [
    ["2027-01-01", "Neujahr"],
    ["2027-01-02", "Berchtoldstag"],
    ["2027-03-26", "Karfreitag"],
    ["2027-03-29", "Ostermontag"],
    ["2027-05-06", "Auffahrt"],
    ["2027-05-17", "Pfingstmontag"],
    ["2027-05-27", "Fronleichnam"],
    ["2027-08-01", "Bundesfeiertag (1. August)"],
    ["2027-08-15", "Mariä Himmelfahrt"],
    ["2027-11-01", "Allerheiligen"],
    ["2027-12-08", "Mariä Empfängnis"],
    ["2027-12-25", "Weihnachten"],
    ["2027-12-26", "Stephanstag"],
  ],
  2028: [
    ["2028-01-01", "Neujahr"],
    ["2028-01-02", "Berchtoldstag"],
    ["2028-04-14", "Karfreitag"],
    ["2028-04-17", "Ostermontag"],
    ["2028-05-25", "Auffahrt"],
    ["2028-06-05", "Pfingstmontag"],
    ["2028-06-15", "Fronleichnam"],
    ["2028-08-01", "Bundesfeiertag (1. August)"],
    ["2028-08-15", "Mariä Himmelfahrt"],
    ["2028-11-01", "Allerheiligen"],
    ["2028-12-08", "Mariä Empfängnis"],
    ["2028-12-25", "Weihnachten"],
    ["2028-12-26", "Stephanstag"],
  ],
}

const sorted = (days: Map<string, string>) => [...days].sort(([a], [b]) => a.localeCompare(b))

describe("holidays", () => {
  test.each([2026, 2027, 2028])("the 13 public holidays of Lucerne in %i", (year) => {
    expect(sorted(holidaysOf(year))).toEqual(HOLIDAYS_BY_YEAR[year])
  })

  test("Easter Sunday, as the published tables give it", () => {
    const table: [number, string][] = [
      [2024, "2024-03-31"],
      [2025, "2025-04-20"],
      [2026, "2026-04-05"],
      [2027, "2027-03-28"],
      [2028, "2028-04-16"],
      [2029, "2029-04-01"],
      [2030, "2030-04-21"],
      [2038, "2038-04-25"],
      [2285, "2285-03-22"],
    ]
    for (const [year, day] of table) expect(easterSunday(year)).toBe(day)
  })

  test("a holiday the garage is open on is no longer closed", () => {
    const days = holidaysOf(2026, ["stephanstag"])
    expect(days.size).toBe(12)
    expect(days.has("2026-12-26")).toBe(false)
    expect(days.get("2026-12-25")).toBe("Weihnachten")
    // Christmas 2028: Monday 25, Tuesday 26.
    const [closedBoth] = weeksFrom({}, "2028-12-24", 1)
    expect(closedBoth?.open).toEqual(["2028-12-27", "2028-12-28", "2028-12-29"])
    const [openOn26] = weeksFrom({ openOnHolidays: ["stephanstag"] }, "2028-12-24", 1)
    expect(openOn26?.open).toEqual(["2028-12-26", "2028-12-27", "2028-12-28", "2028-12-29"])
    expect(openOn26?.closed).toEqual([{ day: "2028-12-25", why: "Weihnachten" }])
  })
})

describe("weeks", () => {
  test("ISO week numbers around New Year", () => {
    expect(isoWeek("2026-12-28")).toBe(53)
    expect(isoWeek("2027-01-01")).toBe(53)
    expect(isoWeek("2027-01-03")).toBe(53)
    expect(isoWeek("2027-01-04")).toBe(1)
    expect(isoWeek("2021-01-01")).toBe(53) // of 2020
    expect(isoWeek("2024-12-30")).toBe(1) // of 2025
    expect(isoWeek("2026-01-01")).toBe(1)
    expect(isoWeek("2026-12-14")).toBe(51)
  })

  test("a week's Monday to Friday, the Swiss way", () => {
    expect(weekRange("2026-12-14")).toBe("14.–18. Dezember")
    expect(weekRange("2026-12-14", true)).toBe("14.–18. Dezember 2026")
    expect(weekRange("2026-11-30")).toBe("30. November – 4. Dezember")
    expect(weekRange("2026-11-30", true)).toBe("30. November – 4. Dezember 2026")
    expect(weekRange("2026-12-28")).toBe("28. Dezember – 1. Januar")
    expect(weekRange("2026-12-28", true)).toBe("28. Dezember 2026 – 1. Januar 2027")
  })

  test("around New Year: the holidays close their days, from tomorrow on", () => {
    // Monday 21 December 2026: a car comes in on Tuesday at the earliest.
    expect(weeksFrom({}, "2026-12-21", 3)).toEqual([
      {
        monday: "2026-12-21",
        number: 52,
        status: "frei",
        open: ["2026-12-22", "2026-12-23", "2026-12-24"],
        closed: [{ day: "2026-12-25", why: "Weihnachten" }], // the 26th is a Saturday anyway
      },
      {
        monday: "2026-12-28",
        number: 53,
        status: "frei",
        open: ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"],
        closed: [{ day: "2027-01-01", why: "Neujahr" }],
      },
      {
        monday: "2027-01-04",
        number: 1,
        status: "frei",
        open: ["2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07", "2027-01-08"],
        closed: [],
      },
    ])
  })

  test("around Easter: Good Friday and Easter Monday are closed", () => {
    const [holyWeek, easterWeek] = weeksFrom({}, "2027-03-21", 2)
    expect(holyWeek).toMatchObject({
      monday: "2027-03-22",
      open: ["2027-03-22", "2027-03-23", "2027-03-24", "2027-03-25"],
      closed: [{ day: "2027-03-26", why: "Karfreitag" }],
    })
    expect(easterWeek).toMatchObject({
      monday: "2027-03-29",
      open: ["2027-03-30", "2027-03-31", "2027-04-01", "2027-04-02"],
      closed: [{ day: "2027-03-29", why: "Ostermontag" }],
    })
  })

  test("a period the owner closed names itself on its days, before a holiday's name", () => {
    const calendar: Calendar = { closed: [{ from: "2026-12-24", to: "2027-01-03", label: "Betriebsferien" }] }
    const [christmas, newYear] = weeksFrom(calendar, "2026-12-20", 2)
    expect(christmas?.open).toEqual(["2026-12-21", "2026-12-22", "2026-12-23"])
    expect(christmas?.closed).toEqual([
      { day: "2026-12-24", why: "Betriebsferien" },
      { day: "2026-12-25", why: "Betriebsferien" },
    ])
    expect(newYear?.open).toEqual([])
    expect(newYear?.closed.map(({ why }) => why)).toEqual(Array(5).fill("Betriebsferien"))
  })

  test("on a Thursday the rest of the week is offered; from Friday to Sunday the next week", () => {
    expect(weeksFrom({}, "2030-03-07", 1)[0]).toMatchObject({ monday: "2030-03-04", open: ["2030-03-08"] })
    for (const today of ["2030-03-08", "2030-03-09", "2030-03-10"]) {
      const [first] = weeksFrom({}, today, 1)
      expect(first?.monday).toBe("2030-03-11")
      expect(first?.open).toHaveLength(5)
    }
  })

  test("a week marked by any of its days has that status, the others stay free", () => {
    const calendar: Calendar = {
      weeks: [
        { week: "2030-03-06", status: "ausgebucht" }, // a Wednesday
        { week: "2030-03-11", status: "fast ausgebucht" },
        { week: "2030-03-18", status: "voll" }, // not a status: free
      ],
    }
    expect(weeksFrom(calendar, "2030-03-01", 4).map(({ monday, status }) => [monday, status])).toEqual([
      ["2030-03-04", "ausgebucht"],
      ["2030-03-11", "fast ausgebucht"],
      ["2030-03-18", "frei"],
      ["2030-03-25", "frei"],
    ])
  })
})

describe("the next free day", () => {
  // Ascension 2026 is Thursday 14 May, Whit Monday 25 May, Corpus Christi Thursday 4 June.
  test("work of five days needs a week without holidays, four fit in the week of Ascension", () => {
    expect(nextFreeDay({}, "2026-05-10", 5)).toBe("2026-05-18")
    expect(nextFreeDay({}, "2026-05-10", 4)).toBe("2026-05-11")
    const booked: Calendar = { weeks: [{ week: "2026-05-18", status: "ausgebucht" }] }
    // Not the week of Ascension, nor the booked one, nor Whit Monday's, nor Corpus Christi's.
    expect(nextFreeDay(booked, "2026-05-10", 5)).toBe("2026-06-08")
    expect(nextFreeDay(booked, "2026-05-10", 4)).toBe("2026-05-11")
    // From Friday 22 May: the week of Whit Monday has four days, from Tuesday.
    expect(nextFreeDay({}, "2026-05-22", 4)).toBe("2026-05-26")
    expect(nextFreeDay({}, "2026-05-22", 5)).toBe("2026-06-08")
  })

  test("a week «fast ausgebucht» takes work of one day only, one «ausgebucht» nothing", () => {
    const calendar: Calendar = {
      weeks: [
        { week: "2030-03-04", status: "fast ausgebucht" },
        { week: "2030-03-11", status: "ausgebucht" },
      ],
    }
    expect(nextFreeDay(calendar, "2030-03-03", 1)).toBe("2030-03-04")
    expect(nextFreeDay(calendar, "2030-03-03", 2)).toBe("2030-03-18")
    const booked: Calendar = { weeks: [{ week: "2030-03-04", status: "ausgebucht" }] }
    expect(nextFreeDay(booked, "2030-03-03", 1)).toBe("2030-03-11")
  })

  test("a closed period over two weeks leaves its open days to short work only", () => {
    // Closed from Wednesday 6 to Tuesday 12 March 2030.
    const calendar: Calendar = { closed: [{ from: "2030-03-06", to: "2030-03-12", label: "Betriebsferien" }] }
    expect(nextFreeDay(calendar, "2030-03-03", 2)).toBe("2030-03-04")
    expect(nextFreeDay(calendar, "2030-03-03", 3)).toBe("2030-03-13")
    expect(nextFreeDay(calendar, "2030-03-03", 4)).toBe("2030-03-18")
    // Closed for whole weeks: the first day after them.
    const holidays: Calendar = { closed: [{ from: "2030-07-01", to: "2030-07-21", label: "Betriebsferien" }] }
    expect(nextFreeDay(holidays, "2030-06-30", 1)).toBe("2030-07-22")
  })

  test("a week entry given by its Wednesday counts for the whole week", () => {
    const calendar: Calendar = { weeks: [{ week: "2030-03-06", status: "ausgebucht" }] }
    expect(nextFreeDay(calendar, "2030-03-03", 1)).toBe("2030-03-11")
  })

  test("past weeks and periods change nothing", () => {
    const calendar: Calendar = {
      weeks: [{ week: "2020-03-02", status: "ausgebucht" }],
      closed: [{ from: "2020-03-02", to: "2020-03-20", label: "Betriebsferien" }],
    }
    expect(nextFreeDay(calendar, "2030-03-03", 5)).toBe("2030-03-04")
    expect(weeksFrom(calendar, "2030-03-03", 2)).toEqual(weeksFrom({}, "2030-03-03", 2))
  })

  test("only whole numbers of working days from 1 to 5", () => {
    for (const days of [0, 6, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(nextFreeDay({}, "2030-03-03", days)).toBeUndefined()
    for (const days of [1, 2, 3, 4, 5]) expect(nextFreeDay({}, "2030-03-03", days)).toBe("2030-03-04")
  })

  test(`nothing within ${HORIZON_WEEKS} weeks: no day (then «auf Anfrage»)`, () => {
    // From Sunday 3 March 2030 the weeks looked at start on Monday 4 March; the last one is the 26th.
    const lastMonday = "2030-08-26"
    const closedUntil = (to: string): Calendar => ({ closed: [{ from: "2030-03-04", to, label: "Zu" }] })
    expect(nextFreeDay(closedUntil("2030-08-25"), "2030-03-03", 5)).toBe(lastMonday)
    expect(nextFreeDay(closedUntil("2030-08-30"), "2030-03-03", 1)).toBeUndefined()
    const booked: Calendar = {
      weeks: Array.from({ length: HORIZON_WEEKS }, (_, index) => ({
        week: new Date(Date.UTC(2030, 2, 4 + 7 * index)).toISOString().slice(0, 10),
        status: "ausgebucht",
      })),
    }
    expect(nextFreeDay(booked, "2030-03-03", 1)).toBeUndefined()
  })
})

describe("days written out", () => {
  test("the year only when it is not this year's", () => {
    expect(dayName("2026-12-14", "2026-11-27")).toBe("Montag, 14. Dezember")
    expect(dayName("2027-01-04", "2026-12-20")).toBe("Montag, 4. Januar 2027")
    expect(dayName("2027-01-10", "2027-01-04")).toBe("Sonntag, 10. Januar")
  })

  test("today is the day in Zurich, summer time or not", () => {
    const today = (iso: string) => todayInSwitzerland(new Date(iso))
    expect(today("2026-12-01T23:30:00Z")).toBe("2026-12-02") // UTC+1
    expect(today("2026-12-01T22:59:00Z")).toBe("2026-12-01")
    expect(today("2026-12-31T23:00:00Z")).toBe("2027-01-01")
    expect(today("2026-07-01T22:30:00Z")).toBe("2026-07-02") // UTC+2
    expect(today("2026-07-01T21:30:00Z")).toBe("2026-07-01")
    // Summer time starts on Sunday 29 March 2026 at 01:00 UTC, ends on Sunday 25 October at 01:00 UTC.
    expect(today("2026-03-28T23:30:00Z")).toBe("2026-03-29") // 00:30 winter time
    expect(today("2026-03-29T00:30:00Z")).toBe("2026-03-29") // 01:30 winter time
    expect(today("2026-03-29T22:30:00Z")).toBe("2026-03-30") // 00:30 summer time
    expect(today("2026-10-24T22:30:00Z")).toBe("2026-10-25") // 00:30 summer time still
    expect(today("2026-10-25T22:30:00Z")).toBe("2026-10-25") // 23:30 winter time
    expect(today("2026-10-25T23:30:00Z")).toBe("2026-10-26")
  })
})
