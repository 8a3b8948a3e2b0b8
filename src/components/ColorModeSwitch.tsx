import { Monitor, Moon, Sun } from "lucide-react"
import { useColorModeChoice } from "../color-mode/ColorModeProvider"
import type { ColorModeChoice } from "../color-mode/choice"

const OPTIONS: { value: ColorModeChoice; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Hell", Icon: Sun },
  { value: "dark", label: "Dunkel", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
]

/** «Farbmodus»: Hell, Dunkel or System, as a group of radio buttons. */
export function ColorModeSwitch() {
  const { choice, setChoice } = useColorModeChoice()
  return (
    <fieldset sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <legend sx={{ p: 0, mb: 2, fontSize: 1, color: "textMuted" }}>Farbmodus</legend>
      <div
        sx={{
          display: "inline-flex",
          gap: 1,
          p: 1,
          border: "1px solid",
          borderColor: "border",
          borderRadius: "pill",
        }}
      >
        {OPTIONS.map(({ value, label, Icon }) => (
          <label
            key={value}
            sx={{
              position: "relative",
              display: "inline-flex",
              alignItems: "center",
              gap: 1,
              minHeight: 36,
              px: 3,
              borderRadius: "pill",
              fontSize: 1,
              color: "textMuted",
              cursor: "pointer",
              "&:hover": { color: "text" },
              "&:has(input:checked)": { bg: "muted", color: "text", fontWeight: "bold" },
              "&:has(input:focus-visible)": {
                outline: "3px solid",
                outlineColor: "focus",
                outlineOffset: "2px",
              },
            }}
          >
            <input
              type="radio"
              name="farbmodus"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              sx={{ variant: "layout.srOnly" }}
            />
            <Icon size={16} aria-hidden="true" focusable="false" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
