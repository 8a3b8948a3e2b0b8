// A refusal where the eye is. Decap shows a field's message beside its label and nothing else: a
// refused save on a phone looked like a button that does nothing, the message far below, and the
// message went away at the first key pressed, right or wrong. Here the wrapped fields (widgets.ts)
// report to one place: after a refused save the form scrolls to the first field at fault (in the
// order of the form, a folded list entry unfolded) and focuses it; a field that shows a message is
// checked again at every change and keeps its message until it is right.
import { entryIssues } from "./check"
import type { ControlInstance, ControlProps, Validity } from "./decap"
import { fieldsOf, type ConfigShape, type FieldShape } from "./prune"

type Path = readonly (string | number)[]

/** What faults.ts needs of a wrapped field: Decap's props, its check, and its focus. */
export interface CheckedField extends ControlInstance {
  isValid(): Validity
  focus(path: string): void
  /** Asks Decap to check the field again (its own rules and the content check), then notes the answer. */
  recheck(): void
  /** The field is an optional group left empty: its fields are not checked (nothing is saved of it). */
  isEmptyOptionalGroup(): boolean
  /** Whether the field's last check found a fault. */
  faulty(): boolean
}

/** Every wrapped field on screen, by Decap's id for it («title-field-12»). */
const fields = new Map<string, CheckedField>()
/** The fields that show a message now. */
const showing = new Set<CheckedField>()

export function mounted(field: CheckedField) {
  fields.set(field.props.forID, field)
}

export function unmounted(field: CheckedField) {
  if (fields.get(field.props.forID) === field) fields.delete(field.props.forID)
  showing.delete(field)
}

/** A field inside an optional group left empty: Decap must not insist on it. */
export function insideEmptyGroup(props: ControlProps): boolean {
  return (props.parentIds ?? []).some((id) => fields.get(id)?.isEmptyOptionalGroup() ?? false)
}

/** After a check: a field at fault is watched until it is right. */
export function noted(field: CheckedField) {
  if (field.faulty()) showing.add(field)
  else showing.delete(field)
}

/** Something changed: every field that shows a message is checked again against the entry as it is now. */
export function changed() {
  for (const field of [...showing]) field.recheck()
}

/** The position of `path` in the form: the index of each field among its siblings, list positions as they are. */
export function formOrder(fieldsOfForm: readonly FieldShape[], path: Path): number[] {
  let here: readonly FieldShape[] = fieldsOfForm
  return path.map((key) => {
    if (typeof key === "number") return key
    const index = here.findIndex((field) => field.name === key)
    const field = here[index]
    here = field?.fields ?? (field?.field ? (field.field.fields ?? []) : [])
    return index < 0 ? Number.MAX_SAFE_INTEGER : index
  })
}

const before = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return a.length - b.length
}

/**
 * The field that shows `path`'s message: the last named field on it, or the entry of a list it ends
 * in («amounts › 5» shows at the sixth amount, which Decap's `focus("5")` unfolds).
 */
export function shownAt(path: Path): Path {
  const last = path.reduce<number>((found, key, index) => (typeof key === "string" ? index : found), -1)
  return path.slice(0, last === path.length - 2 ? path.length : last + 1)
}

/** The first fault of the entry in the order of the form, as the path of the field that shows it. */
export function firstFault(config: ConfigShape, entry: Parameters<typeof entryIssues>[1]): Path | undefined {
  const { issues } = entryIssues(config, entry)
  const form = fieldsOf(config, entry.get("collection"), entry.get("slug"))
  const [first] = issues
    .filter(({ path }) => path.length > 0)
    .map(({ path }) => ({ path: shownAt(path), order: formOrder(form, path) }))
    .sort((a, b) => before(a.order, b.order))
  return first?.path
}

export const FOCUSABLE = "input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex='-1'])"

/** The field's box in Decap's form (label, message, control), found from its control or its message. */
export const boxOf = (element: Element) => element.closest("[class*='-ControlContainer']") ?? element

/** Brings the box of the focused field to the middle of the screen, label and message with it. */
function centre(document: Document) {
  const active = document.activeElement
  if (active && active !== document.body) boxOf(active).scrollIntoView({ block: "center" })
}

/**
 * The first message Decap shows, when the field found by its path took no focus (a picture field has
 * no input of its own): its box is brought to the middle and its first control focused.
 */
function focusFirstMessage(document: Document): boolean {
  const shown = [...document.querySelectorAll("[class*='-ControlErrorsList']")].find(
    (list) => list.getClientRects().length > 0
  )
  if (!shown) return false
  const box = boxOf(shown)
  box.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true })
  box.scrollIntoView({ block: "center" })
  return true
}

let pending = false

/**
 * Once Decap has asked every field (it does so at a save, then refuses or saves): the first field at
 * fault unfolded, focused and in view. Decap's own `focus` of a list or group unfolds the entry on
 * the way; a field it cannot focus is found by its message.
 */
export function revealFirstFault(config: ConfigShape, window: Window) {
  if (pending) return
  pending = true
  window.setTimeout(() => {
    pending = false
    const any = fields.values().next().value
    const entry = any?.props.getEntry?.() ?? any?.props.entry
    if (!entry) return
    const path = firstFault(config, entry as Parameters<typeof entryIssues>[1])
    if (!path) return
    const [name, ...rest] = path
    const top = [...fields.values()].find(
      (field) => (field.props.parentIds ?? []).length === 0 && field.props.field.get("name") === name
    )
    const { document } = window
    top?.focus(rest.join("."))
    // Decap renders the messages and unfolds entries in the next frames.
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        const inForm = document.activeElement?.closest("[class*='-ControlContainer']")
        if (inForm && inForm.querySelector("[class*='-ControlErrorsList']")) centre(document)
        else if (!focusFirstMessage(document)) centre(document)
      })
    )
  }, 0)
}
