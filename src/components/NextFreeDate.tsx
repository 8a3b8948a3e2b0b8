import { graphql } from "gatsby"
import { useHydrated } from "../hooks/use-hydrated"
import { dayName, nextFreeDay, todayInSwitzerland } from "../lib/calendar"
import { fillTemplate } from "../lib/template"
import { NextFreeLine } from "./NextFreeLine"

export type CalendarData = Queries.CalendarDataFragment

/**
 * «Nächster freier Termin: ab Montag, 14. Dezember»: the first week from today in which work of `days`
 * working days fits, computed in the browser from the calendar and today's date, so a page not built
 * again for weeks never names a day in the past. The static HTML (and a browser without JavaScript)
 * says «auf Anfrage», which stays true.
 */
export function NextFreeDate({
  calendar,
  days,
  service,
  id,
}: {
  /** For a control it describes (the week choice). */
  id?: string | undefined
  calendar: CalendarData
  days: number
  /** Named after the heading when the date is for one service of several (the contact form). */
  service?: string | undefined
}) {
  const hydrated = useHydrated()
  const today = hydrated ? todayInSwitzerland() : undefined
  const day = today && nextFreeDay(calendar, today, days)
  const { labels } = calendar
  return (
    <NextFreeLine
      heading={labels.nextFree}
      text={day && today ? fillTemplate(labels.from, { day: dayName(day, today) }) : labels.onRequest}
      day={day || ""}
      service={service}
      id={id}
    />
  )
}

export const query = graphql`
  fragment CalendarData on CalendarYaml {
    weeks {
      week
      status
    }
    closed {
      label
      from
      to
    }
    openOnHolidays
    labels {
      nextFree
      onRequest
      from
      noPreference
      choiceHint
      workingDays
    }
  }
`
