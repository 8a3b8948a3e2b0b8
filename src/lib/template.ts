import * as React from "react"

// Fills «{placeholder}» in owner-written texts; content validation guarantees only known names occur.
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match
  )
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
