// The contact form of a site built to deliver to Firestore (npm run build:e2e, served on port 9001):
// the real Firebase SDK runs in the browser; its REST call to Firestore is intercepted here.
import type { Request, Route } from "@playwright/test"
import {
  FAILURE,
  REQUEST,
  SUCCESS,
  expectFailureToast,
  expectKept,
  field,
  fillRequest,
  submit,
} from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"

const FIRESTORE = /^https:\/\/firestore\.googleapis\.com\//

async function interceptFirestore(
  page: import("@playwright/test").Page,
  answer: (route: Route) => Promise<void>
) {
  const calls: Request[] = []
  await page.route(FIRESTORE, async (route) => {
    calls.push(route.request())
    await answer(route)
  })
  return calls
}

const committed = (route: Route) => {
  const now = new Date().toISOString()
  return route.fulfill({
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ writeResults: [{ updateTime: now }], commitTime: now }),
  })
}

test("a request becomes a document in contactRequests, with the fields and a server timestamp", async ({
  page,
}) => {
  const calls = await interceptFirestore(page, committed)
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  await expect(field(page, "Name")).toHaveValue("")

  expect(calls).toHaveLength(1)
  const [commit] = calls
  expect(commit!.method()).toBe("POST")
  expect(decodeURIComponent(commit!.url())).toMatch(
    /^https:\/\/firestore\.googleapis\.com\/v1\/projects\/demo-glanzwerk\/databases\/\(default\)\/documents:commit/
  )
  const { writes } = commit!.postDataJSON() as {
    writes: {
      update: { name: string; fields: Record<string, { stringValue?: string }> }
      updateTransforms: unknown
      currentDocument?: unknown
    }[]
  }
  expect(writes).toHaveLength(1)
  const [write] = writes
  expect(write!.update.name).toMatch(
    /^projects\/demo-glanzwerk\/databases\/\(default\)\/documents\/contactRequests\/[A-Za-z0-9]{20}$/
  )
  expect(
    Object.fromEntries(Object.entries(write!.update.fields).map(([key, value]) => [key, value.stringValue]))
  ).toEqual(REQUEST)
  expect(write!.updateTransforms).toEqual([{ fieldPath: "createdAt", setToServerValue: "REQUEST_TIME" }])
})

for (const [what, answer] of [
  [
    "a refusal by the security rules (403)",
    (route: Route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: 403, message: "Missing or insufficient permissions.", status: "PERMISSION_DENIED" },
        }),
      }),
  ],
  [
    "a server error (500)",
    (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: 500, message: "Internal error", status: "INTERNAL" } }),
      }),
  ],
  ["a network failure", (route: Route) => route.abort("failed")],
] as const) {
  test(`after ${what}: an error toast, the input kept, the button ready`, async ({ page, consoleErrors }) => {
    await interceptFirestore(page, answer)
    await gotoHydrated(page, "/kontakt")
    await fillRequest(page)
    await submit(page).click()
    await expectFailureToast(page)
    await expectKept(page)
    await expect(submit(page)).toBeEnabled()
    consoleErrors.splice(0) // the browser and the SDK report the failed request, as they should
  })
}

test("no answer within 10 seconds counts as a failure", async ({ page, consoleErrors }) => {
  await page.clock.install()
  const pending: Route[] = []
  await interceptFirestore(page, async (route) => void pending.push(route))
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await submit(page).click()
  await expect.poll(() => pending.length).toBe(1)
  await page.clock.fastForward(9_000)
  await expect(page.getByRole("status").filter({ hasText: FAILURE })).toHaveCount(0)
  await page.clock.fastForward(1_500)
  await expectFailureToast(page)
  await expectKept(page)
  await pending[0]!.abort().catch(() => {})
  consoleErrors.splice(0)
})

test("validation and the honeypot work the same: nothing reaches Firestore", async ({ page }) => {
  const calls = await interceptFirestore(page, committed)
  await gotoHydrated(page, "/kontakt")
  await submit(page).click()
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true")
  await fillRequest(page)
  await page.locator("#website").fill("https://spam.example", { force: true })
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  expect(calls).toHaveLength(0)
})
