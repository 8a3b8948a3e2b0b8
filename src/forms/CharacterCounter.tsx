// «123 von 2000 Zeichen» under a text area: how much is typed of what the form accepts, in red past it.
import { fillTemplate } from "../utils/template"

export interface CharacterCounterProps {
  id: string
  /** The owner's words, with {count} and {max}. */
  template: string
  count: number
  max: number
}

export function CharacterCounter({ id, template, count, max }: CharacterCounterProps) {
  return (
    <p
      id={id}
      sx={{
        m: 0,
        fontSize: 1,
        textAlign: "right",
        color: count > max ? "danger" : "textMuted",
      }}
    >
      {fillTemplate(template, { count, max })}
    </p>
  )
}
