// The owner's web editor at /admin/, end to end and offline: Decap CMS from the built site, its local
// backend (decap-server, in Git mode, as the editorial workflow needs) on a copy of content/ in a
// throwaway Git repository. What the owner does: change a price, add a question, upload a picture,
// save, mark the draft as done, publish; what must follow: the files in Git, a valid content check,
// and a rebuilt site showing the new price.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import jsYaml from "js-yaml"
import type { Page } from "@playwright/test"
import { validateContent } from "../src/content/validate"
import { expect, test } from "./fixtures"

const ROOT = join(__dirname, "..")
const UPLOAD = join(__dirname, "files/werkstatt.jpg")

test.describe.configure({ mode: "serial" })

let repo: string
let backend: ChildProcess

const git = (...args: string[]) =>
  spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.ch", ...args], {
    cwd: repo,
    encoding: "utf8",
  })

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "cms-repo-"))
  cpSync(join(ROOT, "content"), join(repo, "content"), { recursive: true })
  git("init", "-q", "-b", "main")
  git("add", "-A")
  git("commit", "-q", "-m", "Inhalte")
  backend = spawn(process.execPath, [join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, MODE: "git", GIT_REPO_DIRECTORY: repo, PORT: "8081" },
    stdio: "pipe",
  })
  await new Promise<void>((resolve, reject) => {
    backend.stdout?.on("data", (data: Buffer) => String(data).includes("listening") && resolve())
    backend.on("exit", (code) => reject(new Error(`decap-server stopped (${code}): is port 8081 taken?`)))
  })
})

test.afterAll(() => {
  backend?.kill()
  rmSync(repo, { recursive: true, force: true })
})

/** Opens the editor and logs in to the local backend. */
async function openEditor(page: Page, hash = "") {
  // Decap asks before publishing and before leaving unsaved changes: the owner says yes.
  page.on("dialog", (dialog) => void dialog.accept())
  await page.goto(`/admin/${hash}`)
  await page.getByRole("button", { name: "Login" }).click()
}

/** The picture field's button (the first of that name), then the upload of the test picture. */
async function uploadPicture(page: Page, button: string) {
  await page.getByRole("button", { name: button }).first().click()
  await page.locator('input[type="file"]').setInputFiles(UPLOAD)
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click()
}

/** What the owner does with a finished change: save the draft, mark it done, publish it now. */
async function saveAndPublish(page: Page) {
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
  await page.getByRole("button", { name: "Status: Entwurf" }).click()
  await page.getByRole("menuitem", { name: "Abgeschlossen" }).click()
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByRole("menuitem", { name: "Jetzt veröffentlichen" }).click()
  await expect(page.getByRole("button", { name: "Veröffentlicht", exact: true })).toBeVisible()
}

