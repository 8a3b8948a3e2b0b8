// «Farbe wählen» on the wrap pages and «Tönung planen» on the tint page: the drawing follows the
// choice, the rules of Art. 71a VTS decide what may be requested, and the choice reaches the estimator
// and the contact form. Films and prices are read from content/, as the page reads them.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import jsYaml from "js-yaml"
import type { z } from "zod"
import type { filmsSchema } from "../src/content/schema"
import type { ServiceContent } from "../src/content/schema"
import { estimate } from "../src/estimator/estimate"
import { finishName } from "../src/content/films"
import { field } from "./contact-form"
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures"

const CONTENT = join(__dirname, "../content")
const load = <T>(path: string) => jsYaml.load(readFileSync(join(CONTENT, path), "utf8")) as T
const films = load<z.input<typeof filmsSchema>>("folien.yaml")
const tint = load<ServiceContent>("services/toenung.yaml")
const partial = load<ServiceContent>("services/teilfolierung.yaml")
const [first, second] = films.wrap.films
const effect = films.wrap.films.find((film) => film.priceGroup === "Effekt")!
const effectGroup = films.wrap.priceGroups!.find((group) => group.name === "Effekt")!
const darkest = Math.min(...films.tint.films.map((film) => film.transmission))
const lightest = films.tint.films
  .filter((film) => film.measured === undefined)
  .reduce((a, b) => (a.transmission > b.transmission ? a : b))

/** The section, scrolled to, once its code has replaced the plain list. */
async function openSection(page: Page, route: string, heading: string) {
  await gotoHydrated(page, route)
  const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading }) })
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByRole("img")).toBeVisible()
  return section
}

const body = (page: Page) => page.locator("#farbe-waehlen [data-zone='body']")
const drawing = (page: Page, id: string) => page.locator(`#${id} svg[role='img']`)
const description = (page: Page, id: string) =>
  drawing(page, id).evaluate((svg) => svg.querySelector("desc")?.textContent ?? "")

test(
  "«Farbe wählen»: class and film by keyboard; the car's body and its description follow",
  { tag: "@desktop" },
  async ({ page }) => {
    const section = await openSection(page, "/dienstleistungen/komplettfolierung", "Farbe wählen")
    const before = await body(page).getAttribute("fill")
    const classes = section.getByRole("group", { name: "Fahrzeug" })
    await classes.getByRole("radio").first().focus()
    await page.keyboard.press("ArrowDown")
    await expect(classes.getByRole("radio", { name: "Mittelklasse" })).toBeChecked()
    // The estimator below has the same class.
    await expect(page.locator("#preis-berechnen").getByRole("radio", { name: "Mittelklasse" })).toBeChecked()

    const filmGroup = section.getByRole("group", { name: "Folie" })
    await expect(filmGroup.getByRole("radio")).toHaveCount(films.wrap.films.length)
    await filmGroup.getByRole("radio").first().focus()
    await page.keyboard.press("Space")
    await expect(filmGroup.getByRole("radio", { name: new RegExp(first!.name) })).toBeChecked()
    await expect(body(page)).toHaveAttribute("data-colour", first!.colours[0]!)
    await expect.poll(() => description(page, "farbe-waehlen")).toContain(first!.name)
    const firstFill = await body(page).getAttribute("fill")
    expect(firstFill).not.toBe(before)

    await page.keyboard.press("ArrowDown")
    await expect(filmGroup.getByRole("radio", { name: new RegExp(second!.name) })).toBeChecked()
    await expect(body(page)).toHaveAttribute("data-colour", second!.colours[0]!)
    expect(await body(page).getAttribute("fill")).not.toBe(firstFill)
    await expect
      .poll(() => description(page, "farbe-waehlen"))
      .toContain(`${second!.name} (${finishName(second!.finish)})`)
  }
)

