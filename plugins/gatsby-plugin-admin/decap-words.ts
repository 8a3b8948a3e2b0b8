// The patches of Decap's bundle for what only screen readers hear: the English of the libraries inside
// it (react-select 5, dnd-kit 6), read against their source, replaced by the German of
// editor/screen-reader.ts. Applied with Decap's own patches (decap-patches.ts, PATCHES).
import type { Patch } from "./patch"

/**
 * What only screen readers hear, in English from the libraries inside Decap: react-select's live
 * messages, its «Remove Mo», «Select...», «No options», «Loading...» (and the relation field's «Loading
 * options…»), dnd-kit's «sortable», its instructions and announcements. Each default is replaced by
 * the German of editor/screen-reader.ts (`window.CMS_EDITOR_WORDS`, set before the bundle runs).
 */
export const WORDS_FOR_SCREEN_READERS: Patch[] = [
  {
    name: "react-select's live messages",
    find: /\{guidance:function\(e\)\{var t=e\.isSearchable[^]*?" for search term "\+t:"","\."\)\}\}/g,
    count: 1,
    replace: () => "window.CMS_EDITOR_WORDS.select",
  },
  {
    name: "react-select's name of the button that removes a value",
    find: /"aria-label":"Remove "\.concat\((\w+)\|\|"option"\)/g,
    count: 1,
    replace: (_, label: string) => `"aria-label":window.CMS_EDITOR_WORDS.remove(${label})`,
  },
  {
    name: "react-select's count of choices",
    find: /screenReaderStatus:function\(e\)\{var t=e\.count;return""\.concat\(t," result"\)\.concat\(1!==t\?"s":""," available"\)\}/g,
    count: 1,
    replace: () => "screenReaderStatus:window.CMS_EDITOR_WORDS.results",
  },
  {
    name: "react-select's «Loading...»",
    find: /loadingMessage:function\(\)\{return"Loading\.\.\."\}/g,
    count: 1,
    replace: () => "loadingMessage:window.CMS_EDITOR_WORDS.loading",
  },
  {
    name: "the relation field's «Loading options…»",
    find: /loadingMessage:\(\)=>"Loading options…"/g,
    count: 1,
    replace: () => "loadingMessage:window.CMS_EDITOR_WORDS.loading",
  },
  {
    name: "react-select's «No options»",
    find: /noOptionsMessage:function\(\)\{return"No options"\}/g,
    count: 1,
    replace: () => "noOptionsMessage:window.CMS_EDITOR_WORDS.noOptions",
  },
  {
    name: "react-select's «Select...»",
    find: /placeholder:"Select\.\.\.",screenReaderStatus/g,
    count: 1,
    replace: () => "placeholder:window.CMS_EDITOR_WORDS.placeholder,screenReaderStatus",
  },
  {
    name: "dnd-kit's «sortable»",
    find: /\{roleDescription:"sortable"\}/g,
    count: 1,
    replace: () => "{roleDescription:window.CMS_EDITOR_WORDS.sortable}",
  },
  {
    name: "dnd-kit's instructions",
    find: /\{draggable:"\\n {4}To pick up a draggable item, press the space bar\.[^"]*"\}/g,
    count: 1,
    replace: () => "window.CMS_EDITOR_WORDS.dragInstructions",
  },
  {
    name: "dnd-kit's announcements",
    find: /\{onDragStart\(e\)\{let\{active:t\}=e;return"Picked up draggable item "[^]*?"Dragging was cancelled\. Draggable item "\+t\.id\+" was dropped\."\}\}/g,
    count: 1,
    replace: () => "window.CMS_EDITOR_WORDS.dragAnnouncements",
  },
]
