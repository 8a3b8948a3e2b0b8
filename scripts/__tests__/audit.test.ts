// scripts/audit.mjs, the last step of .ci/run: a high advisory fails, a refused audit request is said
// and does not fail, a clean report passes. npm is replaced by a stand-in that prints a given answer.
import { spawnSync } from "node:child_process"
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { delimiter, join } from "node:path"

const SCRIPT = join(__dirname, "../audit.mjs")

function auditWith(answer: unknown, exitCode: number) {
  const bin = mkdtempSync(join(tmpdir(), "npm-stand-in-"))
  try {
    writeFileSync(join(bin, "answer.json"), JSON.stringify(answer))
    writeFileSync(join(bin, "npm"), `#!/bin/sh\ncat "${join(bin, "answer.json")}"\nexit ${exitCode}\n`)
    chmodSync(join(bin, "npm"), 0o755)
    const run = spawnSync(process.execPath, [SCRIPT], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` },
    })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    rmSync(bin, { recursive: true, force: true })
  }
}

const metadata = (high: number) => ({ vulnerabilities: { critical: 0, high, moderate: 1, low: 0 } })

test("a high advisory in the site's dependencies fails, naming the package", () => {
  const result = auditWith(
    {
      vulnerabilities: { "body-parser": { name: "body-parser", severity: "high", range: "<1.20.3" } },
      metadata: metadata(1),
    },
    1
  )
  expect(result.status).toBe(1)
  expect(result.output).toContain("high: body-parser (<1.20.3)")
})

test("a report without high or critical advisories passes", () => {
  const result = auditWith({ vulnerabilities: {}, metadata: metadata(0) }, 0)
  expect(result.status).toBe(0)
  expect(result.output).toContain("0 critical, 0 high, 1 moderate")
})

test("a registry that refuses the audit request is said loudly and does not fail", () => {
  const result = auditWith(
    {
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    },
    1
  )
  expect(result.status).toBe(0)
  expect(result.output).toContain("npm audit: NOT CHECKED")
  expect(result.output).toContain("405 Method Not Allowed")
})
