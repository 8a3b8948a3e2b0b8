// The scripts slice as Gatsby writes it, turned into preloads and the starter; and the starter itself,
// in a page whose browser reports paints (a stand-in PerformanceObserver): when the scripts are added.
import {
  HERO_TIMING,
  HERO_WAIT_MS,
  NO_PAINT_MS,
  STARTER_ID,
  starterSource,
} from "../../../src/lib/scripts-after-paint"
import { scriptsAfterPaint } from "../scripts-slice"

/** The slice as Gatsby 5.16's stats extractor writes it (gatsby-webpack-stats-extractor.js). */
const SLICE =
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ` +
  `<script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>`

describe("scriptsAfterPaint", () => {
  it("downloads each bundle script where it was, at an async script's priority, and starts them after", () => {
    const page = scriptsAfterPaint(SLICE)
    expect(page).not.toContain("<script src=")
    expect(page.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" as="script" fetchpriority="low" href="/webpack-runtime-1.js"/>',
      '<link rel="preload" as="script" fetchpriority="low" href="/framework-2.js"/>',
      '<link rel="preload" as="script" fetchpriority="low" href="/app-3.js"/>',
    ])
    expect(page).toContain('window.___webpackCompilationHash="abc"')
    expect(
      page.endsWith(
        `<script id="${STARTER_ID}">${starterSource(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script>`
      )
    ).toBe(true)
  })

  it("leaves a slice it has already changed as it is", () => {
    const once = scriptsAfterPaint(SLICE)
    expect(scriptsAfterPaint(once)).toBe(once)
  })

  it("stops the build when Gatsby writes its scripts some other way", () => {
    expect(() => scriptsAfterPaint('<script src="/app-3.js" defer></script>')).toThrow(/scripts slice/)
  })
})

type Entry = { name?: string; identifier?: string }
/** A browser that reports paints when the test says so. */
function browserWith(types: string[]) {
  const observers: { type: string; callback: (list: { getEntries: () => Entry[] }) => void }[] = []
  class FakeObserver {
    static supportedEntryTypes = types
    constructor(private callback: (list: { getEntries: () => Entry[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback })
    }
  }
  const report = (type: string, entry: Entry) =>
    observers.filter((o) => o.type === type).forEach((o) => o.callback({ getEntries: () => [entry] }))
  return { FakeObserver, report }
}

const added = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))

describe("the starter", () => {
  const sources = ["/framework-2.js", "/app-3.js"]
  let restore: () => void
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
    const before = (window as { PerformanceObserver?: unknown }).PerformanceObserver
    restore = () => Object.assign(window, { PerformanceObserver: before })
  })
  afterEach(() => {
    restore()
    jest.useRealTimers()
  })
  const run = (types: string[], heroTop?: number) => {
    const { FakeObserver, report } = browserWith(types)
    Object.assign(window, { PerformanceObserver: FakeObserver })
    if (heroTop !== undefined) {
      document.body.innerHTML = `<img elementtiming="${HERO_TIMING}" src="/hero.webp">`
      const hero = document.querySelector("img")!
      hero.getBoundingClientRect = () => ({ top: heroTop }) as DOMRect
      // Still on its way (jsdom loads no pictures and would call it complete and broken).
      Object.defineProperty(hero, "complete", { value: false })
    }
    new Function(starterSource(sources))()
    return report
  }

  it("waits for the picture at the top to be painted, not for the first paint", () => {
    const report = run(["paint", "element"], 100)
    report("paint", { name: "first-contentful-paint" })
    expect(added()).toEqual([])
    report("element", { identifier: HERO_TIMING })
    expect(added()).toEqual(sources)
    report("element", { identifier: HERO_TIMING })
    expect(added()).toEqual(sources) // once
  })

  it("starts at the first paint where there is no picture at the top, or it is out of view", () => {
    const report = run(["paint", "element"])
    report("paint", { name: "first-paint" })
    expect(added()).toEqual([])
    report("paint", { name: "first-contentful-paint" })
    expect(added()).toEqual(sources)

    document.body.innerHTML = ""
    const below = run(["paint", "element"], window.innerHeight + 10)
    below("paint", { name: "first-contentful-paint" })
    expect(added()).toEqual(sources)
  })

  it("does not wait for a picture that is slow to come: at most HERO_WAIT_MS after the first paint", () => {
    const report = run(["paint", "element"], 100)
    report("paint", { name: "first-contentful-paint" })
    jest.advanceTimersByTime(HERO_WAIT_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added()).toEqual(sources)
  })

  it("starts at the first paint in a browser without Element Timing (Safari, Firefox)", () => {
    const report = run(["paint"], 100)
    report("paint", { name: "first-contentful-paint" })
    expect(added()).toEqual(sources)
  })

  it("starts at once without Paint Timing, and after NO_PAINT_MS when nothing is painted", () => {
    run([])
    expect(added()).toEqual(sources)

    document.body.innerHTML = ""
    run(["paint", "element"], 100)
    jest.advanceTimersByTime(NO_PAINT_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added()).toEqual(sources)
  })
})
