// The owner's calendar (content/kalender.yaml) as the visitor meets it: «Nächster freier Termin» on
// every service page and on /kontakt, computed in the browser from today's date, and the weeks
// «Wunschtermin» offers. The page's clock starts on the calendar's day (CALENDAR_TODAY, a Wednesday):
// after it, the shipped calendar has two booked weeks, a nearly full one, Christmas with the
// Betriebsferien, and a nearly full week in January. (The rules themselves: src/lib/__tests__/calendar.test.ts;
// the date moving after an edit and a rebuild: cms.spec.ts.)
import type { Page } from "@playwright/test"
import {
  CALENDAR_TODAY,
  chooseWeek,
  field,
  fillRequest,
  form,
  FREE_WEEK,
  holdScripts,
  interceptNetlify,
  onCalendarDay,
  REQUEST,
  submit,
  weekChoice,
} from "./contact-form"
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures"

const nextFree = (page: Page) => page.locator("[data-next-free]")
const weeks = (page: Page) => field(page, "Wunschtermin (optional)")

test.describe("with the calendar's day", () => {
  test.beforeEach(({ page }) => onCalendarDay(page))

  test("each service page names the first week its working days fit in", async ({ page }) => {
    // Tönung (1 day) fits the nearly full week; Aufbereitung and Teilfolierung (2 days) the three
    // days before Christmas; the wrap (5 days) only the first whole week after the Betriebsferien.
    for (const [slug, expected] of [
      ["toenung", "ab Montag, 14. Dezember"],
      ["aufbereitung", "ab Montag, 21. Dezember"],
      ["teilfolierung", "ab Montag, 21. Dezember"],
      ["komplettfolierung", "ab Montag, 4. Januar 2027"],
    ] as const) {
      await gotoHydrated(page, `/dienstleistungen/${slug}`)
      await expect(nextFree(page)).toHaveText(`Nächster freier Termin: ${expected}`)
    }
  })

  test("on /kontakt the date follows the service chosen; booked and closed weeks cannot be chosen and say why", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kontakt")
    // Until the field nears the screen (and without JavaScript): the text field and «auf Anfrage».
    await expect(nextFree(page)).toHaveText("Nächster freier Termin: auf Anfrage")
    await weekChoice(page)
    await expect(nextFree(page)).toHaveText("Nächster freier Termin: ab Montag, 14. Dezember")
    await field(page, "Gewünschte Dienstleistung (optional)").selectOption("Komplettfolierung")
    await expect(nextFree(page)).toHaveText(
      "Nächster freier Termin (Komplettfolierung): ab Montag, 4. Januar 2027"
    )
    await field(page, "Gewünschte Dienstleistung (optional)").selectOption("Etwas anderes")
    await expect(nextFree(page)).toHaveText("Nächster freier Termin: ab Montag, 14. Dezember")

    const options = await weeks(page)
      .locator("option")
      .evaluateAll((list) =>
        list.map((option) => [option.textContent, (option as HTMLOptionElement).disabled])
      )
    // At least eight weeks, each named with its dates, how full it is in words.
    expect(options).toEqual([
      ["Keine Angabe", false],
      ["30. November – 4. Dezember: ausgebucht", true],
      ["7.–11. Dezember: ausgebucht", true],
      ["14.–18. Dezember: fast ausgebucht", false],
      ["21.–25. Dezember: frei, 3 Arbeitstage", false],
      ["28. Dezember 2026 – 1. Januar 2027: Betriebsferien", true],
      ["4.–8. Januar 2027: frei", false],
      ["11.–15. Januar 2027: fast ausgebucht", false],
      ["18.–22. Januar 2027: frei", false],
      ["25.–29. Januar 2027: frei", false],
      ["1.–5. Februar 2027: frei", false],
    ])
    await expect(weeks(page)).toHaveAccessibleDescription(/Ausgebuchte Wochen lassen sich nicht wählen/)
    await expect(weeks(page)).toHaveAccessibleDescription(/Nächster freier Termin: ab Montag, 14\. Dezember/)
  })

  test("the week choice takes the text field's place without moving anything below it", async ({ page }) => {
    // The choice's code held back until the text field has been measured where a visitor reads it.
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/week-choice-[0-9a-f]+\.js$/, async (route) => {
      await arrived
      await route.continue()
    })
    await gotoHydrated(page, "/kontakt")
    const control = weeks(page)
    await control.scrollIntoViewIfNeeded()
    await expect(control).toHaveJSProperty("tagName", "INPUT")
    // From the field's label, which stays, to the message field below it, read at one moment.
    const gap = () =>
      page.evaluate(() => {
        const label = [...document.querySelectorAll("label")].find((l) =>
          l.textContent?.startsWith("Wunschtermin")
        )
        const message = document.querySelector("textarea")
        return message!.getBoundingClientRect().top - label!.getBoundingClientRect().top
      })
    const before = await gap()
    release()
    await expect(control).toHaveJSProperty("tagName", "SELECT")
    expect(await gap()).toBe(before)
  })

  test(
    "by keyboard the week choice skips the weeks that cannot be chosen",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/kontakt")
      await (await weekChoice(page)).focus()
      const seen: string[] = []
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press("ArrowDown")
        seen.push(await weeks(page).inputValue())
      }
      expect(seen[0]).toBe("14.–18. Dezember 2026 (KW 51)")
      expect(seen).toContain(FREE_WEEK)
      for (const booked of ["7.–11. Dezember 2026 (KW 50)", "28. Dezember 2026 – 1. Januar 2027 (KW 53)"])
        expect(seen).not.toContain(booked)
      expect(seen.at(-1)).toBe("1.–5. Februar 2027 (KW 5)")
    }
  )

  test(
    "the chosen week is sent, and kept when the price estimator hands its choice over",
    { tag: "@phone" },
    async ({ page }) => {
      const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
      await gotoHydrated(page, "/kontakt")
      await chooseWeek(page, FREE_WEEK)
      await gotoHydrated(page, "/dienstleistungen/toenung")
      await page.getByRole("link", { name: "Offerte anfragen" }).click()
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(field(page, "Nachricht")).toHaveValue(/Klasse «Kleinwagen»/)
      await expect(await weekChoice(page)).toHaveValue(FREE_WEEK)
      await field(page, "Name").fill(REQUEST.name)
      await field(page, "E-Mail").fill(REQUEST.email)
      await submit(page).click()
      await expect.poll(() => posts.length).toBe(1)
      expect(new URLSearchParams(posts[0]!.postData() ?? "").get("preferredDate")).toBe(FREE_WEEK)
    }
  )

  test(
    "a week no longer offered, kept from earlier, stays chosen rather than lost",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/kontakt")
      await fillRequest(page)
      // A day later than a week on offer: the next visit is in February, the chosen week is past.
      await page.clock.setSystemTime(new Date("2027-02-01T09:00:00+01:00"))
      await page.reload()
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(await weekChoice(page)).toHaveValue(FREE_WEEK)
      await expect(nextFree(page)).toHaveText(
        "Nächster freier Termin (Scheibentönung): ab Dienstag, 2. Februar"
      )
    }
  )

  test(
    "words typed into the date field before the scripts started stay chosen and are sent",
    { tag: "@phone" },
    async ({ page }) => {
      const release = await holdScripts(page)
      const posts = await interceptNetlify(page, (route) => route.fulfill({ status: 200, body: "ok" }))
      await page.goto("/kontakt", { waitUntil: "domcontentloaded" })
      await fillRequest(page, { ...REQUEST, preferredDate: "ab 10. Dezember, vormittags" })
      release()
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(await weekChoice(page)).toHaveValue("ab 10. Dezember, vormittags")
      await submit(page).click()
      await expect.poll(() => posts.length).toBe(1)
      expect(new URLSearchParams(posts[0]!.postData() ?? "").get("preferredDate")).toBe(
        "ab 10. Dezember, vormittags"
      )
    }
  )

  test("at 320 px the choice and the date fit, light and dark, with no accessibility violations", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme })
      for (const route of ["/dienstleistungen/komplettfolierung", "/kontakt"]) {
        await gotoHydrated(page, route)
        if (route === "/kontakt") await weekChoice(page)
        await expect(nextFree(page)).toContainText("ab Montag")
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320)
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished))
        )
        expect(await seriousViolations(page), `${route} ${colorScheme}`).toEqual([])
      }
      const box = await weeks(page).boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(320)
    }
  })
})

