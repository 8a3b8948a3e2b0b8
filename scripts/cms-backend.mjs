// Decap's local backend for the web editor on this computer (`npm run cms`, e2e/cms.spec.ts), on this
// computer only: decap-server listens on 127.0.0.1 at a port of its own, and in front of it, on
// 127.0.0.1:8081 (where the editor looks), a guard (cms-guard.mjs) passes on only what the editor's
// own page sends about files under content/. decap-server alone would listen on every interface and
// write anywhere in the checkout (package.json, .git/hooks …) for any page or anyone on the network.
import { spawn } from "node:child_process"
import { createServer } from "node:http"
import { join } from "node:path"
import { EDITOR_ORIGINS, HOST, startGuard } from "./cms-guard.mjs"

export {
  EDITOR_ORIGINS,
  ENTRY_FOLDERS,
  HOST,
  outsideContent,
  pathsIn,
  startGuard,
  undeletable,
} from "./cms-guard.mjs"

/** A free port on 127.0.0.1. */
async function freePort() {
  const server = createServer().listen(0, HOST)
  await new Promise((resolve) => server.once("listening", resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * decap-server (from the project in `root`) on `repo` («fs»: the files as they are; «git»: commits
 * and the editorial workflow), behind the guard on 127.0.0.1:`port` (0: any free port), for the editor
 * served at `origins`. Resolves once both listen, with the guard's port; `stop()` ends both.
 */
export async function startLocalBackend({
  root,
  repo,
  mode = "fs",
  port = 8081,
  origins = EDITOR_ORIGINS,
  stdio = "pipe",
}) {
  const internal = await freePort()
  const server = spawn(process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, MODE: mode, GIT_REPO_DIRECTORY: repo, PORT: String(internal), BIND_HOST: HOST },
    stdio: ["ignore", "pipe", stdio === "inherit" ? "inherit" : "pipe"],
  })
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (data) => {
      if (stdio === "inherit") process.stdout.write(data)
      if (String(data).includes("listening")) resolve()
    })
    server.once("exit", (code) => reject(new Error(`decap-server stopped (${code})`)))
  })
  const guard = await startGuard(port, internal, { repo, origins }).catch((error) => {
    server.kill()
    throw new Error(`Port ${port} is taken (${error.message})`)
  })
  return {
    server,
    port: guard.address().port,
    stop: () => {
      guard.close()
      server.kill()
    },
  }
}
