// Gatsby's router; Gatsby resolves this name to its own fork (@gatsbyjs/reach-router).
import { useLocation } from "@reach/router"
import { Link } from "gatsby"
import { ChevronDown, Menu, Phone } from "lucide-react"
import * as React from "react"
import { HEADER_HEIGHT } from "../../theme"
import { useLazyModule } from "../../hooks/use-lazy-module"
import { useNavigation, type NavigationItem } from "../../hooks/use-navigation"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { isItemCurrent, splitAroundLogo } from "../../navigation/model"
import { PAGE_ANCHORS } from "../../navigation/routes"
import { telHref } from "../../utils/phone"
import { Logo } from "../Logo"
import { currentMarker, iconButton } from "./styles"
import { useHideOnScroll } from "./use-hide-on-scroll"

// The menus (Radix) are not part of the first load and are fetched on first use (a pointer over the
// header, the focus, a phone's first touch); until they arrive, plain links do their job.
const loadMenus = () => import(/* webpackChunkName: "menus" */ "./menus")

/** Which plain stand-in had the focus when the menus arrived, so the real control can take it over. */
type Focused = "services" | "drawer" | null

function NavLink({ item }: { item: NavigationItem }) {
  return (
    <Link to={item.href} sx={{ variant: "links.nav" }}>
      {item.name}
    </Link>
  )
}

/**
 * The fixed header. Wide screens: «Home» and the services menu, the logo, «Über mich» and «Kontakt».
 * Phones: the menu button (drawer), the logo, a call button. It hides while scrolling down.
 */
export function Header() {
  const { header: items, drawerButton } = useNavigation()
  const { phone } = useSiteFacts()
  const { pathname } = useLocation()
  const { module: menus, load } = useLazyModule(loadMenus)
  // A tap on the phone's menu button before the drawer has arrived: it opens as soon as it is here.
  const [drawerRequested, setDrawerRequested] = React.useState(false)
  const requestDrawer = (event: React.MouseEvent) => {
    event.preventDefault()
    setDrawerRequested(true)
    void load().then((arrived) => {
      // Offline: the plain link's target, the links in the footer.
      if (!arrived) window.location.hash = PAGE_ANCHORS.navigation
    })
  }

  // On a phone the first touch anywhere (mostly the start of a scroll) fetches them as well: by the
  // time the visitor reaches for the menu button, the drawer is here, also on a slow line.
  React.useEffect(() => {
    const early = () => void load()
    window.addEventListener("touchstart", early, { once: true, passive: true })
    return () => window.removeEventListener("touchstart", early)
  }, [load])

  const headerRef = React.useRef<HTMLElement>(null)
  const openMenus = React.useRef(new Set<string>())
  const isLocked = React.useCallback(() => openMenus.current.size > 0, [])
  useHideOnScroll(headerRef, isLocked)
  const setMenuOpen = React.useCallback((name: string, open: boolean) => {
    if (open) openMenus.current.add(name)
    else openMenus.current.delete(name)
  }, [])

  // A stand-in that has the focus when the menus replace it hands the focus on to the real control.
  const focused = React.useRef<Focused>(null)
  const setFocused = React.useCallback((name: Focused) => {
    focused.current = name
  }, [])
  const hadFocus = React.useCallback((name: Focused) => focused.current === name, [])

  const { left, right } = splitAroundLogo(items)
  const services = left.find((item) => item.items?.length)

  return (
    <header
      ref={headerRef}
      // Any sign of intent fetches the menus, before the click that needs them.
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onTouchStart={() => void load()}
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
        transition: "transform 300ms ease",
        "&[data-hidden='true']": { transform: "translateY(-100%)" },
        // The page's focus ring is blue; on the dark header the gold one stands out.
        "& :focus-visible": { outlineColor: "gold" },
        "@media (prefers-reduced-motion: reduce)": { transition: "none" },
      }}
    >
      <nav
        aria-label="Hauptnavigation"
        sx={{
          variant: "layout.container",
          height: "100%",
          display: "grid",
          gridTemplateColumns: "1fr auto 1fr",
          alignItems: "center",
          gap: 3,
          "& ul": { display: ["none", null, "flex"], gap: 1, listStyle: "none", m: 0, p: 0 },
        }}
      >
        <div>
          <div sx={{ display: ["block", null, "none"] }}>
            {menus ? (
              <menus.MobileDrawer
                items={items}
                button={drawerButton}
                pathname={pathname}
                initiallyOpen={drawerRequested}
                onOpenChange={(open) => setMenuOpen("drawer", open)}
                takeFocus={() => hadFocus("drawer")}
              />
            ) : (
              // Without the drawer (no JavaScript yet), the menu button leads to the links in the footer.
              <a
                href={`#${PAGE_ANCHORS.navigation}`}
                aria-label="Menü öffnen"
                aria-busy={drawerRequested || undefined}
                sx={{ ...iconButton, "&[aria-busy='true']": { opacity: 0.6 } }}
                onClick={requestDrawer}
                onFocus={() => setFocused("drawer")}
                onBlur={() => setFocused(null)}
              >
                <Menu size={26} aria-hidden="true" />
              </a>
            )}
          </div>
          <ul>
            {left.map((item) => (
              <li key={item.href}>
                {item !== services ? (
                  <NavLink item={item} />
                ) : menus ? (
                  <menus.ServicesDropdown
                    item={item}
                    pathname={pathname}
                    onOpenChange={(open) => setMenuOpen("services", open)}
                    takeFocus={() => hadFocus("services")}
                  />
                ) : (
                  // Without the dropdown, the services control leads to the services overview.
                  <Link
                    to={item.href}
                    data-current={isItemCurrent(item, pathname)}
                    sx={{ variant: "links.nav", ...currentMarker }}
                    onFocus={() => setFocused("services")}
                    onBlur={() => setFocused(null)}
                  >
                    {item.name}
                    <ChevronDown size={16} aria-hidden="true" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>

        <Logo />

        <div sx={{ justifySelf: "end" }}>
          <ul>
            {right.map((item) => (
              <li key={item.href}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
          <a
            href={telHref(phone)}
            aria-label={`Anrufen: ${phone}`}
            sx={{ ...iconButton, display: ["inline-flex", null, "none"] }}
          >
            <Phone size={24} aria-hidden="true" />
          </a>
        </div>
      </nav>
    </header>
  )
}
