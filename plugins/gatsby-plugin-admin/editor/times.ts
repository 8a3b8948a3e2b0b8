// Times of day as the owner writes them, «08:00», «8:00», «8.00» or «0800», on any device and in any
// browser language: Decap's time field is the browser's own and showed «08:00 AM» in an English one,
// beside the hint «Im Format 08:00» (issue 56), and it made «Betrieb» wider than a phone. The file
// keeps «08:00», as the site reads it (src/content/schema/fields.ts, `time`).

export type TimeReading = { value: string } | { error: string }

export const TIME_FORMAT = "HH:MM"
const TYPED = /^(\d{1,2})(?:[:.h ]?(\d{2}))?$/

/** The time the owner typed, as the file writes it («08:00»), or why it is not one. */
export function readTime(text: string): TimeReading {
  const match = TYPED.exec(text.trim().replace(/\s*uhr$/i, ""))
  const hours = match ? Number(match[1]) : NaN
  const minutes = match?.[2] === undefined ? 0 : Number(match[2])
  if (hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59)
    return { value: `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}` }
  return { error: "Bitte die Uhrzeit so schreiben: 08:00 oder 17:30 (Stunden 0 bis 23, 24-Stunden-Zeit)." }
}

/** How a saved time is shown for editing: as the file writes it. */
export const showTime = (value: unknown): string => (typeof value === "string" ? value : "")
