import { LoaderCircle, MapPinOff, X } from "lucide-react"
import { fillTemplate } from "../../lib/template"
import { formatSize, type PhotoTexts } from "./PhotoField"
import { DECODE_LIMIT_TEXTS } from "./before-decoding"
import { PHOTO_LIMITS } from "../../lib/photo-limits"
import type { Photo, PhotoRefusal } from "./photo-state"

/** A refused picture, in the owner's words («unavailable» is the form's own text). */
export function refusalText(texts: PhotoTexts, refusal: Exclude<PhotoRefusal, { problem: "unavailable" }>) {
  if (refusal.problem === "tooMany") return fillTemplate(texts.errors.tooMany, { max: PHOTO_LIMITS.count })
  const { problem, name } = refusal
  return problem === "tooLarge" || problem === "tooManyPixels"
    ? fillTemplate(texts.errors[problem], { name, max: DECODE_LIMIT_TEXTS[problem] })
    : fillTemplate(texts.errors[problem], { name })
}

/**
 * The picked pictures: a thumbnail each, its name, size and whether a location was removed, and a
 * button that removes it. Part of the photo code (./lazy.ts): there are thumbnails only once that
 * code has prepared a picture.
 */
export function Thumbnails({
  texts,
  photos,
  disabled,
  onRemove,
}: {
  texts: PhotoTexts
  photos: readonly Photo[]
  disabled: boolean
  onRemove: (id: string) => void
}) {
  const removeAndFocus = (button: HTMLElement, index: number, id: string) => {
    const group = button.closest("[role=group]")
    onRemove(id)
    // The focus goes to the next picture's button, else the previous one's, else the picker.
    requestAnimationFrame(() => {
      const buttons = group?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? []
      const next = buttons[Math.min(index, buttons.length - 1)]
      ;(next ?? group?.querySelector<HTMLInputElement>("input[type=file]"))?.focus()
    })
  }

  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
        gap: 3,
      }}
    >
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          sx={{
            display: "grid",
            gap: 1,
            p: 2,
            bg: "background",
            border: "1px solid",
            borderColor: "border",
            borderRadius: "small",
            fontSize: 1,
          }}
        >
          {photo.url ? (
            <img
              src={photo.url}
              alt={`Foto ${index + 1}: ${photo.name}`}
              width={photo.prepared?.width}
              height={photo.prepared?.height}
              sx={{ width: "100%", height: 96, objectFit: "cover", borderRadius: "small" }}
            />
          ) : (
            <p
              sx={{
                m: 0,
                height: 96,
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                gap: 2,
                color: "textMuted",
              }}
            >
              <LoaderCircle size={18} aria-hidden="true" />
              {texts.preparing}
            </p>
          )}
          <span sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {photo.name}
          </span>
          {photo.prepared && (
            <span sx={{ color: "textMuted" }}>
              {formatSize(photo.prepared.blob.size)}
              {photo.prepared.hadLocation && (
                <>
                  {" · "}
                  <MapPinOff size={14} aria-hidden="true" sx={{ verticalAlign: "-2px" }} />{" "}
                  {texts.locationRemoved}
                </>
              )}
            </span>
          )}
          <button
            type="button"
            data-remove=""
            disabled={disabled}
            onClick={(event) => removeAndFocus(event.currentTarget, index, photo.id)}
            aria-label={fillTemplate(texts.remove, { number: index + 1, name: photo.name })}
            sx={{ variant: "buttons.secondary", minHeight: 44, px: 2, py: 1, fontSize: 1 }}
          >
            <X size={16} aria-hidden="true" />
            {texts.removeShort}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** While the pictures go up: how much is sent, as a labelled progress bar. */
export function SendProgress({ label, progress }: { label: string; progress: number }) {
  const percent = Math.round(progress * 100)
  return (
    <div sx={{ display: "grid", gap: 1, fontSize: 1 }}>
      <label htmlFor="photos-progress">{fillTemplate(label, { percent })}</label>
      <progress
        id="photos-progress"
        max={100}
        value={percent}
        sx={{ width: "100%", height: 8, accentColor: "var(--theme-ui-colors-primary)" }}
      />
    </div>
  )
}
