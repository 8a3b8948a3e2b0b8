import { Link } from "gatsby"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ROUTES } from "../navigation/routes"

/** The header's logo in static/images (drawn by scripts/render-logo.mjs): vector, so one file is sharp
 * at every pixel density, and 2 KB over the wire (the 132 px high WebP it replaces was 7.6 KB). */
const LOGO = { src: "/images/logo.svg", width: 1028, height: 240 }

/** The logo at a fixed large height, linking home; screen readers hear the business name. */
export function Logo() {
  const { businessName } = useSiteFacts()
  return (
    <Link to={ROUTES.home} sx={{ display: "inline-flex", alignItems: "center", borderRadius: "small" }}>
      <img
        src={LOGO.src}
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
