// Decap's local backend for the web editor on this computer (`npm run cms`, e2e/cms.spec.ts), on this
// computer only: decap-server listens on 127.0.0.1 at a port of its own, and in front of it, on
// 127.0.0.1:8081 (where the editor looks), a guard passes on only what reads or writes under content/.
// decap-server alone would listen on every interface and write anywhere in the checkout
// (package.json, .git/hooks …) for anyone on the same network.
import { spawn } from "node:child_process"
import { createServer, request } from "node:http"
import { join, posix } from "node:path"

export const HOST = "127.0.0.1"
/** The request fields that name a file or a folder (decap-server's own schema, lib/middlewares). */
const PATH_FIELDS = new Set(["path", "newPath", "folder", "mediaFolder", "paths"])

/** Every file or folder a request to the backend names. */
export function pathsIn(value, key = "") {
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item, key))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name))
  return PATH_FIELDS.has(key) && typeof value === "string" ? [value] : []
}

/** The paths of a request that lie outside content/ (none: the request may pass). */
export function outsideContent(body) {
  return pathsIn(body?.params ?? {}).filter((path) => {
    const normal = posix.normalize(path.replaceAll("\\", "/"))
    return !(normal === "content" || normal.startsWith("content/"))
  })
}

/** A free port on 127.0.0.1. */
async function freePort() {
  const server = createServer().listen(0, HOST)
  await new Promise((resolve) => server.once("listening", resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The guard on `port`, passing allowed requests on to `target` (a port on 127.0.0.1). */
export function startGuard(port, target) {
  const guard = createServer((req, res) => {
    const chunks = []
    req.on("data", (chunk) => chunks.push(chunk))
    req.on("end", () => {
      const body = Buffer.concat(chunks)
      let parsed
      try {
        parsed = body.length > 0 ? JSON.parse(String(body)) : undefined
      } catch {
        parsed = undefined
      }
      const refused = req.method === "POST" ? (parsed ? outsideContent(parsed) : ["(kein JSON)"]) : []
      if (refused.length > 0) {
        res.writeHead(403, { "content-type": "application/json" })
        res.end(JSON.stringify({ error: `Nur Dateien unter content/ – abgelehnt: ${refused.join(", ")}` }))
        return
      }
      const forward = request(
        { host: HOST, port: target, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        }
      )
      forward.on("error", (error) => {
        res.writeHead(502, { "content-type": "application/json" })
        res.end(JSON.stringify({ error: `decap-server antwortet nicht: ${error.message}` }))
      })
      forward.end(body)
    })
  })
  return new Promise((resolve, reject) => {
    guard.once("error", reject)
    guard.listen(port, HOST, () => resolve(guard))
  })
}

/**
 * decap-server (from the project in `root`) on `repo` («fs»: the files as they are; «git»: commits
 * and the editorial workflow), behind the guard on 127.0.0.1:`port`. Resolves once both listen;
 * `stop()` ends both.
 */
export async function startLocalBackend({ root, repo, mode = "fs", port = 8081, stdio = "pipe" }) {
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
  const guard = await startGuard(port, internal).catch((error) => {
    server.kill()
    throw new Error(`Port ${port} is taken (${error.message})`)
  })
  return {
    server,
    stop: () => {
      guard.close()
      server.kill()
    },
  }
}
