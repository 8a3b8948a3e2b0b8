import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import type { ServiceContent } from "../src/content/schema"
import { fillPrice, lowestPrice } from "../src/content/price-text"
import { formatChf } from "../src/lib/price"
import type { APIRequestContext } from "@playwright/test"
import sharp from "sharp"
import { ROUTES, expect, site, test } from "./fixtures"

const SERVICES = join(__dirname, "../content/services")
const SERVICE_ROUTES = ROUTES.filter((route) => route.startsWith("/dienstleistungen/"))

const meta = (name: string) => `meta[name="${name}"]`
const property = (name: string) => `meta[property="${name}"]`

test("a page's head carries its title, description, canonical URL and social cards", async ({ page }) => {
  await page.goto("/kontakt")
  const title = `Kontakt | ${site.businessName}`
  await expect(page).toHaveTitle(title)
  const head = page.locator("head")
  await expect(head.locator(meta("description"))).toHaveAttribute("content", /^Rufen Sie mich an/)
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/kontakt`)
  await expect(head.locator(meta("theme-color"))).toHaveAttribute("content", "#d4af37")
  await expect(head.locator(meta("theme-color"))).toHaveCount(1)
  await expect(head.locator(property("og:title"))).toHaveAttribute("content", title)
  await expect(head.locator(property("og:description"))).toHaveAttribute("content", /^Rufen Sie mich an/)
  await expect(head.locator(property("og:site_name"))).toHaveAttribute("content", site.businessName)
  await expect(head.locator(property("og:locale"))).toHaveAttribute("content", "de_CH")
  await expect(head.locator(property("og:url"))).toHaveAttribute("content", `${site.siteUrl}/kontakt`)
  await expect(head.locator(property("og:image"))).toHaveAttribute(
    "content",
    new RegExp(`^${site.siteUrl.replace(/[.]/g, "\\.")}/static/[0-9a-f]+/\\d+/ueber-mich\\.jpg$`)
  )
  await expect(head.locator(meta("twitter:card"))).toHaveAttribute("content", "summary_large_image")
})

/** The social card of the page at `route`, as its built HTML has it. */
async function socialCard(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text()
  const read = (attribute: "property" | "name", name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
  return {
    image: read("property", "og:image") ?? "",
    type: read("property", "og:image:type"),
    width: read("property", "og:image:width"),
    height: read("property", "og:image:height"),
    alt: read("property", "og:image:alt") ?? "",
    card: read("name", "twitter:card"),
    twitterImage: read("name", "twitter:image"),
  }
}

test("every page previews itself: its own 1200×630 picture, under 300 KB, at an absolute https address", async ({
  request,
}) => {
  const images = new Map<string, string>()
  for (const route of ROUTES) {
    const card = await socialCard(request, route)
    expect(card, route).toMatchObject({
      type: "image/jpeg",
      width: "1200",
      height: "630",
      card: "summary_large_image",
      twitterImage: card.image,
    })
    expect(card.alt.length, `${route}: og:image:alt`).toBeGreaterThan(20)
    // Absolute, on the site's own https address, answered there without a redirect.
    expect(card.image.startsWith(`${site.siteUrl}/static/`), `${route}: ${card.image}`).toBe(true)
    expect(site.siteUrl).toMatch(/^https:\/\//)
    const file = await request.get(card.image.slice(site.siteUrl.length), { maxRedirects: 0 })
    expect(file.status(), card.image).toBe(200)
    expect(file.headers()["content-type"]).toBe("image/jpeg")
    const body = await file.body()
    expect(body.length, `${route}: bytes`).toBeLessThan(300 * 1024)
    const { width, height, format } = await sharp(body).metadata()
    expect({ route, width, height, format }).toEqual({ route, width: 1200, height: 630, format: "jpeg" })
    images.set(route, card.image)
  }
  // Each page with a picture of its own shows it: a shared wrap, tint or voucher is not the logo.
  const own = ["/", "/dienstleistungen", ...SERVICE_ROUTES, "/ueber-mich", "/gutschein"]
  expect(new Set(own.map((route) => images.get(route))).size).toBe(own.length)
  // The contact page shows the garage, where the consultation is (content/pages/kontakt.yaml); the
  // privacy policy, without a picture, the home page's.
  expect(images.get("/kontakt")).toBe(images.get("/ueber-mich"))
  expect(images.get("/datenschutz")).toBe(images.get("/"))
})

test("the home page falls back to the site description and has a canonical URL with a slash", async ({
  page,
}) => {
  await page.goto("/")
  await expect(page.locator(meta("description"))).toHaveAttribute(
    "content",
    /^Fahrzeugaufbereitung, Komplett/
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/`)
})

