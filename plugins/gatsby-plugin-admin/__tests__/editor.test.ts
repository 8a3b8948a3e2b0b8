// The web editor's own logic, without a browser: Swiss amounts, the build's check at the fields,
// Decap's German made Swiss, pictures named and sized, and a deleted entry's pictures.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { cmsConfig } from "../../../src/content/cms"
import { checkEntry } from "../../../src/content/entry-check"
import { CONTENT } from "../../../src/content/registry"
import { readAmount, showAmount } from "../editor/amounts"
import { readDay, showDay } from "../editor/days"
import { readTime } from "../editor/times"
import { LIST_ENTRY } from "../../../src/content/editor"
import { entryIssues, issuesOfField, type EntryShape } from "../editor/check"
import { ADDED, OVERRIDES, swissGerman } from "../editor/locale"
import { patchDecap } from "../decap-patches"
import { picturesOf } from "../editor/pictures"
import type { ConfigShape } from "../editor/prune"
import { fitWithin, uniqueName } from "../editor/uploads"
import jsYaml from "js-yaml"

const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" }) as ConfigShape

test("amounts are read as the owner means them, or refused with how to write them", () => {
  const read = (text: string) => readAmount(text)
  expect(read("1'900")).toEqual({ value: 1900 })
  expect(read("1’900.–")).toEqual({ value: 1900 })
  expect(read("CHF 95.-")).toEqual({ value: 95 })
  expect(read("390.50")).toEqual({ value: 390.5 })
  expect(read("390,50")).toEqual({ value: 390.5 })
  expect(read("290")).toEqual({ value: 290 })
  // Never another number: no «1,900» as 1.9 or 1900, no «ab 1'900.–» as 1900.
  expect(read("1,900")).toEqual({ error: expect.stringContaining("mehrdeutig") })
  expect(read("ab 1'900.–")).toEqual({ error: expect.stringContaining("Wörter wie «ab»") })
  expect(read("19OO")).toEqual({ error: expect.stringContaining("Wörter") })
  expect(read("3.5.2")).toEqual({
    error: "«3.5.2» ist keine Zahl. Bitte so schreiben: z. B. 1'900 oder 390.50.",
  })
  expect(readAmount("2024.5", { integer: true })).toEqual({ error: expect.stringContaining("ganze Zahl") })
  expect(showAmount(390.5)).toBe("390.50")
  expect(showAmount(1900)).toBe("1900")
})

test("days are typed «14.05.2026» and saved «2026-05-14»; a day that does not exist is refused", () => {
  expect(readDay("14.05.2026")).toEqual({ value: "2026-05-14" })
  expect(readDay(" 4.5.2026 ")).toEqual({ value: "2026-05-04" })
  expect(readDay("29.02.2028")).toEqual({ value: "2028-02-29" })
  // Never moved to another day, never read the American way.
  expect(readDay("29.02.2026")).toEqual({ error: expect.stringMatching(/^Den 29\.02\.2026 gibt es nicht\./) })
  expect(readDay("05/14/2026")).toEqual({
    error: "Bitte das Datum so schreiben: TT.MM.JJJJ, z. B. 14.05.2026.",
  })
  expect(readDay("14.05.26")).toEqual({ error: expect.stringContaining("TT.MM.JJJJ") })
  // What the field handed Decap, read again when Decap asks.
  expect(readDay("2026-05-14")).toEqual({ value: "2026-05-14" })
  expect(showDay("2026-05-14")).toBe("14.05.2026")
  expect(showDay(new Date("2026-05-14"))).toBe("14.05.2026")
  expect(showDay("14.5.20")).toBe("14.5.20")
  expect(showDay(undefined)).toBe("")
})

/** A service file as the editor holds it: an Immutable-like entry around plain data. */
function entryOf(collection: string, slug: string, data: unknown): EntryShape {
  return {
    get: ((key: string) =>
      key === "data"
        ? { toJS: () => JSON.parse(JSON.stringify(data)) as unknown }
        : key === "collection"
          ? collection
          : slug) as EntryShape["get"],
  }
}

const service = () =>
  jsYaml.load(readFileSync(join(__dirname, "../../../content/services/toenung.yaml"), "utf8")) as {
    price: { vehicleClasses: { from: number; to?: number }[] }
  }

test("the editor finds what the build finds, in the build's words, at the field it concerns", () => {
  const data = service()
  data.price.vehicleClasses[1]!.to = data.price.vehicleClasses[1]!.from - 10
  const { data: saved, issues } = entryIssues(config, entryOf("services", "toenung", data))
  // One source: the build's own check of the same content gives the same words.
  const build = checkEntry(CONTENT.services.schema, data).issues
  expect(issues).toEqual(build)
  expect(issues).toEqual([
    { path: ["price", "vehicleClasses", 1, "to"], message: "darf nicht tiefer sein als «Preis von (CHF)»." },
  ])
  // Shown at the «to» field holding that value, not at another class's «to».
  expect(issuesOfField(issues, saved, "to", data.price.vehicleClasses[1]!.to)).toHaveLength(1)
  expect(issuesOfField(issues, saved, "to", data.price.vehicleClasses[0]!.to)).toEqual([])
  expect(issuesOfField(issues, saved, "from", data.price.vehicleClasses[1]!.from)).toEqual([])
})

