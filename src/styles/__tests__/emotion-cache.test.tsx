import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { render } from "@testing-library/react"
import { EMOTION_OPTIONS } from "../emotion-cache"

/** The CSS a cache with the site's options writes for one element's styles. */
function cssFor(styles: Record<string, string>): string {
  // Not `speedy` (insertRule), so that the rules are the elements' text.
  const cache = createCache({ ...EMOTION_OPTIONS, key: "t", container: document.head, speedy: false })
  render(
    <CacheProvider value={cache}>
      <div sx={styles} />
    </CacheProvider>
  )
  return [...document.head.querySelectorAll("style[data-emotion^='t']")].map((s) => s.textContent).join("")
}

afterEach(() => document.head.querySelectorAll("style").forEach((style) => style.remove()))

test("no vendor prefixes the browsers of the last years do without", () => {
  const css = cssFor({
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    transition: "opacity 1s",
  })
  expect(css).toContain("display:flex;align-items:center;justify-content:center;transition:opacity 1s;")
  expect(css).not.toMatch(/-webkit-|-ms-|-moz-/)
})

test("-webkit- where Safari still needs it: user-select (the before/after slider) and hyphens", () => {
  const css = cssFor({ userSelect: "none", hyphens: "manual" })
  expect(css).toContain("-webkit-user-select:none;user-select:none;")
  expect(css).toContain("-webkit-hyphens:manual;hyphens:manual;")
  expect(css).not.toMatch(/-ms-|-moz-/)
})
