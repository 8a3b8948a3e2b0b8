import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** Any of the image fragments below: the description and the pipeline's data. */
interface ImageData {
  readonly alt: string
  readonly src: { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null }
}

/**
 * An image from content/ (YAML `image: { src, alt }`), made by gatsby-plugin-image's pipeline
 * (gatsby-transformer-sharp): AVIF and WebP in several widths, a JPEG fallback, the blurred
 * placeholder. Rendered as a plain <picture>: valid HTML, no script, the browser's own lazy loading,
 * and the placeholder as the image's background until the image covers it. `eager` for the one
 * image above the fold: loaded at once, with high priority. Styles given with `sx` arrive as
 * `className` (Theme UI's JSX turns one into the other).
 */
export function ContentImage({
  image,
  eager = false,
  sizes,
  className,
}: {
  image: ImageData
  eager?: boolean
  /** How wide the image is shown, where the fragment's `sizes` would overstate it (a small thumbnail). */
  sizes?: string
  className?: string
}) {
  const data = image.src.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  if (!data) return null
  const { images, width, height, placeholder } = data
  const fallback = images.fallback
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={image.alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        // React 18 only passes the lowercase attribute on to the <img>.
        {...(eager ? { fetchpriority: "high" } : {})}
        className={className}
        style={placeholder?.fallback ? { backgroundImage: `url("${placeholder.fallback}")` } : undefined}
        sx={{
          display: "block",
          maxWidth: "100%",
          height: "auto",
          objectFit: "cover",
          backgroundSize: "cover",
        }}
      />
    </picture>
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
          formats: [AUTO, WEBP]
          breakpoints: [360, 480, 640, 720, 960, 1280]
          # The hero's column: half the container beside the text from 56em, else the screen less its
          # padding (a 412 px phone at 1.75× gets the 720 px file, not 800).
          sizes: "(min-width: 56em) min(48vw, 520px), (min-width: 40em) calc(100vw - 48px), calc(100vw - 32px)"
        )
      }
    }
  }

  fragment ReferenceImage on Image {
    ...CardImage
    # The picture shown large (the dialog, structured data): its own proportions, no placeholder.
    large: src {
      childImageSharp {
        gatsbyImageData(
          width: 1600
          layout: CONSTRAINED
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
          breakpoints: [480, 800, 1200, 1600]
          sizes: "(min-width: 70em) 1100px, 100vw"
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
