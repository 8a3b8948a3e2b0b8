// The editor's own fields, where Decap's would mislead: amounts, days and times typed as text and read
// the Swiss way (a number input turns «390,50» into 39050, a date input shows «mm/dd/yyyy» and a time
// input «08:00 AM» in an English browser), and a colour as its code with a colour picker beside it. widgets.ts wraps each in the
// content check, as it does Decap's.
import { readAmount, showAmount } from "./amounts"
import type { ControlInstance, ControlProps, DecapWindow, Validity } from "./decap"
import { DAY_FORMAT, readDay, showDay } from "./days"
import { readTime, showTime } from "./times"

type Reading = { value: unknown } | { error: string }

interface TextReading {
  /** How a saved value is shown in the text box. */
  show(value: unknown): string
  /** What the owner typed, as the file writes it, or why it cannot be. */
  read(text: string, props: ControlProps): Reading
  inputMode(props: ControlProps): string
  placeholder?: string
}

/**
 * A text box whose text is read into the value it means. What cannot be read is handed on as the text
 * itself: the field then refuses it with the reason, and nothing is saved; what was typed stays.
 */
function readingControl(
  { createClass, h }: DecapWindow,
  { show, read, inputMode, placeholder }: TextReading
) {
  return createClass({
    getInitialState(this: ControlInstance) {
      return { text: show(this.props.value) }
    },
    componentDidUpdate(this: ControlInstance, previous: ControlProps) {
      // A value from elsewhere (the entry loaded, a list entry moved), not the one just typed.
      if (previous.value !== this.props.value && this.props.value !== this.sent)
        this.setState({ text: show(this.props.value) })
    },
    handleChange(this: ControlInstance, event: { target: { value: string } }) {
      const text = event.target.value
      this.setState({ text })
      const reading = text.trim() === "" ? undefined : read(text, this.props)
      this.sent = reading === undefined ? "" : "value" in reading ? reading.value : text
      this.props.onChange(this.sent)
    },
    isValid(this: ControlInstance): Validity {
      const { value } = this.props
      if (typeof value === "string" && value.trim() !== "") {
        const reading = read(value, this.props)
        if ("error" in reading) return { error: { type: "CUSTOM", message: reading.error } }
      }
      return true
    },
    render(this: ControlInstance) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
      return h("input", {
        type: "text",
        inputMode: inputMode(this.props),
        autoComplete: "off",
        id: forID,
        className: classNameWrapper,
        value: this.state.text,
        placeholder,
        onChange: this.handleChange,
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      })
    },
  })
}

const integer = (props: ControlProps) => props.field.get("value_type") === "int"

const HEX = /^#[0-9a-fA-F]{6}$/

/** The editor's own controls, by the widget name the configuration gives (src/content/cms.ts). */
export function ownControls(window: DecapWindow): Record<"number" | "day" | "time" | "colour", unknown> {
  const { createClass, h } = window
  return {
    /** «1'900», «390,50», «390.50» read right; «1,900» refused as ambiguous. */
    number: readingControl(window, {
      show: showAmount,
      read: (text, props) => readAmount(text, { integer: integer(props) }),
      inputMode: (props) => (integer(props) ? "numeric" : "decimal"),
    }),
    /** «14.05.2026», saved as «2026-05-14». */
    day: readingControl(window, {
      show: showDay,
      read: readDay,
      inputMode: () => "text",
      placeholder: DAY_FORMAT,
    }),
    /** «08:00», also typed «8:00», «8.00» or «0800»; never «08:00 AM». */
    time: readingControl(window, {
      show: showTime,
      read: readTime,
      inputMode: () => "numeric",
      placeholder: "08:00",
    }),
    /** «#1f2a44» typed or copied, or picked in the browser's own colour picker beside it. */
    colour: createClass({
      handleText(this: ControlInstance, event: { target: { value: string } }) {
        this.props.onChange(event.target.value)
      },
      handlePick(this: ControlInstance, event: { target: { value: string } }) {
        this.props.onChange(event.target.value.toLowerCase())
      },
      render(this: ControlInstance) {
        const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, field } = this.props
        const text = typeof value === "string" ? value : ""
        return h(
          "div",
          { style: { display: "flex", gap: "8px", alignItems: "stretch" } },
          h("input", {
            type: "text",
            id: forID,
            className: classNameWrapper,
            value: text,
            autoComplete: "off",
            spellCheck: false,
            placeholder: "#1f2a44",
            onChange: this.handleText,
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          }),
          h("input", {
            type: "color",
            "aria-label": `${String(field.get("label", "Farbe"))}: im Farbfeld wählen`,
            value: HEX.test(text) ? text.toLowerCase() : "#000000",
            onChange: this.handlePick,
            style: { width: "58px", minWidth: "58px", height: "auto", padding: "4px", cursor: "pointer" },
          })
        )
      },
    }),
  }
}
