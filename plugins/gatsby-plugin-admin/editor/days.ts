// Days as the owner writes them, «14.05.2026» (or «14.5.2026»), on any device: Decap's date field is
// the browser's own and shows «mm/dd/yyyy» in an English one. The file keeps «2026-05-14», as the
// site reads it (src/content/schema/services.ts); a day that does not exist is refused, never moved
// to another.

export type DayReading = { value: string } | { error: string }

export const DAY_FORMAT = "TT.MM.JJJJ"
const EXAMPLE = "z. B. 14.05.2026"
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/
const SWISS = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/

const two = (value: number) => String(value).padStart(2, "0")

/** The day of year, month and day, as the file writes it, if it exists (no 31 February). */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return exists ? `${year}-${two(month)}-${two(day)}` : undefined
}

/** The day the owner typed, as the file writes it («2026-05-14»), or why it is not one. */
export function readDay(text: string): DayReading {
  const typed = text.trim()
  const swiss = SWISS.exec(typed)?.slice(1).map(Number)
  // Or the value this field handed Decap itself, read again when Decap asks whether it is valid.
  const iso = ISO.exec(typed)?.slice(1).map(Number)
  const [day, month, year] = swiss ?? (iso ? [iso[2], iso[1], iso[0]] : [])
  const value = year === undefined ? undefined : isoDay(year, month!, day!)
  if (value) return { value }
  return {
    error: swiss
      ? `Den ${typed} gibt es nicht. Bitte ein Datum so schreiben: ${DAY_FORMAT}, ${EXAMPLE}.`
      : `Bitte das Datum so schreiben: ${DAY_FORMAT}, ${EXAMPLE}.`,
  }
}

/** How a saved day is shown for editing: «2026-05-14» → «14.05.2026»; anything else as it is. */
export function showDay(value: unknown): string {
  // A day written without quotes in the file may reach the editor as a date (midnight UTC).
  const text =
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value
  if (typeof text !== "string") return ""
  const iso = ISO.exec(text)
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : text
}
