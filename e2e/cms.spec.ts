// The owner's web editor at /admin/, end to end and offline: Decap CMS from the built site and its
// local backend on a throwaway Git repository (cms-harness.ts). What the owner does, on a desktop and
// on a phone: change a price, add a question, add references with photos straight from a camera,
// save, publish, correct a mistake; what must follow: the files in Git as the build accepts them,
// each reference with its own pictures, nothing written that the build would refuse, and a rebuilt
// site showing the changes.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { validateContent } from "../src/content/validate"
import {
  addReference,
  bigPhoto,
  buildWith,
  describePicture,
  entryLoaded,
  expectNoSidewaysScroll,
  inView,
  openEditor,
  photo,
  saveAndPublish,
  startBackend,
  uploadPicture,
} from "./cms-harness"
import { expect, test } from "./fixtures"

// In file order, in one worker (the «cms» project); a failed test does not skip the ones after it: the
// worker restarts and beforeAll starts a fresh backend. The last test builds what the tests before it
// wrote, and says so when they did not.
test.describe.configure({ mode: "default" })

let backend: Awaited<ReturnType<typeof startBackend>>
const git = (...args: string[]) => backend.git(...args)
const file = (path: string) => join(backend.repo, path)
const yamlOf = <T = Record<string, unknown>>(path: string) =>
  jsYaml.load(readFileSync(file(path), "utf8")) as T
/** The draft branches and the changed files: what the editor has written so far. */
const written = () => ({
  drafts: git("branch", "--list", "cms/*").stdout.trim(),
  files: git("status", "--porcelain").stdout,
})
/** What the editor had written when the test began (an earlier test may have saved a draft). */
let before: ReturnType<typeof written>
/** No new draft branch and nothing changed: the editor wrote nothing during this test. */
const nothingWritten = () => expect(written()).toEqual(before)

const RED = { r: 200, g: 30, b: 30 }
const GREEN = { r: 30, g: 170, b: 60 }
const BLUE = { r: 30, g: 60, b: 200 }

test.beforeAll(async () => {
  backend = await startBackend()
})

test.afterAll(() => backend?.stop())

test.beforeEach(() => {
  before = written()
})

