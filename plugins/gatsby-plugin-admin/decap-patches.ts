// Decap CMS's ready-made bundle (decap-cms 3.16.3), patched where its own code loses or overwrites the
// owner's work, or shows the owner wrong German, and neither an option nor a hook reaches the cause.
// Each patch finds the minified code it changes by its shape and stops the build when that code is not
// there exactly as often as it should be: a Decap update that moved or fixed it is then checked by
// hand, and the patch dropped if Decap fixed it (docs/dependencies.md, «Patches and workarounds»).
// Read against Decap's source: packages/decap-cms-core/src/components/Editor/Editor.js and
// EditorToolbar.js, reducers/entryDraft.js, actions/mediaLibrary.ts, routing/history.ts,
// packages/decap-cms-widget-list/src/ListControl.js; and against react-select 5 and dnd-kit 6 inside it.
// Where a patched line calls this site's code, it goes through `window.CMS_EDITOR_HOOKS`
// (editor/hooks.ts) or `window.CMS_EDITOR_WORDS` (editor/screen-reader.ts), which the setup sets
// before Decap's bundle runs.
import { WORDS_FOR_SCREEN_READERS } from "./decap-words"
import { applyPatch, type Patch } from "./patch"

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
 * With the editorial workflow, a new entry's first save left the form without the slug it was saved
 * under: `unpublishedEntryPersisted` carries no `slug` (the simple mode's `entryPersisted` does), so
 * the draft's slug stayed empty; the reading of the saved entry that follows (made before the address
 * moves from `…/new` to `…/entries/x`) then did not count as the entry the form shows
 * (LATE_DRAFT_STAYS_OUT), and the form stayed a new record under `…/entries/x`: a second save or a
 * publish from it was refused as «not the entry of the address». The action now carries the slug.
 */
export const NEW_DRAFT_KEEPS_ITS_SLUG: Patch = {
  name: "the slug of a new entry's first save with the editorial workflow",
  find: /(\w+)\((\w+)\((\w+),(\w+)\)\),(\w+)\.get\("slug"\)!==(\w+)&&\(await \1\(\w+\(\3,\6\)\),\w+\(\3\.get\("name"\),\6\)\)/g,
  count: 1,
  replace: (
    match,
    dispatch: string,
    persisted: string,
    collection: string,
    entry: string,
    _: string,
    slug: string
  ) =>
    match.replace(
      `${dispatch}(${persisted}(${collection},${entry}))`,
      `${dispatch}((a=>({...a,payload:{...a.payload,slug:${slug}}}))(${persisted}(${collection},${entry})))`
    ),
}

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

/** A media deletion or upload that failed was reported as «Failed to delete media: …» («… persist …»). */
export const MEDIA_FAILED_IN_GERMAN: Patch[] = [
  {
    name: "the message of a media deletion that failed",
    find: /`Failed to delete media: \$\{(\w+)\.message\}`/g,
    count: 2,
    replace: (_, error: string) => `\`Nicht gelöscht: \${${error}.message}\``,
  },
  {
    name: "the message of an upload that failed",
    find: /`Failed to persist media: \$\{(\w+)\}`/g,
    count: 1,
    replace: (_, error: string) => `\`Nicht hochgeladen: \${${error}&&${error}.message||${error}}\``,
  },
]

/**
 * A reference's pictures (a before/after pair, or single pictures) may each be left out, but not all:
 * Decap labelled each «(optional)», and the one that then said «fehlt» was «Einzelne Bilder
 * (optional)». A field configured `optional_label: false` (src/content/cms.ts, `oneNeeded`) is left
 * optional for Decap's checks, without the word in its label.
 */
export const OPTIONAL_AS_CONFIGURED: Patch[] = [
  {
    name: "the «optional» of a field's label",
    find: /(\w+)=!1===(\w+)\.get\("required"\),/g,
    count: 1,
    replace: (_, optional: string, field: string) =>
      `${optional}=!1===${field}.get("required")&&!1!==${field}.get("optional_label"),`,
  },
  {
    name: "the «optional» of a list's or group's label",
    find: /isFieldOptional:!1===(\w+)\.get\("required"\)/g,
    count: 1,
    replace: (_, field: string) =>
      `isFieldOptional:!1===${field}.get("required")&&!1!==${field}.get("optional_label")`,
  },
]

/**
 * A list's header («15 abschnitte», «3 einzugsgebiet») and its add button («abschnitt hinzufügen»)
 * lowercased the labels (ListControl's `renderListControl`): German nouns are capitalised. And the
 * header put the count before the list's label, which reads as a plural only where the label is one
 * («3 Einzugsgebiet», «4 Ablauf»). The header now shows the label as written with the count after it,
 * «Einzugsgebiet (3)», «Abschnitte (15)», and the button the singular as written, «Abschnitt
 * hinzufügen» (decaporg/decap-cms#3856).
 */
export const LIST_LABELS_AS_WRITTEN: Patch = {
  name: "the lowercased labels of a list's header and add button",
  find: /(\w+)=(\w+)\.get\("label",\2\.get\("name"\)\),(\w+)=\2\.get\("label_singular"\)\|\|\2\.get\("label",\2\.get\("name"\)\),(\w+)=1===(\w+)\.size\?\3\.toLowerCase\(\):\1\.toLowerCase\(\),([^]{0,500}?)heading:`\$\{\5\.size\} \$\{\4\}`,label:\3\.toLowerCase\(\),/g,
  count: 1,
  replace: (
    match,
    label: string,
    _field: string,
    one: string,
    heading: string,
    items: string,
    between: string
  ) =>
    match.slice(0, match.indexOf(`${heading}=1===`)) +
    `${heading}=${label},${between}heading:\`\${${heading}} (\${${items}.size})\`,label:${one},`,
}

