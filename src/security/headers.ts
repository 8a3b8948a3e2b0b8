// public/_headers, written after each build: the Content-Security-Policy for every path, and a year
// of caching for each of the build's content-hashed bundles. Those live at the site's root
// (app-1a2b….js, component---src-pages-index-tsx-….js); Netlify documents no «every .js
// file» pattern, so each file gets its own rule, as gatsby-plugin-netlify does it. /static/* has one
// rule in netlify.toml; everything else keeps Netlify's «max-age=0, must-revalidate».

export const IMMUTABLE = "public, max-age=31536000, immutable"

/** Gatsby's bundle names end in a 20-digit content hash: «app-172d7c83533117c52502.js». */
export const isContentHashed = (fileName: string) => /-[0-9a-f]{20}\.(js|css)$/.test(fileName)

export function headersFile(csp: string, rootFiles: string[]): string {
  const hashed = rootFiles.filter(isContentHashed).sort()
  return [
    "# Written by onPostBuild in gatsby-node.ts; Netlify applies it together with netlify.toml.",
    "/*",
    `  Content-Security-Policy: ${csp}`,
    ...hashed.flatMap((file) => [`/${file}`, `  Cache-Control: ${IMMUTABLE}`]),
    "",
  ].join("\n")
}
