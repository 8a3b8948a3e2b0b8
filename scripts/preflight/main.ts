// The entry scripts/preflight.mjs bundles: every check, then the report.
import { runChecks, type Project } from "./checks"
import { report } from "./report"

export const runPreflight = async (project: Project) => report(await runChecks(project))
