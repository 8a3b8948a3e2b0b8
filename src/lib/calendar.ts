// The owner's calendar, as the pages compute it in the visitor's browser: the public holidays of the
// canton of Lucerne (computed, Easter included; docs/calendar.md names the source), the weeks from
// today with what the owner marked, and the first week a service's working days fit in. Days are
// «2026-12-14» texts, computed in UTC so that no time zone moves one. No dependencies: the pages load it.
import { MONTHS } from "./months"

/** What the owner marks a week as (content/kalender.yaml). A week not marked is «frei». */
export const WEEK_STATUSES = ["frei", "fast ausgebucht", "ausgebucht"] as const
export type WeekStatus = (typeof WEEK_STATUSES)[number]

/** The most working days a service can keep the car and still fit in one week (Monday to Friday). */
export const MAX_WORKING_DAYS = 5
/** A week «fast ausgebucht» still takes work of this many days. */
export const NEARLY_FULL_TAKES = 1
/** How far ahead the next free date is looked for, in weeks; beyond it: «auf Anfrage». */
export const HORIZON_WEEKS = 26

const DAY_MS = 86_400_000

const toTime = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10))
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10)

/** `day` moved by `days` days. */
export const addDays = (day: string, days: number) => fromTime(toTime(day) + days * DAY_MS)

/** Monday 0 … Sunday 6. */
export const weekdayOf = (day: string) => (new Date(toTime(day)).getUTCDay() + 6) % 7

/** The Monday of the week `day` falls in. */
export const mondayOf = (day: string) => addDays(day, -weekdayOf(day))

/** The ISO week number (KW): the week with the year's first Thursday is week 1. */
export function isoWeek(day: string): number {
  const thursday = addDays(mondayOf(day), 3)
  const january1 = `${thursday.slice(0, 4)}-01-01`
  return Math.floor((toTime(thursday) - toTime(january1)) / DAY_MS / 7) + 1
}

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return fromTime(Date.UTC(year, month - 1, date))
}

const fixed = (month: number, date: number) => (year: number) => fromTime(Date.UTC(year, month - 1, date))
const afterEaster = (days: number) => (year: number) => addDays(easterSunday(year), days)

/**
 * The public holidays of the canton of Lucerne (docs/calendar.md: the source), by the key the owner
 * names one with to keep the garage open on it.
 */
export const HOLIDAYS = {
  neujahr: { name: "Neujahr", on: fixed(1, 1) },
  berchtoldstag: { name: "Berchtoldstag", on: fixed(1, 2) },
  karfreitag: { name: "Karfreitag", on: afterEaster(-2) },
  ostermontag: { name: "Ostermontag", on: afterEaster(1) },
  auffahrt: { name: "Auffahrt", on: afterEaster(39) },
  pfingstmontag: { name: "Pfingstmontag", on: afterEaster(50) },
  fronleichnam: { name: "Fronleichnam", on: afterEaster(60) },
  bundesfeiertag: { name: "Bundesfeiertag (1. August)", on: fixed(8, 1) },
  "mariae-himmelfahrt": { name: "Mariä Himmelfahrt", on: fixed(8, 15) },
  allerheiligen: { name: "Allerheiligen", on: fixed(11, 1) },
  "mariae-empfaengnis": { name: "Mariä Empfängnis", on: fixed(12, 8) },
  weihnachten: { name: "Weihnachten", on: fixed(12, 25) },
  stephanstag: { name: "Stephanstag", on: fixed(12, 26) },
} as const satisfies Record<string, { name: string; on: (year: number) => string }>

export type Holiday = keyof typeof HOLIDAYS
export const HOLIDAY_KEYS = Object.keys(HOLIDAYS) as Holiday[]

/** The holidays of `year` (all of them, or without those the garage is open on), by day. */
export function holidaysOf(year: number, openOn: readonly string[] = []): Map<string, string> {
  const days = new Map<string, string>()
  for (const key of HOLIDAY_KEYS)
    if (!openOn.includes(key)) days.set(HOLIDAYS[key].on(year), HOLIDAYS[key].name)
  return days
}

/** The owner's calendar, as content/kalender.yaml gives it (days as «2026-12-14»). */
export interface Calendar {
  weeks?: readonly { week: string; status: string }[] | null
  closed?: readonly { from: string; to: string; label: string }[] | null
  openOnHolidays?: readonly string[] | null
}

export interface Week {
  monday: string
  /** Its KW. */
  number: number
  /** What the owner marked it as; «frei» when not marked. */
  status: WeekStatus
  /** The working days (Monday to Friday) the garage is open, from `earliest` on. */
  open: string[]
  /** The days it is closed, with why («Betriebsferien», «Weihnachten»). */
  closed: { day: string; why: string }[]
}

/** The status the owner gave the week starting `monday` (the last entry wins; the check refuses two). */
function statusOf(calendar: Calendar, monday: string): WeekStatus {
  let status: WeekStatus = "frei"
  for (const entry of calendar.weeks ?? [])
    if (mondayOf(entry.week) === monday && (WEEK_STATUSES as readonly string[]).includes(entry.status))
      status = entry.status as WeekStatus
  return status
}

