// The editor's fields, checked as the build checks them: every widget the configuration uses is
// Decap's own, wrapped so that Decap's question «valid?» before a save also runs the content check
// (check.ts) and shows the build's German message at the field; and numbers are typed as text and
// read as Swiss amounts (amounts.ts), since a number input turns «390,50» into 39050.
import { readAmount, showAmount } from "./amounts"
import { entryIssues, issuesOfField, type EntryShape } from "./check"
import { announceEntry, entryNotices, onEntry } from "./notices"
import type { ConfigShape } from "./prune"
import type { ClassSpec, ControlInstance, ControlProps, DecapWindow, Validity } from "./decap"

/**
 * Decap's widgets this site's configuration uses (cms.ts), apart from «number» (replaced below) and
 * «image»: Decap's picture field keeps the picture just chosen in shared state until it has seen it
 * again, and wrapped it would put that picture into the next new entry as well. A picture's rules
 * are its group's («Bild vorher» without «Bild nachher») or the upload's (uploads.ts).
 */
const CHECKED = ["string", "text", "select", "datetime", "boolean", "relation", "list", "object"]

const isError = (validity: unknown) =>
  validity === false ||
  (typeof validity === "object" && validity !== null && "error" in validity && Boolean(validity.error))

const plain = (value: unknown): unknown =>
  value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)

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
  const { CMS, createClass, h } = window
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
  function fieldValidity({ entry, field, value }: ControlProps): Validity {
    const { data, issues } = issuesOf(entry)
    const name = String(field.get("name"))
    const own = plain(value)
    // A required field left empty: Decap says so already («… ist erforderlich»).
    const required = field.get("required", true) !== false && field.get("widget") !== "list"
    const mine = issuesOfField(issues, data, name, own).filter(() => !(required && isBlank(own)))
    if (mine.length === 0) return true
    return { error: { type: "CUSTOM", message: mine.map((issue) => issue.message).join(" ") } }
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
    const spec: ClassSpec = {
      isValid(this: ControlInstance): Validity {
        const inner = this.inner as
          { isValid?: () => Validity; validateSize?: () => { message: string }[] } | undefined
        const own = inner?.isValid?.()
        if (own instanceof Promise || isError(own)) return own as Validity
        // A list's «at least n entries», which it would otherwise report after this answer, over it.
        const [size] = inner?.validateSize?.() ?? []
        if (size) return { error: size }
        return fieldValidity(this.props)
      },
      // A list or a group validates its entries (Decap calls `validate` of a control that has one),
      // then itself: last, so that its own message is the one that stays.
      validate(this: ControlInstance) {
        ;(this.inner as { validate?: () => void } | undefined)?.validate?.()
        this.props.validate?.()
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
      componentDidMount(this: ControlInstance) {
        announceEntry(this.props.entry as EntryShape)
        this.stopListening = onEntry((entry) => {
          this.entry = entry
          if (fieldNotice(entry as ControlProps["entry"], this.props.field, this.props.value) !== this.notice)
            this.forceUpdate()
        })
      },
      componentDidUpdate(this: ControlInstance, previous: ControlProps) {
        if (previous.entry !== this.props.entry) announceEntry(this.props.entry as EntryShape)
      },
      componentWillUnmount(this: ControlInstance) {
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

  /** Numbers as text: «1'900», «390,50», «390.50» read right; anything else kept and refused. */
  const AmountControl = createClass({
    getInitialState(this: ControlInstance) {
      return { text: showAmount(this.props.value) }
    },
    componentDidUpdate(this: ControlInstance, previous: ControlProps) {
      // A value from elsewhere (the entry loaded, a list entry moved), not the one just typed.
      if (previous.value !== this.props.value && this.props.value !== this.sent)
        this.setState({ text: showAmount(this.props.value) })
    },
    handleChange(this: ControlInstance, event: { target: { value: string } }) {
      const text = event.target.value
      this.setState({ text })
      const integer = this.props.field.get("value_type") === "int"
      const reading = text.trim() === "" ? undefined : readAmount(text, { integer })
      // What cannot be read stays text: the field then refuses it by name, and nothing is saved.
      this.sent = reading === undefined ? "" : "value" in reading ? reading.value : text
      this.props.onChange(this.sent)
    },
    isValid(this: ControlInstance): Validity {
      const { value, field } = this.props
      if (typeof value === "string" && value.trim() !== "") {
        const reading = readAmount(value, { integer: field.get("value_type") === "int" })
        if ("error" in reading) return { error: { type: "CUSTOM", message: reading.error } }
      }
      return true
    },
    render(this: ControlInstance) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props
      return h("input", {
        type: "text",
        inputMode: field.get("value_type") === "int" ? "numeric" : "decimal",
        autoComplete: "off",
        id: forID,
        className: classNameWrapper,
        value: this.state.text,
        onChange: this.handleChange,
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      })
    },
  })

  for (const name of CHECKED) {
    const widget = CMS.getWidget(name)
    if (!widget)
      throw new Error(`Decap has no «${name}» widget: see plugins/gatsby-plugin-admin/editor/widgets.ts.`)
    CMS.registerWidget(name, withContentCheck(widget.control), widget.preview, widget.schema)
  }
  const number = CMS.getWidget("number")
  CMS.registerWidget("number", withContentCheck(AmountControl), number?.preview, number?.schema)
}
