// No fact typed twice, in the web editor: a price copied into a text is refused at that text the moment
// the price changes, as the build refuses it; sample facts left with «Beispielangaben» unticked are
// named at that checkbox, as a notice that does not stop the save, and follow the other fields.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { cmsConfig } from "../../../src/content/cms"
import { sampleFactsIn } from "../../../src/content/sample-facts"
import { ownFacts } from "../../../src/content/__tests__/content-copy"
import { entryIssues, issuesOfField, type EntryShape } from "../editor/check"
import { announceEntry, entryNotices, onEntry } from "../editor/notices"
import type { ConfigShape } from "../editor/prune"

const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" }) as ConfigShape
const CONTENT = join(__dirname, "../../../content")

/** An entry as the editor holds it: an Immutable-like wrapper around plain data. */
const entryOf = (collection: string, slug: string, data: unknown): EntryShape => ({
  get: ((key: string) =>
    key === "data"
      ? { toJS: () => JSON.parse(JSON.stringify(data)) as unknown }
      : key === "collection"
        ? collection
        : slug) as EntryShape["get"],
})

test("a price written into the description is refused there once the price changes", () => {
  const service = jsYaml.load(readFileSync(join(CONTENT, "services/komplettfolierung.yaml"), "utf8")) as {
    description: string
    price: { vehicleClasses: { from: number }[] }
  }
  service.description = service.description.replace("{price}", "CHF 2'900.–")
  expect(entryIssues(config, entryOf("services", "komplettfolierung", service)).issues).toEqual([])
  service.price.vehicleClasses[0]!.from = 2950
  const { data, issues } = entryIssues(config, entryOf("services", "komplettfolierung", service))
  expect(issues).toEqual([{ path: ["description"], message: expect.stringMatching(/^nennt «CHF 2'900\.–»/) }])
  expect(issuesOfField(issues, data, "description", service.description)).toHaveLength(1)
  // Not at the price the owner just changed: the text is what is wrong.
  expect(issuesOfField(issues, data, "from", 2950)).toEqual([])
})

test("«Beispielangaben» unticked with sample facts left: a notice naming them, and nothing that stops a save", () => {
  const shipped = readFileSync(join(CONTENT, "site.yaml"), "utf8")
  const site = jsYaml.load(shipped) as Record<string, unknown>
  const notice = (data: unknown) => {
    const entry = entryOf("einstellungen", "site", data)
    // Never an issue: the save goes through.
    expect(entryIssues(config, entry).issues).toEqual([])
    const result = entryNotices(config, entry)
    return issuesOfField(result.notices, result.data, "example", (data as { example?: boolean }).example)
  }
  // Ticked, the hint says it all.
  expect(notice(site)).toEqual([])
  site.example = false
  expect(notice(site)).toEqual([
    {
      path: ["example"],
      message:
        "Noch Beispielangaben: Telefon, WhatsApp-Nummer, E-Mail-Adresse, Strasse, Instagram-Profil, TikTok-Profil, Webagentur «Studio Seetal», IBAN, Adresse der Website. Eine Veröffentlichung auf der Live-Website wird abgelehnt, solange sie dastehen. Speichern können Sie trotzdem.",
    },
  ])
  // The same facts the build refuses, one for one.
  expect(sampleFactsIn(site)).toHaveLength(9)
  // Only what is left is named.
  const own = jsYaml.load(ownFacts(shipped).replace("+41 41 921 30 40", "+41 79 123 45 67")) as {
    example?: boolean
  }
  expect(own.example).toBeUndefined()
  expect(notice(own)[0]?.message).toMatch(/^Noch Beispielangaben: Telefon\. /)
  expect(notice(jsYaml.load(ownFacts(shipped)))).toEqual([])
  // Other entries have no such notice.
  expect(entryNotices(config, entryOf("references", "", { example: false })).notices).toEqual([])
})

test("each new state of the entry reaches every field listening, once", () => {
  const heard: string[] = []
  const stop = onEntry((entry) => heard.push(entry.get("slug")))
  const first = entryOf("einstellungen", "site", {})
  announceEntry(first)
  // The other fields, rendered with the same state, announce it too: heard once.
  announceEntry(first)
  announceEntry(entryOf("einstellungen", "site-2", {}))
  stop()
  announceEntry(entryOf("einstellungen", "site-3", {}))
  expect(heard).toEqual(["site", "site-2"])
})
