/** @jest-environment node */
// The bench's verdict: the budgets file explains every budget, the medians and ratios are the ones the
// report names, and a median misses exactly when it is past its limit.
import { join } from "node:path"
import { missedBudgets, readBudgets } from "../budgets.mjs"
import { median, summarize, summarizeVisits, withScriptFreeLcp } from "../stats.mjs"

const budgets = readBudgets(join(__dirname, "../../../bench/budgets.json"))

const everyBudget = <T>(byPreset: Record<string, Record<string, T>>) =>
  Object.entries(byPreset).flatMap(([preset, figures]) =>
    Object.entries(figures).map(([figure, budget]) => [preset, figure, budget] as const)
  )

describe("bench/budgets.json", () => {
  it.each(everyBudget(budgets.binding))(
    "gives %s %s one limit and its reason",
    (_preset, _figure, budget) => {
      expect([budget.min, budget.max].filter((limit) => typeof limit === "number")).toHaveLength(1)
      expect(budget.why.length).toBeGreaterThan(20)
    }
  )

  it.each(everyBudget(budgets.reported))(
    "reports %s %s for a reason, never as a budget",
    (preset, figure, why) => {
      expect(why.length).toBeGreaterThan(20)
      expect(budgets.binding[preset]?.[figure]).toBeUndefined()
    }
  )
})

describe("the statistics", () => {
  it("takes the median of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it("summarizes every numeric figure by its median and spread", () => {
    expect(summarize([{ lcpMs: 1000 }, { lcpMs: 1400 }, { lcpMs: 1100 }])).toEqual({
      medians: { lcpMs: 1100 },
      spread: { lcpMs: [1000, 1400] },
    })
  })

  it("takes the real browser's INP over every tap of every run, not per run", () => {
    const visit = (lcpMs: number, ...ms: number[]) => ({
      lcpMs,
      taps: ms.map((each) => ({ what: "menu", ms: each })),
    })
    expect(summarizeVisits([visit(1000, 40, 200, 48), visit(1200, 56, 16), visit(1100, 120)])).toEqual({
      medians: { lcpMs: 1100, inpMs: 52 },
      spread: { lcpMs: [1000, 1200], inpMs: [16, 200] },
      taps: 6,
    })
  })

  it("pairs each run of a page with the same run of its script-free twin", () => {
    const runs = withScriptFreeLcp([{ lcpMs: 1200 }, { lcpMs: 3000 }], [{ lcpMs: 1000 }, { lcpMs: 2000 }])
    expect(runs.map((run) => [run.scriptFreeLcpMs, run.lcpRatio])).toEqual([
      [1000, 1.2],
      [2000, 1.5],
    ])
  })
})

describe("missedBudgets", () => {
  const result = (preset: string, medians: Record<string, number>) => ({ preset, route: "/kontakt", medians })

  it("names each figure past its limit, and only those", () => {
    expect(
      missedBudgets(budgets, [
        result("mobile", {
          lcpRatio: 1.3,
          cls: 0,
          firstLoadJsKiB: 78,
          allJsKiB: 98,
          accessibility: 96,
          bestPractices: 100,
          seo: 100,
          performance: 40,
        }),
        result("browser", {
          lcpMs: 2000,
          inpMs: 100,
          cls: 0.0000016,
          scriptKiB: 99,
          scrolledScriptKiB: 110.5,
        }),
      ])
    ).toEqual([
      "mobile /kontakt: lcpRatio 1.3 (budget ≤ 1.25)",
      "mobile /kontakt: accessibility 96 (budget ≥ 100)",
      "browser /kontakt: cls 0.0000016 (budget ≤ 0)",
      "browser /kontakt: scrolledScriptKiB 110.5 (budget ≤ 100)",
    ])
  })

  it("counts a figure that was not measured as missed", () => {
    expect(
      missedBudgets(budgets, [
        result("desktop", {
          cls: 0,
          firstLoadJsKiB: 78,
          allJsKiB: 98,
          accessibility: 100,
          bestPractices: 100,
        }),
      ])
    ).toEqual(["desktop /kontakt: seo not measured (budget ≥ 100)"])
  })
})
