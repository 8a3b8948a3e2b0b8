// The German month names, for dates written the Swiss way («Mai 2026», «26. November 2028»).
// Written out rather than asked of Intl.DateTimeFormat: building one loads the locale data, about 15 ms
// of a page's hydration on this machine (four times that on a mid-range phone) for twelve fixed words.
export const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const
