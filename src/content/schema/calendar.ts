// The owner's calendar (kalender.yaml): how full the coming weeks are, the days the garage is closed,
// the public holidays it is open on, and the words around «Nächster freier Termin» and the week
// choice of the contact form. What the pages compute from it: src/lib/calendar.ts, docs/calendar.md.
import { z } from "zod"
import {
  addDays,
  dayName,
  HOLIDAYS,
  HOLIDAY_KEYS,
  mondayOf,
  todayInSwitzerland,
  WEEK_STATUSES,
  weekRange,
} from "../../lib/calendar"
import { choices, label } from "../editor"
import { day, placeholderHint, templateText, text } from "./fields"

const STATUS_NAMES = {
  frei: "Frei",
  "fast ausgebucht": "Fast ausgebucht (noch Platz für einen Tag)",
  ausgebucht: "Ausgebucht",
} as const satisfies Record<(typeof WEEK_STATUSES)[number], string>

const status = choices(
  z.enum(WEEK_STATUSES, {
    error: () => `muss eines sein von: ${WEEK_STATUSES.map((name) => `«${name}»`).join(", ")}.`,
  }),
  STATUS_NAMES
)

const WEEK = "Woche"
const FROM = "Von"
const TO = "Bis und mit"

const week = label(
  z.strictObject({
    week: label(
      day,
      WEEK,
      "Ein Tag der Woche, am einfachsten ihr Montag. Vergangene Wochen zählen nicht mehr."
    ),
    status: label(status, "Stand", "Eine Woche ohne Eintrag gilt als frei."),
  }),
  WEEK
)

const closed = label(
  z.strictObject({
    label: label(text, "Grund", "Steht bei den Wochen im Kontaktformular, z. B. «Betriebsferien»."),
    from: label(day, FROM),
    to: label(day, TO, "Der letzte geschlossene Tag; für einen einzelnen Tag derselbe wie «Von»."),
  }),
  "Zeitraum"
)

const holiday = choices(
  z.enum(HOLIDAY_KEYS as [string, ...string[]], {
    error: () => `muss einer der Feiertage sein: ${HOLIDAY_KEYS.join(", ")}.`,
  }),
  Object.fromEntries(HOLIDAY_KEYS.map((key) => [key, HOLIDAYS[key].name]))
)

const DAY = { day: "der Tag, z. B. «Montag, 14. Dezember»" }
const COUNT = { count: "die Zahl der offenen Arbeitstage" }

const words = z.strictObject({
  nextFree: label(text, "Überschrift", "Z. B. «Nächster freier Termin»."),
  onRequest: label(
    text,
    "Ohne freien Termin",
    "Steht, solange die Seite lädt, ohne JavaScript und wenn in den nächsten 26 Wochen keine Woche passt, z. B. «auf Anfrage»."
  ),
  from: label(
    templateText(["day"], ["day"], DAY),
    "Der Termin",
    `Z. B. «ab {day}».${placeholderHint(["day"], DAY)}`
  ),
  noPreference: label(text, "Erste Wahl der Wochen", "Z. B. «Keine Angabe»."),
  choiceHint: label(text, "Hinweis unter den Wochen", "Z. B. dass ausgebuchte Wochen nicht wählbar sind."),
  workingDays: label(
    templateText(["count"], ["count"], COUNT),
    "Kürzere Woche",
    `Bei einer Woche mit Feiertagen oder geschlossenen Tagen, z. B. «{count} Arbeitstage».${placeholderHint(["count"], COUNT)}`
  ),
})

/** The first day of the week the calendar is about: earlier weeks and periods are past, not checked. */
const thisMonday = () => mondayOf(todayInSwitzerland())

const calendarFields = z.strictObject({
  weeks: label(
    z.array(week),
    "Wochen",
    "Nur die Wochen, die nicht frei sind: «fast ausgebucht» (noch Platz für eine Arbeit von einem Tag) oder «ausgebucht». Die Website zeigt ab heute die nächste Woche, in die eine Dienstleistung passt."
  ).optional(),
  closed: label(
    z.array(closed),
    "Geschlossen",
    "Betriebsferien und andere Tage, an denen die Garage zu ist. Die Feiertage des Kantons Luzern kennt die Website selbst."
  ).optional(),
  openOnHolidays: label(
    z.array(holiday),
    "Offen an Feiertagen",
    "Die Website rechnet mit den Feiertagen des Kantons Luzern (Neujahr, Berchtoldstag, Karfreitag, Ostermontag, Auffahrt, Pfingstmontag, Fronleichnam, 1. August, Mariä Himmelfahrt, Allerheiligen, Mariä Empfängnis, Weihnachten, Stephanstag). Wählen Sie hier die, an denen Sie trotzdem arbeiten."
  ).optional(),
  labels: label(words, "Wörter", "Auf den Dienstleistungsseiten und im Kontaktformular."),
})

const written = (isoDay: string) => dayName(isoDay, "")

/** Contradictions: one week with two states, a period that ends before it starts, a free week closed. */
export const calendarSchema = calendarFields.superRefine((calendar, ctx) => {
  const from = thisMonday()
  const periods = (calendar.closed ?? []).filter((period) => period.to >= from)
  for (const [index, period] of (calendar.closed ?? []).entries()) {
    if (period.to >= period.from || period.from < from) continue
    ctx.addIssue({
      code: "custom",
      path: ["closed", index, "to"],
      message: `endet am ${written(period.to)}, bevor «${period.label}» am ${written(period.from)} beginnt. «${TO}» ist der letzte geschlossene Tag: am oder nach «${FROM}».`,
    })
  }
  const seen = new Map<string, { index: number; status: string }>()
  for (const [index, entry] of (calendar.weeks ?? []).entries()) {
    const monday = mondayOf(entry.week)
    if (monday < from) continue
    const named = `die Woche vom ${weekRange(monday, true)}`
    const before = seen.get(monday)
    if (before && before.status !== entry.status) {
      ctx.addIssue({
        code: "custom",
        path: ["weeks", index, "status"],
        message: `sagt «${entry.status}» für ${named}, Eintrag ${before.index + 1} sagt «${before.status}». Eine Woche hat einen Stand: löschen Sie einen der beiden Einträge.`,
      })
    }
    seen.set(monday, { index, status: entry.status })
    const friday = addDays(monday, 4)
    const closedAll = periods.find((period) => period.from <= monday && friday <= period.to)
    if (closedAll && entry.status !== "ausgebucht") {
      ctx.addIssue({
        code: "custom",
        path: ["weeks", index, "status"],
        message: `sagt «${entry.status}» für ${named}, aber unter «Geschlossen» ist die ganze Woche «${closedAll.label}». Löschen Sie den Eintrag der Woche oder ändern Sie die geschlossenen Tage.`,
      })
    }
  }
})
