// What the web editor's e2e specs (e2e/cms*.spec.ts) need around the editor: a throwaway copy of
// content/, Decap's local backend on it (decap-server in Git mode, as the editorial workflow needs,
// or in file-system mode, as `npm run cms` runs it), the owner's steps in the editor, pictures made
// for the test, and a rebuild of the site from the edited content.
import { spawn, spawnSync } from "node:child_process"
import { createServer, type AddressInfo } from "node:net"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Locator, Page } from "@playwright/test"
import jsYaml from "js-yaml"
import sharp from "sharp"
import { answerNotAwaited, expect } from "./fixtures"
import { copyProject } from "./project-copy"
import { variantDir, VARIANT_ENV } from "../scripts/e2e-variant.mjs"
import { copyProjectInto } from "../scripts/project-copy.mjs"
import { startLocalBackend } from "../scripts/cms-backend.mjs"
import { E2E_PORTS } from "../scripts/e2e-ports.mjs"
import { LOCAL_CMS_BACKEND } from "../plugins/gatsby-plugin-netlify-output/csp"

const ROOT = join(__dirname, "..")

/** The port of the backend the running spec file started: one at a time per worker (the «cms» project). */
let backendPort: number | undefined

/**
 * A copy of content/ and decap-server serving it on 127.0.0.1, on a free port of its own (so that
 * spec files run side by side, and beside a running `npm run cms` on 8081), behind the guard that
 * refuses anything outside content/ (as `npm run cms`). «git»: a Git repository, saves are commits,
 * drafts are branches (the editorial workflow, as on the live site with GitHub); «fs»: the files as
 * they are, saved at once (Decap's simple publish mode, as `npm run cms`). `openEditor` points the
 * editor at it.
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
  // Only the editor where the tests open it (playwright.config.ts, baseURL) may ask it.
  const backend = await startLocalBackend({
    root: ROOT,
    repo,
    mode,
    port: 0,
    origins: [`http://localhost:${E2E_PORTS.site}`],
  })
  backendPort = backend.port
  const stop = () => {
    backend.stop()
    backendPort = undefined
    rmSync(repo, { recursive: true, force: true })
  }
  return { repo, git, stop }
}

export type Backend = Awaited<ReturnType<typeof startBackend>>

/**
 * What a spec reads of its backend's repository (started in its beforeAll): a file's path, a YAML
 * file, and what the editor has written so far (its draft branches and changed files).
 */
export function repository(backend: () => Backend) {
  const file = (path: string) => join(backend().repo, path)
  return {
    file,
    yamlOf: <T = Record<string, unknown>>(path: string) => jsYaml.load(readFileSync(file(path), "utf8")) as T,
    written: () => ({
      drafts: backend().git("branch", "--list", "cms/*").stdout.trim(),
      files: backend().git("status", "--porcelain").stdout,
    }),
  }
}

/** The colours of the test pictures. */
export const RED = { r: 200, g: 30, b: 30 }
export const GREEN = { r: 30, g: 170, b: 60 }
export const BLUE = { r: 30, g: 60, b: 200 }

/** What each test changes in the editor's configuration (cms-config.js), in order. */
const configEdits = new WeakMap<Page, ((config: string) => string)[]>()

/** Serves the editor's configuration to `page` with `edit` applied (after the edits before it). */
async function editConfig(page: Page, edit: (config: string) => string) {
  const edits = configEdits.get(page)
  if (edits) {
    edits.push(edit)
    return
  }
  configEdits.set(page, [edit])
  await page.route("**/admin/cms-config.js", async (route) => {
    const response = await route.fetch()
    let config = await response.text()
    for (const next of configEdits.get(page) ?? []) config = next(config)
    await route.fulfill({ response, body: config })
  })
}

/**
 * The editor's requests to its local backend (8081, where Decap looks, as the built site's policy
 * allows) answered by this spec's backend instead: the page, its configuration and its policy stay
 * as built.
 */
async function askBackend(page: Page, port: number) {
  const url = `http://localhost:${port}/api/v1`
  await page.route(`${LOCAL_CMS_BACKEND}/api/v1`, async (route) => {
    try {
      const response = await route.fetch({ url }).catch((error: unknown) => {
        // A kept-alive connection the backend closed just as it was reused (the request never
        // reached it): sent again on a fresh one, as a browser does.
        if (!/ECONNRESET/.test(String(error))) throw error
        return route.fetch({ url })
      })
      await route.fulfill({ response })
    } catch (error) {
      // The test ended with a request of the editor still open: nobody waits for the answer.
      if (!answerNotAwaited(error)) throw error
    }
  })
}

