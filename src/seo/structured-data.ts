// JSON-LD for search engines (schema.org, typed with schema-dts): the business on every page, the
// service on its page, its questions and answers, and the breadcrumb trail.
import type {
  AutoRepair,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  ImageObject,
  Service,
  WithContext,
} from "schema-dts"
import type { Crumb } from "../navigation/breadcrumbs"
import type { PriceRange } from "../lib/price-range"
import { fallbackSrc } from "../lib/image"
import { formatChf } from "../lib/price"
import { withoutSoftHyphens } from "../lib/text"

const DAYS: Record<string, DayOfWeek> = {
  Mo: "Monday",
  Di: "Tuesday",
  Mi: "Wednesday",
  Do: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  So: "Sunday",
}

/** The business facts structured data needs: src/seo/fragments.ts. */
type SiteFacts = Queries.StructuredSiteFactsFragment

export const businessId = (siteUrl: string) => `${siteUrl}/#business`

export function businessJsonLd(site: SiteFacts, lowestPrice?: number): WithContext<AutoRepair> {
  return {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    "@id": businessId(site.siteUrl),
    name: site.businessName,
    description: site.description,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/images/logo.webp`,
    image: `${site.siteUrl}/icons/icon-512x512.png`,
    telephone: site.phone,
    email: site.email,
    founder: { "@type": "Person", name: site.ownerName },
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days.map((day) => DAYS[day]).filter((day): day is DayOfWeek => Boolean(day)),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: [site.social.instagram, site.social.tiktok],
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
    ...(lowestPrice !== undefined ? { priceRange: `ab ${formatChf(lowestPrice)}` } : {}),
  }
}

export function serviceJsonLd(
  site: SiteFacts,
  service: { title: string; summary: string; path: string; price: PriceRange }
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: `${site.siteUrl}${service.path}`,
    provider: { "@id": businessId(site.siteUrl) },
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
    // The price estimator's classes: from the cheapest class's «from» to the dearest class's «to».
    offers: {
      "@type": "Offer",
      priceCurrency: "CHF",
      price: service.price.from,
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "CHF",
        minPrice: service.price.from,
        ...(service.price.to !== null ? { maxPrice: service.price.to } : {}),
      },
    },
  }
}

export function faqJsonLd(faq: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  }
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.href === "/" ? "/" : crumb.href}`,
    })),
  }
}

/** What a reference needs for structured data: its title, whether it is a drawn example, its pictures. */
interface ReferenceImages {
  title: string
  example?: boolean | null
  before?: Picture | null
  after?: Picture | null
  images?: readonly Picture[] | null
}
interface Picture {
  alt: string
  large: { childImageSharp: { gatsbyImageData: unknown } | null }
}

/**
 * The pictures of the owner's work as `ImageObject`s by the business. Drawn examples are left out:
 * they are not the business's work and must not pose as it.
 */
export function referenceImagesJsonLd(
  siteUrl: string,
  references: readonly ReferenceImages[]
): WithContext<ImageObject>[] {
  return references
    .filter((reference) => !reference.example)
    .flatMap((reference) =>
      [reference.before, reference.after, ...(reference.images ?? [])].flatMap((picture) => {
        const src = picture && fallbackSrc(picture.large)
        if (!picture || !src) return []
        return [
          {
            "@context": "https://schema.org" as const,
            "@type": "ImageObject" as const,
            contentUrl: `${siteUrl}${src}`,
            name: reference.title,
            description: picture.alt,
            creator: { "@id": businessId(siteUrl) },
            copyrightHolder: { "@id": businessId(siteUrl) },
          },
        ]
      })
    )
}

/**
 * JSON for a <script type="application/ld+json">: «<» escaped so no text can end the script, and
 * without the soft hyphens of headings it may have been built from.
 */
export const toScriptJson = (data: unknown) =>
  withoutSoftHyphens(JSON.stringify(data)).replace(/</g, "\\u003c")
