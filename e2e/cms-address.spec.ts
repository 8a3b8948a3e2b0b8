// The editor shows, saves and deletes the entry its address names (plugins/gatsby-plugin-admin/
// editor/address.ts and hooks.ts): whatever moves the address to another entry (Back, Forward, the
// swipe back of a phone, a pasted address), the form is that entry, read afresh; «Beitrag löschen»
// names it and deletes it alone; a page's form never lies over a service's fields. In the local
// editor (decap-server on the files, as `npm run cms`) and on Git with the editorial workflow (as the
// live site).
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import {
  addReference,
  entryLoaded,
  expectNoSidewaysScroll,
  GREEN,
  inView,
  openEditor,
  photo,
  publishDraft,
  publishNow,
  RED,
  startBackend,
  type Backend,
} from "./cms-harness"
import { expect, test } from "./fixtures"

// In file order, in one worker (the «cms» project); a failed test does not skip the ones after it.
test.describe.configure({ mode: "default" })

const A = {
  slug: "toenung-kleinwagen",
  title: "Roter Kleinwagen, hintere Scheiben getönt",
  files: ["toenung-kleinwagen.yaml", "toenung-vorher.jpg", "toenung-nachher.jpg"],
}
const B = {
  slug: "aufbereitung-golf",
  title: "Kompaktwagen, Aufbereitung innen und aussen",
  files: ["aufbereitung-golf.yaml", "aufbereitung-vorher.jpg", "aufbereitung-nachher.jpg"],
}
const reference = (slug: string) => `/admin/#/collections/references/entries/${slug}`
const QUESTION_A = `Referenz «${A.title}» löschen? Der Beitrag und seine Bilder werden gelöscht, auch auf der Website.`
const LEAVE =
  "Sie haben ungespeicherte Änderungen. Trotzdem weitergehen? Die Änderungen gehen dabei verloren."

/** The address as the browser shows it ends in `path`'s hash. */
const at = (page: Page, path: string) =>
  expect(page).toHaveURL(new RegExp(`${path.split("#")[1]!.replace(/[/]/g, "\\/")}$`))

