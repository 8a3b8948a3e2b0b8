/**
 * `text` without soft hyphens: for what is not laid out on the page (the document title, meta tags,
 * structured data, form values), where a hidden U+00AD would only be noise.
 */
export const withoutSoftHyphens = (text: string) => text.replaceAll("\u00ad", "")

/** «A», «A und B», «A, B und C». */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("")
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1) ?? ""}`
}
