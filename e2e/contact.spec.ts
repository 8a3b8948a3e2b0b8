import AxeBuilder from "@axe-core/playwright"
import type { Route } from "@playwright/test"
import {
  autofill,
  CALENDAR_TODAY,
  expectFailureToast,
  expectKept,
  expectPhoneAndEmail,
  field,
  fillRequest,
  form,
  holdScripts,
  interceptNetlify,
  onCalendarDay,
  REQUEST,
  sendAndTimeOut,
  submit,
  SUCCESS,
} from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"

// The weeks «Wunschtermin» offers are counted from today: every page starts on the calendar's day.
test.beforeEach(({ page }) => onCalendarDay(page))

test.describe("the contact form, delivered by Netlify Forms", () => {
  test("sends exactly the request Netlify expects, shows progress, thanks, and empties the form", async ({
    page,
  }) => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const posts = await interceptNetlify(page, async (route) => {
      await answered
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>ok</p>" })
    })
    await gotoHydrated(page, "/kontakt")
    await fillRequest(page)
    await submit(page).click()

    // While sending: progress, and a second press sends nothing more.
    await expect(submit(page)).toHaveText("Wird gesendet …")
    await expect(submit(page)).toBeDisabled()
    await submit(page).click({ force: true })
    release()

    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
    expect(posts).toHaveLength(1)
    const [post] = posts
    expect(post!.url()).toBe("http://localhost:9000/")
    expect(post!.method()).toBe("POST")
    expect(post!.headers()["content-type"]).toBe("application/x-www-form-urlencoded")
    expect(Object.fromEntries(new URLSearchParams(post!.postData() ?? ""))).toEqual({
      "form-name": "kontakt",
      ...REQUEST,
    })

    await expect(field(page, "Name")).toHaveValue("")
    await expect(field(page, "Nachricht")).toHaveValue("")
    await expect(submit(page)).toHaveText("Anfrage senden")
    expect(await page.evaluate(() => sessionStorage.getItem("kontakt-entwurf"))).toBeNull()
  })

  test("a honeypot filled by the browser never ends in a false «gesendet»: nothing is sent, the form says why with phone and e-mail, and the next press sends", async ({
    page,
  }) => {
    const posts = await interceptNetlify(page, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>ok</p>" })
    )
    await gotoHydrated(page, "/kontakt")
    await fillRequest(page)
    // As Chrome's autofill or a password manager would set it. Netlify would answer 200 to it and keep
    // nothing, not even under «Spam» (docs/contact-form.md, «The honeypot»).
    await autofill(page, "#contact-honeypot", "https://www.beispiel.ch")
    await submit(page).click()

    const said = form(page).getByRole("alert").filter({ hasText: "Ihre Anfrage ist noch nicht gesendet" })
    await expect(said).toBeVisible()
    await expectPhoneAndEmail(said)
    expect(posts).toHaveLength(0)
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toHaveCount(0)
    await expectKept(page)
    await expect(page.locator("#contact-honeypot")).toHaveValue("")

    await submit(page).click()
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
    await expect(said).toHaveCount(0)
    expect(posts).toHaveLength(1)
    expect(Object.fromEntries(new URLSearchParams(posts[0]!.postData() ?? ""))).toEqual({
      "form-name": "kontakt",
      ...REQUEST,
    })
  })

  for (const [what, answer] of [
    ["a server error (500)", (route: Route) => route.fulfill({ status: 500, body: "Fehler" })],
    ["a refusal (404)", (route: Route) => route.fulfill({ status: 404, body: "Not found" })],
    ["a network failure", (route: Route) => route.abort("failed")],
  ] as const) {
    test(`after ${what}: an error toast with phone and e-mail, the input kept, the button ready`, async ({
      page,
      consoleErrors,
    }) => {
      await interceptNetlify(page, answer)
      await gotoHydrated(page, "/kontakt")
      await fillRequest(page)
      await submit(page).click()
      await expectFailureToast(page)
      await expectKept(page)
      await expect(submit(page)).toBeEnabled()
      await expect(submit(page)).toHaveText("Anfrage senden")
      consoleErrors.splice(0) // the browser reports the failed request, as it should
    })
  }

  // Offline before the code that sends came: e2e/hanging-line.spec.ts (the inline alert, not a toast).

  test("no answer within 10 seconds counts as a failure", async ({ page }) => {
    await page.clock.install({ time: CALENDAR_TODAY }) // the calendar's day, as onCalendarDay
    const pending: Route[] = []
    await interceptNetlify(page, async (route) => void pending.push(route))
    await gotoHydrated(page, "/kontakt")
    await fillRequest(page)
    await sendAndTimeOut(page, () => pending.length === 1)
    await expectKept(page)
    await expect(submit(page)).toBeEnabled()
    await pending[0]!.abort().catch(() => {})
  })

  test("empty form: every problem inline, the focus on the first, nothing sent", async ({ page }) => {
    const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200 }))
    await gotoHydrated(page, "/kontakt")
    await submit(page).click()
    await expect(field(page, "Name")).toBeFocused()
    for (const [label, message] of [
      ["Name", "Bitte geben Sie Ihren Namen an."],
      [
        "E-Mail",
        "Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit ich Ihnen antworten kann.",
      ],
      ["Nachricht", "Bitte schreiben Sie kurz, worum es geht."],
    ] as const) {
      const input = field(page, label)
      await expect(input).toHaveAttribute("aria-invalid", "true")
      await expect(input).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.?]/g, "\\$&")}`))
    }
    await expect(field(page, "Telefon")).not.toHaveAttribute("aria-invalid")
    expect(posts).toHaveLength(0)
  })

  test("a wrong e-mail or phone is flagged when leaving the field, and cleared once right", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kontakt")
    await field(page, "E-Mail").fill("anna@beispiel")
    await field(page, "Telefon").focus()
    await expect(field(page, "E-Mail")).toHaveAccessibleDescription(/^Bitte prüfen Sie die E-Mail-Adresse/)
    await field(page, "Telefon").fill("12345")
    await field(page, "Nachricht").focus()
    await expect(field(page, "Telefon")).toHaveAttribute("aria-invalid", "true")
    await expect(field(page, "Telefon")).toHaveAccessibleDescription(/^Bitte prüfen Sie die Telefonnummer/)

    await field(page, "E-Mail").fill("anna@beispiel.ch")
    await expect(field(page, "E-Mail")).not.toHaveAttribute("aria-invalid")
    await field(page, "Telefon").fill("079 123 45 67")
    await expect(field(page, "Telefon")).not.toHaveAttribute("aria-invalid")
  })

  test("a message over 2000 characters is refused with a live counter, and kept", async ({ page }) => {
    const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200 }))
    await gotoHydrated(page, "/kontakt")
    const long = "Sehr ausführlich. ".repeat(112).slice(0, 2001)
    await fillRequest(page, { ...REQUEST, message: long })
    await expect(form(page).getByText("2001 von 2000 Zeichen")).toBeVisible()
    await submit(page).click()
    await expect(field(page, "Nachricht")).toHaveAccessibleDescription(
      /^Die Nachricht ist zu lang – höchstens 2000 Zeichen\./
    )
    await expect(field(page, "Nachricht")).toBeFocused()
    await expect(field(page, "Nachricht")).toHaveValue(long)
    expect(posts).toHaveLength(0)
    await field(page, "Nachricht").press("Backspace")
    await expect(form(page).getByText("2000 von 2000 Zeichen")).toBeVisible()
    await expect(field(page, "Nachricht")).not.toHaveAttribute("aria-invalid")
  })

  test("what was typed survives a reload in the same tab", async ({ page }) => {
    await gotoHydrated(page, "/kontakt")
    await fillRequest(page)
    await page.reload()
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expectKept(page)
  })

  test("what was typed before the scripts started is kept and sent once they have", async ({ page }) => {
    // On a slow connection the scripts arrive after the form is on the screen: hold them back until
    // the visitor has filled it in.
    const release = await holdScripts(page)
    const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200 }))
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" }) // a waiting script holds «load» back
    await fillRequest(page)
    expect(await page.locator("html[data-hydrated]").count()).toBe(0)
    release()
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expectKept(page)
    await submit(page).click()
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toEqual({
      "form-name": "kontakt",
      ...REQUEST,
    })
  })

  test("the privacy note links the policy; the service choice lists every service and more", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kontakt")
    await expect(form(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/datenschutz#kontakt"
    )
    await expect(form(page).getByRole("checkbox")).toHaveCount(0)
    await expect(field(page, "Gewünschte Dienstleistung (optional)").locator("option")).toHaveText([
      "Bitte wählen",
      "Fahrzeugaufbereitung",
      "Komplettfolierung",
      "Teilfolierung & Design",
      "Scheibentönung",
      "Versiegelung",
      "Etwas anderes",
    ])
  })

  for (const colorScheme of ["light", "dark"] as const) {
    test(`with errors showing it has no accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await gotoHydrated(page, "/kontakt")
      await field(page, "E-Mail").fill("falsch")
      await submit(page).click()
      await expect(field(page, "E-Mail")).toHaveAttribute("aria-invalid", "true")
      const results = await new AxeBuilder({ page }).include("form[name='kontakt']").analyze()
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
      ).toEqual([])
    })
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the form is a plain form Netlify detects and the browser can post", async ({ page }) => {
    await page.goto("/kontakt")
    const plain = form(page)
    await expect(plain).toHaveAttribute("method", "POST")
    await expect(plain).toHaveAttribute("data-netlify", "true")
    // Netlify refuses a POST whose field named here is filled (a bot's plain POST): the attribute and
    // the field are in the HTML Netlify reads at deploy.
    await expect(plain).toHaveAttribute("netlify-honeypot", "bot-field")
    await expect(plain.locator('input[name="bot-field"]')).toHaveCount(1)
    await expect(plain.locator('input[name="bot-field"]')).toBeHidden()
    await expect(plain).not.toHaveAttribute("novalidate")
    await expect(plain.locator('input[type="hidden"][name="form-name"]')).toHaveValue("kontakt")
    for (const name of ["name", "email", "phone", "vehicle", "service", "preferredDate", "message"]) {
      await expect(plain.locator(`[name="${name}"]`)).toHaveCount(1)
    }
    await expect(plain.locator('[name="name"]')).toHaveAttribute("required", "")
    await expect(plain.locator('[name="message"]')).toHaveAttribute("required", "")
  })
})
