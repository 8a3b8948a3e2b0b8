// Decap's German, made Swiss and plain: its own phrases (CMS.getLocale("de")) with «ss» for «ß», and
// the words it left in English or in a developer's German replaced. Registered before Decap starts.

/** Phrases that differ from Decap's German, by their path in its locale. */
export const OVERRIDES: Record<string, string> = {
  "auth.login": "Anmelden",
  "auth.loggingIn": "Sie werden angemeldet …",
  "editor.editor.confirmLoadBackup":
    "Auf diesem Gerät gibt es einen nicht gespeicherten Entwurf dieses Beitrags. Damit weitermachen? («Abbrechen» beginnt mit dem gespeicherten Stand.)",
  "editor.editorToolbar.deleteEntry": "Beitrag löschen",
  "editor.editorToolbar.deleteUnpublishedEntry": "Unveröffentlichten Beitrag löschen",
  "editor.editorToolbar.deletePublishedEntry": "Veröffentlichten Beitrag löschen",
  "editor.editorToolbar.statusInfoTooltipDraft":
    "Der Beitrag ist ein Entwurf. Ist er fertig, setzen Sie den Status auf «Abgeschlossen» und veröffentlichen Sie ihn.",
  "editor.editorToolbar.deployPreviewPendingButtonLabel": "Vorschau suchen",
  "editor.editorWidgets.datetime.now": "Jetzt",
  "workflow.workflowCard.deleteNewEntry": "Neuen Beitrag löschen",
  "workflow.workflowCard.publishChanges": "Änderungen veröffentlichen",
  "workflow.workflowCard.publishNewEntry": "Neuen Beitrag veröffentlichen",
  "workflow.workflowList.onPublishEntry": "Soll dieser Beitrag wirklich veröffentlicht werden?",
  "workflow.workflowList.onPublishingNotReadyEntry":
    "Nur Beiträge im Status «Abgeschlossen» können veröffentlicht werden. Ziehen Sie den Beitrag in die Spalte «Abgeschlossen».",
  "mediaLibrary.mediaLibrary.fileTooLarge": "Die Datei ist zu gross.\nErlaubt sind Dateien bis %{size} kB.",
}

type Phrases = { [key: string]: string | Phrases }

/** `phrases` with every «ß» written «ss» and the overrides applied. */
export function swissGerman(phrases: Phrases, overrides = OVERRIDES, path: string[] = []): Phrases {
  const result: Phrases = {}
  for (const [key, value] of Object.entries(phrases)) {
    const here = [...path, key]
    result[key] =
      typeof value === "string"
        ? (overrides[here.join(".")] ?? value).replaceAll("\u00df", "ss")
        : swissGerman(value, overrides, here)
  }
  return result
}
