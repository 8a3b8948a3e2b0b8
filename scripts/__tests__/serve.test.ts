/** @jest-environment node */
// The local copy of the site (scripts/serve.mjs) is for this computer only.
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

test("listens on 127.0.0.1, not on every interface", () => {
  const dir = mkdtempSync(join(tmpdir(), "serve-"))
  writeFileSync(join(dir, "index.html"), "<p>Hallo</p>")
  try {
    // In a Node of its own: serve.mjs is an ES module with top-level await, which Jest cannot load.
    const script = `
      import { startServer } from "./scripts/serve.mjs"
      const server = await startServer({ dir: ${JSON.stringify(dir)}, port: 0, tomlPath: "none.toml" })
      const { address, port } = server.address()
      const page = await fetch("http://127.0.0.1:" + port + "/").then((answer) => answer.text())
      console.log(JSON.stringify({ address, page }))
      server.close()`
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: join(__dirname, "..", ".."),
      encoding: "utf8",
    })
    expect(run.stderr).toBe("")
    expect(JSON.parse(run.stdout)).toEqual({ address: "127.0.0.1", page: "<p>Hallo</p>" })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** Runs `body` (an ES module's code, `startServer` imported) in a Node of its own; returns what it printed. */
function inNode(body: string) {
  const script = `import { startServer } from "./scripts/serve.mjs"\n${body}`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: join(__dirname, "..", ".."),
    encoding: "utf8",
  })
  expect(run.stderr).toBe("")
  return JSON.parse(run.stdout) as Record<string, unknown>
}

const POLICY = "default-src 'self'; img-src 'self' data:; upgrade-insecure-requests"

/** A built site in miniature: a page with a Netlify form, a 404 page with its own policy, the rules. */
function miniSite() {
  const dir = mkdtempSync(join(tmpdir(), "serve-"))
  writeFileSync(
    join(dir, "index.html"),
    '<form name="kontakt" method="POST" data-netlify="true"><input name="name"></form>'
  )
  writeFileSync(
    join(dir, "404.html"),
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}"><p>Nicht gefunden</p>`
  )
  writeFileSync(join(dir, "_headers"), `/*\n  Content-Security-Policy: ${POLICY}\n`)
  return dir
}

