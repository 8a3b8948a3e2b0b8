// Site configuration: facts from content/site.yaml, the YAML content source, images and the manifest.
import type { GatsbyConfig } from "gatsby"
import { CONTENT_DIR, loadContentOrExit } from "./src/content/load"
import { PAGE_FILES, type PageName } from "./src/content/schema"
import { THEME_COLOR, BACKGROUND_COLOR } from "./src/gatsby-plugin-theme-ui/constants"

const { site } = loadContentOrExit()

/** content/services/*.yaml → ServiceYaml, pages/home.yaml → HomePageYaml…, site.yaml → SiteYaml. */
const yamlTypeName = ({ node }: { node: { relativeDirectory: string; name: string } }) => {
  if (node.relativeDirectory === "services") return "ServiceYaml"
  if (node.relativeDirectory === "pages") return PAGE_FILES[node.name as PageName].type
  return `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Yaml`
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "never",
  // Types for every query in src/gatsby-types.d.ts, also on `gatsby build` (CI type-checks after it).
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "theme-ui",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: CONTENT_DIR, ignore: ["**/README.md", "**/*.schema.json"] },
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
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "blurred", quality: 75 } },
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
  ],
}

export default config
