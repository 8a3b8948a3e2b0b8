// Fills «{placeholder}» in owner-written texts; content validation guarantees only known names occur.
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match
  )
}

/** Splits a template around one placeholder, so the placeholder can become an element (a link). */
export function splitTemplate(template: string, placeholder: string): [before: string, after: string] {
  const marker = `{${placeholder}}`
  const index = template.indexOf(marker)
  if (index < 0) return [template, ""]
  return [template.slice(0, index), template.slice(index + marker.length)]
}
