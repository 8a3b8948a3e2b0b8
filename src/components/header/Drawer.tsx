// Phones: the menu drawer, a native <dialog> the header opens with `showModal()`: the browser makes the
// page behind inert, moves the focus in and closes it on Escape (see ../dialog.ts for what the site adds).
// It is in the static HTML, closed: where the browser knows invoker commands, the menu button and the
// close button work before React has taken over the page, and without JavaScript.
import { Link } from "gatsby"
import { ChevronDown, X } from "lucide-react"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import type { NavigationItem } from "../../hooks/use-navigation"
import { isItemCurrent, subItems } from "../../navigation/model"
import { dialogBox, keepTabInside } from "../dialog"
import { SpriteIcon } from "../SpriteIcon"
import { chevron, enter, fadeIn, iconButton, menuEntry, slideIn } from "./styles"

/** The drawer's id, which the menu button names (one header per page). */
export const DRAWER_ID = "menu-drawer"
const SERVICES_ID = `${DRAWER_ID}-services`

/** Larger than the desktop list's, for a finger; the section's button looks like the links. */
const entry: ThemeUIStyleObject = {
  ...menuEntry,
  width: "100%",
  minHeight: 48,
  border: 0,
  bg: "transparent",
  font: "inherit",
  fontSize: 3,
  fontWeight: "medium",
  textAlign: "start",
  cursor: "pointer",
  "&[aria-current='page'], &[data-current='true']": { color: "goldText" },
}

export function Drawer({
  dialog,
  items,
  button,
  pathname,
  onClosed,
}: {
  dialog: React.RefObject<HTMLDialogElement>
  items: readonly NavigationItem[]
  button: { name: string; href: string }
  pathname: string
  /** It closed, whichever way (a link, the close button, Escape, a tap beside it). */
  onClosed: () => void
}) {
  const services = items.find((item) => item.items?.length)
  const servicesCurrent = services !== undefined && isItemCurrent(services, pathname)
  // Open on the services' pages, each time the drawer opens: set for the next opening once the drawer
  // has closed (as a transition, after the closed drawer has been painted), so that opening it renders
  // nothing and the tap's answer is the browser's own work. Before React, and without JavaScript,
  // the section shows open all the same (below), so that every link is there.
  const [servicesOpen, setServicesOpen] = React.useState(servicesCurrent)
  const closed = () => {
    React.startTransition(() => setServicesOpen(servicesCurrent))
    onClosed()
  }
  const close = () => dialog.current?.close()

  return (
    // The dialog listens for what happens inside it (Tab at its edges, a tap on its backdrop); its
    // controls are the buttons and links within.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id={DRAWER_ID}
      aria-labelledby={`${DRAWER_ID}-title`}
      aria-describedby={`${DRAWER_ID}-description`}
      // A tap beside the drawer closes it: by the browser where it knows `closedby`, and here (the tap
      // lands on the dialog itself, which its content fills but for the backdrop).
      closedby="any"
      onClick={(event) => event.target === event.currentTarget && close()}
      onClose={closed}
      onKeyDown={keepTabInside}
      sx={{
        ...dialogBox,
        inset: "0 auto 0 0",
        width: "min(86vw, 360px)",
        height: "100%",
        bg: "background",
        color: "text",
        borderRight: "1px solid",
        borderColor: "headerBorder",
        boxShadow: "menu",
        "&[open]": enter(slideIn),
        "&::backdrop": { bg: "overlay", ...enter(fadeIn) },
      }}
    >
      <div sx={{ display: "flex", flexDirection: "column", gap: 4, minHeight: "100%", p: 4 }}>
        <div sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <h2 id={`${DRAWER_ID}-title`} sx={{ m: 0, fontSize: 4 }}>
            Menü
          </h2>
          <p id={`${DRAWER_ID}-description`} sx={{ variant: "layout.srOnly" }}>
            Navigation
          </p>
          <button
            type="button"
            aria-label="Menü schliessen"
            command="close"
            commandfor={DRAWER_ID}
            onClick={close}
            sx={{ ...iconButton, color: "text", "&:hover": { color: "goldText" } }}
          >
            <X size={26} aria-hidden="true" />
          </button>
        </div>

        <nav aria-label="Navigation">
          <ul sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
            {items.map((item) => (
              <li key={item.href}>
                {item === services ? (
                  <>
                    <button
                      type="button"
                      aria-expanded={servicesOpen}
                      aria-controls={SERVICES_ID}
                      data-current={isItemCurrent(item, pathname)}
                      onClick={() => setServicesOpen(!servicesOpen)}
                      sx={entry}
                    >
                      <SpriteIcon name={item.icon} />
                      {item.name}
                      <ChevronDown size={18} aria-hidden="true" sx={{ ml: "auto", ...chevron }} />
                    </button>
                    <ul
                      id={SERVICES_ID}
                      hidden={!servicesOpen}
                      sx={{
                        listStyle: "none",
                        m: 0,
                        p: 0,
                        pl: 4,
                        "html:not([data-hydrated]) &[hidden]": { display: "block" },
                      }}
                    >
                      {subItems(item).map((sub) => (
                        <li key={sub.href}>
                          <Link to={sub.href} onClick={close} sx={{ ...entry, fontWeight: "body" }}>
                            <SpriteIcon name={sub.icon} />
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <Link to={item.href} onClick={close} sx={entry}>
                    <SpriteIcon name={item.icon} />
                    {item.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <Link to={button.href} onClick={close} sx={{ variant: "buttons.primary", width: "100%", mt: "auto" }}>
          {button.name}
        </Link>
      </div>
    </dialog>
  )
}
