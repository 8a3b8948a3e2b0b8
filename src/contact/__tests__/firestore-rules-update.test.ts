// What firestore.rules let anyone do to a request that exists: only what a retry of its send does
// (src/contact/firebase/contact-requests.ts), within a short time. The rules run only in the Firestore emulator
// (firestore-rules.emulator.test.ts, skipped without Java 21); here their text is read: who may create
// and update, the window and the fields a retry may change, compared with the client's constants and
// then applied to the cases the rule exists for: a later rewrite, a type switch, a reset createdAt.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { RETRY_FIELDS, RETRY_WINDOW_MINUTES } from "../firebase/contact-requests"

const rules = readFileSync(join(__dirname, "../../../firestore.rules"), "utf8")
const requests = rules.slice(
  rules.indexOf("match /contactRequests/{requestId}"),
  rules.indexOf("match /{document=**}")
)
const allow = (method: string) =>
  requests.match(new RegExp(`allow ${method}: if ([^;]+);`))?.[1]?.replace(/\s+/g, " ")
const retryRule = rules.slice(rules.indexOf("function isRetryOf"), rules.indexOf("match /contactRequests"))
const windowMinutes = Number(retryRule.match(/before\.createdAt \+ duration\.value\((\d+), 'm'\)/)?.[1])
const changeable = retryRule
  .match(/after\.diff\(before\)\.affectedKeys\(\)\.hasOnly\(\[([^\]]*)\]\)/)?.[1]
  ?.match(/'(\w+)'/g)
  ?.map((key) => key.slice(1, -1))

test("a request is created with the server's time, and an existing one changes only as a retry", () => {
  expect(allow("create")).toBe(
    "isRequest(request.resource.data, requestId) && request.resource.data.createdAt == request.time"
  )
  expect(allow("update")).toBe(
    "isRequest(request.resource.data, requestId) && isRetryOf(resource.data, request.resource.data)"
  )
  expect(requests).not.toMatch(/allow [^:]*(create, update|update, create|write)/)
  expect(allow("read, delete")).toBe("false")
  // The content checks are the same for both; createdAt is the create's and the retry's business.
  expect(rules.match(/function isRequest\(data, requestId\) \{\s+return ([^;]+);/)?.[1]).toBe(
    "isContactRequest(data, requestId) || isVoucherOrder(data, requestId)"
  )
})

test("the retry's window and the fields it may change are the client's", () => {
  expect(windowMinutes).toBe(RETRY_WINDOW_MINUTES)
  expect(changeable).toEqual([...RETRY_FIELDS])
  expect(RETRY_FIELDS).not.toContain("createdAt")
  expect(RETRY_FIELDS).not.toContain("type")
})

/** isRetryOf with the rule's numbers and list: may `after` replace `before` at `now` (minutes)? */
function isRetryOf(before: Record<string, unknown>, after: Record<string, unknown>, now: number) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const affected = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return (
    now < (before.createdAt as number) + windowMinutes && affected.every((key) => changeable?.includes(key))
  )
}

describe("applied to the cases the rule is there for", () => {
  const id = "AbCdEfGhIjKlMnOpQrSt"
  const request = {
    name: "Anna Meier",
    email: "anna@beispiel.ch",
    phone: "",
    vehicle: "VW Golf",
    service: "Scheibentönung",
    preferredDate: "",
    message: "Bitte um Beratung.",
    photos: [`contactRequests/${id}/foto1-ab12cd.jpg`],
    createdAt: 0,
  }

  test("the same request again a minute later (a retry, photos uploaded again after a reload): allowed", () => {
    expect(isRetryOf(request, request, 1)).toBe(true)
    expect(isRetryOf(request, { ...request, photos: [`contactRequests/${id}/foto1-x9y8z7.jpg`] }, 1)).toBe(
      true
    )
  })

  test("the same request rewritten later: refused", () => {
    expect(isRetryOf(request, request, RETRY_WINDOW_MINUTES)).toBe(false)
    expect(isRetryOf(request, request, 60 * 24 * 30)).toBe(false)
  })

  test("a request switched into a voucher order, or any field changed: refused", () => {
    const { name, email, message, createdAt } = request
    const order = { type: "Gutschein", reference: "210000000003139471430009017", amount: "2000.00" }
    expect(isRetryOf(request, { name, email, message, createdAt, ...order }, 1)).toBe(false)
    expect(isRetryOf(request, { ...request, message: "Anderer Text" }, 1)).toBe(false)
    expect(isRetryOf(request, { ...request, website: "https://spam.example" }, 1)).toBe(false)
  })

  test("createdAt reset to now, also within the window: refused", () => {
    expect(isRetryOf(request, { ...request, createdAt: 1 }, 1)).toBe(false)
    expect(isRetryOf({ ...request, createdAt: -60 }, { ...request, createdAt: 0 }, 0)).toBe(false)
  })
})
