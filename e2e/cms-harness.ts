// What the web editor's e2e specs (e2e/cms*.spec.ts) need around the editor: a throwaway copy of
// content/, Decap's local backend on it (decap-server in Git mode, as the editorial workflow needs,
// or in file-system mode, as `npm run cms` runs it), the owner's steps in the editor, pictures made
// for the test, and a rebuild of the site from the edited content.
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { expect } from "./fixtures"
import { copyProject } from "./project-copy"
import { startLocalBackend } from "../scripts/cms-backend.mjs"

const ROOT = join(__dirname, "..")

/**
 * A copy of content/ and decap-server serving it on 127.0.0.1:8081, behind the guard that refuses
 * anything outside content/ (as `npm run cms`). «git»: a Git repository, saves are commits, drafts
 * are branches (the editorial workflow, as on the live site with GitHub); «fs»: the files as they
 * are, saved at once (Decap's simple publish mode, as `npm run cms`).
 */
export async function startBackend(mode: "git" | "fs" = "git") {
  const repo = mkdtempSync(join(tmpdir(), `cms-${mode}-`))
  cpSync(join(ROOT, "content"), join(repo, "content"), { recursive: true })
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.ch", ...args], {
      cwd: repo,
      encoding: "utf8",
    })
  if (mode === "git") {
    git("init", "-q", "-b", "main")
    git("add", "-A")
    git("commit", "-q", "-m", "Inhalte")
  }
  // On 127.0.0.1 only, behind the guard that refuses anything outside content/ (as `npm run cms`),
  // answering the editor where the tests open it (playwright.config.ts, baseURL).
  const backend = await startLocalBackend({ root: ROOT, repo, mode, origins: ["http://localhost:9000"] })
  const stop = () => {
    backend.stop()
    rmSync(repo, { recursive: true, force: true })
  }
  return { repo, git, stop }
}

/**
 * The editor without the editorial workflow (Decap's simple publish mode) on a Git backend: every
 * «Veröffentlichen» a commit on main, as a site would have with `publish_mode` left out.
 */
export async function withoutWorkflow(page: Page) {
  await page.route("**/admin/cms-config.js", async (route) => {
    const config = await (await route.fetch()).text()
    expect(config).toContain('"publish_mode": "editorial_workflow"')
    await route.fulfill({
      body: config.replace('"publish_mode": "editorial_workflow"', '"publish_mode": "simple"'),
    })
  })
}

/** Opens the editor and logs in to the local backend; returns the messages of the dialogs it showed. */
export async function openEditor(page: Page, hash = "") {
  const dialogs: string[] = []
  // Decap asks before publishing and before leaving unsaved changes: the owner says yes. It also
  // offers an unsaved draft it kept on this device: the owner starts afresh (a spec that must never
  // see one checks the returned messages).
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    if (dialog.message().includes("nicht gespeicherten Entwurf")) void dialog.dismiss()
    else void dialog.accept()
  })
  await page.goto(`/admin/${hash}`)
  await page.getByRole("button", { name: "Anmelden" }).click()
  return dialogs
}

/** A picture as a phone would give one: `width` × `height`, one colour, JPEG. */
export async function photo(
  name: string,
  colour: { r: number; g: number; b: number },
  width = 1600,
  height = 1200
) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return { name, mimeType: "image/jpeg", buffer }
}

/** A 12 MB camera photo (noise does not compress): 4000 × 3000 at full quality. */
export async function bigPhoto(name: string) {
  const width = 4000
  const height = 3000
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer()
  return { name, mimeType: "image/jpeg", buffer }
}

/** The colour a picture on disk mostly is («red», «green», «blue»), and its size. */
export async function describePicture(path: string) {
  const { channels } = await sharp(path).stats()
  const means = channels.slice(0, 3).map((channel) => channel.mean)
  const { width, height, format } = await sharp(path).metadata()
  return { colour: ["red", "green", "blue"][means.indexOf(Math.max(...means))], width, height, format }
}

type Upload = Awaited<ReturnType<typeof photo>>

/** The picture field's button (the `index`th of that name), then the upload of `file`. */
export async function uploadPicture(page: Page, button: string, file: Upload, index = 0) {
  // Exactly: «Bild wählen» is also part of «Anderes Bild wählen».
  await inView(page, page.getByRole("button", { name: button, exact: true }).nth(index)).then((control) =>
    control.click()
  )
  await page.locator('input[type="file"]').setInputFiles(file)
  await inView(page, page.getByRole("button", { name: "Ausgewähltes Element verwenden" })).then((control) =>
    control.click()
  )
}

