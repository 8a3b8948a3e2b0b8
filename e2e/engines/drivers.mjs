// The two engines Playwright cannot drive in their stock Debian builds, behind one small interface
// (`Driver`, below) that the checks use: Gecko (Firefox ESR) through puppeteer-core over WebDriver
// BiDi, and WebKit (WebKitGTK's MiniBrowser, the engine of every iPhone browser) through
// selenium-webdriver against WebKitWebDriver, on a virtual X display (xvfb-run).
//
// @typedef {object} Driver
//   engine, version                    «Gecko», «WebKit»; the browser's own version
//   open(url)                          a full load, once the load event has fired
//   evaluate(fn, ...args)              `fn` run in the page (serialised: it sees only its arguments)
//   click(selector) / tap(selector)    the mouse's or a finger's press at the element's centre
//   press(key)                         a key to the focused element: "Escape", "Enter", " ", "Tab", "ArrowDown"…
//   type(selector, text)               keystrokes into the element, focused first
//   screenshot(path)                   the viewport as PNG
//   errors()                           what the console showed since the last call (and clears it)
//   close()
import { spawn } from "node:child_process"
import { writeFileSync } from "node:fs"
import { createServer } from "node:net"
import puppeteer from "puppeteer-core"
import { Builder, By } from "selenium-webdriver"
import { Key, Pointer } from "selenium-webdriver/lib/input.js"

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

/**
 * `action` on `selector`, its error naming the selector. An element replaced between being found and
 * being pressed (the site swaps a stand-in button for the real one when its code arrives) is found
 * again, as a visitor's next tap would find it.
 */
const on =
  (verb, action) =>
  async (selector, ...rest) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await action(selector, ...rest)
      } catch (error) {
        const message = String(error?.message ?? error)
        if (attempt < 3 && /stale|not found|detached|no longer/i.test(message)) continue
        throw new Error(`${verb} ${selector}: ${message}`)
      }
    }
  }

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Gecko over WebDriver BiDi, a fresh profile, the viewport `width` × `height` (with touch). */
export async function firefox({ width, height }) {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    protocol: "webDriverBiDi",
    // Nothing of its own on the network: this machine's network is closed, and a test asks nothing else.
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      "toolkit.telemetry.enabled": false,
      // A tap is a touch down and up, sent as two commands; on a busy machine more than 300 ms can pass
      // between them, and Gecko then takes the touch for a long press: no click. Measured here: held 50
      // ms, a click; held 800 ms, none; with this, a click (docs/testing.md, «Other engines»).
      "apz.max_tap_time": 60_000,
    },
  })
  const page = await browser.newPage()
  await page.setViewport({ width, height, hasTouch: true })
  const seen = []
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => seen.push(`uncaught: ${error.message}`))
  page.on("response", (response) => {
    if (response.status() >= 400) seen.push(`not loaded: ${response.url()} (${response.status()})`)
  })
  page.on("requestfailed", (request) =>
    seen.push(`not loaded: ${request.url()} (${request.failure()?.errorText})`)
  )
  return {
    engine: "Gecko",
    version: (await browser.version()).replace(/^firefox\//i, "Firefox "),
    open: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    click: on("click", (selector) => page.click(selector)),
    tap: on("tap", (selector) => page.tap(selector)),
    press: (key) => page.keyboard.press(key === " " ? "Space" : key),
    type: on("type into", (selector, text) => page.type(selector, text)),
    screenshot: async (path) => void (await page.screenshot({ path })),
    errors: async () => seen.splice(0),
    close: () => browser.close(),
  }
}

const KEYS = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  " ": Key.SPACE,
  Tab: Key.TAB,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
}

/**
 * WebKit: WebKitWebDriver starts MiniBrowser on a virtual display, its window sized so that the page's
 * viewport is `width` × `height`. MiniBrowser's header bar would keep the window at least 447 px wide;
 * in full-screen mode it has none (found by trying: WebKitGTK documents no minimum).
 */
export async function webkit({ width, height }) {
  const port = await freePort()
  const display = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1200x24", "WebKitWebDriver", `--port=${port}`],
    { detached: true, stdio: "ignore" }
  )
  const stop = () => {
    try {
      process.kill(-display.pid, "SIGTERM")
    } catch {
      // Gone already.
    }
  }
  let driver
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", "--full-screen"] },
        })
        .build()
    } catch (error) {
      if (attempt >= 40) {
        stop()
        throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  const window = driver.manage().window()
  await window.setRect({ width, height })
  const [innerWidth, innerHeight] = await driver.executeScript("return [innerWidth, innerHeight]")
  if (innerWidth !== width || innerHeight !== height)
    await window.setRect({ width: width * 2 - innerWidth, height: height * 2 - innerHeight })
  const viewport = await driver.executeScript("return [innerWidth, innerHeight]")
  if (viewport[0] !== width) {
    await driver.quit()
    stop()
    throw new Error(`WebKit's viewport is ${viewport.join(" × ")} px, not ${width} px wide (drivers.mjs)`)
  }
  const element = (selector) => driver.findElement(By.css(selector))
  const seen = []
  /** What the page's probe (server.mjs) noted; a page without it (about:blank) has nothing. */
  const collect = async () =>
    seen.push(...((await driver.executeScript("return (window.__engineErrors || []).splice(0)")) ?? []))
  return {
    engine: "WebKit",
    version: `WebKitGTK ${(await driver.getCapabilities()).get("browserVersion")}`,
    open: async (url) => {
      await collect().catch(() => {})
      await driver.get(url)
    },
    evaluate: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
    click: async (selector) => (await element(selector)).click(),
    tap: async (selector) => {
      const finger = new Pointer("finger", Pointer.Type.TOUCH)
      const target = await element(selector)
      await driver
        .actions()
        .insert(finger, finger.move({ origin: target }), finger.press(), finger.release())
        .perform()
    },
    press: (key) =>
      driver
        .actions()
        .sendKeys(KEYS[key] ?? key)
        .perform(),
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    screenshot: async (path) => writeFileSync(path, Buffer.from(await driver.takeScreenshot(), "base64")),
    errors: async () => {
      await collect()
      return seen.splice(0)
    },
    close: async () => {
      await driver.quit().catch(() => {})
      stop()
    },
  }
}
