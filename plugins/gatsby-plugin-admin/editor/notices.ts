// What the owner should know about the entry being edited, without it stopping a save: shown below
// its field (widgets.ts), never as an error, since a save or a preview is allowed. One today: sample
// facts still in «Betrieb» with «Beispielangaben» unticked, which only the live site refuses
// (src/content/samples.ts); without the warning the owner would learn it from a refused deploy.
import type { EntryIssue } from "../../../src/content/entry-check"
import { sampleFactsWarning } from "../../../src/content/sample-facts"

/** The notices for the entry of content kind `key` (the registry's) holding `data`, by field. */
export function entryNotices(key: string, data: unknown): EntryIssue[] {
  if (key !== "site") return []
  const warning = sampleFactsWarning(data)
  return warning ? [{ path: ["example"], message: warning }] : []
}
