// Pictures a slow connection left behind (send.ts): how the visitor and the owner are told which.
import { fillTemplate } from "../../lib/template"

/** The owner's words for pictures left behind (content/pages/kontakt.yaml, form.photos.leftOut). */
export interface LeftOutTexts {
  /** One picture in the list: {number} (its place in the form), {name} (its file name). */
  photo: string
  /** The note the request carries for the owner: {photos}, the list. */
  owner: string
}

/** A request whose words arrived without every picture: which did not, as the visitor's list. */
export interface Delivered {
  photosLeftOut: string
}

/** Without the owner's words (a caller that passes none): the fields' own names. */
const PLAIN: LeftOutTexts = { photo: "foto{number}", owner: "{photos}" }

/** «Foto 2 («IMG_2042.jpg»), Foto 4 («IMG_2044.jpg»)»: the pictures at `indexes`, by the owner's template. */
export function leftOutList(
  indexes: readonly number[],
  names: readonly string[],
  texts: LeftOutTexts = PLAIN
): string {
  return indexes
    .map((index) => fillTemplate(texts.photo, { number: index + 1, name: names[index] ?? "" }))
    .join(", ")
}

/** The note for the owner, sent in the request's field PHOTO_NOTE_FIELD. */
export const ownerNote = (list: string, texts: LeftOutTexts = PLAIN) =>
  fillTemplate(texts.owner, { photos: list })
