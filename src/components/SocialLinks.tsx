import { siInstagram, siTiktok, type SimpleIcon } from "simple-icons"

function BrandIcon({ icon }: { icon: SimpleIcon }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={icon.path} />
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
    { href: instagram, label: `${businessName} auf Instagram`, icon: siInstagram },
    { href: tiktok, label: `${businessName} auf TikTok`, icon: siTiktok },
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
            <BrandIcon icon={icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
