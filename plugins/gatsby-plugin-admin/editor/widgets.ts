// The editor's fields, checked as the build checks them: every widget the configuration uses (Decap's
// own, and this editor's own amounts, days and colours: controls.ts) is wrapped so that Decap's
// question «valid?» before a save also runs the content check (check.ts) and shows the build's German
// message at the field, so that a refused save shows its first fault (faults.ts), and so that a notice
// the owner should know without being stopped stands below its field (notices.ts).
import { entryIssues, issuesOfField, type EntryShape } from "./check"
import { ownControls } from "./controls"
import { announceEntry, entryNotices, onEntry } from "./notices"
import type { ClassSpec, ControlInstance, ControlProps, DecapWindow, Validity } from "./decap"
import {
  FOCUSABLE,
  boxOf,
  changed,
  insideEmptyGroup,
  mounted,
  noted,
  revealFirstFault,
  unmounted,
  type CheckedField,
} from "./faults"
import { prune, type ConfigShape } from "./prune"

/**
 * Decap's widgets this site's configuration uses (cms.ts), apart from «number» (controls.ts) and
 * «image»: Decap's picture field keeps the picture just chosen in shared state until it has seen it
 * again, and wrapped it would put that picture into the next new entry as well. A picture's rules
 * are its group's («Bild vorher» without «Bild nachher») or the upload's (uploads.ts).
 */
const CHECKED = ["string", "text", "select", "boolean", "relation", "list", "object"]

const isError = (validity: unknown) =>
  validity === false ||
  (typeof validity === "object" && validity !== null && "error" in validity && Boolean(validity.error))

const plain = (value: unknown): unknown =>
  value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)

/** Nothing a save would write: every text, list and group in it empty (prune.ts). */
const nothingIn = (value: unknown) => {
  const pruned = prune(plain(value))
  return (
    isBlank(pruned) || (typeof pruned === "object" && pruned !== null && Object.keys(pruned).length === 0)
  )
}

/** Empty as Decap's own presence check sees it (Widget.js): an Immutable list counts, a group does not. */
const emptyForDecap = (value: unknown) =>
  isBlank(value) ||
  (typeof value === "object" &&
    value !== null &&
    "push" in value &&
    "size" in value &&
    (value as { size: number }).size === 0)

/** A notice: a warning's colours in Decap's type, readable in its light theme (contrast about 10:1). */
const NOTICE = {
  margin: "8px 0 0",
  padding: "10px 14px",
  borderLeft: "4px solid #b7791f",
  borderRadius: "4px",
  background: "#fffaeb",
  color: "#5f370e",
  fontSize: "14px",
  lineHeight: 1.45,
}

