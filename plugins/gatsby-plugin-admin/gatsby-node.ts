// The owner's web editor at /admin/: Decap CMS's ready-made bundle (the decap-cms package, served from
// this site), its configuration generated from the content registry (src/content/cms.ts), and the
// setup that adds the build's checks, Swiss amounts, photo preparation, Swiss German and a phone layout
// (editor/, bundled to cms-setup.js; cms-phone.css). Written into public/admin/ before the pages are
// built; `gatsby develop` (npm run cms) serves the same files. Visitor pages load none of it.
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"
import { ADMIN, writeAdmin } from "./admin"

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  writeAdmin()
  reporter.info("Web editor written to public/admin/")
}

/** What the dev server's Express gives a handler. */
interface Request {
  originalUrl: string
}
interface Reply {
  redirect(status: number, url: string): void
  sendFile(path: string): void
}

/**
 * `gatsby develop` serves public/ but no .html from it: the editor's page is answered here. Express
 * routes «/admin» and «/admin/» alike; only the first is sent on to the second.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const express = app as { get(path: string, handler: (request: Request, response: Reply) => void): void }
  express.get("/admin", (request, response) => {
    if (request.originalUrl.startsWith("/admin/")) response.sendFile(join(ADMIN, "index.html"))
    else response.redirect(301, "/admin/")
  })
}