/**
 * The editor without the editorial workflow (Decap's simple publish mode) on a Git backend: every
 * «Veröffentlichen» a commit on main, as a site would have with `publish_mode` left out, and as the
 * local editor (`npm run cms`) publishes.
 */
export async function withoutWorkflow(page: Page) {
  await editConfig(page, (config) => {
    expect(config).toContain('"publish_mode": "editorial_workflow"')
    return config.replace('"publish_mode": "editorial_workflow"', '"publish_mode": "simple"')
  })
}

/**
 * Opens the editor and logs in to the local backend; returns the messages of the dialogs it showed.
 * `answer` says yes or no to a question (the default: see below).
 */
export async function openEditor(page: Page, hash = "", answer?: (message: string) => boolean) {
  const dialogs: string[] = []
  // Decap asks before publishing and before leaving unsaved changes: the owner says yes. It also
  // offers an unsaved draft it kept on this device: the owner starts afresh (a spec that must never
  // see one checks the returned messages).
  if (backendPort === undefined) throw new Error("No editor backend: startBackend() in the spec's beforeAll")
  await askBackend(page, backendPort)
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    const yes = answer ? answer(dialog.message()) : !dialog.message().includes("nicht gespeicherten Entwurf")
    void (yes ? dialog.accept() : dialog.dismiss())
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
  await inView(page, page.getByRole("button", { name: "Ausgewähltes Bild verwenden" })).then((control) =>
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
  await publishDraft(page, menuItem)
}

/**
 * A saved draft, published: status «Abgeschlossen», then «Veröffentlichen» → `menuItem`. Decap writes
 * the status to the backend first (the button says «Aktualisieren...» meanwhile); a publish
 * before that has landed only gets an alert, «Bitte setzten die den Status … auf "Abgeschlossen"»,
 * which the owner would see and the test's dialog handler accepts. So the status must read
 * «Status: Abgeschlossen» before the publish (CI once clicked in between and waited in vain).
 */
export async function publishDraft(page: Page, menuItem = "Jetzt veröffentlichen") {
  await (await inView(page, page.getByRole("button", { name: "Status: Entwurf" }))).click()
  await page.getByRole("menuitem", { name: "Abgeschlossen" }).click()
  await expect(page.getByRole("button", { name: "Status: Abgeschlossen" })).toBeVisible()
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
 * Builds the site from `content` (in place of content/) and returns a reader of its built pages
 * («dienstleistungen/toenung.html»), with `dir`, a copy of the whole build for `serveBuilt`. It builds
 * in the Firestore variant's copy of the checkout (.e2e/variant, `npm run build:e2e`), again, with
 * that build's settings and cache: only what the edits changed is built anew. Without that copy, in a
 * fresh one (minutes longer).
 */
export function buildWith(content: string): ((page: string) => string) & { dir: string } {
  const variant = variantDir(ROOT)
  const warm = existsSync(join(variant, ".cache"))
  const project = warm ? { dir: variant, remove: () => {} } : copyProject(content)
  const env = { ...process.env, ...VARIANT_ENV }
  const gatsby = (dir: string) =>
    spawnSync(join(ROOT, "node_modules/.bin/gatsby"), ["build"], { cwd: dir, env, encoding: "utf8" })
  try {
    if (warm) copyProjectInto(ROOT, project.dir, { content })
    let build = gatsby(project.dir)
    // An incremental build that trips over what the last one left in public/: once more, from a clean one.
    if (build.status !== 0 && warm) {
      rmSync(join(project.dir, "public"), { recursive: true, force: true })
      build = gatsby(project.dir)
    }
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
    const dir = mkdtempSync(join(tmpdir(), "rebuilt-"))
    cpSync(join(project.dir, "public"), dir, { recursive: true })
    return Object.assign((page: string) => pages.get(page) ?? "", { dir })
  } finally {
    // The copy as the checkout has it again, for the next `npm run build:e2e`.
    if (warm) copyProjectInto(ROOT, project.dir)
    project.remove()
  }
}

/**
 * Serves the built site in `dir` as `npm run serve` does, on a free port, for as long as `visit` runs
 * (with its address, «http://localhost:…»); then stops and removes it.
 */
export async function serveBuilt(dir: string, visit: (url: string) => Promise<void>) {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port: free } = probe.address() as AddressInfo
      probe.close(() => resolve(free))
    })
  })
  const server = spawn(
    process.execPath,
    [join(ROOT, "scripts/serve.mjs"), "--port", String(port), "--dir", dir],
    {
      stdio: "ignore",
    }
  )
  try {
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/`).then(
            (answer) => answer.status,
            () => 0
          ),
        { timeout: 30_000 }
      )
      .toBe(200)
    await visit(`http://localhost:${port}`)
  } finally {
    server.kill()
    rmSync(dir, { recursive: true, force: true })
  }
}
