import { Link } from "gatsby"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ROUTES } from "../navigation/routes"

/** The logo files in static/images (rendered by scripts/render-logo.mjs) and their sizes. */
export const LOGO = { src: "/images/logo.webp", width: 1028, height: 240 }
const SMALL = { src: "/images/logo-small.webp", width: 565 }
/** Shown 44 px high on phones, 64 px from the 56em breakpoint: that many CSS px wide. */
const SIZES = `(min-width: 56em) ${Math.floor((64 * LOGO.width) / LOGO.height)}px, ${Math.floor((44 * LOGO.width) / LOGO.height)}px`

/** The logo at a fixed large height, linking home; screen readers hear the business name. */
export function Logo() {
  const { businessName } = useSiteFacts()
  return (
    <Link to={ROUTES.home} sx={{ display: "inline-flex", alignItems: "center", borderRadius: "small" }}>
      <img
        src={LOGO.src}
        // Phones and most screens get the small file (7 instead of 13 KB); 3× screens wide enough
        // for the 64 px logo get the full one.
        srcSet={`${SMALL.src} ${SMALL.width}w, ${LOGO.src} ${LOGO.width}w`}
        sizes={SIZES}
        alt=""
        width={LOGO.width}
        height={LOGO.height}
        // The logo is the first image on every page: fetch it early. React 18 knows only the
        // lowercase HTML attribute (fetchPriority arrives with React 19).
        {...{ fetchpriority: "high" }}
        decoding="async"
        sx={{ display: "block", height: [44, null, 64], width: "auto" }}
      />
      <span sx={{ variant: "layout.srOnly" }}>{businessName}</span>
    </Link>
  )
}
