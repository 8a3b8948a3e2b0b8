// The head of a page below the home page: its YAML's title and description, and its breadcrumb trail
// for search engines (the same trail its PageHero shows), through the one Seo component.
import type { HeadFC } from "gatsby"
import type { Crumb } from "../navigation/breadcrumbs"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { Seo } from "./Seo"

interface PageHeadProps {
  page: { readonly title?: string | null; readonly description?: string | null } | null | undefined
  siteUrl: string | null | undefined
  pathname: string
  crumbs: readonly Crumb[]
  /** The page's structured data, given its breadcrumb (where it stands among the rest); left out, only that. */
  jsonLd?: (breadcrumb: object) => readonly object[]
}

export function PageHead({
  page,
  siteUrl,
  pathname,
  crumbs,
  jsonLd = (breadcrumb) => [breadcrumb],
}: PageHeadProps) {
  return (
    <Seo
      title={page?.title}
      description={page?.description}
      pathname={pathname}
      jsonLd={jsonLd(breadcrumbJsonLd(siteUrl ?? "", crumbs))}
    />
  )
}

/** What a page's query holds for its head: the site's URL besides the page's own YAML. */
interface WithSiteUrl {
  readonly siteYaml: { readonly siteUrl: string } | null
}

/** The Head of a page whose structured data is its breadcrumb: `read` picks its YAML and trail. */
export function pageHead<Data extends WithSiteUrl>(
  read: (data: Data) => { page: PageHeadProps["page"]; crumbs: readonly Crumb[] }
): HeadFC<Data> {
  return function Head({ data, location }) {
    return <PageHead {...read(data)} siteUrl={data.siteYaml?.siteUrl} pathname={location.pathname} />
  }
}
