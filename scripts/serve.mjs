// Serves the built site (public/) the way Netlify does, for `npm run serve`, the e2e tests and the
// benchmark: directory paths answer with their index.html, a trailing slash redirects to the path
// without it (trailingSlash: "never"), unknown paths get 404.html with status 404, responses carry the
// headers netlify.toml and the build's _headers declare, and text is compressed with brotli or gzip.
//
//   node scripts/serve.mjs [--port 9000] [--dir public]
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { constants, brotliCompressSync, gzipSync } from "node:zlib"
import { parse } from "smol-toml"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json; charset=utf-8",
}
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg)/

/** Netlify's path patterns: `*` matches anything (also «/»), `:name` one segment. */
function patternToRegExp(pattern) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[a-zA-Z]+/g, "[^/]+"))
    .join(".*")
  return new RegExp(`^${source}$`)
}

/** The [[headers]] rules of netlify.toml, in order. */
export function readHeaderRules(tomlPath) {
  const config = parse(readFileSync(tomlPath, "utf8"))
  return (config.headers ?? []).map((rule) => ({
    test: patternToRegExp(rule.for),
    values: rule.values ?? {},
  }))
}

/** The rules of a Netlify _headers file: a path line, then indented «Name: value» lines. */
export function readHeadersFile(path) {
  const rules = []
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ test: patternToRegExp(line.trim()), values: {} })
    else {
      const index = line.indexOf(":")
      const rule = rules.at(-1)
      if (rule && index > 0) rule.values[line.slice(0, index).trim()] = line.slice(index + 1).trim()
    }
  }
  return rules
}

export function headersFor(rules, path) {
  const headers = {}
  for (const rule of rules) if (rule.test.test(path)) Object.assign(headers, rule.values)
  return headers
}

export function startServer({ dir, port, tomlPath }) {
  const root = resolve(dir)
  const headersFile = join(root, "_headers")
  const rules = [
    ...(existsSync(tomlPath) ? readHeaderRules(tomlPath) : []),
    ...(existsSync(headersFile) ? readHeadersFile(headersFile) : []),
  ]
  const compressed = new Map()

  /** The file a path is served from, or undefined. */
  function fileFor(path) {
    const file = normalize(join(root, path))
    if (file !== root && !file.startsWith(root + sep)) return undefined
    if (existsSync(file) && statSync(file).isFile()) return file
    const index = join(file, "index.html")
    if (existsSync(index)) return index
    return undefined
  }

  function send(req, res, file, status, path) {
    const type = TYPES[extname(file)] ?? "application/octet-stream"
    // Netlify's default for everything no rule caches.
    const headers = {
      "Content-Type": type,
      "Cache-Control": "public, max-age=0, must-revalidate",
      ...headersFor(rules, path),
    }
    const accept = String(req.headers["accept-encoding"] ?? "")
    const encoding = COMPRESSIBLE.test(type)
      ? /\bbr\b/.test(accept)
        ? "br"
        : /\bgzip\b/.test(accept)
          ? "gzip"
          : null
      : null
    res.setHeader("Vary", "Accept-Encoding")
    if (!encoding) {
      res.writeHead(status, { ...headers, "Content-Length": statSync(file).size })
      if (req.method === "HEAD") return res.end()
      return createReadStream(file).pipe(res)
    }
    const key = `${encoding}:${file}:${statSync(file).mtimeMs}`
    let body = compressed.get(key)
    if (!body) {
      const raw = readFileSync(file)
      body =
        encoding === "br"
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 })
      compressed.set(key, body)
    }
    res.writeHead(status, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" })
      return res.end()
    }
    const url = new URL(req.url ?? "/", "http://localhost")
    let path
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      path = url.pathname
    }
    if (path.length > 1 && path.endsWith("/")) {
      res.writeHead(301, { Location: path.replace(/\/+$/, "") + url.search })
      return res.end()
    }
    const file = fileFor(path)
    if (file) return send(req, res, file, 200, path)
    const notFound = join(root, "404.html")
    if (existsSync(notFound)) return send(req, res, notFound, 404, path)
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
    res.end("Not found")
  })
  return new Promise((resolvePromise) => server.listen(port, () => resolvePromise(server)))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`)
    return index > 0 ? process.argv[index + 1] : fallback
  }
  const project = fileURLToPath(new URL("..", import.meta.url))
  const dir = arg("dir", join(project, "public"))
  if (!existsSync(join(dir, "index.html"))) {
    console.error(
      `No built site in ${dir}: run \`npm run build\` (or, for .e2e/, \`npm run build:e2e\`) first.`
    )
    process.exit(1)
  }
  const port = Number(arg("port", process.env.PORT ?? 9000))
  await startServer({ dir, port, tomlPath: join(project, "netlify.toml") })
  console.log(`Serving ${dir} at http://localhost:${port} (Netlify's rules: netlify.toml and _headers)`)
}
