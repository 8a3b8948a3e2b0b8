// Calendar days as «2026-05-14». Two sources, two readings: a content date is UTC, a clock's is local.

/**
 * A day as YAML gives it (a date object at midnight UTC) or the web editor writes it (a text), as
 * «2026-05-14»: read in UTC, since YAML's date is not a local one.
 */
export function yamlIsoDay(value: unknown): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
  return typeof value === "string" ? value : undefined
}

/** The day `date` falls on in the visitor's time zone, as «2026-11-26» (today, a voucher's validity). */
export const localIsoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-")
