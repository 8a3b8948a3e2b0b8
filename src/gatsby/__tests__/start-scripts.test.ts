import { START_AFTER_MS, START_SCRIPTS_ID, deferBundleScripts, startScriptsSource } from "../start-scripts"

const SOURCES = ["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]

/** Runs the inline script as the browser would, at the end of <body>. */
function run(source: string) {
  document.body.innerHTML = ""
  new Function(source)()
}
const appended = () =>
  [...document.querySelectorAll("script")].map((script) => [script.getAttribute("src"), script.async])

describe("the inline script that starts Gatsby's scripts", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    // Let a starter that is still waiting finish, so it cannot act in the next test.
    jest.runAllTimers()
    jest.useRealTimers()
  })

  it("starts nothing before the page has loaded", () => {
    run(startScriptsSource(SOURCES))
    jest.advanceTimersByTime(START_AFTER_MS - 1)
    expect(appended()).toEqual([])
  })

  it("appends every script, async and in order, after the paint that follows the load event, once", () => {
    run(startScriptsSource(SOURCES))
    window.dispatchEvent(new Event("load"))
    expect(appended()).toEqual([])
    jest.advanceTimersToNextTimer() // the next frame
    expect(appended()).toEqual([])
    jest.advanceTimersToNextTimer() // the task after it
    expect(appended()).toEqual(SOURCES.map((src) => [src, true]))
    jest.advanceTimersByTime(START_AFTER_MS * 2)
    window.dispatchEvent(new Event("load"))
    expect(appended()).toEqual(SOURCES.map((src) => [src, true]))
  })

  it("does not wait for a slow page longer than its time limit", () => {
    run(startScriptsSource(SOURCES, 1000))
    jest.advanceTimersByTime(1000)
    window.dispatchEvent(new Event("load"))
    expect(appended()).toEqual(SOURCES.map((src) => [src, true]))
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
