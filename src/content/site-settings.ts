// What the build configuration needs from content/site.yaml before any content is checked: the
// names for the web manifest, the address for the sitemap, where contact requests go. Read without
// checking: plugins/gatsby-plugin-content checks every file once, before anything is built, and stops
// the build with the owner's message when site.yaml is wrong. Until then a broken file gives stand-ins.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import jsYaml from "js-yaml"
import { CONTENT } from "./registry"

const FIELDS = ["businessName", "shortName", "title", "description", "siteUrl", "contactDelivery"] as const

export type SiteSettings = Record<(typeof FIELDS)[number], string>

export function readSiteSettings(contentDir = join(process.cwd(), "content")): SiteSettings {
  let data: unknown
  try {
    data = jsYaml.load(readFileSync(join(contentDir, CONTENT.site.path), "utf8"))
  } catch {
    data = undefined
  }
  const value = (field: string) => {
    const found = data && typeof data === "object" ? (data as Record<string, unknown>)[field] : undefined
    return typeof found === "string" && found.trim() !== "" ? found : "(content/site.yaml)"
  }
  return Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as SiteSettings
}
