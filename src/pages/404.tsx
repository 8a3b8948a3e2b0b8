import type { HeadFC, PageProps } from "gatsby"
import { ErrorScreen } from "../components/errors/ErrorScreen"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { useHydrated } from "../hooks/use-hydrated"

/** The paths Gatsby renders this page at during the build, as opposed to a visitor's unknown path. */
const isBuildPath = (pathname: string) => /^\/404(\.html|\/)?$/.test(pathname)

/** Unknown paths (Netlify and the local server answer them with this page and status 404). */
export default function NotFoundPage({ location }: PageProps) {
  // The static HTML cannot know the path a visitor asked for; after hydration it can.
  const path = useHydrated() ? location.pathname : null
  return (
    <Layout>
      <ErrorScreen
        statusCode={404}
        message={path ? `Page not found: ${path}` : "Diese Seite gibt es leider nicht."}
      />
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    fullTitle={
      isBuildPath(location.pathname)
        ? "404 - Seite nicht gefunden"
        : `404 - Page not found: ${location.pathname}`
    }
    pathname={location.pathname}
    noindex
  />
)