test(
  "«Farbe wählen»: the finish filter, the price group in the guide price, and «Offerte anfragen» to the contact form",
  { tag: "@phone" },
  async ({ page }) => {
    const section = await openSection(page, "/dienstleistungen/komplettfolierung", "Farbe wählen")
    await section.getByRole("radio", { name: finishName(effect.finish), exact: true }).check()
    const filmGroup = section.getByRole("group", { name: "Folie" })
    const shown = films.wrap.films.filter((film) => film.finish === effect.finish)
    await expect(filmGroup.getByRole("radio")).toHaveCount(shown.length)
    await filmGroup.getByRole("radio", { name: new RegExp(effect.name) }).check()

    const komplett = load<ServiceContent>("services/komplettfolierung.yaml")
    const small = komplett.price.vehicleClasses[0]!
    const withFilm = estimate(small, [{ label: "", price: effectGroup.full }])
    const estimator = page.locator("#preis-berechnen output")
    await expect(estimator).toContainText(`CHF ${withFilm.from.toLocaleString("de-CH").replace(/’/g, "'")}`)
    await expect(estimator).toContainText(`Folie «${effect.name}»`)

    await section.getByRole("link", { name: "Offerte anfragen" }).click()
    await expect(page).toHaveURL(
      /\/kontakt\?dienstleistung=komplettfolierung&fahrzeug=kleinwagen&folie=[a-z0-9-]+#anfrage$/
    )
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(field(page, "Gewünschte Dienstleistung (optional)")).toHaveValue(komplett.title)
    const message = field(page, "Nachricht")
    await expect(message).toHaveValue(
      new RegExp(`Folie: ${effect.manufacturer} ${effect.line}, ${effect.name}`)
    )
    await expect(message).toHaveValue(/Preisgruppe «Effekt», \+ CHF 450\.–\)\.$/)
    // Prefilled, and the visitor's to change.
    await message.press("End")
    await message.pressSequentially(" Gerne im Frühling.")
    await expect(message).toHaveValue(/Gerne im Frühling\.$/)
  }
)

test(
  "«Farbe wählen» on the partial wrap: the chosen parts take the film, and the extras follow",
  { tag: "@phone" },
  async ({ page }) => {
    const section = await openSection(page, "/dienstleistungen/teilfolierung", "Farbe wählen")
    const parts = section.getByRole("group", { name: "Teile" })
    await expect(parts.getByRole("checkbox", { name: "Dach" })).toBeChecked()
    await section
      .getByRole("group", { name: "Folie" })
      .getByRole("radio", { name: new RegExp(first!.name) })
      .check()
    await expect(page.locator("#farbe-waehlen [data-zone='roof']")).toHaveAttribute(
      "data-colour",
      first!.colours[0]!
    )
    await expect(body(page)).not.toHaveAttribute("data-colour", first!.colours[0]!)
    const roofExtra = partial.configurator!.roof!
    const bonnetExtra = partial.configurator!.bonnet!
    const estimator = page.locator("#preis-berechnen")
    await expect(estimator.getByRole("checkbox", { name: new RegExp(roofExtra) })).toBeChecked()
    await parts.getByRole("checkbox", { name: "Motorhaube" }).check()
    await expect(estimator.getByRole("checkbox", { name: new RegExp(bonnetExtra) })).toBeChecked()
    await expect(page.locator("#farbe-waehlen [data-zone='bonnet']")).toHaveAttribute(
      "data-colour",
      first!.colours[0]!
    )
    await expect
      .poll(() => description(page, "farbe-waehlen"))
      .toMatch(/Dach, Aussenspiegel und Motorhaube in/)
    await section.getByRole("link", { name: "Offerte anfragen" }).click()
    await expect(page).toHaveURL(/zonen=dach%2Cspiegel%2Cmotorhaube#anfrage$/)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(field(page, "Nachricht")).toHaveValue(/für Dach, Aussenspiegel und Motorhaube\.$/)
  }
)

test(
  "tampered configurator parameters are ignored on the contact form",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(
      page,
      "/kontakt?dienstleistung=komplettfolierung&fahrzeug=kleinwagen&folie=%3Cimg%20src%3Dx%3E"
    )
    await expect(field(page, "Nachricht")).toHaveValue(/Kleinwagen/)
    await expect(field(page, "Nachricht")).not.toHaveValue(/Folie:|</)
    await gotoHydrated(
      page,
      "/kontakt?dienstleistung=toenung&fahrzeug=kleinwagen&toenung=vordere-seitenscheiben%3A5"
    )
    await expect(field(page, "Nachricht")).toHaveValue(/Kleinwagen/)
    await expect(field(page, "Nachricht")).not.toHaveValue(/Tönung:/)
  }
)

