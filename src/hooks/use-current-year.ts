import { useHydrated } from "./use-hydrated"

/**
 * The visitor's current year. The static HTML carries `buildYear`; once hydrated, the visitor's clock
 * decides, so a page built last year still shows this year.
 */
export function useCurrentYear(buildYear: number): number {
  return useHydrated() ? new Date().getFullYear() : buildYear
}
