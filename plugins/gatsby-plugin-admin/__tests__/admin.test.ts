/** @jest-environment node */
// The pinned Decap bundle's fix for «a correction cannot be saved» (admin.ts): applied exactly once,
// and the build stops when a Decap update moves the code it changes.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { fixUnsavedChanges } from "../admin"

test("unsaved changes are compared with the saved draft only, in the real bundle", () => {
  const resolve = createRequire(join(process.cwd(), "package.json")).resolve
  const bundle = readFileSync(resolve("decap-cms/dist/decap-cms.js"), "utf8")
  const fixed = fixUnsavedChanges(bundle)
  expect(fixed.length - bundle.length).toBe(2 * ".slice(0,1)".length)
  expect(fixed).toMatch(/e\.set\("hasChanged",!(\w+)\.slice\(0,1\)\.some\(/)
  // Still JavaScript (a misplaced bracket once broke the whole editor).
  expect(() => new Function(fixed)).not.toThrow()
})

test("a bundle without that code stops the build with what to check", () => {
  expect(() => fixUnsavedChanges("var a=1")).toThrow(/found 0 times, not once/)
})
