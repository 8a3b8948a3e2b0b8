// The header's menus, built on Radix primitives (focus, keyboard and dismissal handled there). This
// module is loaded on first use (see Header.tsx); until then the header's own buttons
// (menu-buttons.tsx) stand for them.
import * as Collapsible from "@radix-ui/react-collapsible"
import * as Dialog from "@radix-ui/react-dialog"
import * as DropdownMenu from "@radix-ui/react-dropdown-menu"
import { Link } from "gatsby"
import { ChevronDown, X } from "lucide-react"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import type { NavigationItem } from "../../hooks/use-navigation"
import { isItemCurrent, subItems } from "../../navigation/model"
import { Icon } from "../Icon"
import { animated, fadeIn, iconButton, servicesTrigger, slideIn } from "./styles"

// The menus' entries: their looks come with them, not with every page's first load (the theme).
/** An entry of the desktop services menu (Radix marks the one under the pointer or keyboard). */
const menuItem: ThemeUIStyleObject = {
  display: "flex",
  alignItems: "center",
  gap: 3,
  minHeight: 44,
  px: 3,
  borderRadius: "small",
  color: "text",
  textDecoration: "none",
  outline: "none",
  "& svg": { color: "goldText", flexShrink: 0 },
  "&[data-highlighted]": { bg: "muted", color: "text" },
  "&:focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "-3px" },
  "&[aria-current='page']": { fontWeight: "bold" },
}

/** An entry of the phone menu. */
const drawerItem: ThemeUIStyleObject = {
  display: "flex",
  alignItems: "center",
  gap: 3,
  minHeight: 48,
  px: 3,
  borderRadius: "small",
  color: "text",
  fontSize: 3,
  fontWeight: "medium",
  textDecoration: "none",
  "& svg": { color: "goldText", flexShrink: 0 },
  "&:hover": { bg: "muted", color: "text" },
  "&[aria-current='page']": { color: "goldText", fontWeight: "bold" },
}

const chevron = {
  transition: "transform 150ms ease",
  "[data-state='open'] > &": { transform: "rotate(180deg)" },
}

/**
 * Desktop: «Dienstleistungen» opens a menu of the service pages, each with its icon. It replaces the
 * header's stand-in button (Radix's menu needs its own trigger) and takes over its focus and request.
 */
