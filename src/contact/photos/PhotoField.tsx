import * as React from "react"
import * as styles from "../../components/form-styles"
import { fillTemplate } from "../../lib/template"
import { PHOTO_FIELDS, PHOTO_LIMITS, PHOTO_NOTE_FIELD } from "../../lib/photo-limits"
import type { PhotoList } from "./use-photos"

export type PhotoTexts = Queries.ContactFormTextsFragment["photos"]

const megabytes = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1, minimumFractionDigits: 1 })
/** «850 kB», «1.2 MB»: as a phone's gallery shows sizes. */
export const formatSize = (bytes: number) =>
  bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${megabytes.format(bytes / 1_000_000)} MB`

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
 * form. Inputs foto2 … foto5 are in the HTML too, hidden, so that Netlify knows every picture field,
 * and the field that names pictures left behind.
 */
export function PhotoField({ texts, optional, list, plain, disabled, unavailable }: PhotoFieldProps) {
  const { photos, refusals, add, remove, bytes, module } = list
  const full = photos.length >= PHOTO_LIMITS.count

  return (
    <div
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
          {module && photos.length > 0 && (
            <module.Thumbnails texts={texts} photos={photos} disabled={disabled} onRemove={remove} />
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
                  {refusal.problem === "unavailable" ? unavailable : module?.refusalText(texts, refusal)}
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
      {/* Filled only by the script, when a slow connection leaves pictures behind (send.ts). */}
      <input name={PHOTO_NOTE_FIELD} type="hidden" />
    </>
  )
}
