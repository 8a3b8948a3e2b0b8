/** @jest-environment node */
// The local editor's backend guard (scripts/cms-backend.mjs): on 127.0.0.1 only, for the editor's own
// page only, and only JSON in UTF-8 naming files under content/ passes on to decap-server, re-written
// as it was checked. (A real decap-server behind it: cms-backend-hostile.test.ts.)
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { cmsConfig } from "../../src/content/cms"
import { ENTRY_FOLDERS, outsideContent, pathsIn, startGuard } from "../cms-backend.mjs"

const EDITOR = "http://localhost:9000"
let repo: string

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "cms-guard-"))
  mkdirSync(join(repo, "content", "services"), { recursive: true })
  symlinkSync("..", join(repo, "content", "oben"))
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))

test("finds every file and folder a request names, however deep", () => {
  const body = {
    action: "persistEntry",
    params: {
      entry: { slug: "x", path: "content/services/a.yaml", raw: "…", newPath: "content/services/b.yaml" },
      assets: [{ path: "content/references/a.jpg", content: "…", encoding: "base64" }],
      paths: ["content/a.yaml", "content/b.yaml"],
      options: { commitMessage: "path: not a path" },
    },
  }
  expect(pathsIn(body.params)).toEqual([
    "content/services/a.yaml",
    "content/services/b.yaml",
    "content/references/a.jpg",
    "content/a.yaml",
    "content/b.yaml",
  ])
})

test("refuses paths outside content/: «..», a backslash, absolute, through a symlink, not text", async () => {
  for (const path of [
    "package.json",
    ".git/hooks/pre-commit",
    "content/../package.json",
    "contents/x",
    "..\\x",
    "content\\site.yaml",
    "content/site.yaml\u0000.jpg",
    "",
    join(repo, "content", "site.yaml"),
    "content/oben/package.json",
    42,
  ])
    expect(await outsideContent({ action: "getEntry", params: { branch: "main", path } }, repo)).toEqual([
      String(path),
    ])
  const allowed = ["content", "content/site.yaml", "content/services/neu/a.yaml", "content/./pages/../a.yaml"]
  for (const path of allowed)
    expect(await outsideContent({ action: "getEntry", params: { branch: "main", path } }, repo)).toEqual([])
  expect(await outsideContent({ action: "info" }, repo)).toEqual([])
})

test("the folders whose entries may be deleted are exactly the editor's folder collections with «delete»", () => {
  const { collections } = cmsConfig({ repo: "owner/site", siteUrl: "https://example.ch" })
  const deletable = (collections as { folder?: string; delete?: boolean }[])
    .filter((collection) => collection.folder && collection.delete)
    .map((collection) => collection.folder)
  expect(ENTRY_FOLDERS.map((folder) => `content/${folder}`).sort()).toEqual(deletable.sort())
})

