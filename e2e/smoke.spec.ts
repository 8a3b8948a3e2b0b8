// The smoke check of a deployed site (scripts/smoke.mjs, `npm run smoke -- <url>`): against the local
// server, against a deployment broken on purpose (a proxy in front of the local server), and its
// command line.
import { spawnSync } from "node:child_process"
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { smoke } from "../scripts/smoke.mjs"
import { ROUTES, expect, test } from "./fixtures"

const SITE = "http://localhost:9000" // playwright.config.ts serves the build here
const SCRIPT = join(__dirname, "../scripts/smoke.mjs")
const HASHED_BUNDLE = /^\/[a-z0-9-]+-[0-9a-f]{20}\.js$/

/**
 * A proxy to the local server that breaks four things: /kontakt loses its policy, / gets its opener
 * policy twice (as if two rules set it), /datenschutz answers 500, /admin/ gets the visitors' policy.
 */
async function brokenDeployment(): Promise<{ url: string; server: Server }> {
  const visitorPolicy = (await fetch(SITE)).headers.get("content-security-policy") ?? ""
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", SITE).pathname
    if (path === "/datenschutz") return res.writeHead(500).end()
    const upstream = request(`${SITE}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      const headers: IncomingHttpHeaders = { ...answer.headers }
      if (path === "/kontakt") delete headers["content-security-policy"]
      if (path === "/") headers["cross-origin-opener-policy"] = ["same-origin", "same-origin"]
      if (path === "/admin/") headers["content-security-policy"] = visitorPolicy
      res.writeHead(answer.statusCode ?? 502, headers)
      answer.pipe(res)
    })
    upstream.on("error", (error) => res.writeHead(502).end(String(error)))
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

test.describe("the smoke check of a deployment", () => {
  test("finds nothing wrong with the local build, and checks every page and the special paths", async () => {
    const { checked, problems } = await smoke(SITE)
    expect(problems).toEqual([])
    expect(checked).toEqual(
      expect.arrayContaining([
        "/sitemap-index.xml",
        ...ROUTES,
        "/admin/",
        "/smoke-check-gibt-es-nicht",
        "/robots.txt",
        "/kontakt/",
      ])
    )
    expect(checked.filter((path) => HASHED_BUNDLE.test(path))).toHaveLength(1)
  })

  test("reports each thing a broken deployment gets wrong, by path, and nothing else", async () => {
    const { url, server } = await brokenDeployment()
    try {
      const { problems } = await smoke(url)
      expect(problems, problems.join("\n")).toHaveLength(4)
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/kontakt sends no content-security-policy/),
          expect.stringMatching(/^\/ sends cross-origin-opener-policy twice \("same-origin, same-origin"\)/),
          expect.stringMatching(/^\/datenschutz answered 500 instead of 200/),
          expect.stringMatching(/^\/admin\/ sends content-security-policy .*lacks 'unsafe-eval'/),
        ])
      )
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  test("the command line: a usage line without a URL, exit 0 for the local build", () => {
    const bare = spawnSync(process.execPath, [SCRIPT], { encoding: "utf8" })
    expect(bare.status).toBe(2)
    expect(bare.stderr).toMatch(/^Usage: node scripts\/smoke\.mjs https:\/\//)
    expect(spawnSync(process.execPath, [SCRIPT, "ftp://example.ch"], { encoding: "utf8" }).status).toBe(2)

    const run = spawnSync(process.execPath, [SCRIPT, SITE], { encoding: "utf8", timeout: 120_000 })
    expect(run.stdout).toContain("ok       /admin/")
    expect(run.status, run.stdout + run.stderr).toBe(0)
  })
})