test("a reference without pictures is refused at «images», and a sharp s where it is written", () => {
  const reference = { title: "VW Golf, Aufbereitung", service: "aufbereitung", text: "Große Freude." }
  const { data, issues } = entryIssues(config, entryOf("references", "", reference))
  expect(issues.map(({ path }) => path)).toEqual([["text"], ["images"]])
  expect(issuesOfField(issues, data, "images", undefined)[0]?.message).toMatch(
    /^fehlt: die Referenz hat keine Bilder/
  )
  expect(issuesOfField(issues, data, "text", "Große Freude.")[0]?.message).toContain("«Grosse»")
})

test("Decap's German: every override names a phrase Decap has, and no «ß» is left", () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const decap = (language: string) =>
    require(`decap-cms-locales/dist/esm/${language}/index.js`).default as Parameters<typeof swissGerman>[0]
  /* eslint-enable @typescript-eslint/no-require-imports */
  const at = (phrases: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], phrases)
  // In Decap's German, or in its English where the German lacks it (Decap then shows the English).
  const [german, english] = [decap("de"), decap("en")]
  expect(Object.keys(OVERRIDES).filter((path) => typeof at(english, path) !== "string")).toEqual([])
  // The phrases the patched bundle asks for are new to Decap, and the patches do ask for them.
  const patched = patchDecap(readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8"))
  for (const path of Object.keys(ADDED)) {
    expect([path, at(english, path)]).toEqual([path, undefined])
    expect(patched).toContain(`"${path}"`)
  }
  const swiss = swissGerman(german)
  expect(JSON.stringify(swiss)).not.toContain("ß")
  expect(JSON.stringify(german)).toContain("ß")
  expect(at(swiss, "auth.login")).toBe("Anmelden")
  expect(at(swiss, "editor.editorToolbar.notSavedYet")).toBe("Neu, noch nicht gespeichert")
  // Added where the German had none, beside what it had.
  expect(at(swiss, "editor.editorWidgets.object.expand")).toBe("Aufklappen")
  expect(at(swiss, "editor.editorWidgets.image.choose")).toBe("Bild wählen")
  expect(at(swiss, "editor.editorWidgets.image.promptUrl")).toBe(
    at(german, "editor.editorWidgets.image.promptUrl")
  )
})

test("pictures: scaled to the site's size, named uniquely, and found in an entry", () => {
  expect(fitWithin(4032, 3024)).toEqual({ width: 2000, height: 1500 })
  expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 })
  expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
  expect(uniqueName("IMG 2041.HEIC", "k3x9q2")).toBe("img-2041-k3x9q2.jpg")
  expect(uniqueName("Vorher Säntis.jpeg", "a1b2c3")).toBe("vorher-saentis-a1b2c3.jpg")
  expect(uniqueName(".jpg", "a1b2c3")).toBe("bild-a1b2c3.jpg")
  expect(
    picturesOf("content/references/golf.yaml", {
      before: { src: "./vorher-1.jpg", alt: "Vorher" },
      after: { src: "nachher-2.jpg", alt: "Nachher" },
      text: "src: kein-bild",
    })
  ).toEqual(["content/references/vorher-1.jpg", "content/references/nachher-2.jpg"])
})

test("times: typed as the owner writes them, saved «08:00», in 24 hours", () => {
  expect(readTime("08:00")).toEqual({ value: "08:00" })
  expect(readTime("8:00")).toEqual({ value: "08:00" })
  expect(readTime("8.30")).toEqual({ value: "08:30" })
  expect(readTime("1730")).toEqual({ value: "17:30" })
  expect(readTime(" 13 ")).toEqual({ value: "13:00" })
  expect(readTime("18 Uhr")).toEqual({ value: "18:00" })
  for (const wrong of ["8 AM", "24:00", "12:60", "8:5", "morgens"])
    expect(readTime(wrong)).toEqual({ error: expect.stringContaining("08:00 oder 17:30") })
})

test("a list of single values: an entry's fault shows at that entry, not at the list", () => {
  const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" })
  const voucher = jsYaml.load(readFileSync(join(process.cwd(), "content/pages/gutschein.yaml"), "utf8")) as {
    amounts: number[]
  }
  voucher.amounts.push(6000)
  const entry = {
    get: (key: string) =>
      ({ collection: "seiten", slug: "voucher", data: { toJS: () => voucher } })[key as "collection"],
  } as unknown as EntryShape
  const { data, issues } = entryIssues(config as ConfigShape, entry)
  const tooMuch = "ist zu gross: höchstens CHF 5000.– pro Gutschein."
  expect(issues.map((issue) => issue.message)).toContain(tooMuch)
  expect(issuesOfField(issues, data, LIST_ENTRY, 6000).map((issue) => issue.message)).toEqual([tooMuch])
  expect(issuesOfField(issues, data, LIST_ENTRY, 300)).toEqual([])
  expect(issuesOfField(issues, data, "amounts", voucher.amounts, { ofEntries: true })).toEqual([])
})