/**
 * The editor shows the entry its address names (editor/address.ts): Decap keeps its editor mounted
 * from one entry's address to another's and loads an entry only when it mounts, so after Back, a
 * swipe or a pasted address the form showed entry B under A's address, «Beitrag löschen» deleted A,
 * and a page's data under a service's fields crashed the editor. Before it renders new props, the
 * editor now asks the setup (`editorUpdate` in editor/hooks.ts), which reloads the page when the
 * address moved to another entry by any way but Decap's own.
 */
export const ADDRESS_NAMES_THE_ENTRY: Patch = {
  name: "the editor's check of the entry its address names",
  find: /componentDidMount\(\)\{\w+\(\)\.checkPropTypes\(\w+\.propTypes,this\.props,"prop","Editor"\)/g,
  count: 1,
  replace: (match) => `shouldComponentUpdate(n){return window.CMS_EDITOR_HOOKS.editorUpdate(this,n)}${match}`,
}

/**
 * «Beitrag löschen» asked «Soll dieser veröffentlichte Beitrag wirklich gelöscht werden?» and deleted
 * the entry of the address, whatever the form showed. The setup now asks by the entry's name
 * («Referenz «VW Golf, Aufbereitung» löschen? …») and only when the form holds that entry
 * (`confirmDelete` in editor/hooks.ts); the same for a draft's «… löschen» with the editorial workflow.
 */
export const DELETE_NAMES_THE_ENTRY: Patch[] = [
  {
    name: "the question before deleting an entry",
    find: /if\((\w+)\.get\("hasChanged"\)\)\{if\(!window\.confirm\((\w+)\("editor\.editor\.onDeleteWithUnsavedChanges"\)\)\)return\}else if\(!window\.confirm\(\2\("editor\.editor\.onDeletePublishedEntry"\)\)\)return;/g,
    count: 1,
    replace: () => `if(!window.CMS_EDITOR_HOOKS.confirmDelete(this,"entry"))return;`,
  },
  {
    name: "the question before deleting a draft's changes",
    find: /(\w+)\.get\("hasChanged"\)&&!window\.confirm\((\w+)\("editor\.editor\.onDeleteUnpublishedChangesWithUnsavedChanges"\)\)\|\|window\.confirm\(\2\("editor\.editor\.onDeleteUnpublishedChanges"\)\)&&\(/g,
    count: 1,
    replace: () => `window.CMS_EDITOR_HOOKS.confirmDelete(this,"changes")&&(`,
  },
]

/**
 * A refused save (a field at fault, or the setup's `preSave`) rejected a promise nobody caught: the
 * browser reported an uncaught «undefined» at every refusal. The save's handler now ends there quietly
 * (the fields and the setup's dialog say why), and a save or a publish goes ahead only when the form
 * holds the entry of the address (`maySave` in editor/hooks.ts).
 */
export const SAVE_REFUSED_QUIETLY: Patch[] = [
  {
    name: "the save that is refused",
    find: /(handlePersistEntry=async\(\w+=\{\}\)=>\{const\{[^}]*\}=\w+,\{persistEntry:(\w+),collection:(\w+),[^}]*\}=this\.props;)await \2\(\3\),/g,
    count: 1,
    replace: (_, head: string, persist: string, collection: string) =>
      `${head}if(!window.CMS_EDITOR_HOOKS.maySave(this)||!await ${persist}(${collection}).then(()=>!0,()=>!1))return;`,
  },
  {
    name: "the publish of a draft",
    find: /handlePublishEntry=async\((\w+)=\{\}\)=>\{/g,
    count: 1,
    replace: (match) => `${match}if(!window.CMS_EDITOR_HOOKS.maySave(this))return;`,
  },
]

/** A new, empty form said «Änderungen gespeichert» (EditorToolbar): now «Neu, noch nicht gespeichert». */
export const NEW_ENTRY_NOT_SAVED: Patch = {
  name: "the status of a new entry",
  find: /\(\w+,\{children:(\w+)\("editor\.editorToolbar\.changesSaved"\)\}\)/g,
  count: 1,
  replace: (match, t: string) =>
    match.replace(
      `${t}("editor.editorToolbar.changesSaved")`,
      `${t}(this.props.isNewEntry?"editor.editorToolbar.notSavedYet":"editor.editorToolbar.changesSaved")`
    ),
}

export const PATCHES: readonly Patch[] = [
  NEW_ENTRY_STARTS_EMPTY,
  ...LATE_DRAFT_STAYS_OUT,
  NEW_DRAFT_KEEPS_ITS_SLUG,
  ...CHANGED_AGAINST_SAVED,
  ...MEDIA_FAILED_IN_GERMAN,
  ...OPTIONAL_AS_CONFIGURED,
  LIST_LABELS_AS_WRITTEN,
  ADDRESS_NAMES_THE_ENTRY,
  ...DELETE_NAMES_THE_ENTRY,
  ...SAVE_REFUSED_QUIETLY,
  NEW_ENTRY_NOT_SAVED,
  ...WORDS_FOR_SCREEN_READERS,
]

export const patchDecap = (bundle: string) => PATCHES.reduce(applyPatch, bundle)
