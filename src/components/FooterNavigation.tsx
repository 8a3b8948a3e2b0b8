import { Link } from "gatsby"
import { useNavigation } from "../hooks/use-navigation"
import { subItems } from "../navigation/model"
import { PAGE_ANCHORS } from "../navigation/routes"

/**
 * Every navigation target as a plain link, and the pages only the footer leads to (`more`: the gift
 * voucher). Before the header's menus are ready (or without JavaScript) the phone's menu button leads
 * here (#navigation).
 */
export function FooterNavigation({ more = [] }: { more?: readonly { name: string; href: string }[] }) {
  const { header } = useNavigation()
  /** Entries without sub-items: stacked on the left on phones. */
  const singles = header.filter((item) => !item.items?.length).length
  const link = {
    color: "text",
    textDecoration: "none",
    "&:hover": { color: "goldText", textDecoration: "underline" },
  }
  return (
    <nav
      id={PAGE_ANCHORS.navigation}
      aria-label="Seitenübersicht"
      sx={{ variant: "layout.container", py: 5, borderTop: "1px solid", borderColor: "border" }}
    >
      <ul
        sx={{
          display: "grid",
          gridTemplateColumns: ["repeat(2, 1fr)", null, `repeat(${header.length + more.length}, auto)`],
          // Phones: single links stacked on the left, the services with their pages on the right.
          gridTemplateRows: [`repeat(${singles + more.length}, min-content) 1fr`, null, "auto"],
          justifyContent: "space-between",
          gap: 4,
          gridAutoFlow: ["dense", null, "row"],
          listStyle: "none",
          m: 0,
          p: 0,
          "& ul": { listStyle: "none", m: 0, mt: 2, p: 0, display: "grid", gap: 2, fontSize: 1 },
        }}
      >
        {header.map((item) => (
          <li
            key={item.href}
            sx={
              item.items?.length
                ? {
                    gridColumn: [2, null, "auto"],
                    gridRow: [`1 / span ${singles + more.length + 1}`, null, "auto"],
                  }
                : {}
            }
          >
            <Link to={item.href} sx={{ ...link, fontWeight: "bold" }}>
              {item.name}
            </Link>
            {item.items?.length ? (
              <ul>
                {subItems(item)
                  .filter((sub) => sub.href !== item.href)
                  .map((sub) => (
                    <li key={sub.href}>
                      <Link to={sub.href} sx={link}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
        {more.map((item) => (
          <li key={item.href} sx={{ gridColumn: [1, null, "auto"] }}>
            <Link to={item.href} sx={{ ...link, fontWeight: "bold" }}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
