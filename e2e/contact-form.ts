// Shared steps for the contact form tests of both delivery paths.
import type { Locator, Page, Request, Route } from "@playwright/test"
import { expect } from "./fixtures"

/**
 * The day the contact tests run on, in the page's clock (which runs on from there): the calendar of
 * content/kalender.yaml has booked, nearly full and closed weeks after it. `onCalendarDay` first.
 */
export const CALENDAR_TODAY = new Date("2026-12-02T10:00:00+01:00")
export const onCalendarDay = (page: Page) => page.clock.setSystemTime(CALENDAR_TODAY)

/** A week free from CALENDAR_TODAY on, as the week choice sends it. */
export const FREE_WEEK = "4.–8. Januar 2027 (KW 1)"

export const REQUEST = {
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  phone: "079 123 45 67",
  vehicle: "VW Golf 8",
  service: "Scheibentönung",
  preferredDate: FREE_WEEK,
  message: "Ich möchte die hinteren Scheiben tönen lassen. Was kostet das?",
}

export const SUCCESS = "Vielen Dank! Ich melde mich so bald wie möglich bei Ihnen."
export const FAILURE = /Ihre Anfrage konnte leider nicht gesendet werden/

export const form = (page: Page) => page.locator("form[name='kontakt']")
export const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })
export const submit = (page: Page) => form(page).getByRole("button", { name: /Anfrage senden|Wird gesendet/ })

export async function fillRequest(page: Page, request = REQUEST) {
  await field(page, "Name").fill(request.name)
  await field(page, "E-Mail").fill(request.email)
  await field(page, "Telefon").fill(request.phone)
  await field(page, "Fahrzeug (optional)").fill(request.vehicle)
  await field(page, "Gewünschte Dienstleistung (optional)").selectOption(request.service)
  await chooseWeek(page, request.preferredDate)
  await field(page, "Nachricht").fill(request.message)
}

/**
 * «Wunschtermin» once it is the choice of weeks: its code comes when the field nears the screen
 * (src/contact/WeekField.tsx), so the field is scrolled to first.
 */
export async function weekChoice(page: Page) {
  const control = field(page, "Wunschtermin (optional)")
  // The text field is replaced while it is scrolled to: then the choice is scrolled to.
  await expect(async () => {
    await control.scrollIntoViewIfNeeded({ timeout: 5_000 })
    await expect(control).toHaveJSProperty("tagName", "SELECT", { timeout: 5_000 })
  }).toPass()
  return control
}

/**
 * «Wunschtermin»: the week whose value is `week` once the scripts run (the choice of weeks), else the
 * same words typed (the text field before the scripts start, or without them).
 */
export async function chooseWeek(page: Page, week: string) {
  if ((await page.locator("html[data-hydrated]").count()) > 0)
    await (await weekChoice(page)).selectOption(week)
  else await field(page, "Wunschtermin (optional)").fill(week)
}

/** Holds the page's scripts back until the returned function is called (a slow connection). */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const started = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/app-[0-9a-f]{20}\.js$/, async (route) => {
    await started
    await route.continue()
  })
  return release
}

/**
 * Fills a field as a browser's autofill or a password manager does: the value set by the browser,
 * then `input` and `change`, without keystrokes and whether the field is visible or not.
 */
export async function autofill(page: Page, selector: string, value: string) {
  await page.locator(selector).evaluate((input: HTMLInputElement, text) => {
    input.value = text
    input.dispatchEvent(new Event("input", { bubbles: true }))
    input.dispatchEvent(new Event("change", { bubbles: true }))
  }, value)
}

/** What was typed is still in every field. */
export async function expectKept(page: Page, request = REQUEST) {
  await expect(field(page, "Name")).toHaveValue(request.name)
  await expect(field(page, "E-Mail")).toHaveValue(request.email)
  await expect(field(page, "Telefon")).toHaveValue(request.phone)
  await expect(field(page, "Fahrzeug (optional)")).toHaveValue(request.vehicle)
  await expect(field(page, "Gewünschte Dienstleistung (optional)")).toHaveValue(request.service)
  await expect(field(page, "Wunschtermin (optional)")).toHaveValue(request.preferredDate)
  await expect(field(page, "Nachricht")).toHaveValue(request.message)
}

/** What `said` offers instead: the owner's phone number and e-mail address, as links. */
export async function expectPhoneAndEmail(said: Locator) {
  await expect(said.getByRole("link", { name: "+41 79 123 45 67" })).toHaveAttribute(
    "href",
    "tel:+41791234567"
  )
  await expect(said.getByRole("link", { name: "hallo@glanzwerk-sursee.ch" })).toHaveAttribute(
    "href",
    "mailto:hallo@glanzwerk-sursee.ch"
  )
}

/** The failure toast offers the phone number and the e-mail address as links. */
export async function expectFailureToast(page: Page) {
  const toast = page.getByRole("status").filter({ hasText: FAILURE })
  await expect(toast).toBeVisible()
  // The spec's place for toasts: top right (the toast's bar, around the message and its close button,
  // once it has slid in).
  const bar = async () => (await toast.locator("..").boundingBox())!
  await expect
    .poll(async () => (await bar()).x + (await bar()).width)
    .toBeGreaterThan(page.viewportSize()!.width - 40)
  expect((await bar()).y).toBeLessThan(120)
  await expectPhoneAndEmail(toast)
}

/**
 * Sends the filled form while its request hangs (`hanging` turns true once it does) and checks the
 * 10 s limit with the page's clock (`page.clock.install()` first): no failure 9 s after the click, the
 * failure toast 10.5 s after. The clock also runs by itself, as fast as a busy machine lets the page get
 * there, so it is stopped once the request hangs and moved by exactly what the check needs.
 */
export async function sendAndTimeOut(page: Page, hanging: () => boolean) {
  const clickedAt = await page.evaluate(() => Date.now())
  await submit(page).click()
  await expect(submit(page)).toHaveText("Wird gesendet …")
  await expect.poll(hanging).toBe(true)
  const pausedAt = (await page.evaluate(() => Date.now())) + 1_000
  await page.clock.pauseAt(pausedAt)
  const elapsed = pausedAt - clickedAt
  expect(elapsed).toBeLessThan(9_000)
  await page.clock.fastForward(9_000 - elapsed) // 9 s after the click: the send has waited at most 9 s
  await expect(page.getByRole("status").filter({ hasText: FAILURE })).toHaveCount(0)
  await page.clock.fastForward(elapsed + 1_500) // at least 10.5 s since the send began
  await page.clock.resume()
  await expectFailureToast(page)
}

/** Netlify Forms receives a POST to «/»; everything else goes to the local server. */
export async function interceptNetlify(page: Page, answer: (route: Route) => Promise<void>) {
  const posts: Request[] = []
  await page.route("http://localhost:9000/", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    posts.push(route.request())
    return answer(route)
  })
  return posts
}
