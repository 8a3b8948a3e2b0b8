import { useCurrentYear } from "../hooks/use-current-year"

/**
 * The visitor's current year (the build's in the static HTML). Its own component, so that once React
 * has taken the page over only this text renders again, not the whole footer around it.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <>{useCurrentYear(buildYear)}</>
}
