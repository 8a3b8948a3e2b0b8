// At the end of the log: every skipped test with its reason, and every test that did not run (after
// an interruption, or a limit of the whole run). Playwright's list reporter prints a skip as a dash.
import type { FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter"

export default class SkipReporter implements Reporter {
  private suite: Suite | undefined
  private readonly ended = new Set<TestCase>()
  private readonly skipped: { test: TestCase; reason: string }[] = []

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.ended.add(test)
    if (result.status !== "skipped") return
    // The reason is both on the test and on its result: each once.
    const reasons = new Set(
      [...result.annotations, ...test.annotations]
        .filter((annotation) => annotation.type === "skip" || annotation.type === "fixme")
        .map((annotation) => annotation.description)
        .filter(Boolean)
    )
    this.skipped.push({ test, reason: [...reasons].join("; ") || "no reason given" })
  }

  onEnd(result: FullResult) {
    // `playwright test --list` runs nothing.
    if (this.ended.size === 0 && result.status === "passed") return
    const title = (test: TestCase) => test.titlePath().filter(Boolean).join(" › ")
    if (this.skipped.length > 0) {
      console.log(`\nSkipped (${this.skipped.length}), each with its reason:`)
      for (const { test, reason } of this.skipped) console.log(`  - ${title(test)}: ${reason}`)
    }
    const notRun = (this.suite?.allTests() ?? []).filter((test) => !this.ended.has(test))
    if (notRun.length > 0) {
      console.log(`\nDid not run (${notRun.length}; the run ended «${result.status}»):`)
      for (const test of notRun) console.log(`  - ${title(test)}`)
    }
  }

  printsToStdio() {
    return false
  }
}