test("over plain HTTP the policy upgrades nothing (WebKit upgraded localhost); the built files keep it", () => {
  const dir = miniSite()
  try {
    const answer = inNode(`
      const server = await startServer({ dir: ${JSON.stringify(dir)}, port: 0, tomlPath: "none.toml" })
      const base = "http://127.0.0.1:" + server.address().port
      const page = await fetch(base + "/")
      const missing = await fetch(base + "/gibt-es-nicht", { headers: { "accept-encoding": "gzip" } })
      console.log(JSON.stringify({
        header: page.headers.get("content-security-policy"),
        missing: missing.status,
        meta: /content="([^"]+)"/.exec(await missing.text())[1],
      }))
      server.close()`)
    expect(answer).toEqual({
      header: "default-src 'self'; img-src 'self' data:",
      missing: 404,
      meta: "default-src 'self'; img-src 'self' data:",
    })
    // What Netlify gets (and serves over HTTPS) is as built.
    expect(readFileSync(join(dir, "_headers"), "utf8")).toContain("upgrade-insecure-requests")
    expect(readFileSync(join(dir, "404.html"), "utf8")).toContain("upgrade-insecure-requests")
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("a form's POST is taken as Netlify Forms takes it, and nothing else", () => {
  const dir = miniSite()
  try {
    const answer = inNode(`
      const received = []
      const server = await startServer({
        dir: ${JSON.stringify(dir)}, port: 0, tomlPath: "none.toml", onForm: (form) => received.push(form),
      })
      const base = "http://127.0.0.1:" + server.address().port
      const post = (body, type) => fetch(base + "/", { method: "POST", headers: type ? { "content-type": type } : {}, body })
      const urlencoded = "application/x-www-form-urlencoded"
      const multipart = new FormData()
      multipart.set("form-name", "kontakt")
      multipart.set("name", "Anna Meier")
      multipart.set("photo", new Blob([new Uint8Array(10)], { type: "image/jpeg" }), "auto.jpg")
      const statuses = [
        (await post("form-name=kontakt&name=Anna%20Meier", urlencoded)).status,
        (await post(multipart)).status,
        (await post("form-name=unbekannt&name=x", urlencoded)).status,
        (await post("name=x", urlencoded)).status,
        (await post("{}", "application/json")).status,
        (await post("form-name=kontakt&x=" + "a".repeat(9 * 1024 * 1024), urlencoded).catch(() => ({ status: "closed" }))).status,
        (await fetch(base + "/", { method: "PUT" })).status,
      ]
      console.log(JSON.stringify({ statuses, received }))
      server.close()`)
    expect(answer).toEqual({
      statuses: [200, 200, 404, 404, 404, expect.anything(), 405],
      received: [
        { name: "kontakt", path: "/", fields: { "form-name": "kontakt", name: "Anna Meier" } },
        {
          name: "kontakt",
          path: "/",
          fields: {
            "form-name": "kontakt",
            name: "Anna Meier",
            photo: { file: "auto.jpg", type: "image/jpeg", size: 10 },
          },
        },
      ],
    })
    // Over 8 MB: refused (413), or the connection closed before the body was read.
    expect([413, "closed"]).toContain((answer.statuses as unknown[])[5])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("over HTTPS (as Netlify, and the benchmark) the policy is served as built", () => {
  const dir = miniSite()
  try {
    const answer = inNode(`
      import { certificate } from "./scripts/bench/servers.mjs"
      import { request } from "node:https"
      const server = await startServer({
        dir: ${JSON.stringify(dir)}, port: 0, tomlPath: "none.toml", tls: certificate(false),
      })
      const header = await new Promise((resolve, reject) =>
        request({ host: "127.0.0.1", port: server.address().port, path: "/", rejectUnauthorized: false }, (answer) => {
          answer.resume()
          resolve(answer.headers["content-security-policy"])
        }).on("error", reject).end()
      )
      console.log(JSON.stringify({ header }))
      server.close()`)
    expect(answer).toEqual({ header: POLICY })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

interface Answer {
  status: number
  etag: string
  body: string
  cache: string
}

test("an unchanged file asked for again is answered 304 without a body, as Netlify's CDN answers; a changed one in full", () => {
  const dir = miniSite()
  writeFileSync(join(dir, "app.js"), "console.log(1)")
  try {
    const answer = inNode(`
      import { writeFileSync } from "node:fs"
      const server = await startServer({ dir: ${JSON.stringify(dir)}, port: 0, tomlPath: "none.toml" })
      const base = "http://127.0.0.1:" + server.address().port
      const get = async (path, headers = {}) => {
        const response = await fetch(base + path, { headers })
        return { status: response.status, etag: response.headers.get("etag"), body: await response.text(),
          cache: response.headers.get("cache-control") }
      }
      const first = await get("/app.js", { "accept-encoding": "identity" })
      const again = await get("/app.js", { "accept-encoding": "identity", "if-none-match": first.etag })
      const weak = await get("/app.js", { "accept-encoding": "identity", "if-none-match": "W/" + first.etag })
      const other = await get("/app.js", { "accept-encoding": "identity", "if-none-match": '"anders"' })
      const gzip = await get("/app.js", { "accept-encoding": "gzip", "if-none-match": first.etag })
      writeFileSync(${JSON.stringify(join(dir, "app.js"))}, "console.log(22)")
      const changed = await get("/app.js", { "accept-encoding": "identity", "if-none-match": first.etag })
      const missing = await get("/gibt-es-nicht", { "if-none-match": "*" })
      console.log(JSON.stringify({ first, again, weak, other, gzip, changed, missing: missing.status }))
      server.close()`) as Record<"first" | "again" | "weak" | "other" | "gzip" | "changed", Answer> & {
      missing: number
    }
    expect(answer.first).toMatchObject({ status: 200, body: "console.log(1)" })
    expect(answer.first.etag).toMatch(/^"[\w-]+"$/)
    expect(answer.again).toEqual({ ...answer.first, status: 304, body: "" })
    expect(answer.weak).toMatchObject({ status: 304, body: "" })
    expect(answer.other).toMatchObject({ status: 200, body: "console.log(1)" })
    // Another encoding is other bytes: its own tag, sent in full.
    expect(answer.gzip.status).toBe(200)
    expect(answer.gzip.etag).not.toBe(answer.first.etag)
    expect(answer.changed).toMatchObject({ status: 200, body: "console.log(22)" })
    expect(answer.changed.etag).not.toBe(answer.first.etag)
    expect(answer.missing).toBe(404)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