for (const mode of ["fs", "git"] as const) {
  test.describe(mode === "fs" ? "the local editor (files)" : "Git with the editorial workflow", () => {
    let backend: Backend
    const file = (name: string) => join(backend.repo, "content/references", name)
    const exists = (name: string) => existsSync(file(name))
    test.beforeAll(async () => {
      backend = await startBackend(mode)
    })
    test.afterAll(() => backend?.stop())

    test.describe("on a phone (390 × 844)", () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

      test("entry A, a pasted address to B, swiped back: the form is A again, and «Beitrag löschen» names A and deletes A alone", async ({
        page,
      }) => {
        const dialogs = await openEditor(page, `#/collections/references/entries/${A.slug}`)
        await entryLoaded(page, A.title)
        // A pasted or typed address: the browser moves within the page (only what follows # changes).
        await page.goto(reference(B.slug))
        await entryLoaded(page, B.title)
        await expect(page.getByRole("textbox", { name: "Bildbeschreibung" }).first()).toHaveValue(/.+/)
        // What a phone's swipe back does, and forward again, and back.
        await page.goBack()
        await at(page, reference(A.slug))
        await entryLoaded(page, A.title)
        await page.goForward()
        await at(page, reference(B.slug))
        await entryLoaded(page, B.title)
        await page.goBack()
        await entryLoaded(page, A.title)
        await expectNoSidewaysScroll(page)

        await (await inView(page, page.getByRole("button", { name: "Beitrag löschen" }))).click()
        await expect(page).toHaveURL(/#\/collections\/references$/)
        await expect.poll(() => A.files.map(exists)).toEqual([false, false, false])
        expect(B.files.map(exists)).toEqual([true, true, true])
        expect(dialogs).toEqual([QUESTION_A])
        if (mode === "git") {
          // One commit on main, deleting A and its pictures, and nothing else.
          const deleted = backend.git("log", "--diff-filter=D", "--name-only", "--format=", "main").stdout
          expect(deleted.trim().split("\n").sort()).toEqual(
            A.files.map((name) => `content/references/${name}`).sort()
          )
          expect(backend.git("status", "--porcelain").stdout).toBe("")
        }
      })
    })

    test("reference → service → page → service by address, then Back and Forward: each its own form, no crash", async ({
      page,
    }) => {
      await openEditor(page, `#/collections/references/entries/${B.slug}`)
      await entryLoaded(page, B.title)
      await page.goto("/admin/#/collections/services/entries/toenung")
      await entryLoaded(page, "Scheibentönung")
      // The service's fields, not the reference's: its prices, and no before/after pictures.
      await expect(page.getByLabel("Preis von (CHF)").first()).toBeVisible()
      await expect(page.getByText("Bild vorher", { exact: true })).toHaveCount(0)
      await page.goto("/admin/#/collections/seiten/entries/privacy")
      await expect(page.getByText(/^Abschnitte \(\d+\)$/)).toBeVisible()
      // A page to a service crashed Decap («l.map is not a function»).
      await page.goto("/admin/#/collections/services/entries/aufbereitung")
      await entryLoaded(page, "Fahrzeugaufbereitung")
      await expect(page.getByLabel("Preis von (CHF)").first()).toBeVisible()
      await page.goBack()
      await expect(page.getByText(/^Abschnitte \(\d+\)$/)).toBeVisible()
      await expect(page.getByLabel("Titel", { exact: true })).toHaveCount(0)
      await page.goBack()
      await entryLoaded(page, "Scheibentönung")
      await page.goBack()
      await entryLoaded(page, B.title)
      await page.goForward()
      await entryLoaded(page, "Scheibentönung")
      await expect(page.getByText("Etwas ist schiefgelaufen", { exact: false })).toHaveCount(0)
      // The fixture fails the test on any error in the console: none, from any of these moves.
    })

    test("a new entry, saved: the form is the entry of its new address, and saves and publishes again", async ({
      page,
    }) => {
      await openEditor(page, "#/collections/references/new")
      await addReference(page, "Seat Ibiza, Aufbereitung", "Fahrzeugaufbereitung", [
        [await photo("vorher.jpg", RED), "Ein Seat Ibiza vor der Aufbereitung"],
        [await photo("nachher.jpg", GREEN), "Derselbe Seat danach"],
      ])
      const save = async () => {
        if (mode === "git") {
          await page.getByRole("button", { name: "Speichern" }).click()
          await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
        } else await publishNow(page)
      }
      await save()
      await at(page, reference("seat-ibiza-aufbereitung"))
      // Changed and saved again (with the workflow, a new entry's form kept no slug and refused this).
      await page
        .getByLabel("Kurzer Text (optional)")
        .fill("Innen und aussen gereinigt, poliert und versiegelt.")
      await save()
      if (mode === "git") await publishDraft(page)
      await expect
        .poll(() =>
          existsSync(file("seat-ibiza-aufbereitung.yaml"))
            ? readFileSync(file("seat-ibiza-aufbereitung.yaml"), "utf8")
            : ""
        )
        .toContain("Innen und aussen gereinigt")
      await expect(page.getByRole("alertdialog")).toHaveCount(0)
    })

    test("unsaved changes: asked once; staying keeps what was typed, going on shows the other entry unchanged", async ({
      page,
    }) => {
      let stay = true
      const dialogs = await openEditor(page, "#/collections/references", (message) =>
        message === LEAVE ? !stay : true
      )
      await page.getByRole("link", { name: new RegExp(B.title.slice(0, 12)) }).click()
      await entryLoaded(page, B.title)
      await page.getByLabel("Titel", { exact: true }).fill("Kompaktwagen, neu beschrieben")
      await page.goto(reference("teilfolierung-akzente"))
      // Stayed: the address and the form are B's, with what was typed.
      await at(page, reference(B.slug))
      await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("Kompaktwagen, neu beschrieben")
      stay = false
      await page.goto(reference("teilfolierung-akzente"))
      await entryLoaded(page, "Akzente mit Folie, Dach, Streifen und Chrome-Delete")
      expect(dialogs).toEqual([LEAVE, LEAVE])
      // Nothing of the change was written.
      const file = join(backend.repo, "content/references", `${B.slug}.yaml`)
      expect(existsSync(file)).toBe(true)
      expect(backend.git("status", "--porcelain").stdout).toBe("")
    })
  })
}
