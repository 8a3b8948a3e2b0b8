// Decap's German, made Swiss and plain: its own phrases (CMS.getLocale("de")) with «ss» for «ß», and
// the words it left in English, in a developer's German or in the «du» replaced. Registered before
// Decap starts. Decap falls back to English for a phrase its German lacks: those the owner meets are
// given here too. src/content/__tests__/owner-words.test.ts reads the result for words the owner
// should not meet (du, Oops, Download, …).

/** Phrases that differ from Decap's German (or that it has only in English), by their path in its locale. */
export const OVERRIDES: Record<string, string> = {
  "app.header.quickAdd": "Neu erstellen",
  "auth.login": "Anmelden",
  "auth.loginWithGitHub": "Mit GitHub anmelden",
  "auth.loggingIn": "Sie werden angemeldet …",
  "collection.collectionTop.viewAsList": "Als Liste",
  "collection.collectionTop.viewAsGrid": "Als Raster",
  "collection.entries.unpublishedHeader": "Unveröffentlichte Beiträge",
  "collection.sidebar.collections": "Inhalte",
  "collection.sidebar.allCollections": "Allen Inhalten",
  // The name of each field's box for screen readers: Decap puts its widget's name («string») in it.
  "editor.editorControl.field.widgetLabel": "Feld",
  "editor.editor.confirmLoadBackup":
    "Auf diesem Gerät gibt es einen nicht gespeicherten Entwurf dieses Beitrags. Damit weitermachen? («Abbrechen» beginnt mit dem gespeicherten Stand.)",
  // Asked before leaving a form with unsaved changes (also by hooks.ts, before the editor reloads
  // for an address that names another entry).
  "editor.editor.onLeavePage":
    "Sie haben ungespeicherte Änderungen. Trotzdem weitergehen? Die Änderungen gehen dabei verloren.",
  "editor.editor.onPublishingNotReady":
    "Bitte setzen Sie den Status vor dem Veröffentlichen auf «Abgeschlossen».",
  "editor.editor.onPublishingWithUnsavedChanges":
    "Es gibt noch ungespeicherte Änderungen. Bitte speichern Sie vor dem Veröffentlichen.",
  // A list's size (Decap's «muss mindestens 1 Element(e) enthalten»).
  "editor.editorControlPane.widget.rangeCount": "%{fieldLabel} braucht %{minCount} bis %{maxCount} Einträge.",
  "editor.editorControlPane.widget.rangeCountExact": "%{fieldLabel} braucht genau %{count} Einträge.",
  "editor.editorControlPane.widget.rangeMin": "%{fieldLabel} hat zu wenige Einträge: mindestens %{minCount}.",
  "editor.editorControlPane.widget.rangeMax": "%{fieldLabel} hat zu viele Einträge: höchstens %{maxCount}.",
  "editor.editorToolbar.backCollection": "Zurück zur Liste «%{collectionLabel}»",
  "editor.editorToolbar.deleteEntry": "Beitrag löschen",
  "editor.editorToolbar.deleteUnpublishedEntry": "Unveröffentlichten Beitrag löschen",
  "editor.editorToolbar.deletePublishedEntry": "Veröffentlichten Beitrag löschen",
  "editor.editorToolbar.statusInfoTooltipDraft":
    "Der Beitrag ist ein Entwurf. Ist er fertig, setzen Sie den Status auf «Abgeschlossen» und veröffentlichen Sie ihn.",
  "editor.editorToolbar.deployPreviewPendingButtonLabel": "Vorschau suchen",
  "editor.editorWidgets.image.choose": "Bild wählen",
  "editor.editorWidgets.image.chooseDifferent": "Anderes Bild wählen",
  "editor.editorWidgets.image.remove": "Bild entfernen",
  "editor.editorWidgets.object.expand": "Aufklappen",
  "editor.editorWidgets.object.collapse": "Zuklappen",
  "workflow.workflowCard.deleteNewEntry": "Neuen Beitrag löschen",
  "workflow.workflowCard.publishChanges": "Änderungen veröffentlichen",
  "workflow.workflowCard.publishNewEntry": "Neuen Beitrag veröffentlichen",
  "workflow.workflowList.onPublishEntry": "Soll dieser Beitrag wirklich veröffentlicht werden?",
  "workflow.workflowList.onPublishingNotReadyEntry":
    "Nur Beiträge im Status «Abgeschlossen» können veröffentlicht werden. Ziehen Sie den Beitrag in die Spalte «Abgeschlossen».",
  "mediaLibrary.mediaLibrary.fileTooLarge": "Die Datei ist zu gross.\nErlaubt sind Dateien bis %{size} kB.",
  "mediaLibrary.mediaLibrary.onDelete": "Soll das ausgewählte Bild wirklich gelöscht werden?",
  "mediaLibrary.mediaLibraryModal.chooseSelected": "Ausgewähltes Bild verwenden",
  "mediaLibrary.mediaLibraryModal.deleteSelected": "Ausgewähltes Bild löschen",
  "mediaLibrary.mediaLibraryModal.close": "Schliessen",
  "mediaLibrary.mediaLibraryModal.download": "Herunterladen",
  "mediaLibrary.mediaLibraryModal.noResults": "Keine Ergebnisse.",
  "ui.errorBoundary.reportIt": "melden Sie ihn.",
  "ui.settingsDropdown.account": "Konto",
  // Shown when Decap refuses a save for an empty required field; the form brings the field into
  // view (faults.ts), this says why.
  "ui.toast.missingRequiredField": "Nicht gespeichert: Bitte füllen Sie die rot markierten Felder aus.",
}

/** Phrases Decap does not have, asked for by this site's patches of its bundle (../decap-patches.ts). */
export const ADDED: Record<string, string> = {
  // A new form before its first save (NEW_ENTRY_NOT_SAVED), not «Änderungen gespeichert».
  "editor.editorToolbar.notSavedYet": "Neu, noch nicht gespeichert",
}

type Phrases = { [key: string]: string | Phrases }

/** `phrases` with the overrides applied (added where Decap's German lacks them) and «ß» written «ss». */
export function swissGerman(phrases: Phrases, overrides = { ...OVERRIDES, ...ADDED }): Phrases {
  const swiss = (node: Phrases): Phrases =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === "string" ? value.replaceAll("\u00df", "ss") : swiss(value),
      ])
    )
  const result = swiss(phrases)
  for (const [path, phrase] of Object.entries(overrides)) {
    const keys = path.split(".")
    const last = keys.pop() ?? ""
    let node = result
    for (const key of keys) {
      const next = node[key]
      node = typeof next === "object" ? next : (node[key] = {})
    }
    node[last] = phrase.replaceAll("\u00df", "ss")
  }
  return result
}
