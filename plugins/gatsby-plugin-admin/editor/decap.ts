// The few parts of Decap CMS's browser API this site uses (https://decapcms.org/docs/custom-widgets/,
// .../beta-features/#registering-to-cms-events), typed as far as we use them. Decap's bundle sets
// `window.CMS`, and `createClass` and `h` (React's createClass and createElement) for widgets
// written without a bundler.

/** An Immutable.js Map, as Decap hands out fields and entries. */
export interface ImmutableMap {
  get(key: string, fallback?: unknown): unknown
  toJS(): unknown
}

/** What Decap gives a field's control. */
export interface ControlProps {
  value: unknown
  field: ImmutableMap
  /** The entry when Decap last rendered the field; `getEntry` gives it as it is now. */
  entry: ImmutableMap & { get(key: "collection" | "slug"): string }
  getEntry?(): ImmutableMap & { get(key: "collection" | "slug"): string }
  forID: string
  /** Decap's ids of the groups and lists the field lies in, outermost first; none at the top. */
  parentIds?: string[]
  /** The messages Decap shows, by field id. */
  fieldsErrors?: { toJS(): Record<string, { parentIds?: string[] }[]> }
  clearFieldErrors?(forID: string): void
  classNameWrapper: string
  onChange(value: unknown): void
  setActiveStyle(): void
  setInactiveStyle(): void
  hasActiveStyle?: boolean
  validate?(): void
}

/** What a control may answer when Decap asks it before saving. */
export type Validity =
  boolean | { error: { type?: string; message: string; parentIds?: string[] } | false } | Promise<unknown>

/** The component spec of createClass: methods are bound to the instance. */
export type ClassSpec = Record<string, unknown> & { render(this: ControlInstance): unknown }

export interface ControlInstance {
  props: ControlProps
  state: Record<string, unknown>
  setState(state: Record<string, unknown>): void
  forceUpdate(): void
  [key: string]: unknown
}

export interface Widget {
  control: unknown
  preview?: unknown
  schema?: unknown
}

export interface Cms {
  init(options: { config: unknown }): void
  registerEventListener(listener: {
    name: "preSave" | "postSave" | "preUnpublish"
    handler(event: { entry: ImmutableMap }): unknown
  }): void
  getBackend(name: string): { init(...args: unknown[]): unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
  getWidget(name: string): Widget | undefined
  getLocale(locale: string): Record<string, unknown> | undefined
  registerLocale(locale: string, phrases: Record<string, unknown>): void
}

export interface DecapWindow extends Window {
  CMS: Cms
  CMS_MANUAL_INIT?: boolean
  /** What the patched bundle asks the setup (hooks.ts, ../decap-patches.ts). */
  CMS_EDITOR_HOOKS?: import("./hooks").EditorHooks
  /** What the patched bundle says to screen readers (screen-reader.ts). */
  CMS_EDITOR_WORDS?: import("./screen-reader").EditorWords
  CMS_SITE_CONFIG: import("./prune").ConfigShape & import("./pictures").CollectionsShape
  createClass(spec: ClassSpec): unknown
  h(type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]): unknown
}
