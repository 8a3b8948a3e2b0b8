// The benchmark's printed report: one table per build, a row per route (medians of the runs), the
// spread of the noisy timings, «baseline → this build» when there is a baseline, and the misses.

/** A figure of one preset's medians (and spread), printed with `digits`; `withIndex` adds the run's benchmarkIndex. */
const figure = (name, preset, key, digits, { withIndex = false, noisy = false } = {}) => ({
  name,
  value: (row) => row[preset]?.medians[key],
  range: noisy ? (row) => row[preset]?.spread[key] : undefined,
  index: withIndex ? (row) => row[preset]?.medians.benchmarkIndex : undefined,
  digits,
})

/**
 * CLS: the worst median of the presets measured. Its budget is 0, so a shift too small for three
 * decimals still shows («0.0000016»), as it does in the misses.
 */
const WORST_CLS = {
  name: "CLS",
  value: (row) => {
    const values = ["mobile", "desktop", "browser"]
      .map((preset) => row[preset]?.medians.cls)
      .filter((value) => value !== undefined)
    return values.length > 0 ? Math.max(...values) : undefined
  },
  format: (value) => String(Number(value.toPrecision(2))),
}

/**
 * The real browser's INP: the median of every tap of every run of the route, with how many taps that
 * was and the fastest and slowest of them («48 (20 taps: 16–120)»). That range is over taps, not runs,
 * so it stays out of the table of the runs' spread.
 */
const POOLED_INP = {
  ...figure("Browser INP ms", "browser", "inpMs", 0),
  format: (value, row) => {
    const [low, high] = row.browser.spread.inpMs
    return `${value.toFixed(0)} (${row.browser.taps} taps: ${low.toFixed(0)}–${high.toFixed(0)})`
  },
}

const COLUMNS = [
  figure("Perf (BI)", "mobile", "performance", 0, { withIndex: true }),
  figure("LCP ms", "mobile", "lcpMs", 0, { noisy: true }),
  figure("No-JS LCP ms", "mobile", "scriptFreeLcpMs", 0, { noisy: true }),
  figure("Ratio", "mobile", "lcpRatio", 2, { noisy: true }),
  figure("TBT ms (BI)", "mobile", "tbtMs", 0, { withIndex: true, noisy: true }),
  figure("1st JS KiB", "mobile", "firstLoadJsKiB", 1),
  figure("All JS KiB", "mobile", "allJsKiB", 1),
  figure("Browser JS KiB", "browser", "scriptKiB", 1),
  figure("Scrolled JS KiB", "browser", "scrolledScriptKiB", 1),
  figure("Browser LCP ms", "browser", "lcpMs", 0, { noisy: true }),
  POOLED_INP,
  WORST_CLS,
  figure("Desktop Perf (BI)", "desktop", "performance", 0, { withIndex: true }),
  figure("Desktop TBT ms", "desktop", "tbtMs", 0, { noisy: true }),
]

const fixed = (value, digits) => (value === undefined ? "–" : value.toFixed(digits))

/** A column's cell: «97», or «97 (1520)» with the benchmarkIndex. */
function cell(column, row) {
  const value = column.value(row)
  if (value === undefined) return "–"
  const shown = column.format ? column.format(value, row) : fixed(value, column.digits)
  return column.index ? `${shown} (${fixed(column.index(row), 0)})` : shown
}

/** A Markdown table, text left and figures right. */
function printTable(header, cells) {
  const widths = header.map((name, i) => Math.max(name.length, ...cells.map((row) => row[i].length)))
  const line = (row) =>
    `| ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`
  console.log(line(header))
  console.log(`| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`)
  for (const row of cells) console.log(line(row))
}

/** The measured pages of one build by route: { mobile, desktop, browser } results. */
function rowsOf(results, label, routes) {
  return routes.map((route) => {
    const row = { route }
    for (const result of results)
      if (result.build === label && result.route === route && result.variant === "page")
        row[result.preset] = result
    return row
  })
}

/** The category scores below 100 (they are budgets too), or that there are none. */
function scoresLine(rows) {
  const low = []
  for (const row of rows)
    for (const preset of ["mobile", "desktop"])
      for (const [key, name] of [
        ["accessibility", "Accessibility"],
        ["bestPractices", "Best Practices"],
        ["seo", "SEO"],
      ]) {
        const score = row[preset]?.medians[key]
        if (score !== undefined && score < 100) low.push(`${preset} ${row.route} ${name} ${score}`)
      }
  const measured = rows.some((row) => row.mobile || row.desktop)
  if (!measured) return undefined
  return low.length > 0
    ? `Lighthouse scores below 100: ${low.join(", ")}.`
    : "Lighthouse Accessibility, Best Practices and SEO: 100 on every route and preset measured."
}

/**
 * Prints the report. `builds`: [{ label, dir }] (this build first); `results`: every build's medians,
 * spreads and runs by preset, variant («page» or «script-free») and route.
 */
export function printReport({ builds, results, routes, runs, lighthouseVersion, protocol }) {
  console.log(
    `\nMedians of ${runs} run(s) per route. Lighthouse ${lighthouseVersion}, mobile preset unless «Desktop», ` +
      `simulated throttling; «Browser»: Chromium throttled through DevTools (slow 4G, 4× CPU, 412 px phone), ` +
      `web-vitals; served locally over ${protocol}. Browser INP: the median of every scripted tap of every ` +
      `run (Event Timing), with their number and range.\n` +
      `BI: the host's Lighthouse benchmarkIndex (median of the runs): Perf and TBT follow the host's CPU, so ` +
      `they are reported beside it, not budgeted. No-JS LCP: the same page with every script removed, ` +
      `measured right before or after it. Ratio: the median of the per-run ratios LCP / No-JS LCP (each ` +
      `pair measured back to back, so a busy moment of the host drops out). CLS: the worst of the presets.`
  )
  for (const build of builds) {
    const rows = rowsOf(results, build.label, routes)
    console.log(`\n${build.label} (${build.dir})\n`)
    printTable(
      ["Route", ...COLUMNS.map((column) => column.name)],
      rows.map((row) => [row.route, ...COLUMNS.map((column) => cell(column, row))])
    )
    const line = scoresLine(rows)
    if (line) console.log(`\n${line}`)
    if (runs > 1) {
      const noisy = COLUMNS.filter((column) => column.range)
      console.log(`\nSpread over the runs (lowest–highest)\n`)
      printTable(
        ["Route", ...noisy.map((column) => column.name.replace(" (BI)", ""))],
        rows.map((row) => [
          row.route,
          ...noisy.map((column) => {
            const range = column.range(row)
            return range ? range.map((value) => value.toFixed(column.digits)).join("–") : "–"
          }),
        ])
      )
    }
  }

  // With a baseline: its medians beside this build's, measured in turn («baseline → this build»).
  if (builds.length > 1) {
    const [current, baseline] = builds.map((build) => rowsOf(results, build.label, routes))
    console.log(`\nMedians, baseline (${builds[1].dir}) → this build, measured in turn\n`)
    for (const [i, row] of current.entries())
      console.log(
        `- ${row.route}: ${COLUMNS.filter((column) => column.value(row) !== undefined)
          .map((column) => `${column.name} ${cell(column, baseline[i])} → ${cell(column, row)}`)
          .join(", ")}`
      )
  }
}

/** The misses, on stderr; or that there are none. */
export function printMisses(misses) {
  if (misses.length === 0) return console.log("\nAll budgets met.")
  console.error(`\n${misses.length} budget(s) missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`)
}
