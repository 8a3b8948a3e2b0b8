/**
 * Content is validated before the build, so a query result the page needs is always there; this
 * narrows the nullable GraphQL type and fails loudly if that promise is ever broken.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} fehlt.`)
  return value
}
