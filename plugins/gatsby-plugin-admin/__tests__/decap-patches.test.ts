/** @jest-environment node */
// The pinned Decap bundle's patches (decap-patches.ts): each applied exactly where it was written
// for, the result still JavaScript, and a bundle whose code moved stops the build with what to check.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import {
  CHANGED_AGAINST_SAVED,
  LATE_DRAFT_STAYS_OUT,
  lateDraftGuard,
  LIST_LABELS_AS_WRITTEN,
  NEW_ENTRY_STARTS_EMPTY,
  patchDecap,
  PATCHES,
} from "../decap-patches"
import { applyPatch } from "../patch"

const resolve = createRequire(join(process.cwd(), "package.json")).resolve
const bundle = readFileSync(resolve("decap-cms/dist/decap-cms.js"), "utf8")

test("every patch finds its code in the pinned bundle as often as it was written for", () => {
  for (const patch of PATCHES)
    expect([patch.name, bundle.match(patch.find)?.length]).toEqual([patch.name, patch.count])
})

test("the patched bundle starts a new entry empty, compares with what was saved, keeps list labels as written", () => {
  const patched = patchDecap(bundle)
  // Still JavaScript (a misplaced bracket once broke the whole editor).
  expect(() => new Function(patched)).not.toThrow()
  expect(patched).toMatch(/(\w+)\.entry===this\.props\.entry&&\1\.location===this\.props\.location\)return;/)
  expect(patched.match(/e\.setIn\(\["entry","saved"\],e\.get\("entry"\)\.delete\("saved"\)\)/g)).toHaveLength(
    2
  )
  expect(patched).toMatch(
    /e\.set\("hasChanged",!\(e\.getIn\(\["entry","saved"\]\)\?\[e\.getIn\(\["entry","saved"\]\)\]:\w+\.slice\(0,1\)\)\.some\(/
  )
  expect(patched).not.toContain("Failed to delete media")
  expect(patched).not.toContain("Failed to persist media")
  // A list's header shows its label as written with the count after it, the add button the singular.
  expect(patched).toMatch(/heading:`\$\{(\w+)\} \(\$\{\w+\.size\}\)`,label:\w+,/)
  expect(() => applyPatch(patched, LIST_LABELS_AS_WRITTEN)).toThrow(/found 0 times/)
  // The editor asks the setup before it renders an address, a save, a publish and a delete.
  expect(patched).toContain("shouldComponentUpdate(n){return window.CMS_EDITOR_HOOKS.editorUpdate(this,n)}")
  expect(patched.match(/window\.CMS_EDITOR_HOOKS\.confirmDelete\(this,"(entry|changes)"\)/g)).toHaveLength(2)
  expect(patched.match(/window\.CMS_EDITOR_HOOKS\.maySave\(this\)/g)).toHaveLength(2)
  expect(patched).not.toContain('"editor.editor.onDeletePublishedEntry"')
  // Nothing left in English for screen readers, nor «(optional)» for a field configured without it.
  const english = [
    "Picked up draggable item",
    "To pick up a draggable item",
    '"aria-label":"Remove "',
    'noOptionsMessage:function(){return"No options"}',
    'roleDescription:"sortable"',
  ]
  expect(english.filter((text) => patched.includes(text))).toEqual([])
  expect(patched.match(/!1!==\w+\.get\("optional_label"\)/g)).toHaveLength(2)
  // Applied once, the code is gone: a second run would stop the build rather than patch twice.
  expect(() => applyPatch(patched, NEW_ENTRY_STARTS_EMPTY)).toThrow(/found 0 times, not 1/)
})

test("an entry's reading that comes back late makes the draft only of the entry the editor still shows", () => {
  const patched = patchDecap(bundle)
  expect(patched.match(/endsWith\("\/entries\/"\+t\)\)&&d\(\w+\(\w+\)\)\}\)\)\}catch/g)).toHaveLength(2)
  for (const patch of LATE_DRAFT_STAYS_OUT) expect(() => applyPatch(patched, patch)).toThrow(/found 0 times/)

  // The guard as the bundle runs it: redux-thunk hands it dispatch and getState.
  const made: string[] = []
  const run = (hash: string, draftSlug: string | undefined, slug: string) => {
    const thunk = new Function("location", "t", "created", `return ${lateDraftGuard("t", "created")}`)(
      { hash },
      slug,
      `draft of ${slug}`
    ) as (dispatch: (action: string) => void, getState: () => unknown) => void
    made.length = 0
    const entryDraft = { getIn: (path: string[]) => (path.join() === "entry,slug" ? draftSlug : undefined) }
    thunk(
      (action) => made.push(action),
      () => ({ entryDraft })
    )
    return [...made]
  }
  // The editor shows the entry: opened, or published and still on screen.
  expect(run("#/collections/references/entries/vw-golf", undefined, "vw-golf")).toEqual(["draft of vw-golf"])
  // A new entry just saved, read back before the address follows.
  expect(run("#/collections/references/new", "vw-golf", "vw-golf")).toEqual(["draft of vw-golf"])
  // Published, then back to the list and to a new entry: the new form stays empty.
  expect(run("#/collections/references/new", "", "vw-golf")).toEqual([])
  expect(run("#/collections/references", undefined, "vw-golf")).toEqual([])
  // Another entry opened meanwhile keeps its own.
  expect(run("#/collections/references/entries/audi-a3", "audi-a3", "vw-golf")).toEqual([])
})

test("a bundle without that code stops the build with what to check", () => {
  expect(() => applyPatch("var a=1", CHANGED_AGAINST_SAVED[2]!)).toThrow(
    /the code for the comparison for unsaved changes was found 0 times, not 1\. Check whether Decap changed or fixed it/
  )
})
