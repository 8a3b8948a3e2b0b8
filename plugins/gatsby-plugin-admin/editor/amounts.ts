// Amounts as the owner types them on a Swiss keyboard or phone: «1'900», «1’900.–», «390.50»,
// «390,50», «CHF 95». Read right, or refused with a message that says how to write it; never read
// as another number («390,50» as 39050, «1,900» as 1.9).

export type AmountReading = { value: number } | { error: string }

const EXAMPLE = "z. B. 1'900 oder 390.50"

/** The number the owner meant, or why it is not one. `integer`: whole numbers only (years, counts). */
export function readAmount(text: string, { integer = false } = {}): AmountReading {
  const bare = text
    .trim()
    .replace(/^CHF\s*/i, "")
    // «1'900.–», «95.-»: the Swiss «no cents».
    .replace(/[.,][–—-]$/, "")
    .trim()
  if (bare === "") return { error: `Bitte eine Zahl eingeben, ${EXAMPLE}.` }
  if (/[a-zäöü]/i.test(bare)) {
    return {
      error: `Bitte nur die Zahl eingeben, ${EXAMPLE}. Wörter wie «ab» oder «ca.» setzt die Website selbst.`,
    }
  }
  // Thousands grouped by ' ’ or a space (never by a comma or point), then at most two decimals.
  const match = /^(-?)(\d{1,3}(?:['’\u2009\u202f ]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(bare)
  if (!match) {
    return {
      error: /^\d{1,3}[.,]\d{3}$/.test(bare)
        ? `«${bare}» ist mehrdeutig: Tausender bitte mit Apostroph trennen (1'900), Rappen mit Punkt (390.50).`
        : `«${text.trim()}» ist keine Zahl. Bitte so schreiben: ${EXAMPLE}.`,
    }
  }
  const [, sign = "", whole = "", fraction] = match
  const value = Number(`${sign}${whole.replace(/\D/g, "")}${fraction ? `.${fraction}` : ""}`)
  if (integer && !Number.isInteger(value)) return { error: "Bitte eine ganze Zahl eingeben, ohne Komma." }
  return { value }
}

/** How a stored number is shown for editing: «390.5» → «390.50», «1900» stays «1900». */
export function showAmount(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return typeof value === "string" ? value : ""
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}
