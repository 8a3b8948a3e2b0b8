import { readFileSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import type { z } from "zod"
import type { ServiceContent, servicesPageSchema } from "../src/content/schema"
import { classRange } from "../src/lib/price-range"
import { formatChfRange, formatPriceFrom } from "../src/lib/price"
import { ROUTES, expect, gotoHydrated, site, test } from "./fixtures"

const CONTENT = join(__dirname, "../content")
const PUBLIC = join(__dirname, "../public")
const load = <T>(path: string) => jsYaml.load(readFileSync(join(CONTENT, path), "utf8")) as T
const services = readdirSync(join(CONTENT, "services"))
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => load<ServiceContent>(`services/${name}`))
  .sort((a, b) => a.order - b.order)
const servicesPage = load<z.input<typeof servicesPageSchema>>("pages/dienstleistungen.yaml")
const home = load<{
  heading: string
  process: { steps: { title: string }[] }
  why: { points: { title: string }[] }
}>("pages/home.yaml")
const priceFrom = (amount: number) => formatPriceFrom(amount, servicesPage.labels.priceFrom)
/** «CHF 290.– bis 590.–»: the span of a service's vehicle classes, as the cards show it. */
const priceRange = (service: ServiceContent) =>
  formatChfRange(classRange(service.price.vehicleClasses), {
    from: servicesPage.labels.priceFrom,
    to: servicesPage.labels.priceTo,
  })

test("home: the hero's call to action, the services with prices, why, the process, sealing", async ({
  page,
}) => {
  await gotoHydrated(page, "/")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(home.heading)
  await expect(main.getByRole("link", { name: "Kostenlose Beratung vereinbaren" })).toHaveAttribute(
    "href",
    "/kontakt"
  )
  await expect(main.getByRole("link", { name: "Dienstleistungen ansehen" })).toHaveAttribute(
    "href",
    "/dienstleistungen"
  )
  for (const service of services) {
    // Exactly: a reference's card («Limousine, Komplettfolierung Mattschwarz») is an article too.
    const card = main
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: service.title, exact: true }) })
    await expect(card.getByRole("link", { name: service.title })).toHaveAttribute(
      "href",
      `/dienstleistungen/${service.slug}`
    )
    await expect(card).toContainText(priceRange(service))
  }
  for (const point of home.why.points)
    await expect(main.getByRole("heading", { name: point.title })).toBeVisible()
  await expect(main.locator("ol").getByRole("listitem")).toHaveText(
    home.process.steps.map((step) => new RegExp(step.title))
  )
  await expect(main).toContainText(
    `${servicesPage.sealing.title} ${priceFrom(servicesPage.sealing.price.from)}`
  )
  await expect(main.getByRole("link", { name: /Versiegelung/ })).toHaveAttribute(
    "href",
    "/dienstleistungen#versiegelung"
  )
  // No testimonials are shipped, so there is no such section.
  await expect(page.getByRole("heading", { name: /Kundinnen und Kunden/ })).toHaveCount(0)
})

test("services overview: every service with summary, price and link; sealing with its own section", async ({
  page,
}) => {
  await gotoHydrated(page, "/dienstleistungen")
  for (const service of services) {
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 2, name: service.title }) })
    await expect(card).toContainText(service.summary.replace(/\s+/g, " ").trim())
    await expect(card).toContainText(priceRange(service))
  }
  const sealing = page.locator("#versiegelung")
  await expect(sealing.getByRole("heading", { level: 2, name: servicesPage.sealing.title })).toBeVisible()
  await expect(sealing).toContainText(priceFrom(servicesPage.sealing.price.from))
})

