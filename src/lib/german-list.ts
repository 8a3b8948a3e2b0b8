// Lists in a German sentence. Its own module, not text.ts: every page's head takes that one, and the
// bundler keeps a module whole in each page that imports it.

/** «A», «A und B», «A, B und C». */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("")
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1) ?? ""}`
}
