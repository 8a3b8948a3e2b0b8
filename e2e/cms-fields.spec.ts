// The owner's web editor at /admin/: what it refuses, and how it names what it shows. Each fault at
// its field in German and in the build's words, with nothing written; a day as TT.MM.JJJJ; a camera
// photo made the site's size, a HEIC one refused; the notice of sample facts; list entries and
// sections named by what they hold. Against a throwaway Git repository of its own (cms-harness.ts),
// beside cms.spec.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { validateContent } from "../src/content/validate"
import {
  bigPhoto,
  describePicture,
  entryLoaded,
  expectNoSidewaysScroll,
  inView,
  openEditor,
  photo,
  RED,
  repository,
  saveAndPublish,
  startBackend,
  uploadPicture,
  withoutWorkflow,
  type Backend,
} from "./cms-harness"
import { expect, test } from "./fixtures"

// In file order, in one worker; a failed test does not skip the ones after it.
test.describe.configure({ mode: "default" })

let backend: Backend
const git = (...args: string[]) => backend.git(...args)
const { file, yamlOf, written } = repository(() => backend)
/** What the editor had written when the test began (an earlier test may have saved a draft). */
let before: ReturnType<typeof written>
/** No new draft branch and nothing changed: the editor wrote nothing during this test. */
const nothingWritten = () => expect(written()).toEqual(before)

test.beforeAll(async () => {
  backend = await startBackend()
})

test.afterAll(() => backend?.stop())

test.beforeEach(() => {
  before = written()
})

test("folded list entries are named by what they hold: amounts in francs", async ({ page }) => {
  await openEditor(page, "#/collections/seiten/entries/voucher")
  await expect(page.getByLabel("Überschrift", { exact: true }).first()).toHaveValue("Geschenkgutschein")
  // Not «Betrag», «Betrag», «Betrag».
  for (const amount of ["CHF 50.–", "CHF 100.–", "CHF 300.–"])
    await expect(page.getByText(amount, { exact: true })).toBeAttached()
})

