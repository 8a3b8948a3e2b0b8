// The web editor's setup, run in the browser before Decap CMS starts (public/admin/cms-setup.js,
// bundled from this folder by ../admin.ts). Decap waits for it (CMS_MANUAL_INIT), then gets the
// configuration this build generated from the content registry (cms-config.js sets
// window.CMS_SITE_CONFIG: Decap's own window.CMS_CONFIG would skip its local-backend detection).
import { fieldName } from "../../../src/content/entry-check"
import { isAddressedEntry, NOT_THIS_ENTRY, type SavedEntry } from "./address"
import { guardBackends } from "./backends"
import { entryIssues } from "./check"
import type { DecapWindow } from "./decap"
import { editorHooks } from "./hooks"
import { OVERRIDES, swissGerman } from "./locale"
import { fieldsOf, prune, toImmutable, type Collection } from "./prune"
import { refuse } from "./refusals"
import { CMS_EDITOR_WORDS } from "./screen-reader"
import { prepareUploads } from "./uploads"
import { registerWidgets } from "./widgets"

/** A refused save: the setup's dialog says why and stays; Decap's toast repeats it («… fehlgeschlagen: …»). */
function refusedSave(window: Window, text: string, reload = false): Error {
  refuse(window.document, { heading: "Nicht gespeichert", text, reload })
  const error = new Error(text)
  // Decap's toast prefixes the message with its own «Beitrag speichern fehlgeschlagen:»; a name
  // would come between them.
  error.name = ""
  return error
}

function start(window: DecapWindow) {
  window.CMS_MANUAL_INIT = true
  // What the patched bundle calls (../decap-patches.ts), set before it runs.
  window.CMS_EDITOR_HOOKS = editorHooks(window, OVERRIDES["editor.editor.onLeavePage"]!, (refusal) =>
    refuse(window.document, refusal)
  )
  window.CMS_EDITOR_WORDS = CMS_EDITOR_WORDS
  prepareUploads(window.document, (text) =>
    refuse(window.document, { heading: "Bild nicht übernommen", text })
  )
  window.addEventListener("DOMContentLoaded", () => {
    const { CMS, CMS_SITE_CONFIG: config } = window
    const german = CMS.getLocale("de")
    if (german) CMS.registerLocale("de", swissGerman(german as Parameters<typeof swissGerman>[0]))
    registerWidgets(window, config)
    // Local editing goes through «proxy» (decap-server), the site's through «github».
    guardBackends(CMS, ["github", "proxy"], config, (heading, text) =>
      refuse(window.document, { heading, text })
    )
    CMS.registerEventListener({
      name: "preSave",
      handler: ({ entry }) => {
        // Never into another entry's file (address.ts).
        if (!isAddressedEntry(entry as unknown as SavedEntry, window.location.hash))
          throw refusedSave(window, NOT_THIS_ENTRY, true)
        // The fields have shown their issues already; what no field could show stops the save here,
        // so that nothing the build would refuse is ever written.
        const { issues, schema } = entryIssues(config, entry as Parameters<typeof entryIssues>[1])
        if (issues.length > 0)
          throw refusedSave(
            window,
            issues
              .map(({ path, message }) =>
                path.length > 0 ? `«${fieldName(schema, path)}» ${message}` : message
              )
              .join(" ")
          )
        // An emptied optional field is left out, not written as "".
        const data = entry.get("data") as Collection & {
          toJS(): unknown
          clear(): Collection
          toList(): { clear(): Collection }
        }
        const fields = fieldsOf(config, String(entry.get("collection")), String(entry.get("slug")))
        return toImmutable(prune(data.toJS(), { fields }), data.clear(), data.toList().clear())
      },
    })
    CMS.init({ config: { ...config, load_config_file: false } })
  })
}

start(window as unknown as DecapWindow)
