// What the cross-engine suite opens: the built site as `npm run serve` serves it (scripts/serve.mjs,
// plain HTTP on 127.0.0.1, Netlify's rules), with every form it receives kept for the checks to read.
// WebKit's WebDriver (WebKitGTK's, classic WebDriver only) offers no console and no BiDi: for it a
// proxy in front adds one same-origin script first in every page's <head> (`/__engines/probe.js`),
// which notes what a browser console would show (uncaught errors, failed loads, policy violations,
// console.error). Every other byte is the server's. Gecko, driven over WebDriver BiDi, reports its
// console itself and gets the server directly.
import { request as httpRequest, createServer } from "node:http"
import { startServer } from "../../scripts/serve.mjs"

/** The probe, run before any script of the page; what it notes is read by the driver. */
export const PROBE = `(() => {
  const noted = (window.__engineErrors = [])
  const note = (kind, text) => noted.push(kind + ": " + text)
  addEventListener("error", (event) => {
    const target = event.target
    if (target && target !== window && (target.src || target.href)) note("not loaded", target.src || target.href)
    else note("uncaught", event.message)
  }, true)
  addEventListener("unhandledrejection", (event) =>
    note("unhandled rejection", String((event.reason && event.reason.message) || event.reason)))
  document.addEventListener("securitypolicyviolation", (event) =>
    note("policy", event.violatedDirective + " " + event.blockedURI))
  const error = console.error.bind(console)
  console.error = (...parts) => {
    note("console.error", parts.map(String).join(" "))
    error(...parts)
  }
})()
`

const PROBE_PATH = "/__engines/probe.js"

/** Starts `npm run serve`'s server on a free port; resolves with its address and the forms it received. */
export async function siteServer(dir, tomlPath) {
  const forms = []
  const server = await startServer({ dir, port: 0, tomlPath, onForm: (form) => forms.push(form) })
  return { url: `http://localhost:${server.address().port}`, forms, close: () => server.close() }
}

/** A proxy in front of `origin` that adds the probe to every page (for WebKit; see the top of the file). */
export function probingProxy(origin) {
  const upstream = new URL(origin)
  const proxy = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" })
      return res.end(PROBE)
    }
    const headers = { ...req.headers, host: upstream.host, "accept-encoding": "identity" }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "")
        // A page answered 304 (the browser's copy, probe and all, is still the page) passes unchanged.
        if (!type.startsWith("text/html") || answer.statusCode === 304) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          return answer.pipe(res)
        }
        const chunks = []
        answer.on("data", (chunk) => chunks.push(chunk))
        answer.on("end", () => {
          const page = Buffer.concat(chunks)
            .toString("utf8")
            .replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`)
          const body = Buffer.from(page)
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "content-length": body.length })
          res.end(body)
        })
      }
    )
    forward.on("error", (error) => {
      res.writeHead(502)
      res.end(String(error))
    })
    req.pipe(forward)
  })
  return new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://localhost:${proxy.address().port}`, close: () => proxy.close() })
    )
  )
}
