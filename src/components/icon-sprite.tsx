// The static HTML's sprite of the icons SpriteIcon.tsx refers to (gatsby-ssr.tsx puts it at the end
// of <body>, outside the part React takes over, so it stays while the visitor moves from page to page).
import { renderToStaticMarkup } from "react-dom/server"
import { ICON_NAMES } from "../content/icons"
import { ICONS } from "./Icon"
import { spriteId } from "./SpriteIcon"

/** The drawing inside a lucide icon's <svg>: its paths, circles and rectangles. */
const drawing = (name: (typeof ICON_NAMES)[number]) => {
  const Component = ICONS[name]
  return renderToStaticMarkup(<Component />).replace(/^<svg[^>]*>|<\/svg>$/g, "")
}

/** A hidden <svg> with a <symbol> for each icon the page's HTML refers to; null when it refers to none. */
export function iconSprite(html: string) {
  const used = ICON_NAMES.filter((name) => html.includes(`href="#${spriteId(name)}"`))
  if (used.length === 0) return null
  const symbols = used
    .map((name) => `<symbol id="${spriteId(name)}" viewBox="0 0 24 24">${drawing(name)}</symbol>`)
    .join("")
  return (
    <svg
      key="icon-sprite"
      aria-hidden="true"
      width="0"
      height="0"
      style={{ position: "absolute" }}
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  )
}