export function ServicesDropdown({
  item,
  pathname,
  initiallyOpen,
  focusFirstItem,
  hadFocus,
  onOpenChange,
}: {
  item: NavigationItem
  pathname: string
  /** It was asked for before it was here: it opens at once… */
  initiallyOpen: boolean
  /** …with the focus on its first entry, when a key asked for it. */
  focusFirstItem: boolean
  /** Asked on mount: did the stand-in have the focus? Then the trigger takes it over. */
  hadFocus: () => boolean
  /** Tell the header the menu is open (it then stays visible). */
  onOpenChange: (open: boolean) => void
}) {
  const current = isItemCurrent(item, pathname)
  const [open, setOpen] = React.useState(initiallyOpen)
  const change = (next: boolean) => {
    setOpen(next)
    onOpenChange(next)
  }
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (hadFocus()) triggerRef.current?.focus()
    if (initiallyOpen) onOpenChange(true)
    // Only on mount: afterwards the trigger and the menu speak for themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // Radix moves the focus on from the menu to its first entry when it saw the key that opened it; the
  // key that asked for the menu before it was here went to the stand-in, so the first opening does it
  // here.
  const firstItemOnOpen = React.useRef(focusFirstItem)
  const focusFirstOnOpen = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!firstItemOnOpen.current || event.target !== event.currentTarget) return
    firstItemOnOpen.current = false
    event.currentTarget.querySelector<HTMLElement>("[role='menuitem']")?.focus()
  }
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={change}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-current={current ? "true" : undefined}
        data-current={current}
        sx={servicesTrigger}
      >
        {item.name}
        <ChevronDown size={16} aria-hidden="true" sx={chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={focusFirstOnOpen}
          align="start"
          sideOffset={8}
          loop
          sx={{
            zIndex: 20,
            minWidth: 272,
            p: 2,
            bg: "background",
            color: "text",
            border: "1px solid",
            borderColor: "border",
            borderRadius: "default",
            boxShadow: "menu",
            ...animated(fadeIn),
          }}
        >
          {(item.items ?? []).map((group, index) => (
            <React.Fragment key={group[0]?.href ?? index}>
              {index > 0 && <DropdownMenu.Separator sx={{ height: 1, my: 2, bg: "border" }} />}
              <DropdownMenu.Group>
                {group.map((sub) => (
                  <DropdownMenu.Item key={sub.href} asChild>
                    <Link to={sub.href} sx={menuItem}>
                      <Icon name={sub.icon} />
                      {sub.name}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </React.Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/**
 * Phones: the drawer from the left with every link and a contact button. Its button is the header's
 * (menu-buttons.tsx), there before this code is: the header opens and closes the drawer through `open`.
 */
export function MobileDrawer({
  id,
  items,
  button,
  pathname,
  open,
  onOpenChange,
  returnFocus,
}: {
  /** Named by the menu button's aria-controls. */
  id: string
  items: readonly NavigationItem[]
  button: { name: string; href: string }
  pathname: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Closed: the focus goes back to the menu button. */
  returnFocus: () => void
}) {
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          sx={{ position: "fixed", inset: 0, zIndex: 30, bg: "overlay", ...animated(fadeIn) }}
        />
        <Dialog.Content
          id={id}
          // Radix returns the focus to its own trigger; the menu button is the header's.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          sx={{
            position: "fixed",
            top: 0,
            bottom: 0,
            left: 0,
            zIndex: 31,
            width: "min(86vw, 360px)",
            display: "flex",
            flexDirection: "column",
            gap: 4,
            p: 4,
            overflowY: "auto",
            bg: "background",
            color: "text",
            borderRight: "1px solid",
            borderColor: "headerBorder",
            boxShadow: "menu",
            ...animated(slideIn),
          }}
        >
          <div sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
            <Dialog.Title sx={{ m: 0, fontSize: 4 }}>Menü</Dialog.Title>
            <Dialog.Description sx={{ variant: "layout.srOnly" }}>Navigation</Dialog.Description>
            <Dialog.Close
              aria-label="Menü schliessen"
              sx={{ ...iconButton, color: "text", "&:hover": { color: "goldText" } }}
            >
              <X size={26} aria-hidden="true" />
            </Dialog.Close>
          </div>

          <nav aria-label="Navigation">
            <ul sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
              {items.map((item) => (
                <li key={item.href}>
                  {item.items?.length ? (
                    <Collapsible.Root defaultOpen={isItemCurrent(item, pathname)}>
                      <Collapsible.Trigger
                        data-current={isItemCurrent(item, pathname)}
                        sx={{
                          ...drawerItem,
                          width: "100%",
                          border: 0,
                          bg: "transparent",
                          font: "inherit",
                          cursor: "pointer",
                          "&[data-current='true']": { color: "goldText" },
                        }}
                      >
                        <Icon name={item.icon} />
                        {item.name}
                        <ChevronDown size={18} aria-hidden="true" sx={{ ml: "auto", ...chevron }} />
                      </Collapsible.Trigger>
                      <Collapsible.Content>
                        <ul sx={{ listStyle: "none", m: 0, p: 0, pl: 4 }}>
                          {subItems(item).map((sub) => (
                            <li key={sub.href}>
                              <Link to={sub.href} onClick={close} sx={{ ...drawerItem, fontWeight: "body" }}>
                                <Icon name={sub.icon} />
                                {sub.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </Collapsible.Content>
                    </Collapsible.Root>
                  ) : (
                    <Link to={item.href} onClick={close} sx={drawerItem}>
                      <Icon name={item.icon} />
                      {item.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <Link
            to={button.href}
            onClick={close}
            sx={{ variant: "buttons.primary", width: "100%", mt: "auto" }}
          >
            {button.name}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
