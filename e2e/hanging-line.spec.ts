// A phone on a line that dies after the page has loaded: each lazily loaded part of /kontakt and
// /gutschein fails, at once or after hanging 3 s (what a dying mobile line does), with the CPU six
// times slower. Whatever fails, the visitor keeps what they typed: the form says what happened with the
// phone number and the e-mail address, the next press tries again, the page never loads itself again,
// and no «Loading chunk … failed» goes uncaught (Gatsby reloads the page on one: src/forms/reload-guard.ts).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { expectPhoneAndEmail, field, form, interceptNetlify, submit, SUCCESS } from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"
import { BUYER, fields as posted, fillBuyer, form as voucherForm, input } from "./voucher"

const HANG_MS = 3_000

/**
 * The files of the lazily loaded parts `groups` (webpack's chunk groups, the names in `import()`'s
 * webpackChunkName), with the chunks they share, as this build wrote them (public/webpack.stats.json).
 */
function chunkFiles(...groups: string[]): RegExp {
  const stats = JSON.parse(readFileSync(join(__dirname, "../public/webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const files = groups.flatMap((group) => {
    const assets = stats.namedChunkGroups[group]?.assets.map((asset) => asset.name) ?? []
    if (assets.length === 0) throw new Error(`No chunk group «${group}» in this build`)
    return assets
  })
  return new RegExp(`/(${files.map((file) => file.replace(/[.]/g, "\\.")).join("|")})$`)
}

/**
 * Makes the chunks whose file names match `files` fail, at once («quick») or after hanging (`hang`),
 * from now on, until `restore()`; and slows the CPU down as a mid-range phone's.
 */
async function dyingLine(page: Page, files: RegExp, mode: "quick" | "hang") {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 })
  let failing = true
  await page.route(
    (url) => files.test(url.pathname),
    async (route) => {
      if (!failing) return route.continue()
      if (mode === "hang") await new Promise((resolve) => setTimeout(resolve, HANG_MS))
      await route.abort("internetdisconnected").catch(() => {})
    }
  )
  return { restore: () => (failing = false) }
}

/** Every load of the page after the first: a reload throws away what the visitor typed. */
function reloads(page: Page): string[] {
  const seen: string[] = []
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url())
  })
  return seen
}

/** The console held only the browser's own notes on the failed requests: nothing uncaught. */
function onlyFailedRequests(consoleErrors: string[]) {
  expect(consoleErrors.filter((error) => !/^Failed to load resource/.test(error))).toEqual([])
  consoleErrors.splice(0)
}

/** The inline alert that offers the phone and the e-mail address. */
async function expectAlertWithContacts(page: Page, scope: ReturnType<typeof form>, text: RegExp) {
  const alert = scope.getByRole("alert").filter({ hasText: text })
  await expect(alert).toBeVisible()
  await expectPhoneAndEmail(alert)
  return alert
}

const CONTACT = {
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  message: "Was kostet das Tönen der Heckscheibe?",
}

async function fillContact(page: Page) {
  await field(page, "Name").fill(CONTACT.name)
  await field(page, "E-Mail").fill(CONTACT.email)
  await field(page, "Nachricht").fill(CONTACT.message)
}

async function expectContactKept(page: Page) {
  await expect(field(page, "Name")).toHaveValue(CONTACT.name)
  await expect(field(page, "E-Mail")).toHaveValue(CONTACT.email)
  await expect(field(page, "Nachricht")).toHaveValue(CONTACT.message)
}

