// The pictures of one request as the form shows them: what the hook (use-photos.ts) holds and the
// photo code (controller.ts, Thumbnails.tsx) updates and draws. Its own file, so that the photo code
// does not import the hook that loads it (no import cycle).
import type { PhotoProblem, PreparedPhoto } from "./prepare"

export interface Photo {
  id: string
  /** The file's name on the visitor's device, to tell the pictures apart. */
  name: string
  /** Undefined while the browser prepares it. */
  prepared?: PreparedPhoto
  /** The thumbnail: an object URL of the prepared picture. */
  url?: string
}

/** Why a picked file was not taken; the form says it in the owner's words. */
export type PhotoRefusal =
  | { problem: PhotoProblem; name: string }
  | { problem: "tooMany" }
  /** The photo code did not arrive (offline). */
  | { problem: "unavailable" }

export interface PhotoState {
  photos: readonly Photo[]
  refusals: readonly PhotoRefusal[]
}
