// Wide screens: «Dienstleistungen», the spec's dropdown of the service pages with their icons, built as
// the WAI-ARIA APG's «Disclosure Navigation Menu» (a button with aria-expanded showing a list of links;
// the APG advises it over role="menu" for site navigation). It is in the static HTML and the first load:
// nothing is fetched when it opens.
import { Link } from "gatsby"
import { ChevronDown } from "lucide-react"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import type { NavigationItem } from "../../hooks/use-navigation"
import { isItemCurrent } from "../../navigation/model"
import { SpriteIcon } from "../SpriteIcon"
import { chevron, enter, fadeIn, menuEntry, servicesTrigger } from "./styles"

/** The list's id, which the button names (one header per page). */
const LIST_ID = "services-menu"

const entry: ThemeUIStyleObject = {
  ...menuEntry,
  "&:focus-visible": { bg: "muted", outline: "3px solid", outlineColor: "focus", outlineOffset: "-3px" },
}

/** The arrow keys, Home and End move between the open list's links (the APG's optional keys). */
function moveFocus(list: HTMLElement, key: string) {
  const links = [...list.querySelectorAll<HTMLElement>("a")]
  const at = links.indexOf(document.activeElement as HTMLElement)
  const next = {
    ArrowDown: at < 0 ? 0 : (at + 1) % links.length,
    ArrowUp: at <= 0 ? links.length - 1 : at - 1,
    Home: 0,
    End: links.length - 1,
  }[key]
  if (next === undefined) return false
  links[next]?.focus()
  return true
}

export function ServicesMenu({
  item,
  pathname,
  onOpenChange,
}: {
  item: NavigationItem
  pathname: string
  /** Tell the header the list is open (it then stays in view). */
  onOpenChange: (open: boolean) => void
}) {
  const [open, setOpen] = React.useState(false)
  const root = React.useRef<HTMLDivElement>(null)
  const button = React.useRef<HTMLButtonElement>(null)
  const list = React.useRef<HTMLUListElement>(null)
  const change = React.useCallback(
    (next: boolean) => {
      setOpen(next)
      onOpenChange(next)
    },
    [onOpenChange]
  )

  // A press anywhere outside closes it.
  React.useEffect(() => {
    if (!open) return undefined
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) change(false)
    }
    document.addEventListener("pointerdown", outside)
    return () => document.removeEventListener("pointerdown", outside)
  }, [open, change])

  return (
    // Listens for the keys and the focus of the button and the links inside it, which are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      // Tab past its last link (or back before the button) closes it.
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null
        if (open && to && !event.currentTarget.contains(to)) change(false)
      }}
      onKeyDown={(event) => {
        if (!open) return
        if (event.key === "Escape") {
          change(false)
          button.current?.focus()
        } else if (list.current && moveFocus(list.current, event.key)) event.preventDefault()
      }}
      sx={{
        position: "relative",
        // Before React has taken over the page, and without JavaScript: the list shows while the
        // pointer is over the button or the focus is in it.
        "html:not([data-hydrated]) &:is(:hover, :focus-within) > ul[hidden]": { display: "grid" },
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        aria-current={isItemCurrent(item, pathname) ? "true" : undefined}
        data-current={isItemCurrent(item, pathname)}
        onClick={() => change(!open)}
        sx={servicesTrigger}
      >
        {item.name}
        <ChevronDown size={16} aria-hidden="true" sx={chevron} />
      </button>
      <ul
        ref={list}
        id={LIST_ID}
        hidden={!open}
        sx={{
          position: "absolute",
          top: "calc(100% + 8px)",
          left: 0,
          zIndex: 20,
          display: "grid",
          minWidth: 272,
          m: 0,
          p: 2,
          listStyle: "none",
          bg: "background",
          color: "text",
          border: "1px solid",
          borderColor: "border",
          borderRadius: "default",
          boxShadow: "menu",
          "&[hidden]": { display: "none" },
          // The gap above it belongs to it: a pointer on its way from the button down to the list
          // stays over the two (what keeps it shown before React is here).
          "&::before": { content: '""', position: "absolute", bottom: "100%", left: 0, right: 0, height: 8 },
          ...enter(fadeIn),
        }}
      >
        {(item.items ?? []).map((group, groupIndex) =>
          group.map((sub, index) => (
            <li
              key={sub.href}
              // The groups (the overview, the service pages) apart by a line.
              sx={
                groupIndex > 0 && index === 0
                  ? { mt: 2, pt: 2, borderTop: "1px solid", borderColor: "border" }
                  : {}
              }
            >
              <Link to={sub.href} onClick={() => change(false)} sx={entry}>
                <SpriteIcon name={sub.icon} />
                {sub.name}
              </Link>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
