import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The largest JPEG (or PNG) the image pipeline made of a file: for links and structured data. */
export function fallbackSrc(file: {
  readonly childImageSharp: { readonly gatsbyImageData: unknown } | null
}): string | undefined {
  return (file.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined)?.images.fallback?.src
}
