import * as React from "react"

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

/**
 * `template` split around its placeholders, each replaced by its value (anything, e.g. an element);
 * unknown placeholders stay as they are.
 */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return name !== undefined && name in values ? (values[name] as T) : part
    })
}

/** fillParts for rendering: the parts as keyed fragments, to stand side by side in an element. */
export function fillNodes(template: string, values: Record<string, React.ReactNode>): React.ReactNode[] {
  return fillParts(template, values).map((part, index) =>
    React.createElement(React.Fragment, { key: index }, part)
  )
}
