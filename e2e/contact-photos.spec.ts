// Photos with the contact request (Netlify path): picked from the device, scaled and stripped of
// their metadata in the browser, shown as thumbnails, sent as multipart with the request. The fixture
// carries a GPS position and is 3000 × 2000 px (scripts/make-photo-fixture.mjs).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page, Request, Route } from "@playwright/test"
import exifr from "exifr"
import sharp from "sharp"
import { PHOTO_LIMITS } from "../src/lib/photo-limits"
import {
  expectKept,
  expectPhoneAndEmail,
  field,
  fillRequest,
  form,
  interceptNetlify,
  onCalendarDay,
  REQUEST,
  submit,
  SUCCESS,
} from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"

// The weeks «Wunschtermin» offers are counted from today: every page starts on the calendar's day.
test.beforeEach(({ page }) => onCalendarDay(page))

const FIXTURE = readFileSync(join(__dirname, "files/fahrzeug-mit-standort.jpg"))
/** Netlify Forms' limit for one submission (docs.netlify.com, Forms setup, «File uploads»). */
const NETLIFY_LIMIT = 8 * 1024 * 1024

const photo = (name: string, buffer: Buffer = FIXTURE, mimeType = "image/jpeg") => ({
  name,
  mimeType,
  buffer,
})
const picker = (page: Page) => page.locator("#photos")
const thumbnails = (page: Page) => form(page).getByRole("img", { name: /^Foto \d: / })
const removeButton = (page: Page, number: number) =>
  form(page).getByRole("button", { name: new RegExp(`^Foto ${number} entfernen`) })
const photoAlert = (page: Page) =>
  form(page)
    .getByRole("group", { name: /Fotos Ihres Fahrzeugs/ })
    .getByRole("alert")

/** The multipart body Netlify would receive: its text fields and its files. */
async function multipart(post: Request) {
  const type = post.headers()["content-type"] ?? ""
  expect(type).toMatch(/^multipart\/form-data; boundary=/)
  const body = post.postDataBuffer()!
  const data = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData()
  const fields: Record<string, string> = {}
  const files: Record<string, File> = {}
  for (const [name, value] of data.entries()) {
    if (typeof value === "string") fields[name] = value
    else files[name] = value
  }
  return { fields, files, size: body.length }
}

async function addPhotos(page: Page, files: Parameters<Page["setInputFiles"]>[1]) {
  await picker(page).setInputFiles(files)
}

const ok = (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>ok</p>" })

test("two photos: thumbnails, scaled to 2000 px, no EXIF or GPS, sent as multipart with the request", async ({
  page,
}) => {
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  const posts = await interceptNetlify(page, async (route) => {
    await answered
    await ok(route)
  })
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await addPhotos(page, [photo("IMG_2041.jpg"), photo("IMG_2042.jpg")])

  await expect(thumbnails(page)).toHaveCount(2)
  await expect(thumbnails(page).first()).toHaveAccessibleName("Foto 1: IMG_2041.jpg")
  await expect(form(page).getByText("Standort entfernt")).toHaveCount(2)
  await expect(form(page).getByText(/^2 von 5 Fotos, zusammen (\d+ kB|\d+\.\d MB)$/)).toBeVisible()

  await submit(page).click()
  // While sending: progress, and a second press sends nothing more.
  await expect(submit(page)).toBeDisabled()
  await expect(form(page).getByRole("progressbar", { name: /^Fotos werden gesendet: \d+ %$/ })).toBeVisible()
  await submit(page).click({ force: true })
  release()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()

  expect(posts).toHaveLength(1)
  const { fields, files, size } = await multipart(posts[0]!)
  expect(fields).toEqual({ "form-name": "kontakt", ...REQUEST })
  expect(Object.keys(files)).toEqual(["foto1", "foto2"])
  expect(size).toBeLessThan(NETLIFY_LIMIT)
  for (const file of Object.values(files)) {
    expect(file.type).toBe("image/jpeg")
    expect(file.size).toBeLessThanOrEqual(PHOTO_LIMITS.maxBytes)
    const bytes = Buffer.from(await file.arrayBuffer())
    const { width, height, format, exif, xmp, iptc, comments } = await sharp(bytes).metadata()
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 2000, height: 1333 })
    expect({ exif, xmp, iptc, comments }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      comments: undefined,
    })
    expect(
      await exifr.parse(bytes, { tiff: true, xmp: true, iptc: true, jfif: false, icc: false })
    ).toBeUndefined()
    expect(await exifr.gps(bytes)).toBeUndefined()
    // The one block left is the browser's own colour profile: the standard sRGB one, the same for
    // every picture, saying nothing about the photo or who took it.
    const icc = (await exifr.parse(bytes, { icc: true, tiff: false, jfif: false })) as
      { ProfileDescription?: string } | undefined
    if (icc) expect(icc.ProfileDescription).toMatch(/sRGB/)
  }
  // The original did carry a position: the test would see it.
  expect(await exifr.gps(FIXTURE)).toMatchObject({ latitude: expect.closeTo(47.17, 2) })

  // Sent: nothing is left, neither in the form nor in the browser.
  await expect(thumbnails(page)).toHaveCount(0)
  await expect(field(page, "Name")).toHaveValue("")
  // (Gatsby's own scroll positions are not the visitor's data.)
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => !key.startsWith("@@scroll|")))
  ).toEqual([])
  await expect.poll(() => databases(page)).toEqual([])
})

