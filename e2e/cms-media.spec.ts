// The media library cannot break the site (plugins/gatsby-plugin-admin/editor/backends.ts): it lists
// pictures only, never the YAML files or the owner's guide beside them; a picture an entry (or a
// draft) still names is not deleted, and the refusal names the entry; an unused picture is. In the
// local editor (decap-server on the files) and on Git with the editorial workflow (as the live site).
import { existsSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import {
  entryLoaded,
  expectNoSidewaysScroll,
  inView,
  openEditor,
  photo,
  startBackend,
  uploadPicture,
} from "./cms-harness"
import { expect, test } from "./fixtures"

// In file order, in one worker (the «cms» project); a failed test does not skip the ones after it.
test.describe.configure({ mode: "default" })

const UNUSED = "content/references/unbenutzt.jpg"
const IN_USE = "content/references/toenung-vorher.jpg"
const IN_USE_BY = "Referenz «Roter Kleinwagen, hintere Scheiben getönt»"

/** «Medien», opened from a list of entries. */
async function openMedia(page: Page) {
  await page.getByRole("button", { name: "Medien" }).click()
  await expect(page.getByRole("heading", { name: "Medien" })).toBeVisible()
}

/** The media library narrowed to the files whose names hold `text` (its list shows only what fits). */
async function search(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Suchen..." })
  await box.fill(text)
  await box.press("Enter")
}

/**
 * Pictures only: the references' pictures are listed (with `everywhere`, those of the services too),
 * their YAML files and the owner's guide not.
 */
async function expectPicturesOnly(page: Page, everywhere: boolean) {
  await search(page, "aufbereitung")
  await expect(page.getByText("aufbereitung-vorher.jpg", { exact: true })).toBeVisible()
  await expect(page.getByText("aufbereitung.jpg", { exact: true })).toHaveCount(everywhere ? 1 : 0)
  await expect(page.getByText("aufbereitung-golf.yaml")).toHaveCount(0)
  await expect(page.getByText("aufbereitung.yaml")).toHaveCount(0)
  for (const name of ["testimonials", "README", "yaml"]) {
    await search(page, name)
    await expect(page.getByText(/\.(yaml|md)$/)).toHaveCount(0)
  }
}

/** Selects the picture `name` in the open media library and asks to delete it (the owner confirms). */
async function deletePicture(page: Page, name: string) {
  await search(page, name.replace(/\.jpg$/, ""))
  await page.getByText(name, { exact: true }).click()
  await page.getByRole("button", { name: "Ausgewähltes Bild löschen" }).click()
}

/**
 * The refusal to delete the picture `name`, used `by` an entry: in a dialog above the media library
 * that stays until the owner closes it (Decap's toast, which goes after 8 s, only repeats it).
 */
async function expectRefused(page: Page, name: string, by: string) {
  const refusal = page.getByRole("alertdialog", { name: "Nicht gelöscht" })
  await expect(refusal).toContainText(
    `Das Bild «${name}» wird noch verwendet: ${by}. Entfernen Sie es zuerst dort, dann können Sie es löschen.`
  )
  await expect(refusal).toBeInViewport({ ratio: 1 })
  // Not dimmed behind the media library: the dialog is what lies on top where it is shown.
  await expect
    .poll(() =>
      refusal.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2))
      })
    )
    .toBe(true)
  await refusal.getByRole("button", { name: "Schliessen" }).click()
  await expect(refusal).toBeHidden()
}

