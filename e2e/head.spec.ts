import { expect, site, test } from "./fixtures"

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
    `${site.siteUrl}/icons/icon-512x512.png`
  )
  await expect(head.locator(meta("twitter:card"))).toHaveAttribute("content", "summary_large_image")
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

test("the social image is a 512×512 PNG icon served by the site", async ({ request }) => {
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

test("the logo links home and names the business for screen readers", async ({ page }) => {
  await page.goto("/kontakt")
  const logo = page.locator("header").getByRole("link", { name: site.businessName, exact: true })
  await expect(logo).toHaveAttribute("href", "/")
  await expect(logo.locator("img")).toHaveAttribute("src", "/images/logo.svg")
})

test("the logo is one vector file, drawn at the size it is shown on a phone and on a 3× desktop", async ({
  browser,
  baseURL,
}) => {
  for (const { width, scale, height } of [
    { width: 390, scale: 3, height: 44 },
    { width: 1280, scale: 3, height: 64 },
  ]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale })
    const page = await context.newPage()
    const svgs: string[] = []
    page.on("response", (response) => {
      if (response.headers()["content-type"]?.startsWith("image/svg+xml"))
        svgs.push(new URL(response.url()).pathname)
    })
    await page.goto(`${baseURL}/`)
    const image = page.locator("header a[href='/'] img")
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1028)
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
      "/images/logo.svg"
    )
    expect(svgs).toContain("/images/logo.svg")
    expect((await image.boundingBox())!.height).toBeCloseTo(height, 0)
    await context.close()
  }
})
