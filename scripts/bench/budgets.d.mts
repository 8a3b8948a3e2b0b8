// Types for ./budgets.mjs, for its test.
export type Budget = { min?: number; max?: number; why: string }
export type Budgets = {
  binding: Record<string, Record<string, Budget>>
  reported: Record<string, Record<string, string>>
}
export declare const readBudgets: (file: string) => Budgets
export declare function missedBudgets(
  budgets: Budgets,
  results: { preset: string; route: string; medians: Record<string, number> }[]
): string[]
