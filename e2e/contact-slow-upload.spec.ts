// Photos with the request over a slow phone connection (Netlify path). Netlify Forms cut a
// submission off after 30 s (docs.netlify.com, Forms setup, «File uploads»), words and all; the form
// gives up in time and sends the words with the photos that fit (src/contact/photos/send.ts).
//
// A request answered by page.route never crosses the network, so nothing would slow its upload.
// Here the POST goes on to a small server that plays Netlify (it takes the multipart body, keeps
// complete submissions, cuts a request off after 30 s), and Chromium's own throttling (CDP) slows
// the upload: XMLHttpRequest's progress then follows the throttled pace, as on a phone.
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { PHOTO_NOTE_FIELD } from "../src/lib/photo-limits"
import { fillRequest, form, onCalendarDay, REQUEST, submit, SUCCESS } from "./contact-form"
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures"

// The weeks «Wunschtermin» offers are counted from today: every page starts on the calendar's day.
test.beforeEach(({ page }) => onCalendarDay(page))

/** Netlify's limit per submission. */
const NETLIFY_TIMEOUT_MS = 30_000

interface Submission {
  fields: Record<string, string>
  files: string[]
}

/** Netlify's side: complete submissions, and how many requests broke off or were cut. */
class NetlifyStandIn {
  readonly submissions: Submission[] = []
  broken = 0
  cut = 0
  private constructor(private readonly server: Server) {}

  static async start(): Promise<NetlifyStandIn> {
    const server = createServer()
    const standIn = new NetlifyStandIn(server)
    server.on("request", (request, response) => {
      const chunks: Buffer[] = []
      let complete = false
      const cutOff = setTimeout(() => {
        standIn.cut += 1
        response.writeHead(504, { connection: "close" }).end()
        request.socket.destroy()
      }, NETLIFY_TIMEOUT_MS)
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        complete = true
        clearTimeout(cutOff)
        void standIn.keep(request, Buffer.concat(chunks)).then(() => response.end("<p>ok</p>"))
      })
      request.on("close", () => {
        clearTimeout(cutOff)
        if (!complete) standIn.broken += 1
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return standIn
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`
  }

  private async keep(request: IncomingMessage, body: Buffer) {
    const type = request.headers["content-type"] ?? ""
    const data = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData()
    const submission: Submission = { fields: {}, files: [] }
    for (const [name, value] of data.entries()) {
      if (typeof value === "string") submission.fields[name] = value
      else submission.files.push(name)
    }
    this.submissions.push(submission)
  }

  /** The page's POST to «/» goes here, through the browser's network stack (and its throttling). */
  async receive(page: Page) {
    await page.route("http://localhost:9000/", (route) =>
      route.request().method() === "POST" ? route.continue({ url: this.url }) : route.continue()
    )
  }

  close() {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(resolve))
  }
}

/** Chromium's throttling of this page's uploads, in bits per second. */
async function throttleUpload(page: Page, bitsPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: bitsPerSecond / 8,
  })
}

/**
 * Phone photos: noise, which JPEG cannot shrink much, so that each stays a few hundred kB once the
 * browser has prepared it, as a real photo does (the fixture of the other specs is a drawing of 50 kB).
 */
async function phonePhotos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `IMG_20${41 + index}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: {
          width: 1100,
          height: 800,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 92 })
        .toBuffer(),
    }))
  )
}

const thumbnails = (page: Page) => form(page).getByRole("img", { name: /^Foto \d: / })
const leftOutAlert = (page: Page) => form(page).getByRole("alert").filter({ hasText: "Nicht mitgekommen" })

let netlify: NetlifyStandIn
test.beforeEach(async () => {
  netlify = await NetlifyStandIn.start()
})
test.afterEach(async () => {
  await netlify.close()
})

/** Opens the form, fills it and picks five photos, all prepared; the POST goes to the stand-in. */
async function fiveReadyPhotos(page: Page) {
  await netlify.receive(page)
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await page.locator("#photos").setInputFiles(await phonePhotos(5))
  await expect(thumbnails(page)).toHaveCount(5)
  await expect(form(page).getByText(/^5 von 5 Fotos, zusammen \d+\.\d MB$/)).toBeVisible()
}

