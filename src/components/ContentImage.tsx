import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

type ImageData = Queries.HeroImageFragment | Queries.CardImageFragment

/**
 * An image from content/ (YAML `image: { src, alt }`), responsive AVIF and WebP with a blurred
 * placeholder. `eager` for the one image above the fold: loaded at once, with high priority.
 * Styles given with `sx` arrive as `className` (Theme UI's JSX turns one into the other).
 */
export function ContentImage({
  image,
  eager = false,
  className,
}: {
  image: ImageData
  eager?: boolean
  className?: string
}) {
  const data = getImage(image.src.childImageSharp?.gatsbyImageData ?? null)
  if (!data) return null
  return (
    <GatsbyImage
      image={data}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      // React 18 only passes the lowercase attribute on to the <img>.
      {...(eager ? { fetchpriority: "high" } : {})}
      className={className}
      sx={{ display: "block" }}
    />
  )
}

export const query = graphql`
  fragment HeroImage on Image {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 1280
          aspectRatio: 1.6
          layout: CONSTRAINED
          placeholder: BLURRED
          formats: [AUTO, WEBP, AVIF]
          breakpoints: [360, 480, 640, 800, 960, 1280]
          sizes: "(min-width: 56em) 50vw, 100vw"
        )
      }
    }
  }

  fragment CardImage on Image {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 720
          aspectRatio: 1.6
          layout: CONSTRAINED
          placeholder: BLURRED
          formats: [AUTO, WEBP, AVIF]
          breakpoints: [360, 480, 720]
          sizes: "(min-width: 40em) 50vw, 100vw"
        )
      }
    }
  }
`
