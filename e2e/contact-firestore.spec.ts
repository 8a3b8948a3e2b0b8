// The contact form of a site built to deliver to Firestore (npm run build:e2e, served on port 9001):
// the real Firebase SDK runs in the browser; its REST call to Firestore is intercepted here.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Request, Route } from "@playwright/test"
import {
  autofill,
  CALENDAR_TODAY,
  expectFailureToast,
  expectKept,
  field,
  fillRequest,
  onCalendarDay,
  REQUEST,
  sendAndTimeOut,
  submit,
  SUCCESS,
} from "./contact-form"
import { expect, gotoHydrated, test } from "./fixtures"

// The weeks «Wunschtermin» offers are counted from today: every page starts on the calendar's day.
test.beforeEach(({ page }) => onCalendarDay(page))

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

/** The security rules' refusal, as Firestore's REST API answers it. */
const refused = (route: Route) =>
  route.fulfill({
    status: 403,
    contentType: "application/json",
    body: JSON.stringify({
      error: { code: 403, message: "Missing or insufficient permissions.", status: "PERMISSION_DENIED" },
    }),
  })

/** How a commit writes: a merge names its fields (updateMask); the server-time fields it sets. */
function shape(commit: Request) {
  const [write] = (
    commit.postDataJSON() as {
      writes: { updateMask?: { fieldPaths: string[] }; updateTransforms?: { fieldPath: string }[] }[]
    }
  ).writes
  return {
    mask: write!.updateMask?.fieldPaths.slice().sort(),
    transforms: (write!.updateTransforms ?? []).map((transform) => transform.fieldPath),
  }
}

/** The document a commit writes: its path and its fields' values. */
function written(commit: Request) {
  const { writes } = commit.postDataJSON() as {
    writes: {
      update: {
        name: string
        fields: Record<string, { stringValue?: string; arrayValue?: { values?: { stringValue: string }[] } }>
      }
    }[]
  }
  const { name, fields } = writes[0]!.update
  return {
    name,
    fields: Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        value.arrayValue
          ? (value.arrayValue.values ?? []).map((item) => item.stringValue)
          : value.stringValue,
      ])
    ),
  }
}

test("no answer within 10 seconds counts as a failure; the retry writes the same document, no duplicate", async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install({ time: CALENDAR_TODAY }) // the calendar's day, as onCalendarDay
  const pending: Route[] = []
  const calls = await interceptFirestore(page, async (route) => {
    if (pending.length === 0)
      pending.push(route) // the first write hangs
    else await committed(route)
  })
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await sendAndTimeOut(page, () => pending.length === 1)
  await expectKept(page)
  // The first write lands after all; the visitor, told it failed, sends again.
  await committed(pending[0]!)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  expect(calls).toHaveLength(2)
  const [first, retry] = calls.map(written)
  expect(retry!.name).toBe(first!.name)
  expect(retry!.fields).toEqual(first!.fields)
  // The first creates with the server's time; the retry merges the same fields and leaves createdAt
  // alone, the one change firestore.rules allow to a request that exists.
  expect(shape(calls[0]!)).toEqual({ mask: undefined, transforms: ["createdAt"] })
  expect(shape(calls[1]!)).toEqual({ mask: Object.keys(REQUEST).sort(), transforms: [] })
  consoleErrors.splice(0)
})

test("a retry whose first write never arrived: the rules refuse the merge, and the retry creates the request", async ({
  page,
  consoleErrors,
}) => {
  const calls = await interceptFirestore(page, async (route) => {
    if (calls.length === 1) return route.abort("failed") // offline at the first press
    // As firestore.rules answer: a merge into a request that is not there has no createdAt.
    if (shape(route.request()).mask) return refused(route)
    return committed(route)
  })
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await submit(page).click()
  await expectFailureToast(page)
  await expectKept(page)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  expect(calls).toHaveLength(3)
  const [first, merge, create] = calls.map(written)
  expect(new Set([first!.name, merge!.name, create!.name]).size).toBe(1)
  expect(create!.fields).toEqual(REQUEST)
  expect(shape(calls[2]!).transforms).toEqual(["createdAt"])
  consoleErrors.splice(0)
})

