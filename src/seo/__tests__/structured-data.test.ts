import { join } from "node:path"
import { validateContent } from "../../content/validate"
import {
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  referenceImagesJsonLd,
  serviceJsonLd,
  toScriptJson,
} from "../structured-data"

const { content } = validateContent(join(__dirname, "../../../content"))
const site = content.site!.data

test("the business: an AutoRepair with address, hours, phone, profiles and area", () => {
  const business = businessJsonLd(site, 190) as unknown as Record<string, unknown>
  expect(business).toMatchObject({
    "@type": "AutoRepair",
    "@id": "https://www.glanzwerk-sursee.ch/#business",
    name: "Glanzwerk Fahrzeugpflege",
    telephone: "+41 79 123 45 67",
    email: "hallo@glanzwerk-sursee.ch",
    address: {
      "@type": "PostalAddress",
      postalCode: "6210",
      addressLocality: "Sursee",
      addressCountry: "CH",
    },
    sameAs: [site.social.instagram, site.social.tiktok],
    priceRange: "ab CHF 190.–",
  })
  expect(business.openingHoursSpecification).toContainEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Saturday"],
    opens: "09:00",
    closes: "13:00",
  })
  expect(business.areaServed).toContainEqual({ "@type": "Place", name: "Sursee" })
})

test("a service names its provider, its page and its lowest price in francs", () => {
  expect(
    serviceJsonLd(site, {
      title: "Scheibentönung",
      summary: "…",
      path: "/dienstleistungen/toenung",
      price: { from: 290, to: 590 },
    })
  ).toMatchObject({
    "@type": "Service",
    name: "Scheibentönung",
    url: "https://www.glanzwerk-sursee.ch/dienstleistungen/toenung",
    provider: { "@id": "https://www.glanzwerk-sursee.ch/#business" },
    offers: { "@type": "Offer", priceCurrency: "CHF", price: 290 },
  })
})

test("the offer spans the vehicle classes: lowest and highest price, no highest when open", () => {
  const offer = (to: number | null) =>
    serviceJsonLd(site, { title: "T", summary: "…", path: "/dienstleistungen/t", price: { from: 290, to } })
      .offers
  expect(offer(590)).toMatchObject({
    priceSpecification: { "@type": "PriceSpecification", priceCurrency: "CHF", minPrice: 290, maxPrice: 590 },
  })
  expect(offer(null)).toEqual(
    expect.objectContaining({
      priceSpecification: { "@type": "PriceSpecification", priceCurrency: "CHF", minPrice: 290 },
    })
  )
})

test("questions and answers, and the breadcrumb trail with absolute URLs", () => {
  expect(faqJsonLd([{ question: "Wie lange?", answer: "Einen Tag." }]).mainEntity).toEqual([
    { "@type": "Question", name: "Wie lange?", acceptedAnswer: { "@type": "Answer", text: "Einen Tag." } },
  ])
  expect(
    breadcrumbJsonLd("https://www.glanzwerk-sursee.ch", [
      { name: "Home", href: "/" },
      { name: "Dienstleistungen", href: "/dienstleistungen" },
    ]).itemListElement
  ).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://www.glanzwerk-sursee.ch/" },
    {
      "@type": "ListItem",
      position: 2,
      name: "Dienstleistungen",
      item: "https://www.glanzwerk-sursee.ch/dienstleistungen",
    },
  ])
})

test("script JSON cannot close its <script> element", () => {
  expect(toScriptJson({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>")
  expect(JSON.parse(toScriptJson({ text: "</script>" }))).toEqual({ text: "</script>" })
})

test("the pictures of the owner's work are ImageObjects by the business; drawn examples are not", () => {
  const picture = (alt: string, src: string) => ({
    alt,
    large: { childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } },
  })
  const siteUrl = "https://www.glanzwerk-sursee.ch"
  const images = referenceImagesJsonLd(siteUrl, [
    {
      title: "VW Golf, Komplettfolierung Mattschwarz",
      before: picture("Ein silberner Golf", "/static/a/golf-vorher.jpg"),
      after: picture("Derselbe Golf in Mattschwarz", "/static/b/golf-nachher.jpg"),
    },
    {
      title: "Beispiel",
      example: true,
      images: [picture("Illustration eines Autos", "/static/c/beispiel.jpg")],
    },
    {
      title: "Audi A4, Scheiben getönt",
      images: [picture("Ein Audi mit getönten Scheiben", "/static/d/audi.jpg")],
    },
  ])
  expect(images).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "ImageObject",
      contentUrl: `${siteUrl}/static/a/golf-vorher.jpg`,
      name: "VW Golf, Komplettfolierung Mattschwarz",
      description: "Ein silberner Golf",
      creator: { "@id": `${siteUrl}/#business` },
      copyrightHolder: { "@id": `${siteUrl}/#business` },
    },
    expect.objectContaining({ contentUrl: `${siteUrl}/static/b/golf-nachher.jpg` }),
    expect.objectContaining({ contentUrl: `${siteUrl}/static/d/audi.jpg`, name: "Audi A4, Scheiben getönt" }),
  ])
})