test("a service's description for search engines says its lowest price, filled in from «Preis»", async ({
  page,
}) => {
  const services = readdirSync(SERVICES).filter((name) => name.endsWith(".yaml"))
  expect(services.length).toBeGreaterThan(0)
  for (const name of services) {
    const service = jsYaml.load(readFileSync(join(SERVICES, name), "utf8")) as ServiceContent
    const lowest = lowestPrice(service.price)!
    const written = (service.description ?? service.summary).replace(/\s+/g, " ").trim()
    const shown = fillPrice(written, lowest)
    // The shipped descriptions name the price through {price}: the page says it, never the placeholder.
    expect(written, name).toContain("{price}")
    expect(shown, name).toContain(formatChf(lowest))
    await page.goto(`/dienstleistungen/${service.slug}`)
    for (const tag of [meta("description"), property("og:description"), meta("twitter:description")])
      await expect(page.locator(tag), `${name} ${tag}`).toHaveAttribute("content", shown)
  }
})

test("the site's icon (an error page's social image, the manifest's) is a 512×512 PNG", async ({
  request,
}) => {
  const response = await request.get("/icons/icon-512x512.png")
  expect(response.status()).toBe(200)
  const png = await response.body()
  expect(png.subarray(1, 4).toString()).toBe("PNG")
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512])
})

test("the web manifest names the business and the gold theme colour", async ({ page, request }) => {
  await page.goto("/")
  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    name: site.businessName,
    short_name: site.shortName,
    start_url: "/",
    theme_color: "#d4af37",
    lang: "de-CH",
  })
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain("512x512")
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /favicon/)
})

test("the logo is the spec's /images/logo.webp, links home and names the business for screen readers", async ({
  page,
}) => {
  await page.goto("/kontakt")
  const logo = page.locator("header").getByRole("link", { name: site.businessName, exact: true })
  await expect(logo).toHaveAttribute("href", "/")
  const image = logo.locator("img")
  await expect(image).toHaveAttribute("src", /\/images\/logo\.webp$/)
  // Decorative inside the link: the link's own text names the business, once.
  await expect(image).toHaveAttribute("alt", "")
  const response = await page.request.get("/images/logo.webp")
  expect(response.headers()["content-type"]).toBe("image/webp")
})

test("the logo is sharp at the size it is shown: 44 px high on phones, 64 px on wide screens, at 1×, 2× and 3×", async ({
  browser,
  baseURL,
}) => {
  for (const { width, scale, height } of [
    { width: 390, scale: 3, height: 44 },
    { width: 390, scale: 2, height: 44 },
    { width: 1280, scale: 1, height: 64 },
    { width: 1280, scale: 2, height: 64 },
    { width: 1280, scale: 3, height: 64 },
  ]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale })
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    const image = page.locator("header a[href='/'] img")
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    const currentSrc = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    // The file's own height (an <img> with srcset reports its height divided by the density it chose).
    const naturalHeight = await page.evaluate(async (src) => {
      const file = new Image()
      file.src = src
      await file.decode()
      return file.naturalHeight
    }, currentSrc)
    const box = (await image.boundingBox())!
    const where = `${width} px at ${scale}×: ${currentSrc}`
    expect(box.height, where).toBeCloseTo(height, 0)
    // Enough pixels for every device pixel, and no file larger than the next size up.
    expect(naturalHeight, where).toBeGreaterThanOrEqual(height * scale)
    expect(currentSrc, where).toMatch(/^\/images\/logo(-large)?\.webp$/)
    if (height * scale <= 132) expect(currentSrc, where).toBe("/images/logo.webp")
    await context.close()
  }
})
