// A request form's send button: its icon and word, or while sending a spinner (still for visitors who
// ask for less motion) and «wird gesendet».
import { keyframes } from "@emotion/react"
import { LoaderCircle, type LucideIcon } from "lucide-react"
import { useHydrated } from "../hooks/use-hydrated"

const spin = keyframes({ to: { transform: "rotate(360deg)" } })

export interface SubmitButtonProps {
  busy: boolean
  /** Firestore: without scripts nothing could send the form (its notice says so). */
  needsScript: boolean
  /** Beside the word, while not sending. */
  icon: LucideIcon
  /** The button's word, and its word while sending. */
  texts: { submit: string; sending: string }
}

export function SubmitButton({ busy, needsScript, icon: Icon, texts }: SubmitButtonProps) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={busy || (needsScript && !hydrated)}
      aria-disabled={busy || undefined}
      sx={{
        variant: "buttons.primary",
        width: ["100%", "auto"],
        "&:disabled": { opacity: 0.75, cursor: "progress" },
      }}
    >
      {busy ? (
        <>
          <LoaderCircle
            size={20}
            aria-hidden="true"
            sx={{
              animation: `${spin} 1s linear infinite`,
              "@media (prefers-reduced-motion: reduce)": { animation: "none" },
            }}
          />
          {texts.sending}
        </>
      ) : (
        <>
          <Icon size={20} aria-hidden="true" />
          {texts.submit}
        </>
      )}
    </button>
  )
}
