// What e2e/cms.spec.ts needs around the web editor: a throwaway Git repository holding a copy of
// content/, Decap's local backend (decap-server in Git mode, as the editorial workflow needs) on it,
// the owner's steps in the editor, pictures made for the test, and a rebuild of the site from the
// edited content.
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

/** A Git repository with a copy of content/, and decap-server serving it on 127.0.0.1:8081. */
export async function startBackend() {
  const repo = mkdtempSync(join(tmpdir(), "cms-repo-"))
  cpSync(join(ROOT, "content"), join(repo, "content"), { recursive: true })
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.ch", ...args], {
      cwd: repo,
      encoding: "utf8",
    })
  git("init", "-q", "-b", "main")
  git("add", "-A")
  git("commit", "-q", "-m", "Inhalte")
  // On 127.0.0.1 only, behind the guard that refuses anything outside content/ (as `npm run cms`).
  const backend = await startLocalBackend({ root: ROOT, repo, mode: "git" })
  const stop = () => {
    backend.stop()
    rmSync(repo, { recursive: true, force: true })
  }
  return { repo, git, stop }
}

/** Opens the editor and logs in to the local backend; returns the messages of the dialogs it showed. */
export async function openEditor(page: Page, hash = "") {
  const dialogs: string[] = []
  // Decap asks before publishing and before leaving unsaved changes: the owner says yes. It also
  // offers the unsaved draft it kept on this device, now and then even for a new entry after the last
  // one was published (then with that entry's pictures): the owner starts afresh.
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
  }).toPass({ timeout: 20_000 })
  return control
}

/** The page is no wider than the screen: nothing to pan sideways for. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0], "document width ≤ viewport").toBeLessThanOrEqual(widths[1]!)
}

/** What the owner does with a finished change: save the draft, mark it done, publish it now. */
export async function saveAndPublish(page: Page) {
  await (await inView(page, page.getByRole("button", { name: "Speichern" }))).click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  await (await inView(page, page.getByRole("button", { name: "Status: Entwurf" }))).click()
  await page.getByRole("menuitem", { name: "Abgeschlossen" }).click()
  await (await inView(page, page.getByRole("button", { name: "Veröffentlichen" }))).click()
  await (await inView(page, page.getByRole("menuitem", { name: "Jetzt veröffentlichen" }))).click()
  await expect(page.getByRole("button", { name: "Veröffentlicht", exact: true })).toBeVisible()
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
