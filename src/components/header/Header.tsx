// Gatsby's router; Gatsby resolves this name to its own fork (@gatsbyjs/reach-router).
import { useLocation } from "@reach/router"
import { Link } from "gatsby"
import { Phone } from "lucide-react"
import * as React from "react"
import { HEADER_HEIGHT } from "../../theme"
import { useLazyModule } from "../../hooks/use-lazy-module"
import { useNavigation, type NavigationItem } from "../../hooks/use-navigation"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { isItemCurrent, splitAroundLogo } from "../../navigation/model"
import { PAGE_ANCHORS } from "../../navigation/routes"
import { telHref } from "../../lib/phone"
import { Logo } from "../Logo"
import { DRAWER_ID, DrawerButton, ServicesStandIn } from "./menu-buttons"
import { iconButton } from "./styles"
import { useHideOnScroll } from "./use-hide-on-scroll"

// The menus (Radix) are not part of the first load and are fetched on first use (a pointer over the
// header, the focus, a phone's first touch, the press itself). Until they arrive the spec's buttons
// are there all the same (menu-buttons.tsx), and a press opens its menu as soon as it is here.
const loadMenus = () => import(/* webpackChunkName: "menus" */ "./menus")

/**
 * Offline (or a newer build replaced the chunk): the footer's list of every page, as without
 * JavaScript; the focus on its first link, so the keyboard goes on from there.
 */
function showPageList() {
  window.location.hash = PAGE_ANCHORS.navigation
  document.querySelector<HTMLElement>(`#${PAGE_ANCHORS.navigation} a`)?.focus()
}

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
  /** Fetches the menus for a press that needs them; offline, the footer's links do instead. */
  const loadFor = React.useCallback(
    (giveUp: () => void) => {
      void load().then((arrived) => {
        if (arrived) return
        giveUp()
        showPageList()
      })
    },
    [load]
  )

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

  // Phones: the menu button is the header's own; the drawer opens from this state once it is here.
  const drawerButtonRef = React.useRef<HTMLButtonElement>(null)
  const [drawerOpen, setDrawerOpen] = React.useState(false)
  const changeDrawer = React.useCallback(
    (open: boolean) => {
      setDrawerOpen(open)
      setMenuOpen("drawer", open)
    },
    [setMenuOpen]
  )
  const openDrawer = () => {
    changeDrawer(true)
    loadFor(() => changeDrawer(false))
  }

  // Wide screens: «Dienstleistungen» asked for before its menu was here (with a key or not), and
  // whether the stand-in had the focus, which Radix's trigger then takes over.
  const [servicesRequest, setServicesRequest] = React.useState<{ keyboard: boolean } | null>(null)
  const askForServices = (keyboard: boolean) => {
    setServicesRequest((pending) => pending ?? { keyboard })
    loadFor(() => setServicesRequest(null))
  }
  const servicesFocused = React.useRef(false)

  const { left, right } = splitAroundLogo(items)
  const services = left.find((item) => item.items?.length)

  return (
    <header
      ref={headerRef}
      // Any sign of intent fetches the menus, before the click that needs them (a touch: above).
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
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
            <DrawerButton
              ref={drawerButtonRef}
              open={drawerOpen && Boolean(menus)}
              busy={drawerOpen && !menus}
              onOpen={openDrawer}
            />
            {menus && (
              <menus.MobileDrawer
                id={DRAWER_ID}
                items={items}
                button={drawerButton}
                pathname={pathname}
                open={drawerOpen}
                onOpenChange={changeDrawer}
                returnFocus={() => drawerButtonRef.current?.focus()}
              />
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
                    initiallyOpen={servicesRequest !== null}
                    focusFirstItem={servicesRequest?.keyboard ?? false}
                    hadFocus={() => servicesFocused.current}
                    onOpenChange={(open) => setMenuOpen("services", open)}
                  />
                ) : (
                  <ServicesStandIn
                    name={item.name}
                    href={item.href}
                    current={isItemCurrent(item, pathname)}
                    requested={servicesRequest !== null}
                    request={askForServices}
                    onFocus={() => (servicesFocused.current = true)}
                    onBlur={() => (servicesFocused.current = false)}
                  />
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
