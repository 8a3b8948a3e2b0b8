import { Link } from "gatsby"
import { HEADER_HEIGHT } from "../gatsby-plugin-theme-ui"
import { useNavigation, type NavigationItem } from "../hooks/use-navigation"
import { splitAroundLogo } from "../navigation/model"
import { Logo } from "./Logo"

function NavLinks({ items }: { items: readonly NavigationItem[] }) {
  return (
    <ul sx={{ display: "flex", gap: [0, null, 1], listStyle: "none", m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} sx={{ variant: "links.nav" }}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The fixed header: navigation left and right, the logo in the centre. */
export function Header() {
  const { left, right } = splitAroundLogo(useNavigation())
  return (
    <header
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        zIndex: 10,
        height: [HEADER_HEIGHT.mobile, null, HEADER_HEIGHT.desktop],
        bg: "headerBackground",
        color: "headerText",
        borderBottom: "1px solid",
        borderColor: "headerBorder",
      }}
    >
      <nav
        aria-label="Hauptnavigation"
        sx={{
          variant: "layout.container",
          height: "100%",
          display: "grid",
          // Phones: the logo on top, the links in one row below it.
          gridTemplateColumns: ["auto auto", null, "1fr auto 1fr"],
          gridTemplateAreas: ['"logo logo" "left right"', null, '"left logo right"'],
          alignContent: "center",
          alignItems: "center",
          justifyContent: ["center", null, "stretch"],
          columnGap: [0, null, 3],
          fontSize: [1, null, 2],
        }}
      >
        <div sx={{ gridArea: "left" }}>
          <NavLinks items={left} />
        </div>
        <div sx={{ gridArea: "logo", justifySelf: "center" }}>
          <Logo />
        </div>
        <div sx={{ gridArea: "right", justifySelf: ["start", null, "end"] }}>
          <NavLinks items={right} />
        </div>
      </nav>
    </header>
  )
}
