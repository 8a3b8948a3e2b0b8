// The owner's web editor at /admin/, end to end and offline: Decap CMS from the built site and its
// local backend on a throwaway Git repository (cms-harness.ts). What the owner does, on a desktop and
// on a phone: change a price, add a question, a film and references with photos straight from a camera,
// save, publish, correct a mistake; what must follow: the files in Git as the build accepts them,
// each reference with its own pictures, and a rebuilt site showing the changes. (What the editor
// refuses, and how it names things: cms-fields.spec.ts.)
import { existsSync, readFileSync } from "node:fs"
import jsYaml from "js-yaml"
import { validateContent } from "../src/content/validate"
import {
  addReference,
  BLUE,
  buildWith,
  describePicture,
  entryLoaded,
  expectNoSidewaysScroll,
  GREEN,
  inView,
  openEditor,
  photo,
  publishDraft,
  RED,
  repository,
  saveAndPublish,
  serveBuilt,
  startBackend,
  type Backend,
  uploadPicture,
} from "./cms-harness"
import { LOCAL_CMS_BACKEND } from "../plugins/gatsby-plugin-netlify-output/csp"
import { CALENDAR_TODAY } from "./contact-form"
import { expect, test } from "./fixtures"

// In file order, in one worker; a failed test does not skip the ones after it: the worker restarts
// and beforeAll starts a fresh backend. The last test builds what the tests before it wrote, and says
// so when they did not.
test.describe.configure({ mode: "default" })

let backend: Backend
const git = (...args: string[]) => backend.git(...args)
const { file, yamlOf } = repository(() => backend)

test.beforeAll(async () => {
  backend = await startBackend()
})

test.afterAll(() => backend?.stop())

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
  await publishDraft(page)
})

test("two references with photos named alike keep their own; a deleted one takes its photos along", async ({
  page,
}) => {
  const dialogs = await openEditor(page, "#/collections/references/new")
  await addReference(page, "VW Golf, Komplettfolierung Mattschwarz", "Komplettfolierung", [
    [await photo("vorher.jpg", RED), "Ein roter VW Golf vor der Garage"],
    [await photo("nachher.jpg", GREEN), "Derselbe Golf in grüner Folie"],
  ])
  // Decap reads the published entry back after publishing. On a slow connection that answer comes
  // after the owner has moved on: it is held here until the next new form is open.
  let releaseGolf = () => {}
  const golfHeld = new Promise<void>((resolve) => (releaseGolf = resolve))
  let published = false
  const readsGolf = (body: string | null) =>
    /"action":"getEntry"/.test(body ?? "") && /vw-golf-komplettfolierung-mattschwarz/.test(body ?? "")
  await page.route(`${LOCAL_CMS_BACKEND}/api/v1`, async (route) => {
    const body = route.request().postData()
    if (published && readsGolf(body)) await golfHeld
    if (/"action":"publishUnpublishedEntry"/.test(body ?? "")) published = true
    await route.fallback()
  })
  await saveAndPublish(page)
  // The next one as the owner starts it: back to the list, then «＋ Referenz». Not by the editor's
  // back link: while the held reading is pending, Decap may already show «Beitrag laden…» in its
  // place (in one fresh-clone run it did, and the link never came back); the address goes the same way.
  await page.evaluate(() => (location.hash = "#/collections/references"))
  await page.getByRole("link", { name: /Referenz erstellen/ }).click()
  await entryLoaded(page, "")
  const answered = page.waitForEvent("requestfinished", {
    predicate: (request) => readsGolf(request.postData()),
    timeout: 60_000,
  })
  releaseGolf()
  await answered
  // Decap reads the answer and renders: a moment later the form is as it stays.
  await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(done), 200)))
  // The published Golf's late answer stays out of the new form (it used to fill it, pictures and all).
  await expect(page.getByRole("button", { name: "Bild wählen", exact: true })).toHaveCount(2)
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("")
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

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

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

  test("mark a week «ausgebucht» in the calendar and publish it, without panning sideways", async ({
    page,
  }) => {
    await openEditor(page, "#/collections/einstellungen/entries/calendar")
    await expect(page.getByLabel("Überschrift", { exact: true })).toHaveValue("Nächster freier Termin")
    await expectNoSidewaysScroll(page)
    await (await inView(page, page.getByRole("button", { name: /^Woche hinzufügen$/i }))).click()
    await (await inView(page, page.getByLabel("Woche", { exact: true }).last())).fill("21.12.2026")
    await (await inView(page, page.getByLabel("Stand", { exact: true }).last())).click()
    await page.getByRole("option", { name: "Ausgebucht", exact: true }).click()
    await expectNoSidewaysScroll(page)
    await saveAndPublish(page)
    const saved = yamlOf<{ weeks: { week: unknown; status: string }[] }>("content/kalender.yaml")
    expect(saved.weeks.at(-1)).toEqual({ week: expect.anything(), status: "ausgebucht" })
    expect(readFileSync(file("content/kalender.yaml"), "utf8")).toMatch(
      /week: ["']?2026-12-21["']?\n\s+status: ausgebucht/
    )
    expect(validateContent(file("content"), backend.repo).problems).toEqual([])
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

test("the site rebuilt from the edited content shows the new prices, references and next free date", async ({
  page: browser,
}) => {
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
  // The week marked «ausgebucht» on the phone: the two days of an Aufbereitung no longer fit before
  // Christmas (before the edit: «ab Montag, 21. Dezember», e2e/calendar.spec.ts), in the browser.
  await browser.clock.setSystemTime(CALENDAR_TODAY)
  await serveBuilt(page.dir, async (url) => {
    await browser.goto(`${url}/dienstleistungen/aufbereitung`)
    await expect(browser.locator("[data-next-free]")).toHaveText(
      "Nächster freier Termin: ab Montag, 4. Januar 2027"
    )
  })
})
