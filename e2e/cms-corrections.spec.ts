// Typing back an earlier value is a change the owner can save, in every mode the owner's editor
// runs in (the owner guide, content/README.md, promises it): the local editor (`npm run cms`: the
// files, Decap's simple publish mode), Git without the editorial workflow, and Git with it (as the
// live site with GitHub). Decap compared the form with the entry as first read and called 2'900,
// typed back after publishing 2'950, «no change» (plugins/gatsby-plugin-admin/decap-patches.ts).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import type { Page } from "@playwright/test"
import {
  entryLoaded,
  inView,
  openEditor,
  publishNow,
  saveAndPublish,
  startBackend,
  withoutWorkflow,
} from "./cms-harness"
import { expect, test } from "./fixtures"

// In file order, in one worker (the «cms» project); a failed test does not skip the ones after it.
test.describe.configure({ mode: "default" })

const FILE = "content/services/komplettfolierung.yaml"

/** The first vehicle class's «from» in `yaml` (undefined before the file is there). */
const firstFrom = (yaml: string) =>
  (jsYaml.load(yaml) as { price: { vehicleClasses: { from: number }[] } } | undefined)?.price
    .vehicleClasses[0]?.from
const published = (repo: string) => firstFrom(readFileSync(join(repo, FILE), "utf8"))

/**
 * 2'950 published, then the earlier 2'900 typed back: the editor calls it a change and offers to
 * save it; `save` saves it, and `saved` reads what was written.
 */
async function typeBackAfterPublishing(
  page: Page,
  repo: string,
  publish: () => Promise<void>,
  save: () => Promise<void> = publish,
  saved: () => number | undefined = () => published(repo)
) {
  expect(published(repo)).toBe(2900)
  await openEditor(page, "#/collections/services/entries/komplettfolierung")
  await entryLoaded(page, "Komplettfolierung")
  const from = page.getByLabel("Preis von (CHF)").first()
  await (await inView(page, from)).fill("2'950")
  // With the editorial workflow Decap reads the entry back after publishing and makes the answer the
  // form, over anything typed meanwhile (on a busy machine the 2900 below was reset and «Speichern»
  // stayed disabled, twice, once after the network had been quiet for half a second): the owner's next
  // change starts once that reading is in.
  const seen: ("published" | "read back")[] = []
  page.on("request", (request) => {
    if (/"action":"publishUnpublishedEntry"/.test(request.postData() ?? "")) seen.push("published")
  })
  page.on("requestfinished", (request) => {
    const body = request.postData() ?? ""
    if (seen.includes("published") && /"action":"getEntry"/.test(body) && body.includes("komplettfolierung"))
      seen.push("read back")
  })
  await publish()
  await expect.poll(() => published(repo)).toBe(2950)
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  if (seen.includes("published")) await expect.poll(() => seen.includes("read back")).toBe(true)
  await page.waitForLoadState("networkidle")

  await (await inView(page, from)).fill("2900")
  await expect(page.getByText("Ungespeicherte Änderungen")).toBeVisible()
  await save()
  await expect.poll(saved).toBe(2900)
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
}

/** Simple publish mode: «Veröffentlichen» → «Jetzt veröffentlichen», then «Veröffentlicht». */
async function publishSimple(page: Page) {
  await publishNow(page)
  await expect(page.getByRole("button", { name: "Veröffentlicht", exact: true })).toBeVisible()
}

test.describe("the local editor (files, simple publish mode)", () => {
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("fs")
  })
  test.afterAll(() => backend?.stop())

  test("after publishing 2'950, the earlier 2'900 typed back is saved", async ({ page }) => {
    await typeBackAfterPublishing(page, backend.repo, () => publishSimple(page))
  })
})

test.describe("Git without the editorial workflow", () => {
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("git")
  })
  test.afterAll(() => backend?.stop())

  test("after publishing 2'950, the earlier 2'900 typed back is saved", async ({ page }) => {
    await withoutWorkflow(page)
    await typeBackAfterPublishing(page, backend.repo, () => publishSimple(page))
    // Each a commit on main, no draft branch.
    expect(backend.git("log", "--format=%s", "-2", "main").stdout.trim().split("\n")).toEqual([
      "Inhalt geändert: Dienstleistung «komplettfolierung»",
      "Inhalt geändert: Dienstleistung «komplettfolierung»",
    ])
    expect(backend.git("branch", "--list", "cms/*").stdout.trim()).toBe("")
  })
})

test.describe("Git with the editorial workflow (as the live site)", () => {
  let backend: Awaited<ReturnType<typeof startBackend>>
  test.beforeAll(async () => {
    backend = await startBackend("git")
  })
  test.afterAll(() => backend?.stop())

  test("after publishing 2'950, the earlier 2'900 typed back is saved as a draft", async ({ page }) => {
    await typeBackAfterPublishing(
      page,
      backend.repo,
      () => saveAndPublish(page),
      async () => {
        await (await inView(page, page.getByRole("button", { name: "Speichern" }))).click()
      },
      () => firstFrom(backend.git("show", `cms/services/komplettfolierung:${FILE}`).stdout)
    )
    // Published stays 2'950 until the draft is published.
    expect(published(backend.repo)).toBe(2950)
  })
})
