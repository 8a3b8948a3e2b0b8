// What a visitor has typed into a request form, kept for this browser tab (sessionStorage): an
// accidental reload does not lose it. Storage full or switched off: the form still works, only a
// reload would lose what was kept.

/** A value kept for this tab under `key`; null when there is none or it cannot be read. */
export function readKept(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? "null") as unknown
  } catch {
    return null
  }
}

/** Keeps `value` for this tab under `key`; null forgets it. */
export function keep(key: string, value: unknown) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the page still works, only a reload would lose this.
  }
}

/** A form's draft: its text fields, each a string. */
export interface Draft<Values> {
  /** What was kept, every field a string (a field kept by an older page and gone now is left out). */
  load(): Values | null
  save(values: Values): void
  clear(): void
}

export function draftStore<Field extends string>(
  key: string,
  fields: readonly Field[],
  empty: Record<Field, string>
): Draft<Record<Field, string>> {
  return {
    load() {
      const stored = readKept(key)
      if (!stored || typeof stored !== "object") return null
      const draft = { ...empty }
      for (const field of fields) {
        const value = (stored as Record<string, unknown>)[field]
        if (typeof value === "string") draft[field] = value
      }
      return draft
    },
    save: (values) => keep(key, values),
    clear: () => keep(key, null),
  }
}