describe("the guard in front of a backend", () => {
  let backend: Server
  let guard: Server
  const received: { body: string; headers: IncomingHttpHeaders; method?: string }[] = []
  /** How many requests the backend is answering now, and the most ever at once. */
  const atOnce = { now: 0, most: 0 }
  const port = () => (guard.address() as AddressInfo).port
  beforeAll(async () => {
    backend = createServer((req, res) => {
      let body = ""
      req.setEncoding("latin1")
      req.on("data", (chunk: string) => (body += chunk))
      req.on("end", () => {
        received.push({ body, headers: req.headers, method: req.method })
        atOnce.now += 1
        atOnce.most = Math.max(atOnce.most, atOnce.now)
        // A slow Git operation, as on a busy computer.
        setTimeout(
          () => {
            atOnce.now -= 1
            res.writeHead(200, { "content-type": "application/json" })
            // A large answer (the pictures of a media folder, in base64).
            res.end(body.includes("gross") ? JSON.stringify({ data: "A".repeat(8_000_000) }) : '{"ok":true}')
          },
          body.includes("langsam") ? 150 : 0
        )
      })
    })
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve))
    guard = await startGuard(0, (backend.address() as AddressInfo).port, { repo, origins: [EDITOR] })
  })
  afterAll(() => {
    guard.close()
    backend.close()
  })

  /** A request to the guard with exactly these bytes and headers (an empty value leaves one out). */
  const send = (body: string, headers: Record<string, string> = {}, method = "POST") => {
    const all: Record<string, string> = {
      host: `127.0.0.1:${port()}`,
      origin: EDITOR,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      ...headers,
    }
    for (const [name, value] of Object.entries(all)) if (value === "") delete all[name]
    return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: port(), method, path: "/api/v1", headers: all },
        (answer) => {
          let text = ""
          answer.setEncoding("utf8")
          answer.on("data", (chunk: string) => (text += chunk))
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }))
        }
      )
      req.on("error", reject)
      req.end(body)
    })
  }
  const getEntry = JSON.stringify({
    action: "getEntry",
    params: { branch: "main", path: "content/site.yaml" },
  })

  test("listens on 127.0.0.1 only", () => {
    expect((guard.address() as AddressInfo).address).toBe("127.0.0.1")
  })

  test("passes the editor's request under content/ on, with its answer", async () => {
    const answer = await send(getEntry)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ ok: true })
    expect(received.at(-1)?.body).toContain("content/site.yaml")
  })

  test("passes on what it checked, written anew, not the bytes it was sent", async () => {
    // Twice the same key: a parser that keeps the first would read package.json.
    const raw =
      ' {"action":"getEntry","params":{"branch":"main","path":"package.json","path":"content/\\u0073ite.yaml"}}\n'
    const answer = await send(raw, { "content-type": "application/json" })
    expect(answer.status).toBe(200)
    const forwarded = received.at(-1)!
    expect(forwarded.body).toBe('{"action":"getEntry","params":{"branch":"main","path":"content/site.yaml"}}')
    expect(forwarded.headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(forwarded.headers["content-length"]).toBe(String(forwarded.body.length))
    expect(forwarded.headers["content-encoding"]).toBeUndefined()
  })

  test("accepts JSON with no charset or UTF-8, in any spelling; refuses any other type or charset", async () => {
    for (const type of [
      "application/json",
      "application/json;charset=UTF-8",
      'Application/JSON; charset="utf-8"',
    ])
      expect((await send(getEntry, { "content-type": type })).status).toBe(200)
    const before = received.length
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=iso-8859-1",
      "application/json; charset=utf-7",
      "application/json; charset=utf-8; charset=utf-7",
      "application/json+x",
      "",
    ]) {
      const answer = await send(getEntry, { "content-type": type })
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.text).error).toMatch(/^Nur JSON in UTF-8/)
    }
    const invalid = await send(Buffer.from([0x7b, 0xff, 0x7d]).toString("latin1"), {})
    expect(invalid.status).toBe(403)
    expect(received.length).toBe(before)
  })

  test("refuses a write outside content/ with 403, and the backend never sees it", async () => {
    const before = received.length
    const answer = await send(
      JSON.stringify({
        action: "persistMedia",
        params: { branch: "main", asset: { path: "package.json", content: "e30=", encoding: "base64" } },
      })
    )
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text)).toEqual({ error: "Nur Dateien unter content/ – abgelehnt: package.json" })
    // The editor's page can read why (Decap shows the message).
    expect(answer.headers["access-control-allow-origin"]).toBe(EDITOR)
    expect(received.length).toBe(before)
  })

  test("answers only at 127.0.0.1 or localhost on its own port", async () => {
    expect((await send(getEntry, { host: `localhost:${port()}` })).status).toBe(200)
    const before = received.length
    for (const host of [`rebind.example:${port()}`, "localhost:8000", "127.0.0.1", `[::1]:${port()}`]) {
      const answer = await send(getEntry, { host })
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.text).error).toMatch(/Host/)
    }
    expect(received.length).toBe(before)
  })

  test("passes requests on one at a time, each once the one before is answered: none waits in decap-server's queue, which gives up after 3 s", async () => {
    const before = received.length
    atOnce.most = 0
    const paths = [1, 2, 3, 4].map((n) => `content/langsam-${n}.yaml`)
    const answers = await Promise.all(
      paths.map((path) => send(JSON.stringify({ action: "getEntry", params: { branch: "main", path } })))
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(atOnce.most).toBe(1)
    expect(
      received
        .slice(before)
        .map((request) => JSON.parse(request.body).params.path)
        .sort()
    ).toEqual(paths)
  })

  test("a page that stops reading a large answer holds up no other request", async () => {
    const body = JSON.stringify({
      action: "getMedia",
      params: { branch: "main", mediaFolder: "content/gross" },
    })
    const stalled = request({
      host: "127.0.0.1",
      port: port(),
      method: "POST",
      path: "/api/v1",
      headers: { host: `127.0.0.1:${port()}`, origin: EDITOR, "content-type": "application/json" },
    })
    const reading = new Promise<void>((resolve) =>
      stalled.on("response", (answer) => (answer.pause(), resolve()))
    )
    stalled.end(body)
    await reading // its headers came; its 8 MB body is never read
    expect((await send(getEntry)).status).toBe(200)
    stalled.destroy()
  })

  test("lets the editor's preflight through and refuses every other method", async () => {
    const preflight = await send(
      "",
      {
        "content-type": "",
        "content-length": "",
        "access-control-request-method": "POST",
      },
      "OPTIONS"
    )
    expect(preflight.status).toBe(200)
    expect(received.at(-1)?.method).toBe("OPTIONS")
    const before = received.length
    const refused = await send("", { "content-type": "", "content-length": "" }, "GET")
    expect(refused.status).toBe(403)
    expect(received.length).toBe(before)
  })
})
