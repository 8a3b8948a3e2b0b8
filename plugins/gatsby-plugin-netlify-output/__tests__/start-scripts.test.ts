import { START_AFTER_MS, START_SCRIPTS_ID, deferBundleScripts, startScriptsSource } from "../start-scripts"

const SOURCES = ["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]

/** A page: the header's logo, and in <main> the top picture, still loading unless `loaded`. */
function page({ topPicture = true, loaded = false } = {}) {
  document.body.innerHTML =
    '<header><img src="/images/logo.webp" fetchpriority="high" alt=""></header>' +
    (topPicture
      ? '<main><picture><img src="/static/top.avif" fetchpriority="high" alt=""></picture></main>'
      : "<main></main>")
  for (const image of document.querySelectorAll("img"))
    Object.defineProperty(image, "complete", { value: loaded })
  return document.querySelector<HTMLImageElement>("main img")
}
/** Runs the inline script as the browser would, at the end of <body>. */
const run = (source: string) => new Function(source)()
const appended = () =>
  [...document.querySelectorAll("script")].map((script) => [script.getAttribute("src"), script.async])
const ALL = SOURCES.map((src) => [src, true])
/** The next frame, then the task after it: the moment after the browser has painted. */
const afterNextPaint = () => {
  jest.advanceTimersToNextTimer()
  expect(appended()).toEqual([])
  jest.advanceTimersToNextTimer()
}

describe("the inline script that starts Gatsby's scripts", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    // Let a starter that is still waiting finish, so it cannot act in the next test.
    jest.runAllTimers()
    jest.useRealTimers()
  })

  it("waits for the top picture, then appends every script, async and in order, after the next paint", () => {
    const picture = page()
    run(startScriptsSource(SOURCES))
    jest.advanceTimersByTime(START_AFTER_MS / 2)
    expect(appended()).toEqual([])
    picture!.dispatchEvent(new Event("load"))
    afterNextPaint()
    expect(appended()).toEqual(ALL)
    jest.advanceTimersByTime(START_AFTER_MS)
    window.dispatchEvent(new Event("load"))
    expect(appended()).toEqual(ALL)
  })

  it("starts after the next paint when the top picture has failed or had already arrived", () => {
    const picture = page()
    run(startScriptsSource(SOURCES))
    picture!.dispatchEvent(new Event("error"))
    afterNextPaint()
    expect(appended()).toEqual(ALL)

    page({ loaded: true })
    run(startScriptsSource(SOURCES))
    afterNextPaint()
    expect(appended()).toEqual(ALL)
  })

  it("on a page without a top picture, starts after the first paint, not waiting for the logo", () => {
    page({ topPicture: false })
    run(startScriptsSource(SOURCES))
    afterNextPaint()
    expect(appended()).toEqual(ALL)
  })

  it("does not wait for a slow picture longer than its time limit", () => {
    page()
    run(startScriptsSource(SOURCES, 1000))
    jest.advanceTimersByTime(999)
    expect(appended()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(appended()).toEqual(ALL)
  })
})

describe("deferBundleScripts", () => {
  // The end of a page as Gatsby 5 writes it (its «_gatsby-scripts» slice).
  const page =
    `<main>…</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
    `<script>window.___webpackCompilationHash="f8fc";</script>` +
    SOURCES.map((src) => `<script src="${src}" async></script>`).join("") +
    `</body></html>`

  it("replaces Gatsby's bundle scripts with one inline starter in their place, and keeps the rest", () => {
    const html = deferBundleScripts(page)
    const starter = `<script id="${START_SCRIPTS_ID}">${startScriptsSource(SOURCES)}</script>`
    expect(html).toBe(page.replace(/<script src=.*<\/script>/, starter))
  })

  it("leaves a page without bundle scripts, or one already changed, as it is", () => {
    expect(deferBundleScripts("<main>…</main></body></html>")).toBe("<main>…</main></body></html>")
    const once = deferBundleScripts(page)
    expect(deferBundleScripts(once)).toBe(once)
  })
})
