// The build, in the order Gatsby runs it, and where each step lives. Every Gatsby API hook is in a
// local plugin under plugins/ (listed in gatsby-config.ts), one job each:
//
//   content/*.yaml ── plugins/gatsby-plugin-content: every file checked against src/content/registry.ts
//     │                once, before anything else; a mistake stops the build with the file, line and field
//     ├─ gatsby-source-filesystem + gatsby-transformer-yaml (gatsby-config.ts): one node per file
//     ├─ GraphQL types derived from the registry's zod schemas (src/content/graphql.ts, @dontInfer)
//     ├─ pages: src/pages/*.tsx, and one page per service (src/templates/service.tsx)
//     └─ every link checked: the content's before rendering, all of them after the build
//   Firebase ── plugins/gatsby-plugin-firebase: off unless fully configured; never in the first load
//   browser bundle ── plugins/gatsby-plugin-idle-browser-code: plugins' code that does nothing here left out
//                  └─ plugins/gatsby-plugin-pdf-in-browser: pdfkit without its font and PNG engines
//   /admin ── plugins/gatsby-plugin-admin: the web editor, its configuration made from the registry
//   public/ ── plugins/gatsby-plugin-netlify-output: robots.txt and _headers (Content-Security-Policy)
export {}