test.describe("the local editor (files), on a phone", () => {
  // The refusals must be found where the owner is: on a phone, in the dialog over the media library.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("fs")
    writeFileSync(join(backend.repo, UNUSED), (await photo("unbenutzt.jpg", { r: 90, g: 90, b: 90 })).buffer)
  })
  test.afterAll(() => backend?.stop())

  test("«Medien» lists pictures only; one in use stays with the entry named, an unused one goes", async ({
    page,
    consoleErrors,
  }) => {
    const dialogs = await openEditor(page, "#/collections/references")
    await openMedia(page)
    await expectPicturesOnly(page, true)

    await deletePicture(page, "toenung-vorher.jpg")
    await expectRefused(page, "toenung-vorher.jpg", IN_USE_BY)
    expect(dialogs).toEqual(["Soll das ausgewählte Bild wirklich gelöscht werden?"])
    expect(existsSync(join(backend.repo, IN_USE))).toBe(true)
    await expect(page.getByText("toenung-vorher.jpg", { exact: true })).toBeVisible()
    // Decap reports the refused deletion in the console too.
    expect(consoleErrors.length).toBeGreaterThan(0)
    consoleErrors.splice(0)

    await deletePicture(page, "unbenutzt.jpg")
    await expect.poll(() => existsSync(join(backend.repo, UNUSED))).toBe(false)
    await expect(page.getByText("unbenutzt.jpg", { exact: true })).toHaveCount(0)

    // An upload here would land in content/ itself, where no page reads it: refused, with where to do it.
    await page.locator('input[type="file"]').setInputFiles(await photo("neu.jpg", { r: 200, g: 200, b: 0 }))
    const refusal = page.getByRole("alertdialog", { name: "Nicht hochgeladen" })
    await expect(refusal).toContainText("Laden Sie es im Beitrag hoch, der es zeigen soll")
    await expect(refusal).toBeInViewport({ ratio: 1 })
    await refusal.getByRole("button", { name: "Schliessen" }).click()
    expect(
      readdirSync(join(backend.repo, "content")).filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    ).toEqual([])
    await expectNoSidewaysScroll(page)
    consoleErrors.splice(0)
  })
})

test.describe("Git with the editorial workflow (as the live site)", () => {
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("git")
    writeFileSync(join(backend.repo, UNUSED), (await photo("unbenutzt.jpg", { r: 90, g: 90, b: 90 })).buffer)
    backend.git("add", UNUSED)
    backend.git("commit", "-q", "-m", "Ein Bild, das keine Referenz zeigt")
  })
  test.afterAll(() => backend?.stop())

  test("a picture a draft names, or a published entry, stays; the field's library lists pictures only", async ({
    page,
    consoleErrors,
  }) => {
    // A new reference, saved as a draft, shows the unused picture: chosen from the field's library.
    await openEditor(page, "#/collections/references/new")
    await entryLoaded(page, "")
    await page.getByLabel("Titel", { exact: true }).fill("Opel Astra, Teilfolierung")
    await page.getByLabel("Dienstleistung", { exact: true }).click()
    await page.keyboard.type("Teilfo")
    await page.getByRole("option", { name: "Teilfolierung" }).click()
    await (await inView(page, page.getByRole("button", { name: "Bild wählen", exact: true }).first())).click()
    await expectPicturesOnly(page, false)
    await search(page, "unbenutzt")
    await page.getByText("unbenutzt.jpg", { exact: true }).click()
    await page.getByRole("button", { name: "Ausgewähltes Bild verwenden" }).click()
    const alt = page.getByRole("textbox", { name: "Bildbeschreibung" })
    await (await inView(page, alt.first())).fill("Ein grauer Opel vor der Arbeit")
    await uploadPicture(page, "Bild wählen", await photo("nachher.jpg", { r: 30, g: 60, b: 200 }))
    await (await inView(page, alt.nth(1))).fill("Derselbe Opel mit schwarzem Dach")
    await page.getByRole("button", { name: "Speichern" }).click()
    await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
    // Decap reads the new draft again, then moves to its address: leaving before would bring us back.
    await expect(page).toHaveURL(/entries\/opel-astra-teilfolierung$/)
    expect(backend.git("branch", "--list", "cms/*").stdout).toContain(
      "cms/references/opel-astra-teilfolierung"
    )

    await page.getByRole("link", { name: /Zurück zur Liste «Referenzen»/ }).click()
    await openMedia(page)
    await expectPicturesOnly(page, true)
    await deletePicture(page, "unbenutzt.jpg")
    await expectRefused(page, "unbenutzt.jpg", "Referenz «Opel Astra, Teilfolierung» (Entwurf)")
    await deletePicture(page, "toenung-vorher.jpg")
    await expectRefused(page, "toenung-vorher.jpg", IN_USE_BY)
    expect(existsSync(join(backend.repo, UNUSED))).toBe(true)
    expect(existsSync(join(backend.repo, IN_USE))).toBe(true)
    expect(backend.git("log", "--diff-filter=D", "--name-only", "--format=", "main").stdout.trim()).toBe("")
    consoleErrors.splice(0)
  })
})
