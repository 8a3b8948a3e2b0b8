import { Link } from "gatsby"
import { useSiteFacts } from "../hooks/use-site-facts"

/** Logo image size in static/images/logo.webp (rendered by scripts/render-logo.mjs). */
export const LOGO = { src: "/images/logo.webp", width: 1028, height: 240 }

/** The logo at a fixed large height, linking home; screen readers hear the business name. */
export function Logo() {
  const { businessName } = useSiteFacts()
  return (
    <Link to="/" sx={{ display: "inline-flex", alignItems: "center", borderRadius: "small" }}>
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
