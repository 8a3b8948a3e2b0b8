// Page titles (spec: «{page title} | {site name}», or the last path segment in Title Case) and
// canonical URLs (no trailing slash, as the site is built with trailingSlash: "never").

/** «ueber-mich» → «Ueber Mich». */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

/** The last path segment of a pathname, decoded; empty for «/». */
export function lastSegment(pathname: string): string {
  const segment = pathname.split("/").filter(Boolean).at(-1) ?? ""
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function documentTitle(title: string | null | undefined, pathname: string, siteName: string): string {
  const pageTitle = title?.trim() || titleCase(lastSegment(pathname)) || "Home"
  return `${pageTitle} | ${siteName}`
}

export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname === "/" ? "/" : pathname.replace(/\/+$/, "")
  return `${siteUrl.replace(/\/+$/, "")}${path}`
}