test(
  "«Tönung planen»: a film in front without a measured value is «nicht zulässig» and cannot be requested; on the rear window it is allowed and priced",
  { tag: "@phone" },
  async ({ page }) => {
    const section = await openSection(page, "/dienstleistungen/toenung", "Tönung planen")
    const windscreen = section.getByRole("group", { name: "Windschutzscheibe" })
    const front = section.getByRole("group", { name: "Vordere Seitenscheiben" })
    const rear = section.getByRole("group", { name: "Heckscheibe" })
    const film = new RegExp(`^${darkest} %`)
    const price = section.locator("output")
    const priceBefore = await price.textContent()

    // Even the lightest film: no glass value is assumed (Art. 71a Abs. 4 VTS counts film and glass).
    await windscreen.getByRole("radio", { name: new RegExp(`^${lightest.transmission} %`) }).check()
    await expect(windscreen).toContainText("nicht zulässig")
    await expect(windscreen).toContainText("Ohne Messwert mit Scheibe")
    await windscreen.getByRole("radio", { name: "keine Folie" }).check()
    await expect(windscreen).not.toContainText("nicht zulässig")

    await front.getByRole("radio", { name: film }).check()
    await expect(front).toContainText("nicht zulässig")
    await expect(front).toContainText("Art. 71a Abs. 4 VTS")
    await expect(section.getByRole("link", { name: "Offerte anfragen" })).toHaveCount(0)
    await expect(section.getByRole("alert")).toContainText("nicht zulässig")
    await expect(page.locator("#toenung-planen [data-zone='frontSide']")).toHaveAttribute(
      "data-transmission",
      String(darkest)
    )
    await expect
      .poll(() => description(page, "toenung-planen"))
      .toContain(`Vordere Seitenscheiben: Folie ${darkest} % (nicht zulässig)`)

    await front.getByRole("radio", { name: "keine Folie" }).check()
    await rear.getByRole("radio", { name: film }).check()
    await expect(rear).toContainText("zulässig")
    await expect(rear).not.toContainText("nicht zulässig")
    // A reading of two articles, and said to be one.
    await expect(rear).toContainText("Art. 112 VTS")
    await expect(rear).toContainText("Lesart beider Artikel")
    await expect(price).not.toHaveText(priceBefore ?? "")
    const rearExtra = tint.price.options!.find((extra) => extra.label === tint.configurator!.rearWindow)!
    const small = tint.price.vehicleClasses[0]!
    const expected = estimate(small, [rearExtra])
    await expect(price).toContainText(`CHF ${expected.from}.–`)
    await expect(
      page.locator("#preis-berechnen").getByRole("checkbox", { name: new RegExp(rearExtra.label) })
    ).toBeChecked()

    // Without two exterior mirrors the driver needs the rear window: no film there.
    await section.getByRole("checkbox", { name: "Das Fahrzeug hat zwei Aussenspiegel" }).uncheck()
    await expect(rear).toContainText("nicht zulässig")
    await expect(section.getByRole("link", { name: "Offerte anfragen" })).toHaveCount(0)
    await section.getByRole("checkbox", { name: "Das Fahrzeug hat zwei Aussenspiegel" }).check()

    await section.getByRole("link", { name: "Offerte anfragen" }).click()
    await expect(page).toHaveURL(/toenung=heckscheibe%3A5#anfrage$/)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(field(page, "Nachricht")).toHaveValue(
      new RegExp(`Tönung: Heckscheibe ${darkest} %; das Fahrzeug hat zwei Aussenspiegel\\.$`)
    )
  }
)

