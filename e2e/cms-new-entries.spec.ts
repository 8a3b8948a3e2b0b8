// A new entry in the web editor always starts empty, and saving it never writes to another entry's
// file: two references in a row through «Veröffentlichen und neuen Beitrag erstellen», each its own
// file with its own pictures; a duplicate is a file of its own. In the local editor (`npm run cms`:
// decap-server on the files, Decap's simple publish mode) on a desktop, and on Git with the editorial
// workflow (as the live site with GitHub) on a phone.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import type { Page } from "@playwright/test"
import { validateContent } from "../src/content/validate"
import {
  addReference,
  describePicture,
  entryLoaded,
  inView,
  openEditor,
  photo,
  publishNow,
  saveAndPublish,
  startBackend,
} from "./cms-harness"
import { expect, test } from "./fixtures"

// In file order, in one worker (the «cms» project); a failed test does not skip the ones after it.
test.describe.configure({ mode: "default" })

const RED = { r: 200, g: 30, b: 30 }
const GREEN = { r: 30, g: 170, b: 60 }
const BLUE = { r: 30, g: 60, b: 200 }

type Reference = { title: string; service: string; before: { src: string }; after: { src: string } }

/** The references in `repo` that are not in content/: file name → contents. */
function newReferences(repo: string): Map<string, Reference> {
  const shipped = new Set(readdirSync(join(__dirname, "..", "content/references")))
  const folder = join(repo, "content/references")
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith(".yaml") && !shipped.has(name))
      .map((name) => [name, jsYaml.load(readFileSync(join(folder, name), "utf8")) as Reference])
  )
}

/** The colours of a reference's two pictures on disk. */
async function coloursOf(repo: string, reference: Reference) {
  const colour = async (src: string) => (await describePicture(join(repo, "content/references", src))).colour
  return [await colour(reference.before.src), await colour(reference.after.src)]
}