test("/admin redirects to the editor, which starts in German with the site's collections", async ({
  page,
  request,
}) => {
  const response = await request.get("/admin", { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe("/admin/")
  await openEditor(page)
  const nav = page.getByRole("navigation").or(page.locator("body"))
  await expect(nav.getByText("Inhaltstypen")).toBeVisible()
  for (const collection of ["Betrieb und Rahmen", "Seiten", "Dienstleistungen", "Referenzen"]) {
    await expect(page.getByRole("link", { name: collection })).toBeVisible()
  }
})

test("a required field left empty shows Decap's German error and saves nothing", async ({
  page,
  consoleErrors,
}) => {
  await openEditor(page, "#/collections/services/entries/aufbereitung")
  const title = page.getByLabel("Titel", { exact: true })
  // Decap shows «Beitrag laden...» while the local backend reads the entry from Git: on a busy
  // 2-core machine that took longer than an assertion's 5 s once (the steps below wait as long as
  // the test may take).
  await expect(title).toHaveValue("Fahrzeugaufbereitung", { timeout: 30_000 })
  await title.fill("")
  await page.getByRole("button", { name: "Speichern" }).click()
  await expect(page.getByText(/Titel ist erforderlich/i)).toBeVisible()
  await expect(
    page.getByText("Oops, einige zwingend erforderliche Felder sind nicht ausgefüllt.")
  ).toBeVisible()
  expect(git("branch", "--list", "cms/*").stdout.trim()).toBe("")
  expect(git("status", "--porcelain").stdout).toBe("")
  // Decap refuses the save by rejecting a promise without a reason; the page reports «undefined».
  expect(consoleErrors).toEqual(["undefined"])
  consoleErrors.splice(0)
})

test("price, a new question and a new picture: saved, published, valid, and on the rebuilt page", async ({
  page,
}) => {
  test.setTimeout(300_000)
  await openEditor(page, "#/collections/services/entries/toenung")
  // The smallest vehicle class's «from» is the «ab» price on the page.
  await page.getByLabel("Preis von (CHF)").first().fill("310")
  await page.getByRole("button", { name: "frage hinzufügen" }).click()
  await page.getByLabel("Frage", { exact: true }).last().fill("Wie lange hält eine Tönungsfolie?")
  await page
    .getByLabel("Antwort", { exact: true })
    .last()
    .fill("Viele Jahre. Ich gebe Ihnen die Garantie des Herstellers schriftlich.")
  await uploadPicture(page, "Wähle ein anderes Bild")
  await saveAndPublish(page)

  // One commit on main, with a German message; the picture lies next to the YAML that names it.
  expect(git("log", "--format=%s", "-1", "main").stdout.trim()).toBe(
    "Inhalt geändert: Dienstleistung «toenung»"
  )
  const file = join(repo, "content/services/toenung.yaml")
  const saved = jsYaml.load(readFileSync(file, "utf8")) as {
    price: { vehicleClasses: { from: number }[] }
    faq: { question: string }[]
    image: { src: string }
    description?: string
  }
  expect(saved.price.vehicleClasses[0]?.from).toBe(310)
  expect(saved.faq.at(-1)?.question).toBe("Wie lange hält eine Tönungsfolie?")
  expect(saved.image.src).toBe("werkstatt.jpg")
  expect(existsSync(join(repo, "content/services/werkstatt.jpg"))).toBe(true)
  expect(readFileSync(file, "utf8")).not.toMatch(/: ""$/m) // emptied optional fields are left out
  expect(validateContent(join(repo, "content"), repo).problems).toEqual([])

  // A rebuild of the site from the edited content shows the new price.
  const html = buildWith(join(repo, "content"))
  expect(html).toContain("ab CHF 310.–")
  expect(html).toContain("Wie lange hält eine Tönungsfolie?")
})

test("a new reference: the service from the list, a before/after pair uploaded, published and valid", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openEditor(page, "#/collections/references/new")
  await page.getByLabel("Titel", { exact: true }).fill("VW Golf, Komplettfolierung Mattschwarz")
  // The service is chosen among the services, by title.
  await page.getByLabel("Dienstleistung", { exact: true }).click()
  await page.keyboard.type("Komplett")
  await page.getByRole("option", { name: "Komplettfolierung" }).click()
  // «Bild vorher» and «Bild nachher», in this order; «Einzelne Bilder» stays empty.
  for (const [index, alt] of [
    "Ein silberner VW Golf vor der Garage",
    "Derselbe Golf in mattschwarzer Folie",
  ].entries()) {
    // The button of a field that has its picture is «Wähle ein anderes Bild»: the first one left is next.
    await uploadPicture(page, "Wähle ein Bild")
    await page.getByRole("textbox", { name: "Bildbeschreibung" }).nth(index).fill(alt)
  }
  await saveAndPublish(page)

  const file = join(repo, "content/references/vw-golf-komplettfolierung-mattschwarz.yaml")
  const saved = jsYaml.load(readFileSync(file, "utf8")) as Record<string, unknown>
  expect(saved).toMatchObject({
    title: "VW Golf, Komplettfolierung Mattschwarz",
    service: "komplettfolierung",
    before: { src: "werkstatt.jpg", alt: "Ein silberner VW Golf vor der Garage" },
    after: { src: "werkstatt.jpg", alt: "Derselbe Golf in mattschwarzer Folie" },
  })
  // Left empty, the optional fields are left out.
  expect(Object.keys(saved).sort()).toEqual(["after", "before", "service", "title"])
  expect(existsSync(join(repo, "content/references/werkstatt.jpg"))).toBe(true)
  expect(validateContent(join(repo, "content"), repo).problems).toEqual([])
})

/**
 * Builds the site in a copy of the project with `content` in place of content/ (node_modules
 * linked), and returns the toenung page.
 */
function buildWith(content: string): string {
  const project = mkdtempSync(join(tmpdir(), "cms-build-"))
  try {
    const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .stdout.split("\n")
      .filter((path) => path && !path.startsWith("content/") && existsSync(join(ROOT, path)))
    for (const path of files) {
      mkdirSync(dirname(join(project, path)), { recursive: true })
      cpSync(join(ROOT, path), join(project, path))
    }
    cpSync(content, join(project, "content"), { recursive: true })
    symlinkSync(join(ROOT, "node_modules"), join(project, "node_modules"))
    const build = spawnSync(join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
      cwd: project,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--disable-warning=DEP0040" },
      encoding: "utf8",
    })
    if (build.status !== 0) {
      writeFileSync(join(tmpdir(), "cms-build.log"), `${build.stdout}\n${build.stderr}`)
      throw new Error(`The rebuild failed (log: ${join(tmpdir(), "cms-build.log")})`)
    }
    return readFileSync(join(project, "public/dienstleistungen/toenung.html"), "utf8")
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
}