test(
  "«Tönung planen» without two exterior mirrors: no film behind the driver; a sun strip reaches the form with the vehicle as it is",
  { tag: "@phone" },
  async ({ page }) => {
    const section = await openSection(page, "/dienstleistungen/toenung", "Tönung planen")
    const rearSide = section.getByRole("group", { name: "Hintere Seitenscheiben" })
    await section.getByRole("checkbox", { name: "Das Fahrzeug hat zwei Aussenspiegel" }).uncheck()
    await rearSide.getByRole("radio", { name: new RegExp(`^${darkest} %`) }).check()
    await expect(rearSide).toContainText("nicht zulässig")
    await expect(rearSide).toContainText("Ohne zwei Aussenspiegel")
    await rearSide.getByRole("radio", { name: "keine Folie" }).check()
    await section
      .getByRole("group", { name: "Windschutzscheibe" })
      .getByRole("radio", { name: "Blendschutzstreifen" })
      .check()
    await section.getByRole("link", { name: "Offerte anfragen" }).click()
    await expect(page).toHaveURL(/toenung=windschutzscheibe%3Astreifen&zwei-aussenspiegel=nein#anfrage$/)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(field(page, "Nachricht")).toHaveValue(
      /Tönung: Windschutzscheibe mit Blendschutzstreifen; das Fahrzeug hat nicht auf beiden Seiten einen Aussenspiegel\.$/
    )
  }
)

for (const colorScheme of ["light", "dark"] as const) {
  test(`the open configurators have no serious accessibility violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme })
    for (const [route, heading] of [
      ["/dienstleistungen/komplettfolierung", "Farbe wählen"],
      ["/dienstleistungen/teilfolierung", "Farbe wählen"],
      ["/dienstleistungen/toenung", "Tönung planen"],
    ] as const) {
      const section = await openSection(page, route, heading)
      if (heading === "Tönung planen") {
        await section
          .getByRole("group", { name: "Vordere Seitenscheiben" })
          .getByRole("radio", { name: new RegExp(`^${darkest} %`) })
          .check()
      } else {
        await section.getByRole("group", { name: "Folie" }).getByRole("radio").nth(3).check()
      }
      expect(await seriousViolations(page)).toEqual([])
    }
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test(
    "the wrap pages list every film with its finish, the tint page states the rules in a table",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/dienstleistungen/komplettfolierung")
      const list = page.locator("#farbe-waehlen li")
      await expect(list).toHaveCount(films.wrap.films.length)
      for (const film of films.wrap.films) {
        await expect(list.filter({ hasText: film.name })).toContainText(
          `${film.manufacturer} ${film.line}, ${finishName(film.finish)}`
        )
      }
      await page.goto("/dienstleistungen/toenung")
      const table = page.locator("#toenung-planen table")
      await expect(table.getByRole("row", { name: /Windschutzscheibe/ })).toContainText("nicht zulässig")
      await expect(table.getByRole("row", { name: /Windschutzscheibe/ })).toContainText("Art. 71a Abs. 5 VTS")
      await expect(table.getByRole("row", { name: /Vordere Seitenscheiben/ })).toContainText("nicht zulässig")
      await expect(table.getByRole("row", { name: /Vordere Seitenscheiben/ })).toContainText("Ohne Messwert")
      await expect(table.getByRole("row", { name: /Heckscheibe/ })).not.toContainText("nicht zulässig")
      await expect(table.getByRole("row", { name: /Heckscheibe/ })).toContainText("Art. 112 VTS")
      await expect(page.locator("#toenung-planen")).toContainText("Ohne zwei Aussenspiegel")
    }
  )
})
