// The fixed ports of the end-to-end tests, in one place. The built site's policy and the tests name
// 9000, so they are not chosen at random: `takenPorts` says clearly which one is taken, before a test
// starts. The editor's backends take a free port each (e2e/cms-harness.ts), not `npm run cms`'s 8081.
import { createServer } from "node:net"

export const E2E_PORTS = {
  /** The production build (public/), served by scripts/serve.mjs. */
  site: 9000,
  /** The Firestore variant (.e2e/firestore-public, npm run build:e2e). */
  firestore: 9001,
  /** `gatsby develop` (e2e/develop.spec.ts). */
  develop: 8010,
}

/** What commonly holds a port, for the message. */
const USUAL_HOLDER = {
  site: "`npm run serve` or `npm start`",
  firestore: "a static server of .e2e/firestore-public",
  develop: "a `gatsby develop` on that port",
}

/** Resolves whether nothing listens on the port (of 127.0.0.1 and of every interface). */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once("error", () => resolve(false))
    server.listen({ port }, () => server.close(() => resolve(true)))
  })
}

/** The ports taken, each with a line saying what to stop; empty when all are free. */
export async function takenPorts(names = Object.keys(E2E_PORTS)) {
  const lines = []
  for (const name of names) {
    const port = E2E_PORTS[name]
    if (!(await isFree(port)))
      lines.push(
        `Port ${port} (${name}) is in use, probably by ${USUAL_HOLDER[name]}: stop it, then run the tests again.`
      )
  }
  return lines
}
