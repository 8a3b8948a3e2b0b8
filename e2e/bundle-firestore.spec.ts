// The site built with Firebase (npm run build:e2e, served on port 9001): the SDK is in the build, in
// chunks fetched on demand, and no page's first load brings any of it.
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { FIREBASE_CODE, ROUTES, expect, gotoHydrated, test } from "./fixtures"

const PUBLIC = join(__dirname, "../.e2e/firestore-public")

test("no page's first load contains Firebase code", async ({ page, request }) => {
  // The SDK is in this build (so the search below would find it), in chunks loaded on demand.
  const chunks = readdirSync(PUBLIC).filter((name) => name.endsWith(".js"))
  expect(chunks.some((name) => FIREBASE_CODE.test(readFileSync(join(PUBLIC, name), "utf8")))).toBe(true)

  for (const route of [...ROUTES, "/gibt-es-nicht"]) {
    const scripts: string[] = []
    const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === "script") scripts.push(response.url())
    }
    page.on("response", listener)
    await gotoHydrated(page, route)
    await page.waitForLoadState("networkidle")
    page.off("response", listener)
    expect(scripts.length, route).toBeGreaterThan(0)
    for (const url of scripts) {
      expect(FIREBASE_CODE.test(await (await request.get(url)).text()), `${route}: ${url}`).toBe(false)
    }
  }
})