test("folded sections are named by their heading, not by their anchor", async ({ page }) => {
  await openEditor(page, "#/collections/seiten/entries/privacy")
  await expect(page.getByText("Empfänger und Länder", { exact: true }).first()).toBeAttached()
  await expect(page.getByText("empfaenger", { exact: true })).toHaveCount(0)
  // German nouns keep their capital, and the button adds one: not «15 abschnitte», «abschnitte hinzufügen».
  const { sections } = yamlOf<{ sections: unknown[] }>("content/pages/datenschutz.yaml")
  await expect(page.getByText(`Abschnitte (${sections.length})`, { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Abschnitt hinzufügen", exact: true })).toBeVisible()
})

test("a required field left empty shows Decap's German error and saves nothing", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/aufbereitung")
  await entryLoaded(page, "Fahrzeugaufbereitung")
  await page.getByLabel("Titel", { exact: true }).fill("")
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(page.getByText(/Titel ist erforderlich/i)).toBeVisible()
  await expect(
    page.getByText("Nicht gespeichert: Bitte füllen Sie die rot markierten Felder aus.")
  ).toBeVisible()
  nothingWritten()
  // Decap refuses the save by rejecting a promise without a reason: the patched save ends there
  // quietly, and the page reports no uncaught «undefined» (the fixture fails on any console error).
})

test("what the build would refuse is shown at its field in the build's words, and nothing is written", async ({
  page,
  consoleErrors,
}) => {
  await openEditor(page, "#/collections/services/entries/toenung")
  await entryLoaded(page, "Scheibentönung")
  const from = page.getByLabel("Preis von (CHF)")
  const to = page.getByLabel("Preis bis (CHF) (optional)")
  // «Preis bis» below «Preis von» in the second vehicle class, and a price written «1,900».
  const secondFrom = Number(await from.nth(1).inputValue())
  await to.nth(1).fill(String(secondFrom - 10))
  await from.nth(2).fill("1,900")
  await page.getByRole("button", { name: "Speichern" }).click()
  const fromToMessage = "darf nicht tiefer sein als «Preis von (CHF)»."
  // The first fault in the form, focused and on screen, its message beside it.
  await expect(to.nth(1)).toBeFocused()
  await expect(to.nth(1)).toBeInViewport()
  await expect(page.getByText(fromToMessage)).toBeInViewport()
  await expect(page.getByText("«1,900» ist mehrdeutig", { exact: false })).toBeVisible()
  // What was typed stays, to be corrected.
  await expect(from.nth(2)).toHaveValue("1,900")
  nothingWritten()
  // The message stays while the value is still wrong, and goes when it is right; the other stays.
  await to.nth(1).fill(String(secondFrom - 1))
  await expect(page.getByText(fromToMessage)).toBeVisible()
  await to.nth(1).fill(String(secondFrom + 10))
  await expect(page.getByText(fromToMessage)).toBeHidden()
  await expect(page.getByText("«1,900» ist mehrdeutig", { exact: false })).toBeVisible()

  // One source: the build's check of the same content words it the same.
  const data = yamlOf<{ price: { vehicleClasses: { from: number; to?: number }[] } }>(
    "content/services/toenung.yaml"
  )
  data.price.vehicleClasses[1]!.to = secondFrom - 10
  const problems = validateWith("content/services/toenung.yaml", data)
  expect(problems).toEqual([
    expect.objectContaining({
      field: "Preis › Fahrzeugklassen › Nr. 2 › Preis bis (CHF)",
      message: fromToMessage,
    }),
  ])

  // A reference without pictures: the message at «Einzelne Bilder», nothing written.
  await page.goto("/admin/#/collections/references/new")
  await entryLoaded(page, "")
  await page.getByLabel("Titel", { exact: true }).fill("Opel Corsa, Tönung")
  await page.getByLabel("Dienstleistung", { exact: true }).click()
  await page.keyboard.type("Scheib")
  await page.getByRole("option", { name: "Scheibentönung" }).click()
  await page.getByRole("button", { name: "Speichern" }).click()
  const noPictures = validateWith("content/references/opel-corsa-toenung.yaml", {
    title: "Opel Corsa, Tönung",
    service: "toenung",
  })[0]!.message
  expect(noPictures).toMatch(/^fehlt: die Referenz hat keine Bilder/)
  await expect(page.getByText(noPictures)).toBeVisible()
  nothingWritten()
  // A picture chosen and then abandoned (the owner leaves without saving): nothing is written or deleted.
  await uploadPicture(page, "Bild wählen", await photo("vorher.jpg", RED))
  await page.goto("/admin/#/collections/references")
  await expect(page.getByRole("link", { name: /Kompaktwagen/ })).toBeVisible()
  nothingWritten()
  consoleErrors.splice(0)
})

/** The problems `validateContent` finds in a copy of the repository's content with `path` holding `data`. */
function validateWith(path: string, data: unknown) {
  const copy = mkdtempSync(join(tmpdir(), "cms-check-"))
  try {
    cpSync(file("content"), join(copy, "content"), { recursive: true })
    writeFileSync(join(copy, path), jsYaml.dump(data))
    return validateContent(join(copy, "content"), copy).problems
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

test("a day is typed and shown as TT.MM.JJJJ, whatever the browser's language, and saved as the file keeps it", async ({
  page,
}) => {
  const name = "content/references/toenung-kleinwagen.yaml"
  await openEditor(page, "#/collections/references/entries/toenung-kleinwagen")
  await entryLoaded(page, /Kleinwagen/)
  const day = page.getByLabel("Datum (optional)")
  await expect(day).toHaveAttribute("placeholder", "TT.MM.JJJJ")
  await expect(page.getByText("Als TT.MM.JJJJ, z. B. 14.05.2026.", { exact: false })).toBeVisible()
  // A day that does not exist: refused at the field, never moved to 3 March; nothing written.
  await day.fill("31.02.2026")
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(day).toBeFocused()
  await expect(page.getByText("Den 31.02.2026 gibt es nicht.", { exact: false })).toBeInViewport()
  nothingWritten()
  await day.fill("14.5.2026")
  await expect(page.getByText("Den 31.02.2026 gibt es nicht.", { exact: false })).toBeHidden()
  await saveAndPublish(page)
  expect(readFileSync(file(name), "utf8")).toMatch(/^date: ["']?2026-05-14["']?$/m)
  expect(validateContent(file("content"), backend.repo).problems).toEqual([])
  // Opened again: the day as the owner writes it.
  await page.goto("/admin/#/collections/references")
  await (await inView(page, page.getByRole("link", { name: /Kleinwagen/ }))).click()
  await expect(page.getByLabel("Datum (optional)")).toHaveValue("14.05.2026")
})

test("a 12 MB camera photo is stored at the site's size; a HEIC photo is refused at once, in German", async ({
  page,
}) => {
  await openEditor(page, "#/collections/references/entries/komplettfolierung-kombi")
  await entryLoaded(page, "Limousine, Komplettfolierung Mattschwarz")
  // A HEIC file (as an iPhone may give one): refused before any upload, with what to do, in a dialog
  // that stays until the owner closes it.
  await page.getByRole("button", { name: "Anderes Bild wählen" }).first().click()
  await page.locator('input[type="file"]').setInputFiles({
    name: "IMG_2041.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.from("....ftypheic"),
  })
  const refusal = page.getByRole("alertdialog", { name: "Bild nicht übernommen" })
  await expect(refusal).toContainText("im Format HEIC")
  await expect(refusal).toContainText("Maximale Kompatibilität")
  await expect(refusal).not.toContainText("ß")
  await refusal.getByRole("button", { name: "Schliessen" }).click()
  await expect(refusal).toBeHidden()
  // The 12 MB photo instead: taken, and stored as a JPEG of at most 2000 pixels.
  const big = await bigPhoto("IMG_2042.jpg")
  expect(big.buffer.length).toBeGreaterThan(12 * 1024 * 1024)
  await page.locator('input[type="file"]').setInputFiles(big)
  await page.getByRole("button", { name: "Ausgewähltes Bild verwenden" }).click()
  await saveAndPublish(page)
  const saved = yamlOf<{ before: { src: string } }>("content/references/komplettfolierung-kombi.yaml")
  expect(saved.before.src).toMatch(/^img-2042-[a-z0-9]{6}\.jpg$/)
  const stored = await describePicture(file(`content/references/${saved.before.src}`))
  expect(stored).toMatchObject({ format: "jpeg", width: 2000, height: 1500 })
  expect(readFileSync(file(`content/references/${saved.before.src}`)).length).toBeLessThan(5 * 1024 * 1024)
})

test("«Beispielangaben» unticked with sample facts left: the editor names them, and still saves", async ({
  page,
}) => {
  await openEditor(page, "#/collections/einstellungen/entries/site")
  await expect(page.getByLabel("Name des Betriebs", { exact: true })).toHaveValue("Glanzwerk Fahrzeugpflege")
  const notice = page.getByRole("status").filter({ hasText: "Noch Beispielangaben" })
  const flag = page.getByRole("switch", { name: /^Beispielangaben/ })
  // Ticked, the field's hint says it all.
  await expect(flag).toHaveAttribute("aria-checked", "true")
  await expect(notice).toHaveCount(0)
  await (await inView(page, flag)).click()
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(
    "Noch Beispielangaben: Telefon, WhatsApp-Nummer, E-Mail-Adresse, Strasse, Instagram-Profil, TikTok-Profil, Webagentur «Studio Seetal», IBAN, Adresse der Website."
  )
  await expect(notice).toContainText("Eine Veröffentlichung auf der Live-Website wird abgelehnt")
  // A fact replaced further down leaves the list at once.
  await (await inView(page, page.getByLabel("Telefon", { exact: true }))).fill("+41 41 921 30 40")
  await expect(notice).toContainText("Noch Beispielangaben: WhatsApp-Nummer, E-Mail-Adresse,")
  // A notice, not a refusal: the draft saves.
  await (await inView(page, page.getByRole("button", { name: "Speichern" }))).click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  const draft = jsYaml.load(git("show", "cms/einstellungen/site:content/site.yaml").stdout) as {
    example?: boolean
    phone: string
  }
  expect(draft).toMatchObject({ example: false, phone: "+41 41 921 30 40" })
  // Ticked again, nothing to warn of.
  await (await inView(page, flag)).click()
  await expect(notice).toHaveCount(0)
})

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("refusals where the owner looks: the voucher's maximum at the amount, a HEIC photo in a dialog that stays", async ({
    page,
  }) => {
    await openEditor(page, "#/collections/seiten/entries/voucher")
    await expect(page.getByLabel("Überschrift", { exact: true }).first()).toHaveValue("Geschenkgutschein")
    await (await inView(page, page.getByRole("button", { name: "Betrag hinzufügen" }))).click()
    const amount = page.getByRole("textbox", { name: "Betrag", exact: true }).last()
    await (await inView(page, amount)).fill("6000")
    await page.getByRole("button", { name: "Speichern" }).click()
    // At the sixth amount, unfolded and focused, not in a toast that goes; once, without a prefix.
    await expect(amount).toBeFocused()
    await expect(amount).toBeInViewport()
    const tooMuch = page.getByText("ist zu gross: höchstens CHF 5000.– pro Gutschein.", { exact: true })
    await expect(tooMuch).toBeInViewport()
    await expect(
      page.getByText(/Nicht gespeichert: .*Nicht gespeichert|fehlgeschlagen: .*zu gross/)
    ).toHaveCount(0)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    nothingWritten()
    await amount.fill("500")
    await expect(tooMuch).toBeHidden()
    await expectNoSidewaysScroll(page)

    // A HEIC photo, chosen in a reference's picture field: the dialog says what to do, until closed.
    await page.goto("about:blank")
    await page.goto("/admin/#/collections/references/entries/komplettfolierung-kombi")
    await entryLoaded(page, "Limousine, Komplettfolierung Mattschwarz")
    await (await inView(page, page.getByRole("button", { name: "Anderes Bild wählen" }).first())).click()
    await page.locator('input[type="file"]').setInputFiles({
      name: "IMG_2041.HEIC",
      mimeType: "image/heic",
      buffer: Buffer.from("....ftypheic"),
    })
    const refusal = page.getByRole("alertdialog", { name: "Bild nicht übernommen" })
    await expect(refusal).toBeInViewport({ ratio: 1 })
    await expect(refusal.getByRole("button", { name: "Schliessen" })).toBeFocused()
    await expect(refusal).toContainText("Maximale Kompatibilität")
    await refusal.getByRole("button", { name: "Schliessen" }).click()
    await expect(refusal).toBeHidden()
    nothingWritten()
  })

  test("«Jetzt veröffentlichen» with a fault: the first field at fault is focused on screen, its message stays until it is right", async ({
    page,
  }) => {
    // The local editor (`npm run cms`) publishes at once, without drafts: Decap's «simple» mode.
    await withoutWorkflow(page)
    await openEditor(page, "#/collections/references/new")
    await entryLoaded(page, "")
    await (await inView(page, page.getByLabel("Titel", { exact: true }))).fill("Opel Corsa, Tönung")
    const publish = async () => {
      await (await inView(page, page.getByRole("button", { name: "Veröffentlichen" }))).click()
      await page.getByRole("menuitem", { name: "Jetzt veröffentlichen" }).click()
    }
    // No service: the first fault, though the pictures are missing too.
    await publish()
    const service = page.getByLabel("Dienstleistung", { exact: true })
    await expect(service).toBeFocused()
    await expect(service).toBeInViewport()
    await expect(page.getByText("Dienstleistung ist erforderlich.")).toBeInViewport()
    await page.keyboard.type("Scheib")
    await page.getByRole("option", { name: "Scheibentönung" }).click()
    await expect(page.getByText("Dienstleistung ist erforderlich.")).toBeHidden()
    // No pictures: the message at «Einzelne Bilder», far below, brought to the screen.
    await publish()
    const noPictures = page.getByText(/^fehlt: die Referenz hat keine Bilder/)
    await expect(noPictures).toBeInViewport()
    await expect(page.locator(":focus")).toBeInViewport()
    // At a field not called «optional»: a pair or single pictures, one of them is needed.
    await expect(page.getByText("Einzelne Bilder", { exact: true })).toBeVisible()
    await expect(page.getByText(/(Einzelne Bilder|Bild vorher|Bild nachher)\s*\(optional\)/)).toHaveCount(0)
    // A picture without its description: that field, required and not called «optional».
    await uploadPicture(page, "Bild wählen", await photo("vorher.jpg", RED))
    await expect(noPictures).toBeHidden()
    await publish()
    const description = page.getByRole("textbox", { name: "Bildbeschreibung", exact: true }).first()
    await expect(description).toBeFocused()
    await expect(description).toBeInViewport()
    await expect(page.getByText("Bildbeschreibung ist erforderlich.")).toBeInViewport()
    await expect(page.getByText(/Bildbeschreibung\s*\(optional\)/i)).toHaveCount(0)
    await description.fill("Ein Opel Corsa vor der Garage")
    await expect(page.getByText("Bildbeschreibung ist erforderlich.")).toBeHidden()
    await expectNoSidewaysScroll(page)
    nothingWritten()
    // Each refused publish ends quietly: no uncaught «undefined» (the fixture fails on any console error).
  })
})