/** The form on `…/new` is empty and unchanged: nothing of the entry before it. */
async function expectEmptyNewForm(page: Page) {
  await expect(page).toHaveURL(/#\/collections\/references\/new$/)
  await entryLoaded(page, "")
  await expect(page.getByRole("button", { name: "Anderes Bild wählen" })).toHaveCount(0)
  await expect(page.getByRole("textbox", { name: "Bildbeschreibung" }).first()).toHaveValue("")
  await expect(page.getByText("Ungespeicherte Änderungen")).toHaveCount(0)
  // Not «Änderungen gespeichert»: nothing of it is saved yet.
  await expect(page.getByText("Neu, noch nicht gespeichert")).toBeVisible()
}

/**
 * Two references in a row, the second started by `publishAndNew` (which publishes the first through
 * «… und neuen Beitrag erstellen»), the second published by `publish`: each its own file, with its
 * own pictures, and the first not touched by the second.
 */
async function twoReferencesInARow(
  page: Page,
  repo: string,
  publishAndNew: () => Promise<void>,
  publish: () => Promise<void>
) {
  const dialogs = await openEditor(page, "#/collections/references/new")
  await addReference(page, "Mazda MX-5, Aufbereitung", "Fahrzeugaufbereitung", [
    [await photo("vorher.jpg", RED), "Ein roter Mazda mit stumpfem Lack"],
    [await photo("nachher.jpg", GREEN), "Derselbe Mazda, poliert"],
  ])
  await publishAndNew()
  const first = join(repo, "content/references/mazda-mx-5-aufbereitung.yaml")
  await expect.poll(() => existsSync(first)).toBe(true)
  const firstAsPublished = readFileSync(first, "utf8")
  await expectEmptyNewForm(page)

  await addReference(page, "Fiat 500, Scheibentönung", "Scheibentönung", [
    [await photo("vorher.jpg", BLUE), "Ein blauer Fiat 500 ohne Tönung"],
    [await photo("nachher.jpg", RED), "Derselbe Fiat mit getönten Scheiben hinten"],
  ])
  await publish()
  await expect(page).toHaveURL(/#\/collections\/references\/entries\/fiat-500-scheibentonung$/)
  await expect.poll(() => newReferences(repo).size).toBe(2)

  const references = newReferences(repo)
  expect([...references.keys()].sort()).toEqual([
    "fiat-500-scheibentonung.yaml",
    "mazda-mx-5-aufbereitung.yaml",
  ])
  expect(readFileSync(first, "utf8")).toBe(firstAsPublished)
  const mazda = references.get("mazda-mx-5-aufbereitung.yaml")!
  const fiat = references.get("fiat-500-scheibentonung.yaml")!
  expect(mazda).toMatchObject({ title: "Mazda MX-5, Aufbereitung", service: "aufbereitung" })
  expect(fiat).toMatchObject({ title: "Fiat 500, Scheibentönung", service: "toenung" })
  expect(await coloursOf(repo, mazda)).toEqual(["red", "green"])
  expect(await coloursOf(repo, fiat)).toEqual(["blue", "red"])
  expect(new Set([mazda.before.src, mazda.after.src, fiat.before.src, fiat.after.src]).size).toBe(4)
  expect(validateContent(join(repo, "content"), repo).problems).toEqual([])
  // Nothing of the first was kept on the device as an unsaved draft of the second.
  expect(dialogs.filter((message) => message.includes("nicht gespeicherten Entwurf"))).toEqual([])
}

test.describe("the local editor (files, simple publish mode)", () => {
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("fs")
  })
  test.afterAll(() => backend?.stop())

  test("two new references in a row through «… und neuen Beitrag erstellen»: each its own file and pictures", async ({
    page,
  }) => {
    await twoReferencesInARow(
      page,
      backend.repo,
      () => publishNow(page, "Veröffentlichen und neuen Beitrag erstellen"),
      () => publishNow(page)
    )
  })

  test("a duplicate is a new entry: its own file, the original untouched", async ({ page }) => {
    const original = join(backend.repo, "content/references/mazda-mx-5-aufbereitung.yaml")
    const before = readFileSync(original, "utf8")
    await openEditor(page, "#/collections/references/entries/mazda-mx-5-aufbereitung")
    await entryLoaded(page, "Mazda MX-5, Aufbereitung")
    await (await inView(page, page.getByRole("button", { name: "Veröffentlicht", exact: true }))).click()
    await page.getByRole("menuitem", { name: "Duplizieren" }).click()
    await expect(page).toHaveURL(/#\/collections\/references\/new$/)
    // Until Decap has made the new, empty draft (asynchronously) and put the copy in it, the form still
    // shows the original's draft, saved («Änderungen gespeichert»), and what is typed there is replaced
    // by the copy (seen once under load). The copy is unsaved from the start.
    await expect(page.getByRole("link", { name: /Zurück zur Liste/ })).toContainText(
      "Ungespeicherte Änderungen"
    )
    await entryLoaded(page, "Mazda MX-5, Aufbereitung")
    // Once the copy has its pictures (Decap fills the form again when they come), the new title.
    await page.waitForLoadState("networkidle")
    const title = page.getByLabel("Titel", { exact: true })
    await title.fill("Mazda MX-5, Aufbereitung Innenraum")
    await expect(title).toHaveValue("Mazda MX-5, Aufbereitung Innenraum")
    await publishNow(page)
    await expect(page).toHaveURL(/entries\/mazda-mx-5-aufbereitung-innenraum$/)
    const copy = jsYaml.load(
      readFileSync(join(backend.repo, "content/references/mazda-mx-5-aufbereitung-innenraum.yaml"), "utf8")
    ) as Reference
    expect(copy).toMatchObject({ title: "Mazda MX-5, Aufbereitung Innenraum", service: "aufbereitung" })
    expect(readFileSync(original, "utf8")).toBe(before)
    expect(validateContent(join(backend.repo, "content"), backend.repo).problems).toEqual([])
  })
})

test.describe("Git with the editorial workflow (as the live site), on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("git")
  })
  test.afterAll(() => backend?.stop())

  test("two new references in a row through «… und neuen Beitrag erstellen»: each its own file and pictures", async ({
    page,
  }) => {
    await twoReferencesInARow(
      page,
      backend.repo,
      () => saveAndPublish(page, "Veröffentlichen und neuen Beitrag erstellen"),
      () => saveAndPublish(page)
    )
    expect(backend.git("status", "--porcelain").stdout).toBe("")
  })
})
