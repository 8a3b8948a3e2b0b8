// The header's menus draw their icons from a sprite in the page's HTML (icon-sprite.tsx, written by
// gatsby-ssr.tsx): the drawings come with the HTML, once per page, and the first load's script carries
// only these references, not the drawings of every icon the owner may name in content/navigation.yaml.
import { isIconName } from "../content/icons"

/** The id of an icon's drawing in the sprite. */
export const spriteId = (name: string) => `icon-${name}`

/** A decorative icon named in content, as Icon.tsx draws it (same size, line and colour). */
export function SpriteIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  if (!name || !isIconName(name)) return null
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${spriteId(name)}`} />
    </svg>
  )
}