/** The IndexedDB databases the page's origin holds. */
const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))

test("the photos survive a reload, in their order, with the text; a visit without photos stores none", async ({
  page,
}) => {
  await gotoHydrated(page, "/kontakt")
  expect(await databases(page)).toEqual([])
  await fillRequest(page)
  await addPhotos(page, [photo("vorne.jpg"), photo("seite.jpg"), photo("hinten.jpg")])
  await expect(thumbnails(page)).toHaveCount(3)
  await removeButton(page, 2).click()
  await expect(thumbnails(page)).toHaveCount(2)
  await expect.poll(() => databases(page)).toEqual(["kontakt-fotos"])

  await page.reload()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expectKept(page)
  await expect(thumbnails(page)).toHaveCount(2)
  await expect(thumbnails(page).nth(0)).toHaveAccessibleName("Foto 1: vorne.jpg")
  await expect(thumbnails(page).nth(1)).toHaveAccessibleName("Foto 2: hinten.jpg")
  await expect(form(page).getByText(/^2 von 5 Fotos, zusammen (\d+ kB|\d+\.\d MB)$/)).toBeVisible()
})

test("thumbnails are removed with the keyboard, the focus stays in the list", async ({ page }) => {
  await gotoHydrated(page, "/kontakt")
  await addPhotos(page, [photo("vorne.jpg"), photo("seite.jpg"), photo("hinten.jpg")])
  await expect(thumbnails(page)).toHaveCount(3)
  await expect(form(page).getByText(/^3 von 5 Fotos/)).toBeVisible()

  await removeButton(page, 2).focus()
  await page.keyboard.press("Enter")
  await expect(thumbnails(page)).toHaveCount(2)
  await expect(thumbnails(page).nth(1)).toHaveAccessibleName("Foto 2: hinten.jpg")
  // The next picture's button has the focus: Enter again removes «hinten.jpg».
  await expect(removeButton(page, 2)).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(thumbnails(page)).toHaveCount(1)
  await expect(removeButton(page, 1)).toBeFocused()
  await page.keyboard.press("Space")
  await expect(thumbnails(page)).toHaveCount(0)
  await expect(picker(page)).toBeFocused()
  await expect(form(page).getByText(/von 5 Fotos/)).toHaveCount(0)
})

test("a sixth photo is refused with a German message; five are kept", async ({ page }) => {
  await gotoHydrated(page, "/kontakt")
  await addPhotos(
    page,
    [1, 2, 3, 4].map((n) => photo(`foto-${n}.jpg`))
  )
  await expect(thumbnails(page)).toHaveCount(4)
  await addPhotos(page, [photo("foto-5.jpg"), photo("foto-6.jpg")])
  await expect(photoAlert(page)).toHaveText(
    "Höchstens 5 Fotos pro Anfrage. Entfernen Sie zuerst ein Foto, wenn Sie ein anderes senden möchten."
  )
  await expect(thumbnails(page)).toHaveCount(5)
  await expect(thumbnails(page).last()).toHaveAccessibleName("Foto 5: foto-5.jpg")
  // Full: the picker takes no more until one is removed.
  await expect(picker(page)).toBeDisabled()
  await removeButton(page, 1).click()
  await expect(picker(page)).toBeEnabled()
})

