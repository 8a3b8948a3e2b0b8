// What Decap's bundle says only to screen readers, in German. Decap translates what it renders
// itself, but not the libraries inside it: react-select (every choice: icons, days, a reference's
// service) announces «option Mo, selected.» and labels a chosen day's remove button «Remove Mo»;
// dnd-kit (every list's drag handle) describes itself as «sortable» with English instructions
// and announcements. Their defaults are replaced in the bundle by these (../decap-words.ts,
// WORDS_FOR_SCREEN_READERS), read from `window.CMS_EDITOR_WORDS`, which the setup sets before the
// bundle runs. Each function takes what the library hands its own default (react-select 5's
// `ariaLiveMessages`, dnd-kit 6's `announcements`), and gives the same information.

/** «2 von 5»: the position of `item` among `items`. */
const position = <T>(items: readonly T[] | undefined, item: T) =>
  items && items.length > 0 ? `${items.indexOf(item) + 1} von ${items.length}` : ""

/** react-select's live messages (its `ariaLiveMessages`) and the defaults of its props. */
export const selectWords = {
  guidance(props: {
    isSearchable?: boolean
    isMulti?: boolean
    tabSelectsValue?: boolean
    context: string
    isInitialFocus?: boolean
    "aria-label"?: string
  }): string {
    switch (props.context) {
      case "menu":
        return `Mit den Pfeiltasten nach oben und unten wählen, mit der Eingabetaste übernehmen${
          props.tabSelectsValue ? ", mit der Tabulatortaste übernehmen und weitergehen" : ""
        }, mit Escape schliessen.`
      case "input":
        return props.isInitialFocus
          ? `${props["aria-label"] ?? "Auswahl"}${
              props.isSearchable ? ": Tippen Sie, um die Liste einzugrenzen;" : ":"
            } Pfeil nach unten öffnet die Liste${
              props.isMulti ? ", Pfeil nach links geht zu den gewählten Einträgen" : ""
            }.`
          : ""
      case "value":
        return "Mit den Pfeiltasten nach links und rechts zwischen den gewählten Einträgen wechseln, mit der Rücktaste den Eintrag entfernen."
      default:
        return ""
    }
  },
  onChange(props: {
    action: string
    label?: string
    labels: readonly string[]
    isDisabled?: boolean
  }): string {
    const label = props.label ?? ""
    switch (props.action) {
      case "deselect-option":
      case "pop-value":
      case "remove-value":
        return `${label} entfernt.`
      case "clear":
        return "Alle gewählten Einträge entfernt."
      case "initial-input-focus":
        return `Gewählt: ${props.labels.join(", ")}.`
      case "select-option":
        return props.isDisabled
          ? `${label} ist nicht wählbar. Bitte wählen Sie etwas anderes.`
          : `${label} gewählt.`
      default:
        return ""
    }
  },
  onFocus<T>(props: {
    context: string
    focused: T
    options?: readonly T[]
    label?: string
    selectValue?: readonly T[]
    isDisabled?: boolean
    isSelected?: boolean
    isAppleDevice?: boolean
  }): string {
    const label = props.label ?? ""
    if (props.context === "value" && props.selectValue)
      return `Gewählter Eintrag ${label}, ${position(props.selectValue, props.focused)}.`
    if (props.context === "menu" && props.isAppleDevice)
      return `${label}${props.isSelected ? ", gewählt" : ""}${props.isDisabled ? ", nicht wählbar" : ""}, ${position(props.options, props.focused)}.`
    return ""
  },
  onFilter({ inputValue, resultsMessage }: { inputValue?: string; resultsMessage: string }): string {
    return `${resultsMessage}${inputValue ? ` für «${inputValue}»` : ""}.`
  },
}

export const CMS_EDITOR_WORDS = {
  select: selectWords,
  /** react-select's `screenReaderStatus`: how many choices the list offers. */
  results: ({ count }: { count: number }) =>
    count === 1 ? "1 Eintrag zur Wahl" : `${count} Einträge zur Wahl`,
  loading: () => "Wird geladen …",
  noOptions: () => "Keine Einträge",
  placeholder: "Bitte wählen …",
  /** The button that removes a chosen value: «Mo entfernen». */
  remove: (label?: string) => `${label || "Eintrag"} entfernen`,
  /** What a list entry's drag handle is. */
  sortable: "verschiebbar",
  dragInstructions: {
    draggable:
      "Zum Verschieben die Leertaste drücken, dann mit den Pfeiltasten verschieben, mit der Leertaste " +
      "ablegen oder mit Escape abbrechen.",
  },
  dragAnnouncements: {
    onDragStart: () => "Eintrag aufgenommen.",
    onDragOver: ({ over }: { over: unknown }) =>
      over ? "Eintrag an neuer Stelle." : "Eintrag ausserhalb der Liste.",
    onDragEnd: ({ over }: { over: unknown }) => (over ? "Eintrag abgelegt." : "Eintrag zurückgelegt."),
    onDragCancel: () => "Verschieben abgebrochen, der Eintrag bleibt an seinem Platz.",
  },
}

export type EditorWords = typeof CMS_EDITOR_WORDS