test("/admin redirects to the editor, which starts in German with the site's collections", async ({
  page,
  request,
}) => {
  const response = await request.get("/admin", { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe("/admin/")
  await openEditor(page)
  await expect(page.getByText("Inhalte", { exact: true })).toBeVisible()
  for (const collection of ["Betrieb und Rahmen", "Seiten", "Dienstleistungen", "Referenzen"]) {
    await expect(page.getByRole("link", { name: collection })).toBeVisible()
  }
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
  await expect(page.getByText(`${sections.length} Abschnitte`, { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Abschnitt hinzufügen", exact: true })).toBeVisible()
})

test("a required field left empty shows Decap's German error and saves nothing", async ({
  page,
  consoleErrors,
}) => {
  await openEditor(page, "#/collections/services/entries/aufbereitung")
  await entryLoaded(page, "Fahrzeugaufbereitung")
  await page.getByLabel("Titel", { exact: true }).fill("")
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(page.getByText(/Titel ist erforderlich/i)).toBeVisible()
  await expect(
    page.getByText("Nicht gespeichert: Bitte füllen Sie die rot markierten Felder aus.")
  ).toBeVisible()
  nothingWritten()
  // Decap refuses the save by rejecting a promise without a reason; the page reports «undefined».
  expect(consoleErrors).toEqual(["undefined"])
  consoleErrors.splice(0)
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
  expect(consoleErrors.every((error) => error === "undefined")).toBe(true)
  consoleErrors.splice(0)

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

test("price, a new question and a new picture: saved, published, valid", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/toenung")
  await entryLoaded(page, "Scheibentönung")
  // The smallest vehicle class's «from» is the «ab» price on the page; a comma is read as Swiss cents.
  await page.getByLabel("Preis von (CHF)").first().fill("310,50")
  await page.getByRole("button", { name: "frage hinzufügen" }).click()
  await page.getByLabel("Frage", { exact: true }).last().fill("Wie lange hält eine Tönungsfolie?")
  await page
    .getByLabel("Antwort", { exact: true })
    .last()
    .fill("Viele Jahre. Ich gebe Ihnen die Garantie des Herstellers schriftlich.")
  await uploadPicture(page, "Anderes Bild wählen", await photo("werkstatt.jpg", BLUE))
  await saveAndPublish(page)

  // One commit on main, with a German message; the picture lies next to the YAML that names it.
  expect(git("log", "--format=%s", "-1", "main").stdout.trim()).toBe(
    "Inhalt geändert: Dienstleistung «toenung»"
  )
  const saved = yamlOf<{
    price: { vehicleClasses: { from: number }[] }
    faq: { question: string }[]
    image: { src: string }
  }>("content/services/toenung.yaml")
  expect(saved.price.vehicleClasses[0]?.from).toBe(310.5)
  expect(saved.faq.at(-1)?.question).toBe("Wie lange hält eine Tönungsfolie?")
  expect(saved.image.src).toMatch(/^werkstatt-[a-z0-9]{6}\.jpg$/)
  expect(await describePicture(file(`content/services/${saved.image.src}`))).toMatchObject({ colour: "blue" })
  expect(readFileSync(file("content/services/toenung.yaml"), "utf8")).not.toMatch(/: ""$/m)
  expect(validateContent(file("content"), backend.repo).problems).toEqual([])
})

test("a film added in the editor is saved, valid, and named in «Farbe wählen» after the rebuild", async ({
  page,
}) => {
  await openEditor(page, "#/collections/einstellungen/entries/films")
  await expect(page.getByLabel("Überschrift", { exact: true }).first()).toHaveValue("Farbe wählen")
  await (await inView(page, page.getByRole("button", { name: /^Folie hinzufügen$/i }))).click()
  await (await inView(page, page.getByLabel("Farbname", { exact: true }).last())).fill("Gloss Passion Red")
  await page.getByLabel("Hersteller", { exact: true }).last().fill("Oracal")
  await page.getByLabel("Produktlinie", { exact: true }).last().fill("970RA Premium Wrapping Cast")
  await (await inView(page, page.getByLabel("Oberfläche", { exact: true }).last())).click()
  await page.getByRole("option", { name: "Glänzend", exact: true }).click()
  await (await inView(page, page.getByRole("button", { name: /^Farbe hinzufügen$/i }).last())).click()
  // Picked in the colour field beside it, written as its code.
  await page.getByLabel("Farbe: im Farbfeld wählen").last().fill("#c1121f")
  await expect(page.getByLabel("Farbe", { exact: true }).last()).toHaveValue("#c1121f")
  await saveAndPublish(page)

  const saved = yamlOf<{ wrap: { films: Record<string, unknown>[] } }>("content/folien.yaml")
  expect(saved.wrap.films.at(-1)).toEqual({
    name: "Gloss Passion Red",
    manufacturer: "Oracal",
    line: "970RA Premium Wrapping Cast",
    finish: "glaenzend",
    colours: ["#c1121f"],
  })
  expect(validateContent(file("content"), backend.repo).problems).toEqual([])
})

test("a correction back to the published value is a change, and it saves", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/toenung")
  await entryLoaded(page, "Scheibentönung")
  const from = page.getByLabel("Preis von (CHF)").first()
  await expect(from).toHaveValue("310.50")
  await from.fill("333")
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  // Back to the published 310.50: Decap used to call this «no change» and keep 333.
  await from.fill("310.50")
  await expect(page.getByText("Ungespeicherte Änderungen")).toBeVisible()
  await expect(page.getByRole("button", { name: "Speichern" })).toBeEnabled()
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  const draft = git("show", "cms/services/toenung:content/services/toenung.yaml").stdout
  expect(
    (jsYaml.load(draft) as { price: { vehicleClasses: { from: number }[] } }).price.vehicleClasses[0]?.from
  ).toBe(310.5)
  await page.getByRole("button", { name: "Status: Entwurf" }).click()
  await page.getByRole("menuitem", { name: "Abgeschlossen" }).click()
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByRole("menuitem", { name: "Jetzt veröffentlichen" }).click()
  await expect(page.getByRole("button", { name: "Veröffentlicht", exact: true })).toBeVisible()
})

test("two references with photos named alike keep their own; a deleted one takes its photos along", async ({
  page,
}) => {
  const dialogs = await openEditor(page, "#/collections/references/new")
  await addReference(page, "VW Golf, Komplettfolierung Mattschwarz", "Komplettfolierung", [
    [await photo("vorher.jpg", RED), "Ein roter VW Golf vor der Garage"],
    [await photo("nachher.jpg", GREEN), "Derselbe Golf in grüner Folie"],
  ])
  await saveAndPublish(page)
  // The next one as the owner starts it: back to the list, then «＋ Referenz».
  await page.getByRole("link", { name: /Zurück zur Liste «Referenzen»/ }).click()
  await page.getByRole("link", { name: /Referenz erstellen/ }).click()
  await addReference(page, "Audi A3, Aufbereitung", "Fahrzeugaufbereitung", [
    [await photo("vorher.jpg", BLUE), "Ein blauer Audi A3 mit stumpfem Lack"],
    [await photo("nachher.jpg", RED), "Derselbe Audi, poliert"],
  ])
  await saveAndPublish(page)
  // Never «vorher.jpg already exists. Do you want to replace it?».
  expect(dialogs.filter((message) => /exist|ersetzen/i.test(message))).toEqual([])

  type Reference = { before: { src: string }; after: { src: string } }
  const golf = yamlOf<Reference>("content/references/vw-golf-komplettfolierung-mattschwarz.yaml")
  const audi = yamlOf<Reference>("content/references/audi-a3-aufbereitung.yaml")
  const colour = async (src: string) => (await describePicture(file(`content/references/${src}`))).colour
  expect([await colour(golf.before.src), await colour(golf.after.src)]).toEqual(["red", "green"])
  expect([await colour(audi.before.src), await colour(audi.after.src)]).toEqual(["blue", "red"])
  expect(new Set([golf.before.src, golf.after.src, audi.before.src, audi.after.src]).size).toBe(4)
  // Nothing was deleted on the way.
  expect(git("log", "--diff-filter=D", "--name-only", "--format=", "main").stdout.trim()).toBe("")
  expect(validateContent(file("content"), backend.repo).problems).toEqual([])

  // The Audi goes again, and its two photos with it; the Golf keeps its own.
  await page.goto("/admin/#/collections/references/entries/audi-a3-aufbereitung")
  await entryLoaded(page, "Audi A3, Aufbereitung")
  await page.getByRole("button", { name: "Veröffentlichten Beitrag löschen" }).click()
  await expect(page).toHaveURL(/#\/collections\/references$/)
  await expect.poll(() => existsSync(file("content/references/audi-a3-aufbereitung.yaml"))).toBe(false)
  expect(existsSync(file(`content/references/${audi.before.src}`))).toBe(false)
  expect(existsSync(file(`content/references/${audi.after.src}`))).toBe(false)
  expect(existsSync(file(`content/references/${golf.before.src}`))).toBe(true)
  expect(validateContent(file("content"), backend.repo).problems).toEqual([])
})

test("a day is typed and shown as TT.MM.JJJJ, whatever the browser's language, and saved as the file keeps it", async ({
  page,
  consoleErrors,
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
  expect(consoleErrors.every((error) => error === "undefined")).toBe(true)
  consoleErrors.splice(0)
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
  const dialogs = await openEditor(
    page,
    "#/collections/references/entries/vw-golf-komplettfolierung-mattschwarz"
  )
  await entryLoaded(page, "VW Golf, Komplettfolierung Mattschwarz")
  // A HEIC file (as an iPhone may give one): refused before any upload, with what to do.
  await page.getByRole("button", { name: "Anderes Bild wählen" }).first().click()
  await page.locator('input[type="file"]').setInputFiles({
    name: "IMG_2041.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.from("....ftypheic"),
  })
  await expect.poll(() => dialogs.join("\n")).toContain("im Format HEIC")
  expect(dialogs.join("\n")).toContain("Maximale Kompatibilität")
  expect(dialogs.join("\n")).not.toContain("ß")
  // The 12 MB photo instead: taken, and stored as a JPEG of at most 2000 pixels.
  const big = await bigPhoto("IMG_2042.jpg")
  expect(big.buffer.length).toBeGreaterThan(12 * 1024 * 1024)
  await page.locator('input[type="file"]').setInputFiles(big)
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click()
  await saveAndPublish(page)
  const saved = yamlOf<{ before: { src: string } }>(
    "content/references/vw-golf-komplettfolierung-mattschwarz.yaml"
  )
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

  test("«Jetzt veröffentlichen» with a fault: the first field at fault is focused on screen, its message stays until it is right", async ({
    page,
    consoleErrors,
  }) => {
    // The local editor (`npm run cms`) publishes at once, without drafts: Decap's «simple» mode.
    await page.route("**/admin/cms-config.js", async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('"editorial_workflow"', '"simple"')
      expect(body).toContain('"publish_mode": "simple"')
      await route.fulfill({ response, body })
    })
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
    // Decap refuses each publish by rejecting a promise without a reason; the page reports «undefined».
    expect(consoleErrors.every((error) => error === "undefined")).toBe(true)
    consoleErrors.splice(0)
  })

  test("open an entry and change a price, without panning sideways", async ({ page }) => {
    await openEditor(page, "#/collections/services")
    await expectNoSidewaysScroll(page)
    await (await inView(page, page.getByRole("link", { name: /Komplettfolierung/ }))).click()
    await entryLoaded(page, "Komplettfolierung")
    await expectNoSidewaysScroll(page)
    await (await inView(page, page.getByLabel("Preis von (CHF)").first())).fill("2'950.–")
    await expectNoSidewaysScroll(page)
    await saveAndPublish(page)
    await expectNoSidewaysScroll(page)
    const saved = yamlOf<{ price: { vehicleClasses: { from: number }[] } }>(
      "content/services/komplettfolierung.yaml"
    )
    expect(saved.price.vehicleClasses[0]?.from).toBe(2950)
  })

  test("add a reference with two photos from the gallery and publish it, without panning sideways", async ({
    page,
  }) => {
    await openEditor(page, "#/collections/references/new")
    await expectNoSidewaysScroll(page)
    await addReference(page, "Skoda Octavia, Teilfolierung Dach", "Teilfolierung", [
      [await photo("IMG_3001.jpg", GREEN, 3024, 4032), "Ein Skoda Octavia mit weissem Dach"],
      [await photo("IMG_3002.jpg", BLUE, 3024, 4032), "Derselbe Skoda mit schwarz foliertem Dach"],
    ])
    await expectNoSidewaysScroll(page)
    await saveAndPublish(page)
    await expectNoSidewaysScroll(page)
    const saved = yamlOf<{ before: { src: string }; after: { src: string } }>(
      "content/references/skoda-octavia-teilfolierung-dach.yaml"
    )
    expect(await describePicture(file(`content/references/${saved.after.src}`))).toMatchObject({
      colour: "blue",
      width: 1500,
      height: 2000,
    })
    expect(validateContent(file("content"), backend.repo).problems).toEqual([])
  })
})

test("the site rebuilt from the edited content shows the new prices and references", () => {
  expect(
    yamlOf<{ price: { vehicleClasses: { from: number }[] } }>("content/services/toenung.yaml").price
      .vehicleClasses[0]?.from,
    "builds what the tests above wrote: one of them failed or did not run"
  ).toBe(310.5)
  const page = buildWith(file("content"))
  expect(page("dienstleistungen/toenung.html")).toContain("ab CHF 310.50")
  // The descriptions for search engines say the new prices: «{price}» in them follows «Preis».
  const description = (html: string) =>
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replaceAll("&#x27;", "'")
  expect(description(page("dienstleistungen/toenung.html"))).toMatch(/Ab CHF 310\.50\.$/)
  expect(description(page("dienstleistungen/komplettfolierung.html"))).toMatch(/Ab CHF 2'950\.–\.$/)
  expect(page("dienstleistungen/toenung.html")).toContain("Wie lange hält eine Tönungsfolie?")
  const home = page("index.html")
  expect(home).toContain("VW Golf, Komplettfolierung Mattschwarz")
  expect(home).toContain("Skoda Octavia, Teilfolierung Dach")
  // Each with its own pictures, described as the owner described them.
  expect(home).toContain("Ein roter VW Golf vor der Garage")
  expect(home).toContain("Derselbe Skoda mit schwarz foliertem Dach")
  expect(home).not.toContain("Audi A3, Aufbereitung")
  // The film the editor added, in the list «Farbe wählen» shows before its code comes.
  expect(page("dienstleistungen/komplettfolierung.html")).toContain("Gloss Passion Red")
})