test("a file that is not a picture, and an iPhone HEIC this browser cannot open, are refused and explained", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/kontakt")
  await addPhotos(page, [photo("offerte.pdf", Buffer.from("%PDF-1.7\n"), "application/pdf")])
  await expect(photoAlert(page)).toHaveText(
    "«offerte.pdf» ist kein Foto. Bitte wählen Sie ein Bild, z. B. im Format JPEG oder PNG."
  )
  // HEIC: Chromium cannot decode it (Safari can, and then the photo is converted like any other).
  await addPhotos(page, [photo("IMG_0001.HEIC", Buffer.from("\0\0\0\x18ftypheic"), "image/heic")])
  await expect(photoAlert(page)).toContainText("«IMG_0001.HEIC» ist im iPhone-Format HEIC gespeichert")
  await expect(photoAlert(page)).toContainText("«Maximale Kompatibilität»")
  await expect(thumbnails(page)).toHaveCount(0)
  // Failing to decode the HEIC, Chromium tries to read its object URL as a connection, which the
  // site's Content-Security-Policy (connect-src 'self') blocks, as it should: nothing to decode there.
  const blocked = /^Connecting to 'blob:http:\/\/localhost:9000\/[0-9a-f-]+' violates .*connect-src/
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !blocked.test(error)))
})

test("a huge picture (8000 × 6000 px) still works: scaled down before it is sent", async ({ page }) => {
  const huge = await sharp({
    create: { width: 8000, height: 6000, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
  const posts = await interceptNetlify(page, ok)
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await addPhotos(page, [photo("panorama.jpg", huge)])
  await expect(thumbnails(page)).toHaveCount(1)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  const { files } = await multipart(posts[0]!)
  const { width, height } = await sharp(new Uint8Array(await files.foto1!.arrayBuffer())).metadata()
  expect({ width, height }).toEqual({ width: 2000, height: 1500 })
})

test("offline before the form's code came: an inline alert with phone and e-mail, the text kept, and a retry works", async ({
  page,
  consoleErrors,
}) => {
  // The network drops right after the page has loaded: the form's rules and the toasts cannot come.
  let offline = true
  await page.route(/\/(contact-validation|toasts)-[0-9a-f]+\.js$/, (route) =>
    offline ? route.abort("internetdisconnected") : route.continue()
  )
  const posts = await interceptNetlify(page, ok)
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await submit(page).click()

  const alert = form(page)
    .getByRole("alert")
    .filter({ hasText: "Das Formular konnte nicht fertig geladen werden" })
  await expect(alert).toBeVisible()
  await expectPhoneAndEmail(alert)
  await expectKept(page)
  await expect(submit(page)).toBeEnabled()
  expect(posts).toHaveLength(0)

  // Back online: the same button sends it.
  offline = false
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  await expect(alert).toHaveCount(0)
  expect(posts).toHaveLength(1)
  consoleErrors.splice(0) // the browser reports the failed chunk requests, as it should
})

test("a photo picked before the page's scripts started is kept and prepared once they have", async ({
  page,
}) => {
  let release: () => void = () => {}
  const started = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/app-[0-9a-f]{20}\.js$/, async (route) => {
    await started
    await route.continue()
  })
  await page.goto("/kontakt", { waitUntil: "domcontentloaded" })
  await form(page).locator('input[name="foto1"]').setInputFiles(photo("IMG_2041.jpg"))
  release()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(thumbnails(page)).toHaveCount(1)
  await expect(thumbnails(page).first()).toHaveAccessibleName("Foto 1: IMG_2041.jpg")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the plain file input posts the picture with the form, as multipart", async ({ page }) => {
    const posts: Request[] = []
    await page.route("http://localhost:9000/kontakt", async (route) => {
      if (route.request().method() !== "POST") return route.continue()
      posts.push(route.request())
      await ok(route)
    })
    await page.goto("/kontakt")
    await expect(form(page)).toHaveAttribute("enctype", "multipart/form-data")
    await expect(form(page).getByText("Ein Foto, höchstens 7 MB.", { exact: false })).toBeVisible()
    // Netlify learns every picture field from the HTML, though only the first is shown.
    for (const name of ["foto1", "foto2", "foto3", "foto4", "foto5"]) {
      await expect(form(page).locator(`input[type="file"][name="${name}"]`)).toHaveCount(1)
    }
    await field(page, "Name").fill(REQUEST.name)
    await field(page, "E-Mail").fill(REQUEST.email)
    await field(page, "Nachricht").fill(REQUEST.message)
    const plain = form(page).locator('input[name="foto1"]')
    await expect(plain).toHaveAccessibleName("Fotos Ihres Fahrzeugs (optional)")
    await plain.setInputFiles(photo("IMG_2041.jpg"))
    await submit(page).click()
    await expect.poll(() => posts.length).toBe(1)
    const { fields, files } = await multipart(posts[0]!)
    expect(fields).toMatchObject({ "form-name": "kontakt", name: REQUEST.name, message: REQUEST.message })
    expect(files.foto1?.name).toBe("IMG_2041.jpg")
    expect(files.foto1?.size).toBe(FIXTURE.length) // unprocessed: as the hint says
  })
})
