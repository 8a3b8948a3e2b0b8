// Site configuration: the content plugin first (it checks content/ before anything else), the YAML
// content source with each file's GraphQL type from the registry, images, sitemap, manifest, and the
// files Netlify publishes with the pages.
import { resolve } from "node:path"
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { withDisjointHeaders } from "./plugins/gatsby-plugin-netlify-output/adapter"
import { yamlTypeName } from "./src/content/registry"
import { readSiteSettings } from "./src/content/site-settings"
import { THEME_COLOR, BACKGROUND_COLOR } from "./src/theme/constants"

const site = readSiteSettings()

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "never",
  // Every build (local, CI, Netlify) goes through Netlify's adapter: what we test is what is served.
  // It writes caching and Gatsby's base headers into public/_headers; then ours lays the file out so
  // that no two rules that match the same path set the same header
  // (plugins/gatsby-plugin-netlify-output/headers.ts).
  adapter: withDisjointHeaders(adapter()),
  // Types for every query in src/gatsby-types.d.ts, also on `gatsby build` (CI type-checks after it).
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "theme-ui",
  plugins: [
    "gatsby-plugin-content",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: resolve("content"), ignore: ["**/README.md", "**/*.schema.json"] },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    // Images: gatsby-transformer-sharp makes the data (gatsby-plugin-image's pipeline); the
    // <picture> markup is ours (src/components/ContentImage.tsx), so gatsby-plugin-image's
    // component, its inline script and styles are not needed.
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page"] },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF at sharp's own default quality, 50: about what WebP shows at 75, at 45 % fewer bytes for
        // this site's pictures. Gatsby would pass 75 to every format, and AVIF at 75 came out as large
        // as WebP (the artwork) or larger by 70 % (a photo), for a slower decode.
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "blurred",
          quality: 75,
          avifOptions: { quality: 50 },
        },
        // The blurred placeholders sit in the HTML as data URLs: a 20 px WebP is 140 bytes where the
        // same JPEG is 380 (most of it JPEG's tables), a sixth of the home page's compressed HTML.
        forceBase64Format: "webp",
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.businessName,
        short_name: site.shortName,
        description: site.description,
        lang: "de-CH",
        start_url: "/",
        display: "standalone",
        background_color: BACKGROUND_COLOR,
        theme_color: THEME_COLOR,
        icon: "src/images/icon.svg",
        // The Seo component writes the theme-color meta tag, once.
        theme_color_in_head: false,
      },
    },
    "gatsby-plugin-firebase",
    "gatsby-plugin-idle-browser-code",
    "gatsby-plugin-pdf-in-browser",
    "gatsby-plugin-browser-only-imports",
    "gatsby-plugin-test-builds",
    "gatsby-plugin-admin",
    "gatsby-plugin-netlify-output",
  ],
}

export default config
