// «Wunschtermin» as a choice of weeks, with «Nächster freier Termin» above it: fetched when the field
// comes near the screen (WeekField.tsx), so a visit that never reaches the form never loads the
// calendar's code.
import * as React from "react"
import { NextFreeDate, type CalendarData } from "../components/NextFreeDate"
import { TextField } from "../components/TextField"
import { addDays, choosable, todayInSwitzerland, weekRange, weeksFrom, type Week } from "../lib/calendar"
import { fillTemplate } from "../lib/template"
import type { WeekFieldProps } from "./WeekField"

/** How many weeks from today the form offers. */
export const WEEKS_OFFERED = 10

/** What reaches the owner: the week with its year and KW, «14.–18. Dezember 2026 (KW 51)». */
export const weekValue = (week: Week) => `${weekRange(week.monday, true)} (KW ${week.number})`

/**
 * What the visitor reads: «14.–18. Dezember: frei», «21.–25. Dezember: frei, 3 Arbeitstage»,
 * «28. Dezember 2026 – 1. Januar 2027: Betriebsferien»; the year when it is not this one.
 */
export function weekText(week: Week, today: string, words: CalendarData["labels"]): string {
  const range = weekRange(week.monday, addDays(week.monday, 4).slice(0, 4) !== today.slice(0, 4))
  if (week.open.length === 0) return `${range}: ${week.closed[0]?.why ?? "ausgebucht"}`
  const short =
    week.open.length < 5 ? `, ${fillTemplate(words.workingDays, { count: String(week.open.length) })}` : ""
  return `${range}: ${week.status}${week.status === "ausgebucht" ? "" : short}`
}

/**
 * The coming weeks to choose from, each with its dates and how full it is; a booked week or one the
 * garage is closed cannot be chosen and says why in words. `kept`: what the field holds (a draft's
 * week no longer offered, words typed before the scripts started) stays, as a choice of its own.
 */
export function WeekChoice({
  calendar,
  kept,
  days,
  service,
  hint,
  ...field
}: Omit<WeekFieldProps, "value"> & { calendar: CalendarData; kept: string }) {
  const today = todayInSwitzerland()
  const weeks = weeksFrom(calendar, today, WEEKS_OFFERED)
  const offered = new Set(weeks.map(weekValue))
  // A value set before its option was there (a draft brought back): the select shows it once it is.
  React.useEffect(() => {
    const select = document.getElementById(field.id)
    if (kept && select instanceof HTMLSelectElement && select.value !== kept) select.value = kept
  }, [kept, field.id])
  return (
    <>
      <NextFreeDate
        id={`${field.id}-next-free`}
        calendar={calendar}
        days={days ?? 1}
        service={days ? service : undefined}
      />
      {/* A screen reader hears the next free date with the choice, not only when reading on. */}
      <TextField
        {...field}
        hint={calendar.labels.choiceHint}
        hintRoom={hint}
        describedBy={`${field.id}-next-free`}
        as="select"
      >
        <option value="">{calendar.labels.noPreference}</option>
        {kept && !offered.has(kept) && <option value={kept}>{kept}</option>}
        {weeks.map((week) => (
          <option key={week.monday} value={weekValue(week)} disabled={!choosable(week)}>
            {weekText(week, today, calendar.labels)}
          </option>
        ))}
      </TextField>
    </>
  )
}
