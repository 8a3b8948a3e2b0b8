// The check of content/kalender.yaml, on a copy of content/. The weeks and periods lie in 2030, so the
// tests do not depend on today (the check skips what is past).
import { contentCopy } from "./content-copy"

const { edit, problems, lineWith } = contentCopy()

const CALENDAR = "kalender.yaml"

/** content/kalender.yaml with `weeks` and `closed` replaced by the given YAML lists. */
const replaceLists = (weeks: string, closed: string) => (text: string) =>
  text
    .replace(/^weeks:\n( {2}.*\n)+/m, `weeks:\n${weeks}`)
    .replace(/^closed:\n( {2}.*\n)+/m, `closed:\n${closed}`)

const HOLIDAYS_2030 = `  - label: Betriebsferien
    from: 2030-07-15
    to: 2030-08-02
`

test("the calendar as shipped passes", () => {
  expect(problems()).toEqual([])
})

test("a week given twice with two statuses is refused; twice with the same status is fine", () => {
  edit(
    CALENDAR,
    replaceLists(
      `  - week: 2030-03-04
    status: ausgebucht
  - week: 2030-03-11
    status: fast ausgebucht
  - week: 2030-03-13
    status: fast ausgebucht
`,
      HOLIDAYS_2030
    )
  )
  expect(problems()).toEqual([])
  edit(CALENDAR, (t) =>
    t.replace("  - week: 2030-03-13\n    status: fast ausgebucht", "  - week: 2030-03-06\n    status: frei")
  )
  expect(problems()).toEqual([
    {
      file: "content/kalender.yaml",
      line: lineWith(CALENDAR, "status: frei"),
      field: "Wochen › Nr. 3 › Stand",
      message:
        "sagt «frei» für die Woche vom 4.–8. März 2030, Eintrag 1 sagt «ausgebucht». Eine Woche hat einen Stand: löschen Sie einen der beiden Einträge.",
    },
  ])
})

test("a closed period must not end before it starts", () => {
  edit(
    CALENDAR,
    replaceLists(
      "  - week: 2030-03-04\n    status: ausgebucht\n",
      `  - label: Betriebsferien
    from: 2030-07-15
    to: 2030-07-05
`
    )
  )
  expect(problems()).toEqual([
    {
      file: "content/kalender.yaml",
      line: lineWith(CALENDAR, "to: 2030-07-05"),
      field: "Geschlossen › Nr. 1 › Bis und mit",
      message:
        "endet am Freitag, 5. Juli 2030, bevor «Betriebsferien» am Montag, 15. Juli 2030 beginnt. «Bis und mit» ist der letzte geschlossene Tag: am oder nach «Von».",
    },
  ])
})

test("a week cannot be free or nearly full while it is closed from Monday to Friday", () => {
  edit(
    CALENDAR,
    replaceLists(
      `  - week: 2030-07-22
    status: frei
  - week: 2030-07-31
    status: fast ausgebucht
  - week: 2030-07-08
    status: frei
  - week: 2030-08-05
    status: fast ausgebucht
`,
      HOLIDAYS_2030
    )
  )
  // The weeks of 22 and 29 July lie within the holidays; those of 8 July and 5 August do not.
  expect(problems()).toEqual([
    {
      file: "content/kalender.yaml",
      line: lineWith(CALENDAR, "status: frei"),
      field: "Wochen › Nr. 1 › Stand",
      message:
        "sagt «frei» für die Woche vom 22.–26. Juli 2030, aber unter «Geschlossen» ist die ganze Woche «Betriebsferien». Löschen Sie den Eintrag der Woche oder ändern Sie die geschlossenen Tage.",
    },
    expect.objectContaining({
      line: lineWith(CALENDAR, "status: fast ausgebucht"),
      field: "Wochen › Nr. 2 › Stand",
      message: expect.stringMatching(
        /^sagt «fast ausgebucht» für die Woche vom 29\. Juli – 2\. August 2030, aber unter «Geschlossen» ist die ganze Woche «Betriebsferien»\./
      ),
    }),
  ])
  // Booked out while closed: no contradiction.
  edit(CALENDAR, (t) =>
    t
      .replace("week: 2030-07-22\n    status: frei", "week: 2030-07-22\n    status: ausgebucht")
      .replace("week: 2030-07-31\n    status: fast ausgebucht", "week: 2030-07-31\n    status: ausgebucht")
  )
  expect(problems()).toEqual([])
})