export function registerWidgets(window: DecapWindow, config: ConfigShape) {
  const { CMS, createClass, h, document } = window
  // One check per state of the entry: every field asks, the entry is the same Immutable object.
  const checked = new WeakMap<object, ReturnType<typeof entryIssues>>()
  const issuesOf = (entry: ControlProps["entry"]) => {
    let result = checked.get(entry)
    if (!result) {
      result = entryIssues(config, entry as Parameters<typeof entryIssues>[1])
      checked.set(entry, result)
    }
    return result
  }

  /** The content check's answer for one field: its issues, in the build's words. */
  function fieldValidity(props: ControlProps): Validity {
    const { field, value } = props
    // The entry as it is now: a field checked again after another one changed has an older `entry`.
    const { data, issues } = issuesOf(props.getEntry?.() ?? props.entry)
    const name = String(field.get("name"))
    const own = plain(value)
    // A required field left empty: Decap says so already («… ist erforderlich»).
    const required = field.get("required", true) !== false && field.get("widget") !== "list"
    const mine = issuesOfField(issues, data, name, own, {
      ofEntries: field.get("field") !== undefined,
    }).filter(() => !(required && isBlank(own)))
    if (mine.length === 0) return true
    return {
      error: {
        type: "CUSTOM",
        message: mine.map((issue) => issue.message).join(" "),
        parentIds: props.parentIds,
      },
    }
  }

  // What the owner should know, once per state of the entry, as with the check.
  const noticed = new WeakMap<object, ReturnType<typeof entryNotices>>()

  /** The notice at the field `field` holding `value` in the entry `entry` (notices.ts), if any. */
  function fieldNotice(entry: ControlProps["entry"], field: ControlProps["field"], value: unknown) {
    let result = noticed.get(entry)
    if (!result) {
      result = entryNotices(config, entry as EntryShape)
      noticed.set(entry, result)
    }
    const mine = issuesOfField(result.notices, result.data, String(field.get("name")), plain(value))
    return mine.length > 0 ? mine.map((notice) => notice.message).join(" ") : undefined
  }

  /**
   * A control that first asks the control it wraps (Decap's own rules), then the content check; a
   * notice, if the field has one, stands below it.
   */
  function withContentCheck(Inner: unknown) {
    const spec: ClassSpec & Partial<CheckedField> = {
      isValid(this: CheckedField): Validity {
        // Nothing of an optional group left empty is saved: none of its fields is at fault.
        if (insideEmptyGroup(this.props)) return true
        const inner = this.inner as
          { isValid?: () => Validity; validateSize?: () => { message: string }[] } | undefined
        const own = inner?.isValid?.()
        if (own instanceof Promise) return own
        // With the ids of the groups around it, so that a folded list entry shows that it holds a fault.
        if (isError(own))
          return typeof own === "object" && own !== null && "error" in own && own.error
            ? { error: { ...own.error, parentIds: this.props.parentIds } }
            : false
        // A list's «at least n entries», which it would otherwise report after this answer, over it.
        const [size] = inner?.validateSize?.() ?? []
        if (size) return { error: { ...size, parentIds: this.props.parentIds } }
        return fieldValidity(this.props)
      },
      isEmptyOptionalGroup(this: CheckedField) {
        const { field, value } = this.props
        return field.get("widget") === "object" && field.get("required", true) === false && nothingIn(value)
      },
      faulty(this: CheckedField) {
        if (insideEmptyGroup(this.props)) return false
        const { field, value } = this.props
        if (field.get("required", true) !== false && emptyForDecap(value)) return true
        return isError(this.isValid())
      },
      // Before a save Decap asks each field: a list or a group has its entries checked (Decap calls
      // `validate` of a control that has one), then itself, last, so that its own message stays.
      validate(this: CheckedField) {
        if (this.isEmptyOptionalGroup()) {
          // Its fields keep no message from when it held something.
          const shown = this.props.fieldsErrors?.toJS() ?? {}
          for (const [id, errors] of Object.entries(shown))
            if (errors.some((error) => error.parentIds?.includes(this.props.forID)))
              this.props.clearFieldErrors?.(id)
        } else {
          ;(this.inner as { validate?: () => void } | undefined)?.validate?.()
        }
        this.props.validate?.()
        noted(this)
        // A save: once Decap has asked every field, the first one at fault is brought into view.
        if ((this.props.parentIds ?? []).length === 0) revealFirstFault(config, window)
      },
      recheck(this: CheckedField) {
        if (insideEmptyGroup(this.props)) this.props.clearFieldErrors?.(this.props.forID)
        else this.props.validate?.()
        noted(this)
      },
      // A path into a list or group goes to Decap's own focus, which unfolds a folded entry on the way.
      focus(this: CheckedField, path: string) {
        const inner = this.inner as { focus?: (path: string) => void } | undefined
        if (path !== "" && inner?.focus) return inner.focus(path)
        const own = document.getElementById(this.props.forID)
        const label = document.querySelector(`label[for="${this.props.forID}"]`)
        const target = own?.matches(FOCUSABLE)
          ? own
          : label && boxOf(label).querySelector<HTMLElement>(FOCUSABLE)
        target?.focus()
      },
      // Decap asks the control it wraps (ours, now) whether to render again: the wrapped control's
      // own answer, else Decap's default (Widget.js), so that typing in one field does not render all.
      shouldComponentUpdate(this: ControlInstance, next: ControlProps) {
        const inner = this.inner as { shouldComponentUpdate?: (next: ControlProps) => boolean } | undefined
        if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(next)
        const { value, classNameWrapper, hasActiveStyle } = this.props
        return (
          value !== next.value ||
          classNameWrapper !== next.classNameWrapper ||
          hasActiveStyle !== next.hasActiveStyle
        )
      },
      // A notice follows the whole entry: Decap renders a field again only when its own value
      // changes, so each field passes on the entry it was rendered with, and hears of the others'.
      componentDidMount(this: CheckedField) {
        mounted(this)
        announceEntry(this.props.entry as EntryShape)
        this.stopListening = onEntry((entry) => {
          this.entry = entry
          if (fieldNotice(entry as ControlProps["entry"], this.props.field, this.props.value) !== this.notice)
            this.forceUpdate()
        })
      },
      componentDidUpdate(this: CheckedField, previous: ControlProps) {
        if (previous.value !== this.props.value) changed()
        if (previous.entry !== this.props.entry) announceEntry(this.props.entry as EntryShape)
      },
      componentWillUnmount(this: CheckedField) {
        unmounted(this)
        ;(this.stopListening as (() => void) | undefined)?.()
      },
      render(this: ControlInstance) {
        // The newer of the entry Decap gave and the one heard of since.
        if (this.props.entry !== this.given) {
          this.given = this.props.entry
          this.entry = this.props.entry
        }
        const notice = fieldNotice(this.entry as ControlProps["entry"], this.props.field, this.props.value)
        this.notice = notice
        // Side by side under keys, so that the control stays the same element as a notice comes and goes.
        return [
          h(Inner, {
            ...this.props,
            key: "control",
            ref: (instance: unknown) => {
              this.inner = instance ?? undefined
            },
          }),
          notice === undefined ? null : h("p", { key: "notice", role: "status", style: NOTICE }, notice),
        ]
      },
    }
    return createClass(spec)
  }

  for (const name of CHECKED) {
    const widget = CMS.getWidget(name)
    if (!widget)
      throw new Error(`Decap has no «${name}» widget: see plugins/gatsby-plugin-admin/editor/widgets.ts.`)
    CMS.registerWidget(name, withContentCheck(widget.control), widget.preview, widget.schema)
  }
  for (const [name, control] of Object.entries(ownControls(window))) {
    const widget = CMS.getWidget(name)
    CMS.registerWidget(name, withContentCheck(control), widget?.preview, widget?.schema)
  }
}
