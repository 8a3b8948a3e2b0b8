// The benchmark's real-browser half (scripts/bench/run.mjs): a real Chromium, throttled through the
// DevTools protocol like Lighthouse's «devtools» mode (slow 4G: 562.5 ms round trip, 1.44 Mbit/s
// down, 675 kbit/s up; the CPU 4× slower), loads a page on a phone-sized screen with an empty cache.
// The web-vitals library reads LCP and CLS in the page, over the whole visit. Every script the page
// fetches until the network has been quiet for 3 s is counted (transfer size), idle-time chunks
// included. Then, in the same visit: the menu's interactions of ./taps.mjs (the menu button, the
// drawer's «Dienstleistungen», Escape), each measured on its own with the Event Timing API; the page
// scrolled to its end the way a reader goes down it, and every script counted again once the network
// is quiet (what a visit that opens the menu and reads the whole page loads: the configurators, the
// week choice, the before/after slider and the gallery come on approach); last, where the page has
// them, the taps on the contact form's «Wunschtermin» and a configurator's choice, after the count,
// so that what a form's first touch fetches is not in it.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.mjs"
import { EVENT_TIMING, drawerTaps, pageTaps } from "./taps.mjs"

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
 * What the page reports: the last value of LCP and CLS (web-vitals with reportAllChanges), and when
 * the drawer appeared after the first tap (its code is fetched on first use): an element with the
 * role (Radix's drawer) or an open <dialog> (shown with showModal), whichever the build has; a closed
 * <dialog> may be in the page all along, with the role or without.
 */
const COLLECT = `
  window.__vitals = {}
  const keep = (metric) => { window.__vitals[metric.name] = metric.value }
  webVitals.onLCP(keep, { reportAllChanges: true })
  webVitals.onCLS(keep, { reportAllChanges: true })
  document.addEventListener("pointerdown", () => { window.__tap ??= performance.now() }, true)
  new MutationObserver(() => {
    if (window.__tap && !window.__drawer && document.querySelector('[role="dialog"]:not(dialog), dialog[open]')) window.__drawer = performance.now()
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["open"] })
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

/**
 * Scrolls down a screen at a time, 300 ms apart, until the end of the page stays in view. Instantly:
 * the site scrolls smoothly (`scroll-behavior: smooth`), and a smooth scroll has not moved yet when
 * the position is read, which would end the walk after its first step.
 */
async function scrollToEnd(page) {
  for (let step = 0; step < 200; step++) {
    const atEnd = await page.evaluate(() => {
      const before = globalThis.scrollY
      globalThis.scrollBy({ top: Math.round(globalThis.innerHeight * 0.8), behavior: "instant" })
      return globalThis.scrollY === before
    })
    if (atEnd) return
    await page.waitForTimeout(300)
  }
}

/**
 * One throttled visit of `url`: LCP, CLS, the script bytes, the latency of each interaction of
 * ./taps.mjs, and the script bytes again after reading the page to its end.
 */
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
  await page.addInitScript({ content: `${WEB_VITALS}\n${COLLECT}\n${EVENT_TIMING}` })

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

  // The menu's interactions, the drawer closed again by the last of its own.
  const menuTaps = await drawerTaps(page)
  const { tap, drawer } = await page.evaluate(() => ({ tap: globalThis.__tap, drawer: globalThis.__drawer }))

  // The rest of the page: down to the end a screen at a time, as a reader scrolls, so that whatever
  // comes on approach comes. The scripts then are those of a visit that opened the menu and read the
  // whole page; the page's own taps come after, so that what a form's first touch fetches is not in it.
  await scrollToEnd(page)
  await networkQuiet(page, 3000, 30_000)
  const scrolledBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0)
  const taps = [...menuTaps, ...(await pageTaps(page))]
  // LCP and CLS over the whole visit: a shift while reading or after a tap counts too.
  const vitals = await page.evaluate(() => globalThis.__vitals)
  await context.close()
  return {
    lcpMs: vitals.LCP ?? NaN,
    cls: vitals.CLS ?? 0,
    drawerMs: drawer - tap,
    scriptKiB: scriptBytes / 1024,
    scrolledScriptKiB: scrolledBytes / 1024,
    // Each interaction's own latency; the route's INP is their median over all runs (stats.mjs).
    taps,
  }
}
