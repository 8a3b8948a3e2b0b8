import type * as React from "react"
import { THEME_COLOR } from "../theme/constants"
import { useSiteContent } from "../hooks/use-site-content"
import { useSiteFacts } from "../hooks/use-site-facts"
import { businessJsonLd, toScriptJson } from "../seo/structured-data"
import { withoutSoftHyphens } from "../lib/text"
import { canonicalUrl, documentTitle } from "../lib/title"
import type { SharePicture } from "../seo/share-picture"
import { errorTitle, getPageError } from "./errors/page-error"

/**
 * gatsby-plugin-manifest writes this 512×512 icon: the spec's social image, now only where a page has
 * no picture of its own to share (an error page). Issue 57: a shared link shows the page's picture.
 */
export const SOCIAL_IMAGE = { path: "/icons/icon-512x512.png", width: 512, height: 512 }

interface SeoProps {
  /** The page's own title; without one, the last path segment in Title Case. */
  title?: string | null
  /** A complete document title that skips the «| site name» pattern (error pages). */
  fullTitle?: string
  description?: string | null
  pathname: string
  /** Keep search engines away (error pages). */
  noindex?: boolean
  /** Structured data of this page, besides the business (which every page carries). */
  jsonLd?: readonly object[]
  /** The picture a shared link shows (share-picture.ts); without one, the site's icon. */
  image?: SharePicture

  children?: React.ReactNode
}

/** Everything in <head> for one page: title, description, canonical URL, social cards. */
export function Seo({
  title,
  fullTitle,
  description,
  pathname,
  noindex = false,
  jsonLd = [],
  image,
  children,
}: SeoProps) {
  const site = useSiteFacts()
  const { allServiceYaml, servicesPageYaml } = useSiteContent()
  const prices = [
    ...allServiceYaml.nodes.flatMap((node) =>
      node.price.vehicleClasses.map((vehicleClass) => vehicleClass.from)
    ),
    servicesPageYaml?.sealing.price.from ?? Infinity,
  ]
  const structuredData = [businessJsonLd(site, Math.min(...prices)), ...jsonLd]
  // Gatsby renders the Head after the page: if the page failed, the error boundary has said so.
  const error = getPageError()
  // A title may come from a heading with soft hyphens; the browser's tab and search results show none.
  const pageTitle = withoutSoftHyphens(
    error ? errorTitle(error) : (fullTitle ?? documentTitle(title, pathname, site.businessName))
  )
  const hidden = noindex || error !== null
  const pageDescription = withoutSoftHyphens(description ?? site.description)
  const url = canonicalUrl(site.siteUrl, pathname)
  const shared = image ?? { ...SOCIAL_IMAGE, alt: `Logo von ${site.businessName}` }
  const imageUrl = `${site.siteUrl}${shared.path}`
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      {hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_CH" />
      <meta property="og:site_name" content={site.businessName} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={image ? "image/jpeg" : "image/png"} />
      <meta property="og:image:width" content={String(shared.width)} />
      <meta property="og:image:height" content={String(shared.height)} />
      <meta property="og:image:alt" content={shared.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shared.alt} />
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: toScriptJson(data) }}
        />
      ))}
      {children}
    </>
  )
}
