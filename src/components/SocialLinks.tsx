/**
 * The two brand marks, from a sprite the browser fetches once and caches (static/images/social.svg:
 * Simple Icons 16.37.0, CC0 1.0; the marks remain trademarks of Meta and ByteDance and only link to
 * the business's own profiles). Inline, their paths were 2.6 KB in every page's HTML and again in its
 * JavaScript. `currentColor` reaches into the sprite, so hover, dark mode and forced colours apply.
 */
const SPRITE = "/images/social.svg"

function BrandIcon({ id }: { id: "instagram" | "tiktok" }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" fill="currentColor">
      <use href={`${SPRITE}#${id}`} />
    </svg>
  )
}

/** The business's Instagram and TikTok profiles, as icon links named for screen readers. */
export function SocialLinks({
  instagram,
  tiktok,
  businessName,
}: {
  instagram: string
  tiktok: string
  businessName: string
}) {
  const links = [
    { href: instagram, label: `${businessName} auf Instagram`, icon: "instagram" as const },
    { href: tiktok, label: `${businessName} auf TikTok`, icon: "tiktok" as const },
  ]
  return (
    <ul sx={{ display: "flex", gap: 2, listStyle: "none", m: 0, p: 0 }}>
      {links.map(({ href, label, icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            title={label}
            target="_blank"
            rel="noopener noreferrer"
            sx={{
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              width: 44,
              height: 44,
              borderRadius: "pill",
              color: "text",
              border: "1px solid",
              borderColor: "border",
              "&:hover": { color: "goldText", borderColor: "gold" },
            }}
          >
            <BrandIcon id={icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
