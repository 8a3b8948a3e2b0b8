// Photos a phone could not decode are refused before the browser tries, and the others are prepared
// one at a time (src/contact/photos/before-decoding.ts, controller.ts). Beside contact-photos.spec.ts,
// which covers the ordinary pictures. The large files are made here with sharp.
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { form } from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"

const FIXTURE = readFileSync(join(__dirname, "files/fahrzeug-mit-standort.jpg")) // 3000 × 2000 px

const picker = (page: Page) => page.locator("#photos")
const thumbnails = (page: Page) => form(page).getByRole("img", { name: /^Foto \d: / })
const preparing = (page: Page) => form(page).getByText("Wird vorbereitet …")
const photoAlert = (page: Page) =>
  form(page)
    .getByRole("group", { name: /Fotos Ihres Fahrzeugs/ })
    .getByRole("alert")

const oneColour = (width: number, height: number) =>
  sharp({
    limitInputPixels: false,
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })

test("a file over 40 MB and a 20000 × 20000 px PNG are refused before decoding, by name; the others are prepared", async ({
  page,
}, testInfo) => {
  // Compressing 400 million pixels takes sharp some seconds, more on a loaded machine.
  // A 1200 × 900 JPEG followed by zeros (which decoders ignore) up to 41 MB: a picture the browser
  // could decode, refused for its size alone.
  const big = testInfo.outputPath("riesig.jpg")
  const small = await oneColour(1200, 900).jpeg().toBuffer()
  writeFileSync(big, Buffer.concat([small, Buffer.alloc(41_000_000 - small.length)]))
  // One colour: 400 megapixels in a few MB, 1.6 GB once decoded.
  const huge = testInfo.outputPath("panorama.png")
  await oneColour(20_000, 20_000).png().toFile(huge)

  // Every picture the photo code draws (decoded), by its size.
  await page.addInitScript(() => {
    const drawn: string[] = []
    Object.assign(window, { __drawn: drawn })
    const drawImage = CanvasRenderingContext2D.prototype.drawImage
    CanvasRenderingContext2D.prototype.drawImage = function (
      this: CanvasRenderingContext2D,
      ...args: Parameters<typeof drawImage>
    ) {
      const [image] = args
      if (image instanceof HTMLImageElement) drawn.push(`${image.naturalWidth}×${image.naturalHeight}`)
      return drawImage.apply(this, args)
    } as typeof drawImage
  })
  await gotoHydrated(page, "/kontakt")
  // Picked together (Playwright takes files or buffers, not both at once).
  const [front, back] = ["vorne.jpg", "hinten.jpg"].map((name) => testInfo.outputPath(name))
  for (const path of [front!, back!]) writeFileSync(path, FIXTURE)
  await picker(page).setInputFiles([front!, big, huge, back!])

  await expect(thumbnails(page)).toHaveCount(2)
  await expect(thumbnails(page).nth(0)).toHaveAccessibleName("Foto 1: vorne.jpg")
  await expect(thumbnails(page).nth(1)).toHaveAccessibleName("Foto 2: hinten.jpg")
  await expect(preparing(page)).toHaveCount(0)
  await expect(photoAlert(page).getByText(/^«riesig\.jpg» ist grösser als 40 MB/)).toBeVisible()
  await expect(photoAlert(page)).toContainText(
    "«riesig.jpg» ist grösser als 40 MB, zu gross, um es hier zu verkleinern. Bitte wählen Sie ein kleineres Foto, z. B. eines direkt aus der Kamera Ihres Telefons."
  )
  await expect(photoAlert(page)).toContainText(
    "«panorama.png» hat mehr als 100 Megapixel, zu viele, um es hier zu verkleinern."
  )
  await expect(form(page).getByText(/^2 von 5 Fotos, zusammen /)).toBeVisible()
  // Only the two ordinary photos were ever decoded.
  const drawn = await page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn)
  expect(drawn.length).toBeGreaterThanOrEqual(2)
  expect(new Set(drawn)).toEqual(new Set(["3000×2000"]))
})

test("several photos picked at once are prepared one after the other, in their order", async ({ page }) => {
  // Each finished picture waits (canvas.toBlob's answer held back) until the test lets it go: how
  // many wait at once is how many pictures were being prepared at once.
  await page.addInitScript(() => {
    const held: (() => void)[] = []
    let most = 0
    const toBlob = HTMLCanvasElement.prototype.toBlob
    HTMLCanvasElement.prototype.toBlob = function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      ...rest: [string?, number?]
    ) {
      toBlob.call(
        this,
        (blob) => {
          held.push(() => callback(blob))
          most = Math.max(most, held.length)
        },
        ...rest
      )
    }
    Object.assign(window, {
      __prepared: { waiting: () => held.length, most: () => most, release: () => held.shift()?.() },
    })
  })
  const held = (what: "waiting" | "most" | "release") =>
    page.evaluate(
      (method) => (window as unknown as { __prepared: Record<string, () => number> }).__prepared[method]!(),
      what
    )

  await gotoHydrated(page, "/kontakt")
  const names = ["erstes.jpg", "zweites.jpg", "drittes.jpg"]
  await picker(page).setInputFiles(names.map((name) => ({ name, mimeType: "image/jpeg", buffer: FIXTURE })))
  await expect(preparing(page)).toHaveCount(3)

  for (const [index, name] of names.entries()) {
    await expect.poll(() => held("waiting")).toBe(1)
    await held("release")
    await expect(thumbnails(page)).toHaveCount(index + 1)
    await expect(thumbnails(page).nth(index)).toHaveAccessibleName(`Foto ${index + 1}: ${name}`)
    await expect(preparing(page)).toHaveCount(names.length - index - 1)
  }
  expect(await held("most")).toBe(1)
})
