// The references' behaviour, fetched only when a reference comes near the screen (BeforeAfter.tsx,
// Gallery.tsx): the before/after slider and the dialog that shows a picture large.
import { ChevronLeft, ChevronRight, X } from "lucide-react"
import * as React from "react"
import { fillTemplate } from "../lib/template"
import { ContentImage } from "../components/ContentImage"
import { dialogBox, keepTabInside } from "../components/dialog"
import { enter, fadeIn, iconButton } from "../components/header/styles"
import { sliderInput } from "./styles"

/** The divider's place, 0–100 % from the left, for the frame's styles (BeforeAfter.tsx). */
function showPosition(frame: HTMLElement | null, value: number) {
  frame?.style.setProperty("--position", `${value}%`)
}

/**
 * The slider of a before/after frame: a native range input (keyboard: arrows, Page Up/Down, Home/End;
 * screen readers announce and move it), and the frame itself for the pointer: press anywhere and drag,
 * with a mouse or a finger. The position goes to the frame as `--position`, without a React render.
 */
export function CompareSlider({
  frame,
  label,
}: {
  frame: React.RefObject<HTMLDivElement | null>
  label: string
}) {
  const input = React.useRef<HTMLInputElement>(null)

  React.useEffect(() => {
    const element = frame.current
    const range = input.current
    if (!element || !range) return undefined
    const moveTo = (clientX: number) => {
      const box = element.getBoundingClientRect()
      const value = Math.round(Math.min(1, Math.max(0, (clientX - box.left) / box.width)) * 100)
      range.value = String(value)
      showPosition(element, value)
    }
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return
      // No image drag or text selection with a mouse; the keyboard takes over where the pointer left off.
      event.preventDefault()
      element.setPointerCapture(event.pointerId)
      range.focus({ preventScroll: true })
      moveTo(event.clientX)
    }
    const move = (event: PointerEvent) => {
      if (element.hasPointerCapture(event.pointerId)) moveTo(event.clientX)
    }
    element.addEventListener("pointerdown", down)
    element.addEventListener("pointermove", move)
    return () => {
      element.removeEventListener("pointerdown", down)
      element.removeEventListener("pointermove", move)
    }
  }, [frame])

  return (
    <input
      ref={input}
      type="range"
      min={0}
      max={100}
      step={1}
      defaultValue={50}
      aria-label={label}
      onInput={(event) => showPosition(frame.current, Number(event.currentTarget.value))}
      sx={sliderInput}
    />
  )
}

type Image = Queries.ReferenceImageFragment

/**
 * One picture of a reference, large, in a modal <dialog> (the browser keeps the rest of the page inert
 * and closes it on Escape; ../components/dialog.ts keeps Tab inside). Closed, the focus goes to the
 * thumbnail of the picture shown last. The arrow keys and two buttons move through the reference's
 * pictures.
 */
export function GalleryDialog({
  title,
  images,
  index,
  onIndexChange,
  onClose,
  words,
}: {
  title: string
  images: readonly Image[]
  index: number
  onIndexChange: (index: number) => void
  /** Called with the index of the picture shown last, whose thumbnail then takes the focus. */
  onClose: (index: number) => void
  words: Pick<Queries.ReferenceWordsFragment, "image">
}) {
  const dialog = React.useRef<HTMLDialogElement>(null)
  const ids = React.useId()
  const image = images[index]
  const count = images.length
  const step = (by: number) => onIndexChange((index + by + count) % count)
  // Shown as soon as it is there; it is there while the gallery has a picture open.
  React.useLayoutEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])
  if (!image) return null
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}title`}
      aria-describedby={`${ids}count`}
      onClose={() => onClose(index)}
      onKeyDown={(event) => {
        keepTabInside(event)
        if (count < 2 || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return
        event.preventDefault()
        step(event.key === "ArrowRight" ? 1 : -1)
      }}
      sx={{
        ...dialogBox,
        inset: 0,
        width: "100%",
        height: "100%",
        gridTemplateRows: "auto 1fr auto",
        gap: 3,
        p: [3, 4],
        bg: "transparent",
        color: "#ffffff",
        "&[open]": { display: "grid", ...enter(fadeIn) },
        "&::backdrop": { bg: "rgba(0, 0, 0, 0.92)", ...enter(fadeIn) },
      }}
    >
      <div sx={{ display: "flex", alignItems: "center", gap: 3 }}>
        <h2 id={`${ids}title`} sx={{ m: 0, fontSize: [2, 3], flex: 1, minWidth: 0 }}>
          {title}
        </h2>
        <button
          type="button"
          aria-label="Schliessen"
          onClick={() => dialog.current?.close()}
          sx={{ ...iconButton, color: "#ffffff" }}
        >
          <X size={28} aria-hidden="true" />
        </button>
      </div>
      <figure sx={{ m: 0, minHeight: 0, display: "flex", alignItems: "center", justifyContent: "center" }}>
        <ContentImage
          key={index}
          image={{ alt: image.alt, src: image.large }}
          eager
          sx={{
            maxHeight: "100%",
            width: "auto",
            maxWidth: "100%",
            objectFit: "contain",
            borderRadius: "default",
          }}
        />
      </figure>
      <div sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 4 }}>
        {count > 1 && (
          <button type="button" aria-label="Vorheriges Bild" onClick={() => step(-1)} sx={dialogButton}>
            <ChevronLeft size={28} aria-hidden="true" />
          </button>
        )}
        <p id={`${ids}count`} aria-live="polite" sx={{ m: 0, minWidth: "8em", textAlign: "center" }}>
          {fillTemplate(words.image, { number: index + 1, total: count })}
        </p>
        {count > 1 && (
          <button type="button" aria-label="Nächstes Bild" onClick={() => step(1)} sx={dialogButton}>
            <ChevronRight size={28} aria-hidden="true" />
          </button>
        )}
      </div>
    </dialog>
  )
}

const dialogButton = {
  ...iconButton,
  color: "#ffffff",
  border: "1px solid rgba(255, 255, 255, 0.5)",
  borderRadius: "pill",
  "&:hover": { bg: "rgba(255, 255, 255, 0.15)" },
}
