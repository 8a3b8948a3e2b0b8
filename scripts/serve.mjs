// Serves the built site (public/) the way Netlify does, for `npm run serve`, the end-to-end tests and
// the benchmark. Netlify's rules are read with Netlify's own code: @netlify/headers-parser for
// _headers and netlify.toml, @netlify/redirect-parser and netlify-redirector (Netlify's redirect
// engine, which `netlify dev` uses too) for _redirects. Like Netlify's CDN:
//  - a path answers with its file, else `path.html` (how Gatsby's Netlify adapter writes pages for
//    `trailingSlash: "never"`); a folder with an index.html (/admin) is answered at `path/`, and the
//    path without the slash redirects there; a page's path with a slash redirects to it without;
//  - a redirect rule applies when no file matches, or always with `!` (force); status 200 rewrites;
//  - every header rule whose path matches applies, in file order (_headers, then netlify.toml); a later
//    rule's value replaces an earlier one's for the same header, as `netlify dev` does;
//  - unknown paths get 404.html with status 404; text is compressed with brotli or gzip;
//  - a file's answer carries an ETag, and a request whose If-None-Match names it gets 304 and no body:
//    with Netlify's «max-age=0, must-revalidate» a browser asks again for every file it has, and
//    Netlify's CDN answers 304 when the file is unchanged (docs/headers-and-csp.md, «Caching»);
//  - a form's POST (Netlify Forms: a `form-name` that a built page's `data-netlify` form names) is
//    answered 200 and handed to `onForm`, never stored or sent; any other POST gets 404 as on Netlify.
// The rules are read again whenever the build rewrites _headers or _redirects.
// Over plain HTTP (`npm run serve`, the end-to-end tests), the policy's `upgrade-insecure-requests` is
// left out, in the header and in the 404 page's own policy: Netlify serves only HTTPS, where it upgrades
// nothing, and WebKit (Safari) upgrades even http://localhost, so the local site lost every picture and
// script there (WebKit bug 250776; docs/headers-and-csp.md). Over HTTPS (`tls`) the policy is as built.
//
//   node scripts/serve.mjs [--port 9000] [--dir public]
import { createHash } from "node:crypto"
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { createSecureServer } from "node:http2"
import { extname, join, normalize, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { constants, brotliCompressSync, gzipSync } from "node:zlib"
import { formReceiver } from "./netlify-forms.mjs"
import { headersFor, notModified, readRules, redirectFor, withoutUpgrade } from "./netlify-rules.mjs"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
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

/**
 * Serves `dir` at `port` on 127.0.0.1 only (the address «localhost» names): the build is for this
 * computer, not for everyone on the same network. With `tls` ({ key, cert }) over HTTPS with HTTP/2
 * (HTTP/1.1 for clients that do not speak it), as Netlify's CDN serves the site: the benchmark uses
 * this, so that what it counts is what a browser gets (HTTP/2 compresses the headers every response
 * repeats).
 */
export function startServer({ dir, port, tomlPath, tls, onForm }) {
  const root = resolve(dir)
  const compressed = new Map()
  const etags = new Map()
  let rules
  let rulesStamp = ""
  const receiveForm = formReceiver(root, onForm)

  /** The rules, read again when a build has rewritten the files they come from. */
  async function currentRules() {
    const stamp = ["_headers", "_redirects"]
      .map((name) => join(root, name))
      .concat(tomlPath)
      .map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0))
      .join()
    if (!rules || stamp !== rulesStamp) {
      rules = await readRules({ dir: root, tomlPath })
      rulesStamp = stamp
    }
    return rules
  }

  const isFile = (path) => existsSync(path) && statSync(path).isFile()

  /** Where Netlify's CDN answers `path` from: `{ file }`, `{ redirect }` to the canonical path, or `{}`. */
  function lookUp(path) {
    const file = normalize(join(root, path))
    if (file !== root && !file.startsWith(root + sep)) return {}
    if (path.endsWith("/")) {
      if (path !== "/" && isFile(`${file.replace(/[\\/]+$/, "")}.html`))
        return { redirect: path.replace(/\/+$/, "") }
      return isFile(join(file, "index.html")) ? { file: join(file, "index.html") } : {}
    }
    if (isFile(file)) return { file }
    if (isFile(`${file}.html`)) return { file: `${file}.html` }
    if (isFile(join(file, "index.html"))) return { redirect: `${path}/` }
    return {}
  }

  function send(req, res, file, status, headers) {
    const type = TYPES[extname(file)] ?? "application/octet-stream"
    const accept = String(req.headers["accept-encoding"] ?? "")
    const encoding = COMPRESSIBLE.test(type)
      ? /\bbr\b/.test(accept)
        ? "br"
        : /\bgzip\b/.test(accept)
          ? "gzip"
          : null
      : null
    res.setHeader("Vary", "Accept-Encoding")
    // Netlify's default for everything no rule caches.
    const all = { "cache-control": "public, max-age=0, must-revalidate", ...headers, "content-type": type }
    const policy = all["content-security-policy"]
    if (!tls && policy) all["content-security-policy"] = withoutUpgrade(policy)
    // The 404 page carries its policy itself (plugins/gatsby-plugin-netlify-output): the same over HTTP.
    const ownPolicy = !tls && type.startsWith("text/html")
    const read = () => {
      const raw = readFileSync(file)
      if (!ownPolicy) return raw
      const text = raw.toString("utf8")
      const served = text.replace(
        /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/i,
        (_, before, value, after) => `${before}${withoutUpgrade(value)}${after}`
      )
      return served === text ? raw : Buffer.from(served)
    }
    // One tag per file version and encoding (the bytes sent differ), computed once per version.
    const { mtimeMs, size } = statSync(file)
    const version = `${file}:${mtimeMs}:${size}`
    if (!etags.has(version))
      etags.set(version, createHash("sha1").update(read()).digest("base64url").slice(0, 20))
    all.etag = `"${etags.get(version)}${encoding ? `-${encoding}` : ""}"`
    if (status === 200 && notModified(req.headers["if-none-match"], all.etag)) {
      res.writeHead(304, all)
      return res.end()
    }
    if (!encoding) {
      if (!ownPolicy) {
        res.writeHead(status, { ...all, "content-length": statSync(file).size })
        if (req.method === "HEAD") return res.end()
        return createReadStream(file).pipe(res)
      }
      const body = read()
      res.writeHead(status, { ...all, "content-length": body.length })
      return res.end(req.method === "HEAD" ? undefined : body)
    }
    const key = `${encoding}:${file}:${statSync(file).mtimeMs}`
    let body = compressed.get(key)
    if (!body) {
      const raw = read()
      body =
        encoding === "br"
          ? // Netlify compresses ahead; here the web editor's 5 MB bundle would take seconds at level 11.
            brotliCompressSync(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: raw.length > 1_000_000 ? 5 : 11 },
            })
          : gzipSync(raw, { level: 9 })
      compressed.set(key, body)
    }
    res.writeHead(status, { ...all, "content-encoding": encoding, "content-length": body.length })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (req.method === "POST") return receiveForm(req, res, url)
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD, POST" })
      return res.end()
    }
    let path
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      path = url.pathname
    }
    const { headers, matcher } = await currentRules()
    const ruleHeaders = headersFor(headers, path)
    const found = lookUp(path)
    const redirect = redirectFor(matcher, url)
    // A rule applies when nothing is found at the path, or always when forced («!»).
    if (redirect && (redirect.force || (!found.file && !found.redirect))) {
      if (redirect.status >= 300 && redirect.status < 400) {
        res.writeHead(redirect.status, { ...ruleHeaders, Location: redirect.to })
        return res.end()
      }
      const target = lookUp(new URL(redirect.to, url).pathname).file
      if (target) return send(req, res, target, redirect.status, ruleHeaders)
    }
    if (found.redirect) {
      res.writeHead(301, { ...ruleHeaders, Location: found.redirect + url.search })
      return res.end()
    }
    if (found.file) return send(req, res, found.file, 200, ruleHeaders)
    const notFound = join(root, "404.html")
    if (existsSync(notFound)) return send(req, res, notFound, 404, ruleHeaders)
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
    res.end("Not found")
  }

  const listener = (req, res) => {
    handle(req, res).catch((error) => {
      console.error(error)
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      res.end(String(error))
    })
  }
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, listener) : createServer(listener)
  return currentRules().then(
    () => new Promise((resolvePromise) => server.listen(port, "127.0.0.1", () => resolvePromise(server)))
  )
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
  await startServer({
    dir,
    port,
    tomlPath: join(project, "netlify.toml"),
    // What a visitor sends stays here: the names of the fields, never what was typed.
    onForm: ({ name, fields }) =>
      console.log(
        `Formular «${name}» empfangen (${Object.keys(fields).length} Felder): lokal weder gespeichert noch gesendet.`
      ),
  })
  console.log(
    `Serving ${dir} at http://localhost:${port} (127.0.0.1 only; Netlify's rules: _headers, _redirects, netlify.toml)`
  )
}
