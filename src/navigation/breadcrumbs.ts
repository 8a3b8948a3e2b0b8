import { ROUTES } from "./routes"

/** One step of a page's breadcrumb trail: shown above its heading and given to search engines. */
export interface Crumb {
  name: string
  href: string
}

/** The trail from the home page to a page: «Home», then `steps`. */
export const breadcrumbs = (...steps: Crumb[]): Crumb[] => [{ name: "Home", href: ROUTES.home }, ...steps]