test("the date moves on with today's date, never into the past", async ({ page }) => {
  await page.clock.setSystemTime(new Date("2027-01-06T09:00:00+01:00")) // a Wednesday
  await gotoHydrated(page, "/dienstleistungen/komplettfolierung")
  // This week has two days left and the next is nearly full: the wrap goes to the week after.
  await expect(nextFree(page)).toHaveText("Nächster freier Termin: ab Montag, 18. Januar")
  await page.clock.setSystemTime(CALENDAR_TODAY)
  await page.reload()
  await expect(nextFree(page)).toHaveText("Nächster freier Termin: ab Montag, 4. Januar 2027")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the pages say «auf Anfrage», and the form's plain date field posts what was typed", async ({
    page,
  }) => {
    await page.goto("/dienstleistungen/teilfolierung")
    await expect(nextFree(page)).toHaveText("Nächster freier Termin: auf Anfrage")
    let body = ""
    await page.route("http://localhost:9000/kontakt", async (route) => {
      if (route.request().method() !== "POST") return route.continue()
      body = route.request().postDataBuffer()?.toString("utf8") ?? ""
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>ok</p>" })
    })
    await page.goto("/kontakt")
    await expect(nextFree(page)).toHaveText("Nächster freier Termin: auf Anfrage")
    await field(page, "Name").fill(REQUEST.name)
    await field(page, "E-Mail").fill(REQUEST.email)
    await weeks(page).fill("ab 10. Januar, vormittags")
    await field(page, "Nachricht").fill(REQUEST.message)
    await form(page).evaluate((element: HTMLFormElement) => element.requestSubmit())
    await expect.poll(() => body).toContain('name="preferredDate"\r\n\r\nab 10. Januar, vormittags')
  })
})
