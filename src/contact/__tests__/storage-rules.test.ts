// storage.rules read as text: their numbers and patterns compared with the client's
// (src/lib/photo-limits.ts, src/contact/request-id.ts, src/contact/firebase/contact-photos.ts). The
// Storage emulator would need Java, which not every machine has; this always runs.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { PHOTO_LIMITS } from "../../lib/photo-limits"
import { newRequestId } from "../request-id"

const rules = readFileSync(join(__dirname, "../../../storage.rules"), "utf8")
/** The rules without their comments, so only what is enforced is looked at. */
const code = rules.replace(/\/\/.*$/gm, "")

/** A pattern as the rules write it ('…'.matches is a full match), as a JS RegExp. */
function rulesPattern(variable: string): RegExp {
  const source = code.match(new RegExp(`\\b${variable}\\.matches\\('([^']+)'\\)`))?.[1]
  expect(source).toBeDefined()
  return new RegExp(`^(?:${source})$`)
}

test("a photo may be at most PHOTO_LIMITS.maxBytes, of type PHOTO_LIMITS.type", () => {
  expect(Number(code.match(/request\.resource\.size <= (\d+)/)?.[1])).toBe(PHOTO_LIMITS.maxBytes)
  expect(code.match(/request\.resource\.contentType == '([^']+)'/)?.[1]).toBe(PHOTO_LIMITS.type)
})

test("only create is allowed, and only on a request's photo path; everything else is closed", () => {
  const allows = [...code.matchAll(/allow ([\w, ]+):\s*if ([^;]+);/g)].map(([, methods, condition]) => ({
    methods: methods!.split(",").map((method) => method.trim()),
    closed: condition!.trim() === "false",
  }))
  expect(allows.length).toBeGreaterThan(0)
  // Every allow statement has been parsed (none hides a method in an unusual form).
  expect(allows).toHaveLength([...code.matchAll(/\ballow\b/g)].length)
  const open = allows.filter((allow) => !allow.closed)
  expect(open).toEqual([{ methods: ["create"], closed: false }])
  expect(code).toMatch(/match \/contactRequests\/\{requestId\}\/\{photo\} \{\s*allow create:/)
})

test("a photo's name is like foto1-1.jpg, nothing that leaves the folder or is no JPEG", () => {
  const photo = rulesPattern("photo")
  expect(photo.test("foto1-1.jpg")).toBe(true)
  expect(photo.test("foto5-12.jpg")).toBe(true)
  for (const name of ["../x.jpg", "foto.png", "foto1.jpeg", "foto1.jpg.exe", "a/b.jpg", ".jpg", "foto 1.jpg"])
    expect(photo.test(name)).toBe(false)
})

test("the folder is named by a request id as newRequestId() makes them", () => {
  const requestId = rulesPattern("requestId")
  for (let draw = 0; draw < 100; draw++) expect(requestId.test(newRequestId())).toBe(true)
  for (const id of ["", "kurz", "x".repeat(21), "abcdefghij-klmnopqrs", "../abcdefghijklmnopq"])
    expect(requestId.test(id)).toBe(false)
})
