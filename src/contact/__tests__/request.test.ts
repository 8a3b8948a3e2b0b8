import { readFileSync } from "node:fs"
import { join } from "node:path"
import { PHOTO_LIMITS } from "../../lib/photo-limits"
import { EMPTY_REQUEST, LIMITS, isPhoneNumber, type ContactRequest } from "../request"
import { newRequestId } from "../request-id"
import { contactRequestSchema } from "../validation"

const messages = {
  name: "Name fehlt",
  contact: "E-Mail oder Telefon fehlt",
  email: "E-Mail falsch",
  phone: "Telefon falsch",
  message: "Nachricht fehlt",
  messageTooLong: "Höchstens {max} Zeichen",
  tooLong: "Zu lang",
}
const schema = contactRequestSchema(messages)
const valid: ContactRequest = {
  ...EMPTY_REQUEST,
  name: "Anna Meier",
  email: "anna@beispiel.ch",
  message: "Bitte um Beratung.",
}

/** field → message of every problem, or "ok". */
function check(request: Partial<ContactRequest>) {
  const result = schema.safeParse({ ...valid, ...request })
  if (result.success) return "ok"
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]))
}

test("a complete request passes, with surrounding spaces trimmed", () => {
  const result = schema.safeParse({ ...valid, name: "  Anna Meier ", phone: " 079 123 45 67 " })
  expect(result.success && result.data).toMatchObject({ name: "Anna Meier", phone: "079 123 45 67" })
})

test("name and message are required", () => {
  expect(check({ name: "   " })).toEqual({ name: "Name fehlt" })
  expect(check({ message: "" })).toEqual({ message: "Nachricht fehlt" })
})

test("e-mail or phone: at least one, reported at the e-mail field", () => {
  expect(check({ email: "", phone: "" })).toEqual({ email: "E-Mail oder Telefon fehlt" })
  expect(check({ email: "", phone: "+41 79 123 45 67" })).toBe("ok")
  // A wrong e-mail is reported as wrong, not as missing.
  expect(check({ email: "anna@", phone: "" })).toEqual({ email: "E-Mail falsch" })
})

test.each([
  ["anna@beispiel.ch", true],
  ["a.b-c+d@sub.beispiel.swiss", true],
  ["anna@beispiel", false],
  ["anna beispiel.ch", false],
  ["@beispiel.ch", false],
])("e-mail %s is valid: %s", (email, ok) => {
  expect(check({ email }) === "ok").toBe(ok)
})

test.each([
  ["079 123 45 67", true],
  ["+41 79 123 45 67", true],
  ["0041791234567", true],
  ["(041) 921 00 00", true],
  ["+49 171 1234567", true],
  ["12345", false],
  ["079 123 45 67 ext. 2", false],
  ["1234567890123456", false],
])("phone %s is valid: %s", (phone, ok) => {
  expect(isPhoneNumber(phone)).toBe(ok)
  expect(check({ phone }) === "ok").toBe(ok)
})

test("the message may have 2000 characters, not more; other fields have limits too", () => {
  expect(check({ message: "x".repeat(2000) })).toBe("ok")
  expect(check({ message: "x".repeat(2001) })).toEqual({ message: "Höchstens 2000 Zeichen" })
  expect(check({ vehicle: "x".repeat(LIMITS.vehicle + 1) })).toEqual({ vehicle: "Zu lang" })
})

test("firestore.rules accepts exactly the same fields and sizes as the form", () => {
  const rules = readFileSync(join(__dirname, "../../../firestore.rules"), "utf8")
  const checks = Object.fromEntries(
    [...rules.matchAll(/isText\(data\.(\w+), (\d+), (\d+)\)/g)].map(([, field, min, max]) => [
      field,
      [Number(min), Number(max)],
    ])
  )
  expect(checks).toEqual({
    name: [1, LIMITS.name],
    email: [0, LIMITS.email],
    phone: [0, LIMITS.phone],
    vehicle: [0, LIMITS.vehicle],
    service: [0, LIMITS.service],
    preferredDate: [0, LIMITS.preferredDate],
    message: [1, LIMITS.message],
    // The honeypot: the form sets no limit; one a person could never reach by accident.
    website: [0, 200],
  })
  const keys = (list: "hasOnly" | "hasAll") =>
    rules
      .match(new RegExp(`${list}\\(\\[([^\\]]+)\\]\\)`))?.[1]
      ?.match(/'(\w+)'/g)
      ?.map((f) => f.slice(1, -1))
  expect(keys("hasAll")).toEqual([...Object.keys(EMPTY_REQUEST), "createdAt"])
  expect(keys("hasOnly")).toEqual([...Object.keys(EMPTY_REQUEST), "createdAt", "website", "photos"])
})

test("firestore.rules take as many photos as the form sends, each in the request's own folder", () => {
  const rules = readFileSync(join(__dirname, "../../../firestore.rules"), "utf8")
  expect(Number(rules.match(/data\.photos\.size\(\) <= (\d+)/)?.[1])).toBe(PHOTO_LIMITS.count)
  // Every allowed element is checked: photos[0] … photos[count - 1].
  const checked = [...rules.matchAll(/isPhotoAt\(data\.photos, (\d+), requestId\)/g)].map(([, i]) =>
    Number(i)
  )
  expect(checked).toEqual(Array.from({ length: PHOTO_LIMITS.count }, (_, index) => index))
  // The same path as src/contact/firebase/contact-photos.ts uploads to and storage.rules accept.
  const pattern = rules.match(/matches\('contactRequests\/' \+ requestId \+ '([^']+)'\)/)?.[1]
  const path = (id: string) => new RegExp(`^contactRequests/${id}${pattern}$`)
  const id = newRequestId()
  expect(path(id).test(`contactRequests/${id}/foto1-1.jpg`)).toBe(true)
  expect(path(id).test(`contactRequests/${newRequestId()}/foto1-1.jpg`)).toBe(false)
  expect(path(id).test(`contactRequests/${id}/../x.jpg`)).toBe(false)
})
