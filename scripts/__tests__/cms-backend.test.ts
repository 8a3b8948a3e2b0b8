/** @jest-environment node */
// The local editor's backend guard (scripts/cms-backend.mjs): on 127.0.0.1 only, and only what lies
// under content/ passes on to decap-server.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { outsideContent, pathsIn, startGuard } from "../cms-backend.mjs"

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
  expect(outsideContent(body)).toEqual([])
})

test("refuses paths outside content/, also through «..» or a backslash", () => {
  for (const path of [
    "package.json",
    ".git/hooks/pre-commit",
    "content/../package.json",
    "contents/x",
    "..\\x",
    "",
  ])
    expect(outsideContent({ action: "getEntry", params: { branch: "main", path } })).toEqual([path])
  expect(outsideContent({ action: "getMedia", params: { mediaFolder: "content" } })).toEqual([])
  expect(outsideContent({ action: "info" })).toEqual([])
})

describe("the guard in front of a backend", () => {
  let backend: Server
  let guard: Server
  const received: string[] = []
  beforeAll(async () => {
    backend = createServer((req, res) => {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += String(chunk)))
      req.on("end", () => {
        received.push(body)
        res.writeHead(200, { "content-type": "application/json" })
        res.end('{"ok":true}')
      })
    })
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve))
    guard = await startGuard(0, (backend.address() as AddressInfo).port)
  })
  afterAll(() => {
    guard.close()
    backend.close()
  })
  const post = (body: unknown) =>
    fetch(`http://127.0.0.1:${(guard.address() as AddressInfo).port}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })

  test("listens on 127.0.0.1 only", () => {
    expect((guard.address() as AddressInfo).address).toBe("127.0.0.1")
  })

  test("passes a request under content/ on, with its answer", async () => {
    const answer = await post({ action: "getEntry", params: { branch: "main", path: "content/site.yaml" } })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true })
    expect(received.at(-1)).toContain("content/site.yaml")
  })

  test("refuses a write outside content/ with 403, and the backend never sees it", async () => {
    const before = received.length
    const answer = await post({
      action: "persistMedia",
      params: { branch: "main", asset: { path: "package.json", content: "e30=", encoding: "base64" } },
    })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ error: "Nur Dateien unter content/ – abgelehnt: package.json" })
    expect(received.length).toBe(before)
  })
})
