// firestore.rules take a voucher order with exactly the fields the page sends and the sizes the form
// allows (the rules themselves run only in the Firestore emulator, which needs a JDK download; see
// docs/firebase.md). Here: the numbers and field lists of the rules against the code's.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { ORDER_FIELDS, VOUCHER_LIMITS, VOUCHER_TYPE } from "../order"

const rules = readFileSync(join(__dirname, "../../../firestore.rules"), "utf8")
const voucherRules = rules.slice(
  rules.indexOf("function isVoucherOrder"),
  rules.indexOf("match /contactRequests")
)

test("the rules' voucher order has the page's fields, the type «Gutschein» and the form's limits", () => {
  const keys = (list: "hasOnly" | "hasAll") =>
    voucherRules
      .match(new RegExp(`${list}\\(\\[([^\\]]+)\\]\\)`))?.[1]
      ?.match(/'(\w+)'/g)
      ?.map((field) => field.slice(1, -1))
  expect(keys("hasAll")).toEqual([...ORDER_FIELDS, "createdAt"])
  expect(keys("hasOnly")).toEqual([...ORDER_FIELDS, "createdAt", "website"])
  expect(voucherRules).toContain(`order.type == '${VOUCHER_TYPE}'`)
  const checks = Object.fromEntries(
    [...voucherRules.matchAll(/isText\(order\.(\w+), (\d+), (\d+)\)/g)].map(([, field, , max]) => [
      field,
      Number(max),
    ])
  )
  expect(checks).toEqual({
    choice: VOUCHER_LIMITS.choice,
    recipient: VOUCHER_LIMITS.recipient,
    message: VOUCHER_LIMITS.message,
    name: VOUCHER_LIMITS.name,
    email: VOUCHER_LIMITS.email,
    street: VOUCHER_LIMITS.street,
    locality: VOUCHER_LIMITS.locality,
    delivery: VOUCHER_LIMITS.delivery,
    website: 200,
  })
})

test("the rules' patterns take the references, amounts and postcodes the page makes, and nothing else", () => {
  const pattern = (field: string) =>
    new RegExp(`^(?:${voucherRules.match(new RegExp(`order\\.${field}\\.matches\\('([^']+)'\\)`))?.[1]})$`)
  expect(pattern("reference").test("210000000003139471430009017")).toBe(true)
  expect(pattern("reference").test("RF18539007547034")).toBe(true)
  expect(pattern("reference").test("RF18 5390")).toBe(false)
  expect(pattern("amount").test("150.00")).toBe(true)
  expect(pattern("amount").test("150")).toBe(false)
  expect(pattern("postalCode").test("6003")).toBe(true)
  expect(pattern("postalCode").test("60031")).toBe(false)
})

test("an order carries no link: nothing the buyer's browser writes is opened by the owner", () => {
  expect(ORDER_FIELDS).not.toContain("voucherLink")
  expect(voucherRules).not.toMatch(/link|url|http/i)
})

test("the contact request's rules are not loosened by the voucher's: both are created and retried alike", () => {
  expect(rules).toMatch(
    /function isRequest\(data, requestId\) \{\s+return isContactRequest\(data, requestId\) \|\| isVoucherOrder\(data, requestId\);/
  )
  expect(rules).toMatch(
    /allow create: if isRequest\(request\.resource\.data, requestId\)\s+&& request\.resource\.data\.createdAt == request\.time;/
  )
})