/** The entry's title field once Decap has read the entry (slow on a busy 2-core machine). */
export async function entryLoaded(page: Page, title: string | RegExp) {
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue(title)
}

/** A new reference: title, service (chosen by typing), a before/after pair uploaded with descriptions. */
export async function addReference(page: Page, title: string, service: string, pictures: [Upload, string][]) {
  // A new, empty form (not the entry shown before it).
  await entryLoaded(page, "")
  await (await inView(page, page.getByLabel("Titel", { exact: true }))).fill(title)
  await (await inView(page, page.getByLabel("Dienstleistung", { exact: true }))).click()
  await page.keyboard.type(service.slice(0, 6))
  await page.getByRole("option", { name: service }).click()
  for (const [index, [picture, alt]] of pictures.entries()) {
    // The button of a field that has its picture is «Anderes Bild wählen»: the first one left is next.
    await uploadPicture(page, "Bild wählen", picture)
    await (await inView(page, page.getByRole("textbox", { name: "Bildbeschreibung" }).nth(index))).fill(alt)
  }
}

/**
 * `control` scrolled into view, after checking that it lies within the page's width: on a phone, a
 * button the owner could only reach by panning sideways fails here.
 */
export async function inView(page: Page, control: Locator): Promise<Locator> {
  const width = page.viewportSize()?.width ?? 0
  // Decap renders a list or a form again as entries arrive (slowly on a busy machine): an element
  // replaced between scrolling and measuring is found and measured again, until the state holds.
  await expect(async () => {
    await control.scrollIntoViewIfNeeded({ timeout: 5_000 })
    const box = await control.boundingBox()
    expect(box, "the control is on the page").not.toBeNull()
    expect(box!.x, "the control starts on screen").toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, "the control ends on screen").toBeLessThanOrEqual(width + 0.5)
  }).toPass({ timeout: 60_000 })
  return control
}

/** The page is no wider than the screen: nothing to pan sideways for. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0], "document width ≤ viewport").toBeLessThanOrEqual(widths[1]!)
}

/**
 * What the owner does with a finished change (editorial workflow): save the draft, mark it done,
 * publish it now (or with another item of the «Veröffentlichen» menu).
 */
export async function saveAndPublish(page: Page, menuItem = "Jetzt veröffentlichen") {
  await (await inView(page, page.getByRole("button", { name: "Speichern" }))).click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  await (await inView(page, page.getByRole("button", { name: "Status: Entwurf" }))).click()
  await page.getByRole("menuitem", { name: "Abgeschlossen" }).click()
  await (await inView(page, page.getByRole("button", { name: "Veröffentlichen" }))).click()
  await (await inView(page, page.getByRole("menuitem", { name: menuItem }))).click()
  if (menuItem === "Jetzt veröffentlichen")
    await expect(page.getByRole("button", { name: "Veröffentlicht", exact: true })).toBeVisible()
}

/** Publishing in the simple publish mode (no drafts): «Veröffentlichen» → «Jetzt veröffentlichen». */
export async function publishNow(page: Page, menuItem = "Jetzt veröffentlichen") {
  await (await inView(page, page.getByRole("button", { name: "Veröffentlichen", exact: true }))).click()
  await (await inView(page, page.getByRole("menuitem", { name: menuItem }))).click()
}

/**
 * Builds the site in a copy of the project with `content` in place of content/, and returns a reader
 * of its built pages («dienstleistungen/toenung.html»).
 */
export function buildWith(content: string): (page: string) => string {
  const project = copyProject(content)
  try {
    const build = spawnSync(join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
      cwd: project.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--disable-warning=DEP0040" },
      encoding: "utf8",
    })
    if (build.status !== 0) {
      writeFileSync(join(tmpdir(), "cms-build.log"), `${build.stdout}\n${build.stderr}`)
      throw new Error(`The rebuild failed (log: ${join(tmpdir(), "cms-build.log")})`)
    }
    const pages = new Map<string, string>()
    for (const page of [
      "index.html",
      "dienstleistungen/toenung.html",
      "dienstleistungen/komplettfolierung.html",
    ])
      pages.set(page, readFileSync(join(project.dir, "public", page), "utf8"))
    return (page) => pages.get(page) ?? ""
  } finally {
    project.remove()
  }
}
