// The header's two menu buttons as the page has them before the menus' code (menus.tsx) has arrived.
// In the static HTML and without JavaScript they are links («Dienstleistungen» to the overview, the
// menu button to the footer's list of every page); from the moment React has taken over the page,
// the buttons the spec names. The phone's menu button stays for good (the drawer is opened from the
// header's state); «Dienstleistungen» makes way for Radix's trigger, which its menu needs.
import { Link } from "gatsby"
import { ChevronDown, Menu } from "lucide-react"
import * as React from "react"
import { useHydrated } from "../../hooks/use-hydrated"
import { PAGE_ANCHORS } from "../../navigation/routes"
import { busy, iconButton, servicesTrigger } from "./styles"

/** Wide screens: «Dienstleistungen», a menu button (a link to the overview before React is here). */
export function ServicesStandIn({
  name,
  href,
  current,
  requested,
  request,
  onFocus,
  onBlur,
}: {
  name: string
  href: string
  current: boolean
  /** The visitor asked for the menu, and it is on its way. */
  requested: boolean
  /** Ask for the menu; `keyboard`: with a key, so the focus goes to its first entry. */
  request: (keyboard: boolean) => void
  /** So that Radix's trigger can take the focus over. */
  onFocus: () => void
  onBlur: () => void
}) {
  // Here, not in the header: taking the page over renders the two buttons again, nothing else.
  const hydrated = useHydrated()
  const shared = {
    "aria-current": current ? ("true" as const) : undefined,
    "data-current": current,
    onFocus,
    onBlur,
    sx: { ...servicesTrigger, ...busy },
  }
  const label = (
    <>
      {name}
      <ChevronDown size={16} aria-hidden="true" />
    </>
  )
  if (!hydrated) {
    return (
      <Link to={href} {...shared}>
        {label}
      </Link>
    )
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-busy={requested || undefined}
      // As Radix's trigger does: a press of the main button opens the menu (a click that ends after
      // the menu has arrived then lands on nothing), and the focus goes into it.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        request(false)
      }}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return
        event.preventDefault()
        request(true)
      }}
      // A click without a press: assistive technology activating the button.
      onClick={(event) => {
        if (event.detail === 0) request(true)
      }}
      {...shared}
    >
      {label}
    </button>
  )
}

/** The drawer's id, which the menu button names while it is open (one header per page). */
export const DRAWER_ID = "menu-drawer"

/** Phones: the menu button (a link to the footer's list of every page before React is here). */
export const DrawerButton = React.forwardRef<
  HTMLButtonElement,
  {
    /** The drawer is open, or asked for and on its way (`busy`). */
    open: boolean
    busy: boolean
    onOpen: () => void
  }
>(function DrawerButton({ open, busy: waiting, onOpen }, ref) {
  const hydrated = useHydrated()
  const shared = {
    "aria-label": "Menü öffnen",
    "aria-busy": waiting || undefined,
    // A tap while React takes the page over lands here too: the drawer opens, the page stays put.
    onClick: (event: React.MouseEvent) => {
      event.preventDefault()
      onOpen()
    },
    sx: { ...iconButton, ...busy },
  }
  const icon = <Menu size={26} aria-hidden="true" />
  if (!hydrated) {
    return (
      <a href={`#${PAGE_ANCHORS.navigation}`} {...shared}>
        {icon}
      </a>
    )
  }
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? DRAWER_ID : undefined}
      {...shared}
    >
      {icon}
    </button>
  )
})
