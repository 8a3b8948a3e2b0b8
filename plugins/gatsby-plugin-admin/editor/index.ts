// The web editor's setup, run in the browser before Decap CMS starts (public/admin/cms-setup.js,
// bundled from this folder by ../admin.ts). Decap waits for it (CMS_MANUAL_INIT), then gets the
// configuration this build generated from the content registry (cms-config.js sets
// window.CMS_SITE_CONFIG: Decap's own window.CMS_CONFIG would skip its local-backend detection).
import { fieldName } from "../../../src/content/entry-check"
import { isAddressedEntry, NOT_THIS_ENTRY, type SavedEntry } from "./address"
import { guardBackends } from "./backends"
import { entryIssues } from "./check"
import type { DecapWindow } from "./decap"
import { swissGerman } from "./locale"
import { fieldsOf, prune, toImmutable, type Collection } from "./prune"
import { prepareUploads } from "./uploads"
import { registerWidgets } from "./widgets"

function start(window: DecapWindow) {
  window.CMS_MANUAL_INIT = true
  prepareUploads(window.document, (message) => window.alert(message))
  window.addEventListener("DOMContentLoaded", () => {
    const { CMS, CMS_SITE_CONFIG: config } = window
    const german = CMS.getLocale("de")
    if (german) CMS.registerLocale("de", swissGerman(german as Parameters<typeof swissGerman>[0]))
    registerWidgets(window, config)
    // Local editing goes through «proxy» (decap-server), the site's through «github».
    guardBackends(CMS, ["github", "proxy"], config)
    CMS.registerEventListener({
      name: "preSave",
      handler: ({ entry }) => {
        // Never into another entry's file (address.ts).
        if (!isAddressedEntry(entry as unknown as SavedEntry, window.location.hash)) {
          const error = new Error(NOT_THIS_ENTRY)
          error.name = "Nicht gespeichert"
          throw error
        }
        // The fields have shown their issues already; what no field could show stops the save here,
        // so that nothing the build would refuse is ever written.
        const { issues, schema } = entryIssues(config, entry as Parameters<typeof entryIssues>[1])
        if (issues.length > 0) {
          const error = new Error(
            issues
              .map(({ path, message }) =>
                path.length > 0 ? `«${fieldName(schema, path)}» ${message}` : message
              )
              .join(" ")
          )
          error.name = "Nicht gespeichert"
          throw error
        }
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
