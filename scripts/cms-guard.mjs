// The guard in front of decap-server (cms-backend.mjs): what reaches it is a request of the editor's
// own page, in JSON and UTF-8, about files whose real paths lie under content/, and it reaches it
// written anew from what was checked. Every refusal is a 403 with a German message; decap-server never
// sees the request. Why each rule: docs/web-editor.md «Editing locally» (issue 44).
import { lstat, realpath } from "node:fs/promises"
import { createServer, request } from "node:http"
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path"

export const HOST = "127.0.0.1"
/** Where `npm run cms` serves the editor (gatsby develop): the only pages the backend answers. */
export const EDITOR_ORIGINS = ["http://localhost:8000", "http://127.0.0.1:8000"]
/** The folders whose entries the editor deletes (src/content/cms.ts, `delete: true`; a unit test keeps them equal). */
export const ENTRY_FOLDERS = ["services", "references"]
/** The pictures the editor stores (the content check's IMAGE_PATH), the only other files it deletes. */
const PICTURE = /\.(jpe?g|png|webp)$/i
/** The request fields that name a file or a folder (decap-server's own schema, src/middlewares/joi). */
const PATH_FIELDS = new Set(["path", "newPath", "folder", "mediaFolder", "paths"])
/** decap-server's actions that delete files (src/middlewares/localFs and localGit). */
const DELETES = new Set(["deleteFile", "deleteFiles"])
const UTF8 = new TextDecoder("utf-8", { fatal: true })

/** Every value a request gives a file or folder field, however deep (anything but a string is refused). */
export function pathsIn(value, key = "") {
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item, key))
  if (PATH_FIELDS.has(key)) return [value]
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name))
  return []
}

/**
 * Where decap-server reads or writes `path` in `repo`: the longest part that exists, with its symlinks
 * followed, and the rest appended, as decap-server's own resolveNewRepoPath (src/middlewares/utils/path).
 */
async function realTarget(repo, path) {
  let existing = resolve(repo, path)
  const missing = []
  for (;;) {
    const exists = await lstat(existing).then(
      () => true,
      (error) => (error.code === "ENOENT" ? false : Promise.reject(error))
    )
    if (exists) return join(await realpath(existing), ...missing)
    if (dirname(existing) === existing) throw new Error(`${path} has no existing part`)
    missing.unshift(basename(existing))
    existing = dirname(existing)
  }
}

/** `target` relative to `folder` with forward slashes, or undefined when it lies outside. */
function within(folder, target) {
  const rest = relative(folder, target)
  if (rest === ".." || rest.startsWith(`..${sep}`) || isAbsolute(rest)) return undefined
  return rest.split(sep).join("/")
}

/** The real places of a request's paths in `repo`, relative to content/ (undefined: outside it). */
async function placesOf(body, repo) {
  const content = await realpath(join(repo, "content")).catch(() => undefined)
  return Promise.all(
    pathsIn(body?.params ?? {}).map(async (path) => {
      // The editor names files relative to the checkout, with forward slashes and no control
      // characters: anything else is not the editor.
      const plain =
        typeof path === "string" &&
        path !== "" &&
        !isAbsolute(path) &&
        !path.includes("\\") &&
        ![...path].some((char) => char < " ")
      const target = content && plain ? await realTarget(repo, path).catch(() => undefined) : undefined
      return { path: String(path), place: target && within(content, target) }
    })
  )
}

/** The paths of a request whose real place is not content/ or below (none: the request may pass). */
export async function outsideContent(body, repo) {
  return (await placesOf(body, repo)).filter(({ place }) => place === undefined).map(({ path }) => path)
}

/** The files a delete request names that are neither a picture nor an entry of ENTRY_FOLDERS. */
export async function undeletable(body, repo) {
  if (!DELETES.has(body?.action)) return []
  const deletable = (place) =>
    place !== undefined &&
    (PICTURE.test(place) || (ENTRY_FOLDERS.includes(dirname(place)) && place.endsWith(".yaml")))
  return (await placesOf(body, repo)).filter(({ place }) => !deletable(place)).map(({ path }) => path)
}

/** `application/json`, with no parameter or `charset=utf-8` alone, in any spelling. */
function isJsonInUtf8(type) {
  const [media, ...parameters] = String(type ?? "")
    .split(";")
    .map((part) => part.trim().toLowerCase())
  return (
    media === "application/json" &&
    parameters.every((p) => /^charset="?utf-8"?$/.test(p)) &&
    parameters.length <= 1
  )
}