for (const mode of ["quick", "hang"] as const) {
  test.describe(`a line that fails ${mode === "quick" ? "at once" : "after hanging 3 s"}`, () => {
    // The parts without which the request cannot leave: the form's rules (with the chunk they share
    // with the voucher's), and the code that sends.
    for (const [part, files] of [
      ["the form's rules", chunkFiles("contact-validation")],
      ["the code that sends", chunkFiles("contact-submit")],
    ] as const) {
      test(`/kontakt without ${part}: the alert with phone and e-mail, the text kept, no reload; the next press sends`, async ({
        page,
        consoleErrors,
      }) => {
        const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
        await gotoHydrated(page, "/kontakt")
        const seen = reloads(page)
        const line = await dyingLine(page, files, mode)
        await fillContact(page)
        await submit(page).click()
        const alert = await expectAlertWithContacts(
          page,
          form(page),
          /Das Formular konnte nicht fertig geladen werden/
        )
        await expectContactKept(page)
        expect(posts).toHaveLength(0)
        expect(seen).toEqual([])

        line.restore()
        await submit(page).click()
        await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
        await expect(alert).toHaveCount(0)
        expect(posts).toHaveLength(1)
        expect(seen).toEqual([])
        onlyFailedRequests(consoleErrors)
      })
    }

    test("/kontakt without the toasts' code: sent, and the thanks said in the form", async ({
      page,
      consoleErrors,
    }) => {
      const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
      await gotoHydrated(page, "/kontakt")
      const seen = reloads(page)
      await dyingLine(page, chunkFiles("toasts"), mode)
      await fillContact(page)
      await submit(page).click()
      await expect(form(page).getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
      expect(posts).toHaveLength(1)
      expect(seen).toEqual([])
      onlyFailedRequests(consoleErrors)
    })

    test("/kontakt without the week choice's or the photos' code: the text field stays, the photos say so, it sends", async ({
      page,
      consoleErrors,
    }) => {
      const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
      await gotoHydrated(page, "/kontakt")
      const seen = reloads(page)
      await dyingLine(page, chunkFiles("week-choice", "contact-photos"), mode)
      await fillContact(page)
      // Near the week choice: its code cannot come, the field stays the text field it was.
      const week = field(page, "Wunschtermin (optional)")
      await week.scrollIntoViewIfNeeded()
      await week.fill("nach Neujahr")
      await expect(week).toHaveJSProperty("tagName", "INPUT")
      // A photo picked: the photo code cannot come, and the field says so.
      await page.locator("#photos").setInputFiles({
        name: "auto.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      })
      await expect(form(page).getByText(/Das Formular konnte nicht fertig geladen werden/)).toBeVisible()
      await submit(page).click()
      await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
      expect(posts).toHaveLength(1)
      expect(new URLSearchParams(posts[0]!.postData() ?? "").get("preferredDate")).toBe("nach Neujahr")
      expect(seen).toEqual([])
      onlyFailedRequests(consoleErrors)
    })

    async function fillOrder(page: Page) {
      await voucherForm(page).getByRole("radio", { name: "CHF 150.–" }).check()
      await fillBuyer(page)
      await voucherForm(page)
        .getByRole("radio", { name: /Als PDF per E-Mail/ })
        .check()
    }
    const order = (page: Page) => voucherForm(page).getByRole("button", { name: "Gutschein bestellen" })

    for (const [part, files] of [
      ["the order's rules", chunkFiles("voucher-validation")],
      // The reference's code comes in the result's chunk too (webpack's flagIncludedChunks marks it
      // loaded with that one): both fail, as on a line that is gone.
      ["the payment reference's code", chunkFiles("voucher-reference", "voucher-result")],
      ["the code that sends", chunkFiles("contact-submit")],
    ] as const) {
      test(`/gutschein without ${part}: the alert with phone and e-mail, the order kept, no reload; the next press orders`, async ({
        page,
        consoleErrors,
      }) => {
        const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
        await gotoHydrated(page, "/gutschein")
        const seen = reloads(page)
        const line = await dyingLine(page, files, mode)
        await fillOrder(page)
        await order(page).click()
        await expectAlertWithContacts(
          page,
          voucherForm(page),
          /Das Formular konnte nicht fertig geladen werden/
        )
        await expect(input(page, "Name der beschenkten Person")).toHaveValue(BUYER.recipient)
        await expect(input(page, "Ort")).toHaveValue(BUYER.locality)
        expect(posts).toHaveLength(0)
        expect(seen).toEqual([])

        line.restore()
        await order(page).click()
        await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeVisible()
        expect(posts).toHaveLength(1)
        expect(posted(posts[0]!)).toMatchObject({ recipient: BUYER.recipient, amount: "150.00" })
        expect(seen).toEqual([])
        onlyFailedRequests(consoleErrors)
      })
    }

    test("/gutschein without the result's or the QR-bill's code: the order sent once, its thanks and number shown", async ({
      page,
      consoleErrors,
    }) => {
      const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
      await gotoHydrated(page, "/gutschein")
      const seen = reloads(page)
      await dyingLine(page, chunkFiles("voucher-result", "voucher-bill"), mode)
      await fillOrder(page)
      await order(page).click()
      await expect(page.getByRole("heading", { name: "Danke für Ihre Bestellung" })).toBeVisible()
      const reference = new URLSearchParams(posts[0]?.postData() ?? "").get("reference") ?? ""
      expect(reference).not.toBe("")
      await expect(
        page.getByText(reference.replace(/\s/g, "").slice(-5), { exact: false }).first()
      ).toBeVisible()
      expect(posts).toHaveLength(1)
      expect(seen).toEqual([])
      onlyFailedRequests(consoleErrors)
    })
  })
}

test("a chunk that fails uncaught while the form holds typing: the page stays, as it is", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/kontakt")
  const seen = reloads(page)
  await fillContact(page)
  // What Gatsby takes for a newer build, and reloads the page for (cache-dir/navigation.js).
  await page.evaluate(() => {
    void Promise.reject(new Error("Loading chunk 999 failed.\n(error: /gibt-es-nicht.js)"))
  })
  await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 500)))
  expect(seen).toEqual([])
  await expectContactKept(page)
  expect(consoleErrors).toEqual([])
  // An empty form: Gatsby's reload stays (a page after a new build, whose old chunks are gone).
  await field(page, "Name").fill("")
  await field(page, "E-Mail").fill("")
  await field(page, "Nachricht").fill("")
  await page.evaluate(() => {
    void Promise.reject(new Error("Loading chunk 999 failed.\n(error: /gibt-es-nicht.js)"))
  })
  await expect.poll(() => seen.length).toBe(1)
  consoleErrors.splice(0)
})
