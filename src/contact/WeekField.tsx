import * as React from "react"
import type { CalendarData } from "../components/NextFreeDate"
import { NextFreeLine } from "../components/NextFreeLine"
import { TextField, type FieldControl } from "../components/TextField"
import { useHydrated } from "../hooks/use-hydrated"
import { useModuleWhenNear } from "../hooks/use-module-when-near"
import { LIMITS } from "./request"

const loadChoice = () => import(/* webpackChunkName: "week-choice" */ "./WeekChoice")

export interface WeekFieldProps {
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
  /** The working days of the service chosen, if one is: the next free date is for it. */
  days?: number | undefined
  service?: string | undefined
}

/**
 * «Wunschtermin», with «Nächster freier Termin» above it. In the static HTML, without JavaScript and
 * until the calendar's code has come (when the field nears the screen: WeekChoice.tsx), a free text
 * field of the same name, which posts the same way, and «auf Anfrage»; then the choice of weeks.
 */
export function WeekField({ calendar, value, ...field }: WeekFieldProps) {
  const near = React.useRef<HTMLDivElement>(null)
  const module = useModuleWhenNear(near, loadChoice)
  const hydrated = useHydrated()
  // What was typed into the text field before the scripts started (read as they start, from the
  // page's own field, before it becomes a choice), then what the form holds.
  const [typed] = React.useState(() => {
    if (typeof document === "undefined") return "" // building the page's HTML
    const input = document.getElementById(field.id)
    return input instanceof HTMLInputElement ? input.value : ""
  })
  const { days: _days, service: _service, ...text } = field
  return (
    <div ref={near} sx={{ display: "grid", gap: 3 }}>
      {module && hydrated && calendar ? (
        <module.WeekChoice {...field} calendar={calendar} kept={value || typed} />
      ) : (
        <>
          {calendar && <NextFreeLine heading={calendar.labels.nextFree} text={calendar.labels.onRequest} />}
          <TextField
            {...text}
            hintRoom={calendar?.labels.choiceHint}
            type="text"
            maxLength={LIMITS.preferredDate}
          />
        </>
      )}
    </div>
  )
}