test("at normal speed all five photos still go in one request, with the words", async ({ page }) => {
  await fiveReadyPhotos(page)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  expect(netlify.submissions).toEqual([
    { fields: { "form-name": "kontakt", ...REQUEST }, files: ["foto1", "foto2", "foto3", "foto4", "foto5"] },
  ])
  expect(netlify.broken).toBe(0)
})

test.describe("on a slow phone connection", () => {
  // At 0.5 Mbit/s the photos alone take over a minute; the form gives up after a few seconds and
  // sends what fits in about 15 s. The steps wait for states, never for durations; this bound is
  // only for a machine so loaded that the throttled upload itself crawls.
  /** A throttled send ends within seconds of 30 at most; a loaded machine may take a few times that. */
  const SENT = { timeout: 150_000 }

  test("0.5 Mbit/s: the words arrive with the photos that fit, and the visitor is told which did not", async ({
    page,
  }, testInfo) => {
    await fiveReadyPhotos(page)
    await throttleUpload(page, 500_000)
    await submit(page).click()
    await expect(
      form(page).getByRole("progressbar", { name: /^Fotos werden gesendet: \d+ %$/ })
    ).toBeVisible()

    const alert = leftOutAlert(page)
    await expect(alert).toBeVisible(SENT)
    // The request that arrived: the words, some photos, and for the owner the names of the others.
    expect(netlify.submissions).toHaveLength(1)
    const [{ fields, files }] = netlify.submissions as [Submission]
    expect(fields).toMatchObject({ "form-name": "kontakt", ...REQUEST })
    expect(files.length).toBeGreaterThan(0)
    expect(files.length).toBeLessThan(5)
    const missing = [1, 2, 3, 4, 5].filter((number) => !files.includes(`foto${number}`))
    const list = missing.map((number) => `Foto ${number} («IMG_20${40 + number}.jpg»)`).join(", ")
    expect(fields[PHOTO_NOTE_FIELD]).toBe(
      `Wegen einer langsamen Verbindung nicht mitgesendet: ${list}. Das Formular hat darum gebeten, sie per WhatsApp oder E-Mail zu senden.`
    )
    // Netlify never had to cut a request off: the first one was given up long before.
    expect(netlify.cut).toBe(0)
    expect(netlify.broken).toBeGreaterThanOrEqual(1) // the first request, given up

    // The visitor: which photos did not go, and where to send them; never a plain «sent».
    await expect(alert).toContainText("Ihre Anfrage ist angekommen")
    await expect(alert).toContainText(`Nicht mitgekommen: ${list}.`)
    await expect(alert.getByRole("link", { name: "+41 79 123 45 67" })).toHaveAttribute(
      "href",
      "https://wa.me/41791234567"
    )
    await expect(alert.getByRole("link", { name: "hallo@glanzwerk-sursee.ch" })).toHaveAttribute(
      "href",
      "mailto:hallo@glanzwerk-sursee.ch"
    )
    await expect(page.getByText(SUCCESS)).toHaveCount(0)
    // Sent: the form is empty again, the alert stays until the next send.
    await expect(thumbnails(page)).toHaveCount(0)
    await expect(submit(page)).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])
    await alert.scrollIntoViewIfNeeded()
    const screenshot = testInfo.outputPath("meldung-nach-dem-senden.png")
    await page.screenshot({ path: screenshot })
    await testInfo.attach("Meldung nach dem Senden", { path: screenshot, contentType: "image/png" })
  })

  test("0.1 Mbit/s: not even one photo fits, the words go alone and every photo is named", async ({
    page,
  }) => {
    await fiveReadyPhotos(page)
    await throttleUpload(page, 100_000)
    await submit(page).click()

    const alert = leftOutAlert(page)
    await expect(alert).toBeVisible(SENT)
    const list = [1, 2, 3, 4, 5].map((number) => `Foto ${number} («IMG_20${40 + number}.jpg»)`).join(", ")
    expect(netlify.submissions).toEqual([
      {
        fields: {
          "form-name": "kontakt",
          ...REQUEST,
          [PHOTO_NOTE_FIELD]: expect.stringContaining(list),
        },
        files: [],
      },
    ])
    expect(netlify.cut).toBe(0)
    await expect(alert).toContainText(`Nicht mitgekommen: ${list}.`)
    await expect(page.getByText(SUCCESS)).toHaveCount(0)
  })
})
