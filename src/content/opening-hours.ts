// Opening hours as people read them: «Mo–Fr 08:00–12:00, 13:30–18:00».
import { WEEKDAYS } from "./weekdays"

type OpeningHours = Pick<Queries.OpeningHours, "days" | "opens" | "closes">

/** [Mo, Di, Mi, Do, Fr] → «Mo–Fr»; [Mo, Mi] → «Mo, Mi»; runs of three or more days get a dash. */
export function formatDays(days: readonly string[]): string {
  const indexes = [...new Set(days)]
    .map((day) => (WEEKDAYS as readonly string[]).indexOf(day))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)
  const runs: number[][] = []
  for (const index of indexes) {
    const run = runs.at(-1)
    if (run && run.at(-1) === index - 1) run.push(index)
    else runs.push([index])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAYS[run[0] ?? 0]}–${WEEKDAYS[run.at(-1) ?? 0]}`]
        : run.map((i) => WEEKDAYS[i])
    )
    .join(", ")
}

/** Entries for the same days become one line with several time ranges, in the owner's order. */
export function groupOpeningHours(entries: readonly OpeningHours[]): { days: string; times: string[] }[] {
  const groups = new Map<string, string[]>()
  for (const entry of entries) {
    const days = formatDays(entry.days)
    groups.set(days, [...(groups.get(days) ?? []), `${entry.opens}–${entry.closes}`])
  }
  return [...groups].map(([days, times]) => ({ days, times }))
}
