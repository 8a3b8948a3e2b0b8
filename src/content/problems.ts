// A problem found in a content file: where it is (the file, the line, the field in the owner's words)
// and how the build prints it. Used by the file check (validate.ts) and the link check (links.ts).
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument } from "yaml"

export interface ContentProblem {
  /** Path relative to the project, e.g. «content/site.yaml». */
  file: string
  line?: number
  /** The field by its German labels, e.g. «Einträge der Kopfzeile › Nr. 2 › Symbol». */
  field?: string
  message: string
}

/**
 * The line (1-based) of a field in a YAML text: the line of its key, or of the list entry. A field
 * that is missing is reported at the line of the nearest parent that exists (none for the top level).
 */
export function lineOf(text: string, path: readonly PropertyKey[]): number | undefined {
  const lineCounter = new LineCounter()
  let node: unknown = parseDocument(text, { lineCounter }).contents
  let line: number | undefined
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key)
      if (!pair) break
      if (isScalar(pair.key) && pair.key.range) line = lineCounter.linePos(pair.key.range[0]).line
      node = pair.value
    } else if (isSeq(node) && typeof key === "number") {
      const item: unknown = node.items[key]
      if (!isNode(item) || !item.range) break
      line = lineCounter.linePos(item.range[0]).line
      node = item
    } else break
  }
  return line
}

/** The message the build prints: every problem, grouped by file, in the owner's language. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = [
    problems.length === 1
      ? "Ein Inhalt unter content/ ist fehlerhaft. Die Website wurde deshalb nicht erstellt:"
      : `${problems.length} Inhalte unter content/ sind fehlerhaft. Die Website wurde deshalb nicht erstellt:`,
    "",
  ]
  lines.push(...problems.map(problemLine))
  lines.push("", "Anleitung zum Bearbeiten der Inhalte: content/README.md")
  return lines.join("\n")
}

/** One problem on one line: «content/site.yaml, Zeile 18 – Feld «Telefon» …». */
export function problemLine(problem: ContentProblem): string {
  const where = [problem.file, problem.line ? `Zeile ${problem.line}` : undefined].filter(Boolean).join(", ")
  return problem.field
    ? `${where} – Feld «${problem.field}» ${problem.message}`
    : `${where}: ${problem.message}`
}
