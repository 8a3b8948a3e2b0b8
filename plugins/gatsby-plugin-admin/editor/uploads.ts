// Pictures as a phone gives them, made into what the site needs before Decap sees them: every upload
// is decoded in the browser, scaled to at most MAX_EDGE pixels on its long side and stored as JPEG
// (which also drops the camera's metadata, GPS position included), under a name of its own. A
// 13 MB photo becomes a few hundred kilobytes, and no upload is ever named like a picture another
// entry already uses, so Decap never offers to replace (and delete) one. HEIC, which this browser
// cannot decode, is refused at once with what to do instead.

import { slugify } from "../../../src/lib/slug"

/** The long side the site's largest picture needs (a reference enlarged on a wide screen). */
export const MAX_EDGE = 2000
const QUALITY = 0.85

/** The size to draw an image of `width` × `height` at: as it is, or scaled down to `max` on its long side. */
export function fitWithin(width: number, height: number, max = MAX_EDGE) {
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/** «IMG 2041.HEIC» → «img-2041-k3x9q2.jpg»: the owner's name made safe, and a suffix of its own. */
export function uniqueName(original: string, suffix: string) {
  const stem = slugify(original.replace(/\.[^.]*$/, ""))
    .slice(0, 40)
    .replace(/-+$/, "")
  return `${stem || "bild"}-${suffix}.jpg`
}

const randomSuffix = () => Math.random().toString(36).slice(2, 8).padEnd(6, "0")

export const HEIC_MESSAGE =
  "Dieses Foto ist im Format HEIC (iPhone) und kann hier nicht gelesen werden. So geht es: in der " +
  "Fotos-App das Bild teilen und «Als JPEG sichern» bzw. in den iPhone-Einstellungen unter «Kamera › " +
  "Formate» «Maximale Kompatibilität» wählen, dann das Foto nochmals hochladen."
export const UNREADABLE_MESSAGE =
  "Diese Datei kann nicht als Bild gelesen werden. Bitte ein Foto im Format JPG, PNG oder WebP wählen."

const isHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)

/** The upload as the site stores it, or the German reason it cannot be. */
export async function prepareImage(file: File): Promise<File | { error: string }> {
  if (isHeic(file)) return { error: HEIC_MESSAGE }
  let bitmap: ImageBitmap
  try {
    // Turned upright as the camera meant it (EXIF orientation), which the browser does by default.
    bitmap = await createImageBitmap(file)
  } catch {
    return { error: UNREADABLE_MESSAGE }
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height)
  const canvas = document.createElement("canvas")
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext("2d")
  if (!context) return { error: UNREADABLE_MESSAGE }
  // A PNG's transparent parts on white, not black.
  context.fillStyle = "#fff"
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY))
  if (!blob) return { error: UNREADABLE_MESSAGE }
  return new File([blob], uniqueName(file.name, randomSuffix()), { type: "image/jpeg" })
}

/**
 * Catches every file chosen in the editor before Decap does (a capturing listener runs before
 * React's), prepares it and hands Decap the result with a new «change» event.
 */
export function prepareUploads(document: Document, alert: (message: string) => void) {
  const prepared = new WeakSet<Event>()
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || prepared.has(event)) return
      const files = [...(input.files ?? [])]
      if (files.length === 0) return
      event.stopImmediatePropagation()
      void Promise.all(files.map(prepareImage)).then((results) => {
        const refused = results.find((result): result is { error: string } => !(result instanceof File))
        if (refused) {
          input.value = ""
          alert(refused.error)
          return
        }
        const transfer = new DataTransfer()
        for (const file of results as File[]) transfer.items.add(file)
        input.files = transfer.files
        const again = new Event("change", { bubbles: true })
        prepared.add(again)
        input.dispatchEvent(again)
      })
    },
    true
  )
}