for (const service of services) {
  test(`${service.title}: intro, what is included, process, duration, price, FAQ, call to action`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/dienstleistungen/${service.slug}`)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title)
    await expect(page.getByRole("navigation", { name: "Pfad" }).getByRole("link")).toHaveText([
      "Home",
      "Dienstleistungen",
    ])
    await expect(main).toContainText(service.intro[0]!.replace(/\s+/g, " ").trim().slice(0, 60))
    for (const item of service.included) await expect(main.getByText(item, { exact: true })).toBeVisible()
    for (const step of service.process) await expect(main.getByText(step, { exact: true })).toBeVisible()
    await expect(main).toContainText(service.duration)
    await expect(main).toContainText(priceFrom(classRange(service.price.vehicleClasses).from))
    for (const driver of service.price.drivers ?? [])
      await expect(main.getByText(driver, { exact: true })).toBeVisible()
    for (const { question, answer } of service.faq ?? []) {
      const item = main.locator("details").filter({ hasText: question })
      await expect(item.getByText(answer.replace(/\s+/g, " ").trim())).toBeHidden()
      await item.getByText(question).click()
      await expect(item.getByText(answer.replace(/\s+/g, " ").trim())).toBeVisible()
    }
    await expect(main.getByRole("link", { name: "Kostenlose Beratung vereinbaren" })).toHaveAttribute(
      "href",
      "/kontakt"
    )
  })
}

test("the tinting FAQ cites the Swiss rule it states and says the owner confirms it", async ({ page }) => {
  await page.goto("/dienstleistungen/toenung")
  await expect(page.getByRole("main")).toContainText("Art. 71a Abs. 4")
  await expect(page.getByRole("main")).toContainText("SR 741.41")
  await expect(page.getByRole("main")).toContainText("bestätige sie Ihnen")
})

test("about: the story, the garage, values and the brands", async ({ page }) => {
  await gotoHydrated(page, "/ueber-mich")
  const main = page.getByRole("main")
  for (const heading of ["Meine Garage", "Wofür ich stehe", "Womit ich arbeite"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible()
  }
  await expect(main.locator("dt")).toContainText(["3M", "Avery Dennison", "Llumar", "Koch-Chemie", "Gyeon"])
})

test("contact: tap to call, WhatsApp, e-mail, address with a route link, opening hours", async ({ page }) => {
  await gotoHydrated(page, "/kontakt")
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+41791234567")
  await expect(main.getByRole("link", { name: "Nachricht auf WhatsApp senden" })).toHaveAttribute(
    "href",
    "https://wa.me/41791234567"
  )
  await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  await expect(main.locator("address")).toContainText(`${site.address.street}`)
  await expect(main.locator("address")).toContainText(`${site.address.postalCode} ${site.address.locality}`)
  const route = main.getByRole("link", { name: "Route planen" })
  await expect(route).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Werkstrasse/
  )
  await expect(route).toHaveAttribute("target", "_blank")
  await expect(main.locator("dt")).toHaveText(["Mo–Fr", "Sa"])
  await expect(main.locator("dd")).toHaveText(["08:00–12:00, 13:30–18:00", "09:00–13:00"])
  await expect(main).toContainText("Termine ausserhalb dieser Zeiten nach Vereinbarung.")
  // No embedded map: nothing is loaded from Google.
  await expect(page.locator("iframe")).toHaveCount(0)
})

test("privacy policy: its sections, the date, and the imprint the footer links to", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.locator("footer").getByRole("link", { name: "Impressum" }).click()
  await expect(page).toHaveURL(/\/datenschutz#impressum$/)
  const imprint = page.locator("#impressum")
  await expect(imprint).toBeInViewport()
  await expect(imprint.getByRole("heading", { name: "Impressum" })).toBeVisible()
  await expect(imprint).toContainText(`${site.businessName}, Inhaber: ${site.ownerName}`)
  await expect(imprint).toContainText(
    `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`
  )
  await expect(imprint).toContainText(site.email)
  const main = page.getByRole("main")
  for (const heading of [
    "Verantwortlicher",
    "Besuch dieser Website",
    "Kontaktaufnahme und Anfragen",
    "Bestellung eines Geschenkgutscheins",
    "Empfänger und Länder",
    "Ihre Rechte",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible()
  }
  await expect(main).toContainText("Stand: 26. November 2026")
  await expect(main).not.toContainText("{")
})

test("privacy policy of a site that sends requests through Netlify: no cookies, no Firebase, WhatsApp its own controller", async ({
  page,
}) => {
  await gotoHydrated(page, "/datenschutz")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 2, name: "Cookies" })).toHaveCount(1)
  const cookies = main.locator("section", { has: page.locator(":scope > h2", { hasText: "Cookies" }) })
  await expect(cookies).toContainText("Diese Website setzt keine Cookies.")
  await expect(main).not.toContainText("reCAPTCHA")
  await expect(main.getByRole("heading", { name: "Google Firebase" })).toHaveCount(0)
  await expect(main.getByRole("heading", { name: "Empfänger und Länder" })).toHaveCount(1)
  await expect(main).toContainText("nur Netlify, Inc. (USA)")
  await expect(main).not.toContainText("Data Privacy Framework")
  const whatsapp = main.getByRole("link", { name: "www.whatsapp.com/legal/privacy-policy-eea" })
  await expect(whatsapp).toHaveAttribute("href", "https://www.whatsapp.com/legal/privacy-policy-eea")
  await expect(main).toContainText("als eigene Verantwortliche, nicht in meinem Auftrag")
  await expect(main.getByRole("link", { name: "www.edoeb.admin.ch" })).toHaveAttribute(
    "href",
    "https://www.edoeb.admin.ch"
  )
})

test("every image has a meaningful description or is marked decorative", async ({ page }) => {
  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    await gotoHydrated(page, route)
    const images = await page.locator("img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        alt: img.getAttribute("alt"),
        hidden: img.closest('[aria-hidden="true"]') !== null || img.getAttribute("role") === "presentation",
        // The logo: the link around it carries the business name.
        namedByLink: (img.closest("a")?.textContent ?? "").trim().length > 0,
        src: img.getAttribute("src") ?? "",
      }))
    )
    for (const image of images) {
      if (image.alt === null) throw new Error(`${route}: an image without alt: ${image.src}`)
      if (image.alt === "") expect(image.hidden || image.namedByLink, `${route}: ${image.src}`).toBe(true)
      else {
        expect(image.alt.length, `${route}: ${image.alt}`).toBeGreaterThan(15)
        expect(image.alt).not.toMatch(/\.(jpe?g|png|webp)$/i)
      }
    }
  }
})

test("images: the one above the fold eager, first and in WebP; the others lazy, in AVIF and WebP", async ({
  page,
}) => {
  await gotoHydrated(page, "/")
  const pictures = page.locator("main picture")
  const hero = pictures.first().locator("img")
  await expect(hero).toHaveAttribute("loading", "eager")
  await expect(hero).toHaveAttribute("fetchpriority", "high")
  await expect(hero).toHaveAttribute("width", /^\d+$/)
  await expect(hero).toHaveAttribute("height", /^\d+$/)
  // The blurred placeholder: a tiny WebP as a data URL (a JPEG would be three times the bytes).
  await expect(hero).toHaveAttribute("style", /background-image: ?url\("data:image\/webp;base64,/)
  await expect(pictures.first().locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\d+w/)
  // The first screen's picture is decoded before the page is complete: WebP, which decodes several
  // times faster than AVIF, and at this size costs barely more.
  await expect(pictures.first().locator('source[type="image/avif"]')).toHaveCount(0)
  const later = pictures.nth(1)
  await expect(later.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/)
  await expect(later.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\d+w/)
  const lazy = await page
    .locator("main picture img")
    .evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute("loading")))
  expect(lazy.length).toBeGreaterThan(0)
  expect(new Set(lazy)).toEqual(new Set(["lazy"]))
})

test("structured data: parses on every page and names the business; services, FAQ and breadcrumbs", async ({
  page,
}) => {
  for (const route of ROUTES) {
    await page.goto(route)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; name?: string; provider?: { "@id": string } }
    )
    const business = blocks.find((block) => block["@type"] === "AutoRepair")
    expect(business?.name, route).toBe(site.businessName)
    const types = blocks.map((block) => block["@type"])
    if (route !== "/") expect(types, route).toContain("BreadcrumbList")
    if (route.startsWith("/dienstleistungen/")) {
      expect(types).toEqual(expect.arrayContaining(["Service", "FAQPage"]))
      expect(blocks.find((block) => block["@type"] === "Service")?.provider?.["@id"]).toBe(
        `${site.siteUrl}/#business`
      )
    }
  }
})

test("sitemap and robots.txt: every page, not the 404 page", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  const index = await (await request.get("/sitemap-index.xml")).text()
  expect(index).toContain(`${site.siteUrl}/sitemap-0.xml`)
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(urls.sort()).toEqual(ROUTES.map((route) => `${site.siteUrl}${route === "/" ? "/" : route}`).sort())
})

test("the built pages are Swiss German: no «ß» anywhere", () => {
  const html = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return html(path)
      return name.endsWith(".html") ? [path] : []
    })
  const pages = html(PUBLIC)
  expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length)
  for (const path of pages) expect(readFileSync(path, "utf8").includes("ß"), path).toBe(false)
})
