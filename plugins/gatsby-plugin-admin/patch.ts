// How a patch of Decap's ready-made bundle is written and applied: found by the shape of the minified
// code it changes, exactly as often as in the bundle it was written for, or the build stops
// (decap-patches.ts, docs/dependencies.md, «Patches and workarounds»).

export interface Patch {
  /** What goes wrong without the patch, for the message that stops the build. */
  name: string
  find: RegExp
  /** How often `find` occurs in the bundle it was written for. */
  count: number
  replace: (match: string, ...groups: string[]) => string
}

/** `bundle` with `patch` applied, or the build stopped with what to check. */
export function applyPatch(bundle: string, patch: Patch): string {
  const found = bundle.match(patch.find)?.length ?? 0
  if (found !== patch.count) {
    throw new Error(
      `decap-cms.js: the code for ${patch.name} was found ${found} times, not ${patch.count}. ` +
        "Check whether Decap changed or fixed it (plugins/gatsby-plugin-admin/decap-patches.ts and decap-words.ts, docs/dependencies.md)."
    )
  }
  return bundle.replace(patch.find, patch.replace)
}
