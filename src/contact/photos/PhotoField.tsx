import { ImagePlus, LoaderCircle, MapPinOff, X } from "lucide-react"
import * as React from "react"
import * as styles from "../../components/form-styles"
import { fillTemplate } from "../../utils/template"
import { PHOTO_FIELDS, PHOTO_LIMITS } from "./limits"
import type { PhotoList, PhotoRefusal } from "./use-photos"

type PhotoTexts = Queries.ContactFormTextsFragment["photos"]

const megabytes = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1, minimumFractionDigits: 1 })
/** «850 kB», «1.2 MB»: as a phone's gallery shows sizes. */
export const formatSize = (bytes: number) =>
  bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${megabytes.format(bytes / 1_000_000)} MB`

function refusalText(
  texts: PhotoTexts,
  refusal: PhotoRefusal,
  unavailable: React.ReactNode
): React.ReactNode {
  switch (refusal.problem) {
    case "tooMany":
      return fillTemplate(texts.errors.tooMany, { max: PHOTO_LIMITS.count })
    case "unavailable":
      return unavailable
    default:
      return fillTemplate(texts.errors[refusal.problem], { name: refusal.name })
  }
}

export interface PhotoFieldProps {
  texts: PhotoTexts
  /** The form's «optional» word. */
  optional: string
  list: PhotoList
  /** Without JavaScript (the static HTML, Netlify path): a plain file input that posts with the form. */
  plain: boolean
  /** While sending, and before the page's scripts run: no changes. */
  disabled: boolean
  /** What to say when the preparing code does not arrive (the form's «unavailable» text). */
  unavailable: React.ReactNode
}

/**
 * «Fotos Ihres Fahrzeugs»: with JavaScript, pictures are picked (camera or gallery), prepared in the
 * browser and shown as thumbnails to remove; without it, one plain file input that posts with the
 * form. Inputs foto2 … foto5 are in the HTML too, hidden, so that Netlify knows every picture field.
 */
export function PhotoField({ texts, optional, list, plain, disabled, unavailable }: PhotoFieldProps) {
  const group = React.useRef<HTMLDivElement>(null)
  const { photos, refusals, add, remove, bytes } = list
  const full = photos.length >= PHOTO_LIMITS.count

  const removeAndFocus = (index: number) => {
    const photo = photos[index]
    if (!photo) return
    remove(photo.id)
    // The focus goes to the next picture's button, else the previous one's, else the picker.
    requestAnimationFrame(() => {
      const buttons = group.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? []
      const next = buttons[Math.min(index, buttons.length - 1)]
      ;(next ?? group.current?.querySelector<HTMLInputElement>("input[type=file]"))?.focus()
    })
  }

  return (
    <div
      ref={group}
      role="group"
      aria-labelledby="photos-label"
      aria-describedby="photos-hint"
      sx={{ display: "grid", gap: 2 }}
    >
      <label id="photos-label" htmlFor="photos" sx={{ fontWeight: "bold" }}>
        {texts.label}
        <span sx={{ fontWeight: "body", color: "textMuted" }}> ({optional})</span>
      </label>
      <p id="photos-hint" sx={{ m: 0, fontSize: 1, color: "textMuted" }}>
        {fillTemplate(plain ? texts.noScript : texts.hint, { max: PHOTO_LIMITS.count })}
      </p>

      {plain ? (
        <PlainInputs onHandOver={add} />
      ) : (
        <>
          {photos.length > 0 && (
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
                    onClick={() => removeAndFocus(index)}
                    aria-label={fillTemplate(texts.remove, { number: index + 1, name: photo.name })}
                    sx={{ variant: "buttons.secondary", minHeight: 44, px: 2, py: 1, fontSize: 1 }}
                  >
                    <X size={16} aria-hidden="true" />
                    {texts.removeShort}
                  </button>
                </li>
              ))}
            </ul>
          )}

          <label
            sx={{
              variant: "buttons.secondary",
              justifySelf: "start",
              cursor: full || disabled ? "not-allowed" : "pointer",
              opacity: full || disabled ? 0.6 : 1,
              "&:focus-within": { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
            }}
          >
            <ImagePlus size={20} aria-hidden="true" />
            <span id="photos-add">{texts.add}</span>
            <input
              id="photos"
              type="file"
              accept="image/*"
              multiple
              disabled={full || disabled}
              aria-labelledby="photos-label photos-add"
              aria-describedby="photos-hint photos-count"
              onFocus={() => void list.preload().catch(() => {})}
              onChange={(event) => {
                const input = event.currentTarget
                if (input.files) add(input.files)
                input.value = "" // the same picture may be picked again after removing it
              }}
              sx={{ variant: "layout.srOnly" }}
            />
          </label>

          <p id="photos-count" aria-live="polite" sx={{ m: 0, fontSize: 1, color: "textMuted" }}>
            {photos.length > 0 &&
              fillTemplate(texts.count, {
                count: photos.length,
                max: PHOTO_LIMITS.count,
                size: formatSize(bytes),
              })}
          </p>

          {refusals.length > 0 && (
            <div role="alert" sx={{ display: "grid", gap: 1 }}>
              {refusals.map((refusal) => (
                <p key={JSON.stringify(refusal)} sx={styles.error}>
                  {refusalText(texts, refusal, unavailable)}
                </p>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  )
}

/**
 * Without JavaScript: the first picture field, shown, and the others, hidden. A picture picked here
 * before the page's scripts started is handed over to the list when they replace this input.
 */
function PlainInputs({ onHandOver }: { onHandOver: (files: Iterable<File>) => void }) {
  const input = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => {
    const element = input.current
    return () => {
      if (element?.files?.length) onHandOver(element.files)
    }
  }, [onHandOver])
  return (
    <>
      <input
        ref={input}
        id="photos"
        name={PHOTO_FIELDS[0]}
        type="file"
        accept="image/*"
        aria-describedby="photos-hint"
        sx={{ ...styles.input, py: "10px" }}
      />
      {PHOTO_FIELDS.slice(1).map((name) => (
        <input key={name} name={name} type="file" accept="image/*" hidden />
      ))}
    </>
  )
}
