// The header's navigation model: which items sit left and right of the logo, and which is current.

interface Linked {
  readonly href: string
}
interface Item extends Linked {
  readonly items?: readonly (readonly Linked[])[] | null
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path)

/** Does `href` point at the page at `pathname`? */
export function isCurrent(href: string, pathname: string): boolean {
  return withoutTrailingSlash(href.split("#")[0] ?? href) === withoutTrailingSlash(pathname)
}

/** An item is current when its own page or one of its sub-items' pages is shown. */
export function isItemCurrent(item: Item, pathname: string): boolean {
  return isCurrent(item.href, pathname) || subItems(item).some((sub) => isCurrent(sub.href, pathname))
}

/** The sub-items of an item, its groups flattened in order. */
export function subItems<T extends Item>(item: T): NonNullable<T["items"]>[number][number][] {
  return (item.items ?? []).flat() as NonNullable<T["items"]>[number][number][]
}

/** Spec: «Home» and «Dienstleistungen» left of the logo, «Über mich» and «Kontakt» right of it. */
export function splitAroundLogo<T>(items: readonly T[]): { left: T[]; right: T[] } {
  const middle = Math.ceil(items.length / 2)
  return { left: items.slice(0, middle), right: items.slice(middle) }
}
