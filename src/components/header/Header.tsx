// Gatsby's router; Gatsby resolves this name to its own fork (@gatsbyjs/reach-router).
import { useLocation } from "@reach/router"
import { Link } from "gatsby"
import { Menu, Phone } from "lucide-react"
import * as React from "react"
import { HEADER_HEIGHT } from "../../theme"
import { useNavigation, type NavigationItem } from "../../hooks/use-navigation"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { splitAroundLogo } from "../../navigation/model"
import { telHref } from "../../lib/phone"
import { Logo } from "../Logo"
import { DRAWER_ID, Drawer } from "./Drawer"
import { ServicesMenu } from "./ServicesMenu"
import { iconButton } from "./styles"
import { useHideOnScroll } from "./use-hide-on-scroll"

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
  const { header: items, drawerButton: drawerButtonLink } = useNavigation()
  const { phone } = useSiteFacts()
  const { pathname } = useLocation()
  const headerRef = React.useRef<HTMLElement>(null)
  const openMenus = React.useRef(new Set<string>())
  const isLocked = React.useCallback(() => openMenus.current.size > 0, [])
  useHideOnScroll(headerRef, isLocked)
  const setMenuOpen = React.useCallback((name: string, open: boolean) => {
    if (open) openMenus.current.add(name)
    else openMenus.current.delete(name)
  }, [])

  // Phones: the menu button opens the drawer (a <dialog>); closed, the focus comes back to the button.
  // Nothing is rendered for it: the browser shows the drawer, the header only stays in view meanwhile.
  const drawer = React.useRef<HTMLDialogElement>(null)
  const drawerButton = React.useRef<HTMLButtonElement>(null)
  // Opened by its button's invoker command before React took over the page: the header stays too.
  React.useEffect(() => {
    if (drawer.current?.open) setMenuOpen("drawer", true)
  }, [setMenuOpen])
  const openDrawer = () => {
    if (!drawer.current?.open) drawer.current?.showModal()
    setMenuOpen("drawer", true)
  }
  const drawerClosed = () => {
    setMenuOpen("drawer", false)
    drawerButton.current?.focus()
  }

  const { left, right } = splitAroundLogo(items)
  const services = left.find((item) => item.items?.length)

  return (
    <>
      <header
        ref={headerRef}
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
            "& > div > ul": { display: ["none", null, "flex"], gap: 1, listStyle: "none", m: 0, p: 0 },
          }}
        >
          <div>
            <div sx={{ display: ["block", null, "none"] }}>
              <button
                ref={drawerButton}
                type="button"
                aria-label="Menü öffnen"
                aria-haspopup="dialog"
                aria-controls={DRAWER_ID}
                // The browser opens the drawer by itself where it knows invoker commands, also before
                // React has taken over the page; afterwards the press opens it here first. No
                // aria-expanded: HTML refuses it beside `command` (the browser tells the state of what
                // the command opens), and while the modal drawer is open this button is inert anyway.
                command="show-modal"
                commandfor={DRAWER_ID}
                onClick={openDrawer}
                sx={iconButton}
              >
                <Menu size={26} aria-hidden="true" />
              </button>
            </div>
            <ul>
              {left.map((item) => (
                <li key={item.href}>
                  {item === services ? (
                    <ServicesMenu
                      item={item}
                      pathname={pathname}
                      onOpenChange={(open) => setMenuOpen("services", open)}
                    />
                  ) : (
                    <NavLink item={item} />
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
      {/* Outside the header: not under its colours and focus ring. */}
      <Drawer
        dialog={drawer}
        items={items}
        button={drawerButtonLink}
        pathname={pathname}
        onClosed={drawerClosed}
      />
    </>
  )
}
