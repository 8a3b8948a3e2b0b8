import { Link } from "gatsby"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ROUTES } from "../navigation/routes"

/**
 * The spec's logo file and a larger copy, drawn by scripts/render-logo.mjs from static/images/logo.svg
 * (1028 × 240): logo.webp is 565 × 132 px, sharp on 3× phones (shown 44 px high) and 2× desktops (64 px
 * high); 3× desktops get logo-large.webp, 822 × 192 px. `sizes` gives the width shown, 44 or 64 px high
 * at the drawing's aspect ratio (188.5 and 274.1 px), rounded down: browsers pick a file from the widths
 * of `srcSet` (565 ≥ 3 × 188 and 822 ≥ 3 × 274), not from the heights.
 */
const LOGO = {
  src: "/images/logo.webp",
  srcSet: "/images/logo.webp 565w, /images/logo-large.webp 822w",
  sizes: "(min-width: 56em) 274px, 188px",
  width: 565,
  height: 132,
}

/** The logo at a fixed large height, linking home; screen readers hear the business name. */
export function Logo() {
  const { businessName } = useSiteFacts()
  return (
    <Link to={ROUTES.home} sx={{ display: "inline-flex", alignItems: "center", borderRadius: "small" }}>
      <img
        src={LOGO.src}
        srcSet={LOGO.srcSet}
        sizes={LOGO.sizes}
        alt=""
        width={LOGO.width}
        height={LOGO.height}
        // No high fetch priority: the page's largest image or text (what LCP measures) goes first.
        decoding="async"
        // The box follows the drawing, not the file: both files give it the same width, to the pixel.
        sx={{ display: "block", height: [44, null, 64], width: "auto", aspectRatio: "1028 / 240" }}
      />
      <span sx={{ variant: "layout.srOnly" }}>{businessName}</span>
    </Link>
  )
}