test("what lies in the past is not checked any more", () => {
  edit(
    CALENDAR,
    replaceLists(
      `  - week: 2020-03-02
    status: ausgebucht
  - week: 2020-03-04
    status: frei
  - week: 2020-07-20
    status: frei
`,
      `  - label: Betriebsferien
    from: 2020-07-13
    to: 2020-07-31
  - label: Umbau
    from: 2020-09-14
    to: 2020-09-04
`
    )
  )
  expect(problems()).toEqual([])
})

test("an unknown status or holiday lists the ones allowed", () => {
  edit(CALENDAR, replaceLists("  - week: 2030-03-04\n    status: voll\n", HOLIDAYS_2030))
  edit(CALENDAR, (t) => t.replace("openOnHolidays: []", "openOnHolidays: [berchtoldstag, silvester]"))
  expect(problems()).toEqual([
    {
      file: "content/kalender.yaml",
      line: lineWith(CALENDAR, "status: voll"),
      field: "Wochen › Nr. 1 › Stand",
      message: "muss eines sein von: «frei», «fast ausgebucht», «ausgebucht».",
    },
    expect.objectContaining({
      file: "content/kalender.yaml",
      line: lineWith(CALENDAR, "openOnHolidays:"),
      field: "Offen an Feiertagen › Nr. 2",
      message:
        "muss einer der Feiertage sein: neujahr, berchtoldstag, karfreitag, ostermontag, auffahrt, pfingstmontag, fronleichnam, bundesfeiertag, mariae-himmelfahrt, allerheiligen, mariae-empfaengnis, weihnachten, stephanstag.",
    }),
  ])
})

// As a text (the web editor writes one) the day reaches the check as written. Without quotes, as the
// owner writes a day, js-yaml reads 2030-02-30 as 2030-03-02 (Date.UTC rolls the day over), and so
// does Gatsby: the week would silently move; the check's parser keeps it as written.
test.each(['"2030-02-30"', "2030-02-30"])("a day that is not in the calendar is refused: week: %s", (day) => {
  edit(CALENDAR, replaceLists(`  - week: ${day}\n    status: ausgebucht\n`, HOLIDAYS_2030))
  expect(problems()).toEqual([
    {
      file: "content/kalender.yaml",
      line: lineWith(CALENDAR, `week: ${day}`),
      field: "Wochen › Nr. 1 › Woche",
      message: "ist kein Tag des Kalenders (z. B. der 31. April). Bitte das Datum prüfen.",
    },
  ])
})

test("a service's working days are a whole number from 1 to 5", () => {
  const service = "services/toenung.yaml"
  for (const [value, message] of [
    ["0", "muss mindestens 1 sein (für einen halben Tag: 1)."],
    ["6", "darf höchstens 5 sein: die Arbeit muss in eine Woche (Montag bis Freitag) passen."],
    ["2.5", "muss eine ganze Zahl sein, z. B. 2 (für einen halben Tag: 1). Gefunden wurde die Zahl 2.5."],
  ]) {
    edit(service, (t) => t.replace(/^workingDays: .*$/m, `workingDays: ${value}`))
    expect(problems()).toEqual([
      {
        file: "content/services/toenung.yaml",
        line: lineWith(service, "workingDays:"),
        field: "Arbeitstage in der Garage",
        message,
      },
    ])
  }
})