test("a refusal by the rules forgets the request's id: the next press writes a new document", async ({
  page,
  consoleErrors,
}) => {
  const calls = await interceptFirestore(page, (route) =>
    calls.length === 1 ? refused(route) : committed(route)
  )
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  await submit(page).click()
  await expectFailureToast(page)
  await expectKept(page)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  expect(calls).toHaveLength(2)
  const [refusedWrite, next] = calls.map(written)
  expect(next!.name).not.toBe(refusedWrite!.name)
  expect(shape(calls[1]!)).toEqual({ mask: undefined, transforms: ["createdAt"] })
  consoleErrors.splice(0)
})

test("an autofilled honeypot does not swallow the request: it is written, with the honeypot", async ({
  page,
}) => {
  const calls = await interceptFirestore(page, committed)
  await gotoHydrated(page, "/kontakt")
  await submit(page).click()
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true")
  expect(calls).toHaveLength(0)
  await fillRequest(page)
  await autofill(page, "#contact-honeypot", "https://www.beispiel.ch")
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()
  expect(calls).toHaveLength(1)
  expect(written(calls[0]!).fields).toEqual({ ...REQUEST, website: "https://www.beispiel.ch" })
})

test("photos go to Storage under the request's id; the document lists their paths", async ({ page }) => {
  const uploads: Request[] = []
  await page.route(/^https:\/\/firebasestorage\.googleapis\.com\//, async (route) => {
    uploads.push(route.request())
    const name = new URL(route.request().url()).searchParams.get("name") ?? ""
    const now = new Date().toISOString()
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        name,
        bucket: "demo-glanzwerk.appspot.com",
        generation: "1",
        metageneration: "1",
        contentType: "image/jpeg",
        timeCreated: now,
        updated: now,
        size: "1000",
      }),
    })
  })
  const calls = await interceptFirestore(page, committed)
  await gotoHydrated(page, "/kontakt")
  await fillRequest(page)
  const photo = readFileSync(join(__dirname, "files/fahrzeug-mit-standort.jpg"))
  await page.locator("#photos").setInputFiles([
    { name: "vorne.jpg", mimeType: "image/jpeg", buffer: photo },
    { name: "seite.jpg", mimeType: "image/jpeg", buffer: photo },
  ])
  await expect(page.getByRole("img", { name: /^Foto \d: / })).toHaveCount(2)
  await submit(page).click()
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible()

  expect(uploads).toHaveLength(2)
  const { name, fields } = written(calls[0]!)
  const id = name.split("/").pop()!
  const paths = uploads.map((upload) => new URL(upload.url()).searchParams.get("name"))
  expect(paths).toEqual([
    expect.stringMatching(new RegExp(`^contactRequests/${id}/foto1-[a-z0-9]+\\.jpg$`)),
    expect.stringMatching(new RegExp(`^contactRequests/${id}/foto2-[a-z0-9]+\\.jpg$`)),
  ])
  expect(fields).toEqual({ ...REQUEST, photos: paths })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("no second inbox: the form does not post to Netlify, and the page says to call or write", async ({
    page,
  }) => {
    await page.goto("/kontakt")
    const plain = page.locator("form[name='kontakt']")
    await expect(plain).not.toHaveAttribute("data-netlify", /.*/)
    await expect(plain).not.toHaveAttribute("method", /.*/)
    await expect(plain.locator('input[name="form-name"]')).toHaveCount(0)
    await expect(plain.locator('input[type="file"][name]')).toHaveCount(0)
    await expect(submit(page)).toBeDisabled()
    const notice = plain.getByText("Zum Senden dieses Formulars braucht Ihr Browser JavaScript.")
    await expect(notice).toBeVisible()
    await expect(plain.getByRole("link", { name: "+41 79 123 45 67" })).toHaveAttribute(
      "href",
      "tel:+41791234567"
    )
    await expect(plain.getByRole("link", { name: "hallo@glanzwerk-sursee.ch" }).first()).toHaveAttribute(
      "href",
      "mailto:hallo@glanzwerk-sursee.ch"
    )
  })
})

test("the privacy policy of a Firebase build names Firebase and Google, and without App Check still no cookies", async ({
  page,
}) => {
  await gotoHydrated(page, "/datenschutz")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { name: "Google Firebase" })).toBeVisible()
  await expect(main).toContainText("und Google (Google Ireland Ltd., Irland, und Google LLC, USA)")
  await expect(main).not.toContainText("nur Netlify, Inc. (USA), die diese Website ausliefert und Anfragen")
  await expect(main.getByRole("heading", { name: "Empfänger und Länder" })).toHaveCount(1)
  await expect(main).toContainText("Diese Website setzt keine Cookies.")
  await expect(main).not.toContainText("_GRECAPTCHA")
})
