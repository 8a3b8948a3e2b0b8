// Decap CMS's ready-made bundle (decap-cms 3.16.3), patched where its own code loses or overwrites the
// owner's work, or shows the owner wrong German, and neither an option nor a hook reaches the cause.
// Each patch finds the minified code it changes by its shape and stops the build when that code is not
// there exactly as often as it should be: a Decap update that moved or fixed it is then checked by
// hand, and the patch dropped if Decap fixed it (docs/dependencies.md, «Patches and workarounds»).
// Read against Decap's source: packages/decap-cms-core/src/components/Editor/Editor.js,
// reducers/entryDraft.js, actions/mediaLibrary.ts, packages/decap-cms-widget-list/src/ListControl.js.

export interface Patch {
  /** What goes wrong without the patch, for the message that stops the build. */
  name: string
  find: RegExp
  /** How often `find` occurs in the bundle it was written for. */
  count: number
  replace: (match: string, ...groups: string[]) => string
}

/**
 * «Veröffentlichen und neuen Beitrag erstellen» (and «… und duplizieren») left the entry just saved in
 * the new form, and publishing that form overwrote the entry. The editor stays mounted from
 * `…/entries/x` to `…/new`, and makes a new, empty draft only when its `entry` prop changed; after a
 * new entry is saved in the simple publish mode the address goes `…/new` → `…/entries/x` → `…/new`
 * in one go, and `entry` (always null on `…/new`) never changes. Every navigation to `…/new` (a new
 * `location`) now starts an empty draft.
 */
export const NEW_ENTRY_STARTS_EMPTY: Patch = {
  name: "a new entry that starts empty",
  find: /(\w+)\.entry===this\.props\.entry\)return;const\{newEntry:(\w+),collection:(\w+)\}=this\.props;\2&&\1\.createEmptyDraft\(/g,
  count: 1,
  replace: (match, previous: string) =>
    match.replace(
      `${previous}.entry===this.props.entry)`,
      `${previous}.entry===this.props.entry&&${previous}.location===this.props.location)`
    ),
}

/**
 * The code a late draft runs through instead of `dispatch(createDraftFromEntry(entry))`: a redux-thunk
 * action that creates the draft only if it is still wanted, that is if the editor shows the entry
 * `slug` names, or if its draft has that slug (a new entry just saved: Decap reads it back before the
 * address follows). Exported for its unit test.
 */
export const lateDraftGuard = (slug: string, createDraft: string) =>
  `((d,g)=>{const s=g().entryDraft.getIn(["entry","slug"]);` +
  `(s===${slug}||decodeURIComponent(location.hash.split("?")[0]).endsWith("/entries/"+${slug}))&&d(${createDraft})})`

/**
 * Decap reads an entry (after opening it, after publishing it, after saving it) and, when the answer
 * comes, makes it the editor's draft, wherever the editor is by then (actions/entries.ts `loadEntry`,
 * actions/editorialWorkflow.ts `loadUnpublishedEntry`). Publishing a reference and going straight
 * back to the list and to «＋ Referenz» put the published reference, pictures and all, into the new
 * form as soon as its reading came back (seen in the e2e tests on a busy machine), over what the
 * owner had begun to type; saving that form was refused by editor/address.ts, the last guard against
 * overwriting the published one. The draft is now made only for the entry the editor still shows
 * (`lateDraftGuard`).
 */
export const LATE_DRAFT_STAYS_OUT: Patch[] = [
  {
    name: "an entry's draft made when its reading comes back",
    find: /(const (\w+)=await \w+\(\w+\(\),e,t\);(\w+)\(function\(e,t\)\{return\{type:\w+,payload:\{collection:e\.get\("name"\),entry:t\}\}\}\(e,\2\)\),)\3\((\w+)\(\2\)\)\}catch/g,
    count: 1,
    replace: (_, before: string, entry: string, dispatch: string, createDraft: string) =>
      `${before}${dispatch}(${lateDraftGuard("t", `${createDraft}(${entry})`)})}catch`,
  },
  {
    name: "an unpublished entry's draft made when its reading comes back",
    find: /(const (\w+)=await \w+\.unpublishedEntry\(\w+,e,t\);[^]{0,300}?(\w+)\(function\(e,t\)\{return\{type:\w+,payload:\{collection:e\.get\("name"\),entry:t\}\}\}\(e,\2\)\),)\3\((\w+)\(\2\)\)\}catch/g,
    count: 1,
    replace: (_, before: string, entry: string, dispatch: string, createDraft: string) =>
      `${before}${dispatch}(${lateDraftGuard("t", `${createDraft}(${entry})`)})}catch`,
  },
]

