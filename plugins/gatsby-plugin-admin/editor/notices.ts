// What the owner should know about the entry being edited, without it stopping a save: shown below
// its field (widgets.ts), never as an error, since a save or a preview is allowed. One today: sample
// facts still in «Betrieb» with «Beispielangaben» unticked, which only the live site refuses
// (src/content/samples.ts); without the warning the owner would learn it from a refused deploy.
import type { EntryIssue } from "../../../src/content/entry-check"
import { sampleFactsWarning } from "../../../src/content/sample-facts"
import type { EntryShape } from "./check"
import { contentKeyOf, fieldsOf, prune, type ConfigShape } from "./prune"

/** The entry as a save would write it (pruned), and its notices by field. */
export function entryNotices(
  config: ConfigShape,
  entry: EntryShape
): { data: unknown; notices: EntryIssue[] } {
  const collection = entry.get("collection")
  const slug = entry.get("slug")
  const data = prune(entry.get("data")?.toJS() ?? {}, { fields: fieldsOf(config, collection, slug) })
  if (contentKeyOf(config, collection, slug) !== "site") return { data, notices: [] }
  const warning = sampleFactsWarning(data)
  return { data, notices: warning ? [{ path: ["example"], message: warning }] : [] }
}

/**
 * The newest state of the entry, passed on between fields. Decap renders only the field being typed
 * in (with the entry as it is now); a notice that depends on other fields hears of each new state
 * from whichever field rendered with it.
 */
const listeners = new Set<(entry: EntryShape) => void>()
let newest: EntryShape | undefined

export function announceEntry(entry: EntryShape) {
  if (entry === newest) return
  newest = entry
  for (const listener of listeners) listener(entry)
}

/** Calls `listener` with each new state of the entry; returns how to stop. */
export function onEntry(listener: (entry: EntryShape) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
