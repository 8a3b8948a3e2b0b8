/** @jest-environment node */
// The local copy of the site (scripts/serve.mjs) is for this computer only.
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
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