/**
 * Decap tells «unsaved changes» by comparing the draft with the entries in its store: the saved draft
 * and the published entry (editorial workflow), or the published entry as it was first read (simple
 * mode, where a save does not update the store). Typing back an earlier value then counted as «no
 * change» and could not be saved: after saving 333, the published 310 (editorial workflow); after
 * publishing 2'950, the 2'900 read at the start (simple mode). The draft now keeps what it was read or
 * last saved as (`saved`, set in the three places below) and is compared with that alone; without it
 * (a new entry, a draft restored from the browser) with the newest of Decap's entries.
 */
export const CHANGED_AGAINST_SAVED: Patch[] = [
  {
    name: "the state an entry was read as",
    find: /e\.set\("entry",\(0,\w+\.fromJS\)\(\w+\.payload\.entry\)\),e\.setIn\(\["entry","newRecord"\],!1\),/g,
    count: 1,
    replace: (match) => `${match}e.setIn(["entry","saved"],e.get("entry").delete("saved")),`,
  },
  {
    name: "the state an entry was saved as",
    find: /e\.deleteIn\(\["entry","isPersisting"\]\),e\.set\("hasChanged",!1\),e\.getIn\(\["entry","slug"\]\)\|\|/g,
    count: 1,
    replace: (match) => `e.setIn(["entry","saved"],e.get("entry").delete("saved")),${match}`,
  },
  {
    name: "the comparison for unsaved changes",
    find: /e\.set\("hasChanged",!(\w+)\.some\(e=>(\w+)\.equals\(e\.get\(\.\.\.(\w+)\)\)\)\|\|!\1\.some\(/g,
    count: 1,
    replace: (match, entries: string) => {
      const against = `(e.getIn(["entry","saved"])?[e.getIn(["entry","saved"])]:${entries}.slice(0,1))`
      return match.replaceAll(`!${entries}.some(`, `!${against}.some(`)
    },
  },
]

/** A media deletion that failed was reported as «Failed to delete media: …». */
export const MEDIA_DELETE_FAILED_IN_GERMAN: Patch = {
  name: "the message of a media deletion that failed",
  find: /`Failed to delete media: \$\{(\w+)\.message\}`/g,
  count: 2,
  replace: (_, error: string) => `\`Nicht gelöscht: \${${error}.message}\``,
}

/**
 * A list's header («15 abschnitte») and its add button («abschnitt hinzufügen») lowercased the labels
 * (ListControl's `renderListControl`): German nouns are capitalised. Both now show the label as
 * written: «15 Abschnitte», «1 Abschnitt», «Abschnitt hinzufügen» (decaporg/decap-cms#3856).
 */
export const LIST_LABELS_AS_WRITTEN: Patch[] = [
  {
    name: "the lowercased label of a list's header",
    find: /(\w+)=1===(\w+)\.size\?(\w+)\.toLowerCase\(\):(\w+)\.toLowerCase\(\),/g,
    count: 1,
    replace: (_, heading: string, items: string, one: string, all: string) =>
      `${heading}=1===${items}.size?${one}:${all},`,
  },
  {
    name: "the lowercased label of a list's add button",
    find: /(heading:`\$\{\w+\.size\} \$\{\w+\}`,label:)(\w+)\.toLowerCase\(\),/g,
    count: 1,
    replace: (_, before: string, one: string) => `${before}${one},`,
  },
]

export const PATCHES: readonly Patch[] = [
  NEW_ENTRY_STARTS_EMPTY,
  ...LATE_DRAFT_STAYS_OUT,
  ...CHANGED_AGAINST_SAVED,
  MEDIA_DELETE_FAILED_IN_GERMAN,
  ...LIST_LABELS_AS_WRITTEN,
]

/** `bundle` with `patch` applied, or the build stopped with what to check. */
export function applyPatch(bundle: string, patch: Patch): string {
  const found = bundle.match(patch.find)?.length ?? 0
  if (found !== patch.count) {
    throw new Error(
      `decap-cms.js: the code for ${patch.name} was found ${found} times, not ${patch.count}. ` +
        "Check whether Decap changed or fixed it (plugins/gatsby-plugin-admin/decap-patches.ts, docs/dependencies.md)."
    )
  }
  return bundle.replace(patch.find, patch.replace)
}

export const patchDecap = (bundle: string) => PATCHES.reduce(applyPatch, bundle)