/** The body as a JSON object, read as UTF-8 and nothing else; undefined when it is not one. */
function parseBody(bytes) {
  try {
    const value = JSON.parse(UTF8.decode(bytes))
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** What is wrong with a request before its body is read: its Host, Origin, method and headers. */
function headerProblem(req, port, origins) {
  const { host, origin } = req.headers
  if (![`${HOST}:${port}`, `localhost:${port}`].includes(String(host).toLowerCase()))
    return `Nur Anfragen an ${HOST}:${port} oder localhost:${port} – abgelehnt: Host ${host ?? "(keiner)"}`
  if (!origins.includes(origin))
    return `Nur Anfragen aus dem Editor (${origins.join(", ")}) – abgelehnt: Origin ${origin ?? "(keiner)"}`
  if (req.url !== "/api/v1" || !["POST", "OPTIONS"].includes(req.method))
    return `Nur Anfragen des Editors an /api/v1 – abgelehnt: ${req.method} ${req.url}`
  if (req.method === "OPTIONS") return undefined
  if (req.headers["content-encoding"])
    return `Keine komprimierten Anfragen – abgelehnt: Content-Encoding ${req.headers["content-encoding"]}`
  if (!isJsonInUtf8(req.headers["content-type"]))
    return `Nur JSON in UTF-8 (application/json) – abgelehnt: Content-Type ${req.headers["content-type"] ?? "(keiner)"}`
  return undefined
}

/** What is wrong with a request's body: not JSON in UTF-8, a path outside content/, a delete of more than pictures and entries. */
async function bodyProblem(bytes, repo) {
  const body = parseBody(bytes)
  if (!body) return { problem: "Nur JSON in UTF-8 – abgelehnt: der Inhalt ist kein JSON-Objekt in UTF-8" }
  const outside = await outsideContent(body, repo)
  if (outside.length > 0) return { problem: `Nur Dateien unter content/ – abgelehnt: ${outside.join(", ")}` }
  const kept = await undeletable(body, repo)
  if (kept.length > 0) {
    const folders = ENTRY_FOLDERS.map((folder) => `content/${folder}/`).join(" und ")
    return {
      problem: `Löschen nur von Bildern (JPG, PNG, WebP) und Einträgen in ${folders} – abgelehnt: ${kept.join(", ")}`,
    }
  }
  return { body }
}

/**
 * Sends `req` on to decap-server, with `body` (the checked request, as JSON) in place of what came.
 * Resolves once decap-server answers (or cannot be reached): it has done its work then, whether or
 * not the editor's page still reads the answer (a page closed in the middle of a large one never
 * does).
 */
function forward(req, res, target, body) {
  const headers = { ...req.headers }
  for (const name of [
    "content-length",
    "content-type",
    "content-encoding",
    "transfer-encoding",
    "connection",
    "expect",
  ])
    delete headers[name]
  const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  if (bytes)
    Object.assign(headers, {
      "content-type": "application/json; charset=utf-8",
      "content-length": bytes.length,
    })
  return new Promise((answered) => {
    const onward = request(
      { host: HOST, port: target, method: req.method, path: req.url, headers },
      (answer) => {
        answered()
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    onward.on("error", (error) => {
      answered()
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json; charset=utf-8" })
      res.end(JSON.stringify({ error: `decap-server antwortet nicht: ${error.message}` }))
    })
    onward.end(bytes)
  })
}

/**
 * One request at a time for decap-server. Its Git backend does one Git operation at a time, and a
 * request that waited more than 3 s for its turn gets a 500, «Request timed out» (async-mutex's
 * `withTimeout(new Mutex(), 3000, …)` in decap-server's src/middlewares/localGit/index.ts). The
 * editor asks for several things at once (an entry, the pictures of each media folder), so on a busy
 * computer an entry or the media library did not load («Beitrag laden...» for good). The guard keeps
 * the queue instead, with no time limit: each request goes on once the one before it is answered.
 */
function oneAtATime() {
  let last = Promise.resolve()
  return (job) => {
    const turn = last.then(job)
    last = turn.catch(() => {})
    return turn
  }
}

/**
 * The guard on `port` (0: any free one), passing what the editor at `origins` may do in `repo` on to
 * decap-server at `target` (a port on 127.0.0.1).
 */
export function startGuard(port, target, { repo, origins = EDITOR_ORIGINS }) {
  const inTurn = oneAtATime()
  const guard = createServer(async (req, res) => {
    const refuse = (problem) => {
      const headers = { "content-type": "application/json; charset=utf-8", vary: "Origin" }
      // The editor's own page may read why (Decap shows the message); no other page learns anything.
      if (origins.includes(req.headers.origin)) headers["access-control-allow-origin"] = req.headers.origin
      res.writeHead(403, headers)
      res.end(JSON.stringify({ error: problem }))
      req.resume()
    }
    try {
      const early = headerProblem(req, guard.address().port, origins)
      if (early) return refuse(early)
      if (req.method === "OPTIONS") {
        req.resume()
        return forward(req, res, target, undefined)
      }
      const chunks = []
      for await (const chunk of req) chunks.push(chunk)
      const { problem, body } = await bodyProblem(Buffer.concat(chunks), repo)
      if (problem) return refuse(problem)
      await inTurn(() => forward(req, res, target, body))
    } catch (error) {
      if (!res.headersSent) refuse(`Die Anfrage war nicht zu prüfen: ${error.message}`)
    }
  })
  return new Promise((resolvePromise, reject) => {
    guard.once("error", reject)
    guard.listen(port, HOST, () => resolvePromise(guard))
  })
}
