// The benchmark's servers: each build served the way Netlify serves it (scripts/serve.mjs: Netlify's
// parsers for _headers, _redirects and netlify.toml, 404 status, brotli), over HTTPS with HTTP/2 with
// a certificate made for the run, as Netlify serves it: HTTP/2 compresses the headers every response
// repeats (our Content-Security-Policy alone is 1.2 KB); over HTTP/1.1 (`--http1`) each script would
// carry them again.
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { request as httpGet } from "node:http"
import { get } from "node:https"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startServer } from "../serve.mjs"

/** A certificate for localhost, for this run only; undefined (HTTP/1.1) when asked for or without openssl. */
export function certificate(http1) {
  if (http1) return undefined
  const folder = mkdtempSync(join(tmpdir(), "bench-tls-"))
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
    ],
    { stdio: "ignore" }
  )
  if (made.status !== 0) {
    console.warn("No openssl: serving over HTTP/1.1, where every script carries all the headers again.")
    return undefined
  }
  const tls = { key: readFileSync(join(folder, "key.pem")), cert: readFileSync(join(folder, "cert.pem")) }
  rmSync(folder, { recursive: true, force: true })
  return tls
}

export const originAt = (tls, port) => `${tls ? "https" : "http"}://localhost:${port}`

/** A GET to a local server (its certificate is our own); resolves with the body as text. */
export const fetchText = (tls, url, encoding = "identity") =>
  new Promise((resolve, reject) => {
    const request = (tls ? get : httpGet)(
      url,
      { rejectUnauthorized: false, headers: { "accept-encoding": encoding } },
      (response) => {
        let body = ""
        response.setEncoding(encoding === "identity" ? "utf8" : "latin1")
        response.on("data", (chunk) => (body += chunk))
        response.on("end", () => resolve(body))
      }
    )
    request.on("error", reject)
    request.end?.()
  })

/**
 * Asks once for every text file of the build, so the server has compressed it before the first run
 * (a CDN like Netlify's answers from its cache; compressing on the fly would slow the first run's
 * scripts and, oddly, improve its simulated LCP).
 */
async function warmUp(tls, origin, folder, base = "") {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = `${base}/${entry.name}`
    if (entry.isDirectory()) await warmUp(tls, origin, join(folder, entry.name), path)
    else if (/\.(html|js|css|json|webmanifest|svg)$/.test(entry.name))
      await fetchText(tls, `${origin}${path}`, "br")
  }
}

/** Serves the build in `dir` at `port`, warmed up; resolves with the server (to close) and its origin. */
export async function serveBuild({ dir, port, tls, tomlPath }) {
  const server = await startServer({ dir, port, tomlPath, tls })
  const origin = originAt(tls, port)
  await warmUp(tls, origin, dir)
  return { server, origin }
}
