// Static HTML: <html lang="de-CH">, the no-flash colour-mode script, and the same providers as the browser.
import type { GatsbySSR } from "gatsby"
import { NO_FLASH_SCRIPT } from "./src/color-mode/choice"
import { AppProviders } from "./src/components/AppProviders"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "de-CH" })
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: NO_FLASH_SCRIPT }} />])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <AppProviders pathname={props.location.pathname}>{element}</AppProviders>
)
