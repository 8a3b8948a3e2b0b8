// Static HTML: <html lang="de-CH">, the no-flash colour-mode script, the same providers as the
// browser, and Theme UI's styles collected into <head>.
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { NO_FLASH_SCRIPT } from "./src/color-mode/choice"
import { AppProviders } from "./src/components/AppProviders"
import { iconSprite } from "./src/components/icon-sprite"
import { EMOTION_KEY, EMOTION_OPTIONS, SERVER_STYLES_ATTRIBUTE } from "./src/styles/emotion-cache"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "de-CH" })
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: NO_FLASH_SCRIPT }} />])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <AppProviders pathname={props.location.pathname}>{element}</AppProviders>
)

/**
 * Emotion (under Theme UI) would write each component's <style> next to it in <body>, which HTML
 * does not allow. Render with a cache that only collects, then put the styles in <head>:
 * - the class styles under an attribute of our own, which the browser's cache reads without moving
 *   the element (src/styles/emotion-cache.ts);
 * - the global styles (<Global>: colours, root styles) as Emotion writes them, so that <Global> takes
 *   them over; `data-s` keeps Emotion's cache creation from moving them first.
 * Then the sprite of the icons the page refers to (src/components/icon-sprite.tsx) ends <body>.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const cache = createCache(EMOTION_OPTIONS)
  cache.compat = true // collect only, no inline <style> elements
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  )
  replaceBodyHTMLString(html)
  const sprite = iconSprite(html)
  if (sprite) setPostBodyComponents([sprite])
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => {
        const ids = `${style.key} ${style.ids.join(" ")}`
        const attributes =
          style.key === EMOTION_KEY
            ? { [SERVER_STYLES_ATTRIBUTE]: ids }
            : { "data-emotion": ids, "data-s": "" }
        return <style key={ids} {...attributes} dangerouslySetInnerHTML={{ __html: style.css }} />
      })
  )
}
