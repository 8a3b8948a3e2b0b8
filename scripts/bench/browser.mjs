// The benchmark's real-browser half (scripts/bench/run.mjs): a real Chromium, throttled through the
// DevTools protocol like Lighthouse's «devtools» mode (slow 4G: 562.5 ms round trip, 1.44 Mbit/s
// down, 675 kbit/s up; the CPU 4× slower), loads a page on a phone-sized screen with an empty cache.
// The web-vitals library reads LCP, CLS and INP in the page; INP comes from a scripted tap on the
// menu button once the page has settled. Every script the page fetches until the network has been
// quiet for 3 s is counted (transfer size), idle-time chunks included; then, in the same visit, the
// menu closed, the page is scrolled to its end the way a reader goes down it, and every script counted
// again once the network is quiet: what a visit that reads the whole page loads (the configurators,
// the before/after slider, the gallery and the menus come on approach or on the first touch).
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.mjs"

const require = createRequire(import.meta.url)
// The package exports no path to its browser build (an IIFE defining `webVitals`): it lies next to
// the CommonJS build that it does export.
const WEB_VITALS = readFileSync(join(dirname(require.resolve("web-vitals")), "web-vitals.iife.js"), "utf8")

/** Lighthouse's slow 4G with its DevTools multipliers (lighthouse/core/config/constants.js). */
export const THROTTLING = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
}

/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/**
 * What the page reports: the last value of each metric (web-vitals with reportAllChanges), and when
 * the drawer appeared after the tap (its code is fetched on first use).
 */
const COLLECT = `
  window.__vitals = {}
  const keep = (metric) => { window.__vitals[metric.name] = metric.value }
  webVitals.onLCP(keep, { reportAllChanges: true })
  webVitals.onCLS(keep, { reportAllChanges: true })
  webVitals.onINP(keep, { reportAllChanges: true, durationThreshold: 16 })
  document.addEventListener("pointerdown", () => { window.__tap ??= performance.now() }, true)
  new MutationObserver(() => {
    if (window.__tap && !window.__drawer && document.querySelector('[role="dialog"]')) window.__drawer = performance.now()
  }).observe(document, { childList: true, subtree: true })
`

function bundledChromium() {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(bundledChromium()), args: CHROMIUM_FLAGS })
}

/** Waits until no request has started or finished for `quietMs` (at most `maxMs`). */
async function networkQuiet(page, quietMs, maxMs) {
  let last = Date.now()
  const touch = () => (last = Date.now())
  page.on("request", touch)
  page.on("requestfinished", touch)
  page.on("requestfailed", touch)
  const start = Date.now()
  while (Date.now() - last < quietMs && Date.now() - start < maxMs) await page.waitForTimeout(250)
  page.off("request", touch)
  page.off("requestfinished", touch)
  page.off("requestfailed", touch)
}

/** Scrolls down a screen at a time, 300 ms apart, until the end of the page stays in view. */
async function scrollToEnd(page) {
  for (let step = 0; step < 200; step++) {
    const atEnd = await page.evaluate(() => {
      const before = globalThis.scrollY
      globalThis.scrollBy(0, Math.round(globalThis.innerHeight * 0.8))
      return globalThis.scrollY === before
    })
    if (atEnd) return
    await page.waitForTimeout(300)
  }
}

/** One throttled visit of `url`: LCP, CLS, INP of a tap on the menu button, and the script bytes. */
export async function visit(browser, url) {
  // The benchmark's server has a certificate of its own (scripts/bench/servers.mjs).
  const context = await browser.newContext({ ...PHONE, locale: "de-CH", ignoreHTTPSErrors: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown })
  await page.addInitScript({ content: `${WEB_VITALS}\n${COLLECT}` })

  // Transfer sizes as the network saw them (compressed, with headers), per script.
  const scripts = new Map()
  const types = new Map()
  cdp.on("Network.responseReceived", ({ requestId, type }) => types.set(requestId, type))
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    if (types.get(requestId) === "Script") scripts.set(requestId, encodedDataLength)
  })

  await page.goto(url, { waitUntil: "load", timeout: 120_000 })
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
  await networkQuiet(page, 3000, 30_000)
  const scriptBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0)

  // The interaction: a tap on the phone header's menu button, then time for the next paint.
  await page
    .getByRole("banner")
    .getByRole("button", { name: "Menü öffnen" })
    .or(page.getByRole("banner").getByRole("link", { name: "Menü öffnen" }))
    .first()
    .tap()
  await page.getByRole("dialog", { name: "Menü" }).waitFor({ state: "visible", timeout: 30_000 })
  await page.waitForTimeout(1000)
  const { vitals, tap, drawer } = await page.evaluate(() => ({
    vitals: globalThis.__vitals,
    tap: globalThis.__tap,
    drawer: globalThis.__drawer,
  }))

  // The rest of the page: the menu closed, down to the end a screen at a time, as a reader scrolls.
  await page.keyboard.press("Escape")
  await page.getByRole("dialog", { name: "Menü" }).waitFor({ state: "hidden", timeout: 30_000 })
  await scrollToEnd(page)
  await networkQuiet(page, 3000, 30_000)
  const scrolledBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0)
  await context.close()
  return {
    lcpMs: vitals.LCP ?? NaN,
    cls: vitals.CLS ?? 0,
    // No interaction over 16 ms: web-vitals has nothing to report, and the tap was faster than that.
    inpMs: vitals.INP ?? 16,
    drawerMs: drawer - tap,
    scriptKiB: scriptBytes / 1024,
    scrolledScriptKiB: scrolledBytes / 1024,
  }
}
