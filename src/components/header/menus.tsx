// The header's menus, built on Radix primitives (focus, keyboard and dismissal handled there). This
// module is loaded after the page is interactive (see Header.tsx); until then plain links stand in.
import * as Collapsible from "@radix-ui/react-collapsible"
import * as Dialog from "@radix-ui/react-dialog"
import * as DropdownMenu from "@radix-ui/react-dropdown-menu"
import { Link } from "gatsby"
import { ChevronDown, Menu, X } from "lucide-react"
import * as React from "react"
import type { NavigationItem } from "../../hooks/use-navigation"
import { isItemCurrent, subItems } from "../../navigation/model"
import { Icon } from "../Icon"
import { animated, currentMarker, fadeIn, iconButton, slideIn } from "./styles"

interface MenuProps {
  /** Tell the header a menu is open (it then stays visible). */
  onOpenChange: (open: boolean) => void
  /** Asked once on mount: did the plain link this replaces have the focus? Then take it over. */
  takeFocus: () => boolean
}

function useTakeFocus(takeFocus: () => boolean) {
  const ref = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (takeFocus()) ref.current?.focus()
    // Only on mount: afterwards the control has the focus itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}

const chevron = {
  transition: "transform 150ms ease",
  "[data-state='open'] > &": { transform: "rotate(180deg)" },
}

/** Desktop: «Dienstleistungen» opens a menu of the service pages, each with its icon. */
export function ServicesDropdown({
  item,
  pathname,
  onOpenChange,
  takeFocus,
}: MenuProps & { item: NavigationItem; pathname: string }) {
  const current = isItemCurrent(item, pathname)
  const triggerRef = useTakeFocus(takeFocus)
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-current={current ? "true" : undefined}
        data-current={current}
        sx={{
          variant: "links.nav",
          bg: "transparent",
          border: 0,
          font: "inherit",
          cursor: "pointer",
          ...currentMarker,
        }}
      >
        {item.name}
        <ChevronDown size={16} aria-hidden="true" sx={chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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
                    <Link to={sub.href} sx={{ variant: "links.menuItem" }}>
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

/** Phones: the menu button opens a drawer from the left with every link and a contact button. */
export function MobileDrawer({
  items,
  button,
  pathname,
  initiallyOpen = false,
  onOpenChange,
  takeFocus,
}: MenuProps & {
  items: readonly NavigationItem[]
  button: { name: string; href: string }
  pathname: string
  /** The visitor tapped the menu button before the drawer arrived: it opens at once. */
  initiallyOpen?: boolean
}) {
  const [open, setOpen] = React.useState(initiallyOpen)
  const triggerRef = useTakeFocus(takeFocus)
  React.useEffect(() => {
    if (initiallyOpen) onOpenChange(true)
    // Only on mount: afterwards the drawer reports its own changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const change = (next: boolean) => {
    setOpen(next)
    onOpenChange(next)
  }
  const close = () => change(false)

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger ref={triggerRef} aria-label="Menü öffnen" sx={iconButton}>
        <Menu size={26} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          sx={{ position: "fixed", inset: 0, zIndex: 30, bg: "overlay", ...animated(fadeIn) }}
        />
        <Dialog.Content
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
                          variant: "links.drawer",
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
                              <Link
                                to={sub.href}
                                onClick={close}
                                sx={{ variant: "links.drawer", fontWeight: "body" }}
                              >
                                <Icon name={sub.icon} />
                                {sub.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </Collapsible.Content>
                    </Collapsible.Root>
                  ) : (
                    <Link to={item.href} onClick={close} sx={{ variant: "links.drawer" }}>
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
