import * as React from "react"
import type { CalendarData } from "../components/NextFreeDate"
import { TextField, type FieldControl } from "../components/TextField"
import { useHydrated } from "../hooks/use-hydrated"
import { addDays, choosable, todayInSwitzerland, weekRange, weeksFrom, type Week } from "../lib/calendar"
import { fillTemplate } from "../lib/template"
import { LIMITS } from "./request"

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

interface WeekFieldProps {
  id: string
  registration: FieldControl
  error?: Parameters<typeof TextField>[0]["error"]
  label: string
  optional: string
  /** The hint of the free text field the form has without JavaScript. */
  hint: string
  calendar: CalendarData | null | undefined
  /** The field's value now: a week no longer offered (a draft's) stays choosable. */
  value: string
}

/**
 * «Wunschtermin»: the coming weeks to choose from, each with its dates and how full it is; a booked
 * week or one the garage is closed cannot be chosen and says why in words. The static HTML (and a
 * browser without JavaScript) has a free text field of the same name instead, which posts the same way.
 */
export function WeekField({ calendar, value, hint, ...field }: WeekFieldProps) {
  const hydrated = useHydrated()
  const choice = hydrated && Boolean(calendar)
  // What was typed into the text field before the scripts started (read as they start, from the
  // page's own field, before it becomes a choice), then what the form holds: kept, and chosen, even
  // when no week offered is called that.
  const [typed] = React.useState(() => {
    if (typeof document === "undefined") return "" // building the page's HTML
    const input = document.getElementById(field.id)
    return input instanceof HTMLInputElement ? input.value : ""
  })
  const kept = value || typed
  // A value set before its option was there (a draft brought back): the select shows it once it is.
  React.useEffect(() => {
    const select = document.getElementById(field.id)
    if (choice && kept && select instanceof HTMLSelectElement && select.value !== kept) select.value = kept
  }, [choice, kept, field.id])
  if (!choice || !calendar)
    return <TextField {...field} hint={hint} type="text" maxLength={LIMITS.preferredDate} />
  const today = todayInSwitzerland()
  const weeks = weeksFrom(calendar, today, WEEKS_OFFERED)
  const offered = new Set(weeks.map(weekValue))
  return (
    <TextField {...field} hint={calendar.labels.choiceHint} as="select">
      <option value="">{calendar.labels.noPreference}</option>
      {kept && !offered.has(kept) && <option value={kept}>{kept}</option>}
      {weeks.map((week) => (
        <option key={week.monday} value={weekValue(week)} disabled={!choosable(week)}>
          {weekText(week, today, calendar.labels)}
        </option>
      ))}
    </TextField>
  )
}
