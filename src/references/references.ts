// The order of references and how their dates read: newest first, undated last.
import { MONTHS } from "../lib/months"

interface Dated {
  date?: string | null
}

/** How many references the home page shows. */
export const HOME_REFERENCES = 6

/** The references with a date, newest first, then those without one, in the order given. */
export function newestFirst<T extends Dated>(references: readonly T[]): T[] {
  // ISO days compare as plain strings (no collator needed); "" sorts after every date. Array.prototype.sort
  // is stable: equal dates, and the undated, keep their order.
  const key = (reference: T) => reference.date ?? ""
  return [...references].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0))
}

/** «2026-05-14» (or Gatsby's «2026-05-14T00:00:00.000Z») → «Mai 2026». */
export function formatMonth(date: string): string {
  const [year, month] = date.slice(0, 7).split("-")
  return `${MONTHS[Number(month) - 1] ?? ""} ${year ?? ""}`
}
