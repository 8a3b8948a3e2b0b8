// The dependency audit at the end of .ci/run: `npm audit --omit=dev --audit-level=high`, read as JSON so
// that two outcomes are told apart. A report with an advisory rated high or critical in `dependencies`
// fails (exit 1, naming the packages). A registry that does not answer the audit request at all (this
// project's build machines reach the npm registry through a mirror that refuses its POST with «405») is
// said loudly and does not fail: nothing was checked, and CI says so, rather than blocking every change
// for a limit of the machine. docs/dependencies.md, «Known advisories».
import { spawnSync } from "node:child_process"

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
  encoding: "utf8",
  shell: process.platform === "win32",
})
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = undefined
}

if (!report || !report.metadata) {
  const reason = report?.message ?? (run.stderr.trim().split("\n").pop() || `exit ${run.status}`)
  console.warn(
    [
      "npm audit: NOT CHECKED. The registry did not answer the audit request:",
      `  ${reason}`,
      "  Advisories in the site's dependencies are unknown for this run; run `npm audit --omit=dev`",
      "  where the registry's audit endpoint is reachable (docs/dependencies.md, «Known advisories»).",
    ].join("\n")
  )
  process.exit(0)
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((found) =>
  ["high", "critical"].includes(found.severity)
)
const counts = report.metadata.vulnerabilities ?? {}
console.log(
  `npm audit (dependencies only): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`
)
if (serious.length > 0) {
  for (const found of serious) console.error(`  ${found.severity}: ${found.name} (${found.range})`)
  console.error("Fix: docs/dependencies.md, «Known advisories».")
  process.exit(1)
}