/** Why the garage is closed on `day`, if it is: a period the owner entered, or a holiday. */
function closedOn(calendar: Calendar, day: string, holidays: Map<string, string>): string | undefined {
  const period = (calendar.closed ?? []).find((entry) => entry.from <= day && day <= entry.to)
  return period?.label ?? holidays.get(day)
}

/**
 * The `count` weeks from the first with a working day after `today` (a car comes in tomorrow at the
 * earliest), each with its open working days from then on.
 */
export function weeksFrom(calendar: Calendar, today: string, count: number): Week[] {
  const earliest = addDays(today, 1)
  const openOn = calendar.openOnHolidays ?? []
  const years = new Map<number, Map<string, string>>()
  const holidays = (day: string) => {
    const year = +day.slice(0, 4)
    if (!years.has(year)) years.set(year, holidaysOf(year, openOn))
    return years.get(year)!
  }
  // The week of the first working day from `earliest` (on a Friday: the next week).
  const first = mondayOf(weekdayOf(earliest) >= 5 ? addDays(earliest, 7 - weekdayOf(earliest)) : earliest)
  return Array.from({ length: count }, (_, index) => {
    const monday = addDays(first, index * 7)
    const week: Week = {
      monday,
      number: isoWeek(monday),
      status: statusOf(calendar, monday),
      open: [],
      closed: [],
    }
    for (let offset = 0; offset < 5; offset++) {
      const day = addDays(monday, offset)
      if (day < earliest) continue
      const why = closedOn(calendar, day, holidays(day))
      if (why === undefined) week.open.push(day)
      else week.closed.push({ day, why })
    }
    return week
  })
}

/** Can work of `days` working days be done in `week`? It must fit in the week's open days. */
export function fits(week: Week, days: number): boolean {
  if (week.status === "ausgebucht" || days > week.open.length) return false
  return week.status === "frei" || days <= NEARLY_FULL_TAKES
}

/** Can the visitor ask for `week` at all: not booked, and the garage open on some day of it. */
export const choosable = (week: Week) => week.status !== "ausgebucht" && week.open.length > 0

/**
 * The first day a car can come in for work of `days` working days: the first open day of the first
 * week it fits in, within HORIZON_WEEKS. Undefined: none (then «auf Anfrage»).
 */
export function nextFreeDay(calendar: Calendar, today: string, days: number): string | undefined {
  if (!Number.isInteger(days) || days < 1 || days > MAX_WORKING_DAYS) return undefined
  return weeksFrom(calendar, today, HORIZON_WEEKS).find((week) => fits(week, days))?.open[0]
}

const WEEKDAY_NAMES = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]

const dateOf = (day: string) => `${+day.slice(8, 10)}. ${MONTHS[+day.slice(5, 7) - 1]}`

/** «Montag, 14. Dezember», with the year when it is not `today`'s: «Montag, 4. Januar 2027». */
export function dayName(day: string, today: string): string {
  const year = day.slice(0, 4) === today.slice(0, 4) ? "" : ` ${day.slice(0, 4)}`
  return `${WEEKDAY_NAMES[weekdayOf(day)]}, ${dateOf(day)}${year}`
}

/**
 * A week's Monday to Friday, the Swiss way: «14.–18. Dezember», «28. Dezember – 1. Januar», with the
 * year of the Friday when `withYear` («14.–18. Dezember 2026»).
 */
export function weekRange(monday: string, withYear = false): string {
  const friday = addDays(monday, 4)
  const year = withYear ? ` ${friday.slice(0, 4)}` : ""
  if (monday.slice(5, 7) === friday.slice(5, 7)) return `${+monday.slice(8, 10)}.–${dateOf(friday)}${year}`
  const mondayYear = withYear && monday.slice(0, 4) !== friday.slice(0, 4) ? ` ${monday.slice(0, 4)}` : ""
  return `${dateOf(monday)}${mondayYear} – ${dateOf(friday)}${year}`
}

/** The last Sunday of `month` (1–12) of `year`, at 01:00 UTC: when Swiss summer time starts or ends. */
const lastSunday = (year: number, month: number) => {
  const last = fromTime(Date.UTC(year, month, 0))
  return toTime(addDays(last, -((weekdayOf(last) + 1) % 7))) + 3_600_000
}

/**
 * Today in Switzerland, whatever zone the visitor's clock is set to, as «2026-12-14»: UTC+1, in
 * summer time UTC+2, from the last Sunday of March to the last of October, 01:00 UTC each
 * (Sommerzeitverordnung, SR 941.299.1, Art. 2; docs/calendar.md).
 * Computed rather than asked of Intl.DateTimeFormat, which loads locale data first (lib/months.ts).
 */
export function todayInSwitzerland(now: Date = new Date()): string {
  const time = now.getTime()
  const year = now.getUTCFullYear()
  const summer = time >= lastSunday(year, 3) && time < lastSunday(year, 10)
  return fromTime(time + (summer ? 2 : 1) * 3_600_000)
}
