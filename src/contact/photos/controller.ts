// The pictures of one request, as the visitor works on them: picked, prepared, kept across a
// reload, removed, handed to the delivery once all are ready. Part of the photo code (./lazy.ts);
// the form holds only what it shows (use-photos.ts).
import { forgetAllPhotos, forgetPhoto, loadStoredPhotos, storePhoto } from "./draft-store"
import { PHOTO_LIMITS } from "../../lib/photo-limits"
import { PhotoError, preparePhoto, type PreparedPhoto } from "./prepare"
import type { Photo, PhotoRefusal, PhotoState } from "./photo-state"

let counter = 0
const nextId = () => `foto-${Date.now().toString(36)}-${(counter += 1)}`

const sameRefusal = (a: PhotoRefusal, b: PhotoRefusal) => JSON.stringify(a) === JSON.stringify(b)

export class PhotoController {
  private photos: Photo[] = []
  private refusals: PhotoRefusal[] = []
  /** What is being prepared or waits for it, so that sending can wait for it. */
  private readonly pending = new Map<string, Promise<unknown>>()
  /**
   * The pictures are prepared one after the other, in the order picked: each decodes to about 4 bytes
   * per pixel, and five 12-megapixel photos at once are a quarter of a gigabyte, more than a phone
   * gives a tab. Each waits for the one before; the form stays usable meanwhile.
   */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly show: (state: PhotoState) => void) {}

  private commit(photos: Photo[], refusals = this.refusals) {
    this.photos = photos
    this.refusals = refusals
    this.show({ photos, refusals })
  }

  private refuse(refusal: PhotoRefusal) {
    if (!this.refusals.some((known) => sameRefusal(known, refusal)))
      this.commit(this.photos, [...this.refusals, refusal])
  }

  /** Pictures kept from before a reload come back first. */
  async restore() {
    const kept = await loadStoredPhotos()
    const known = new Set(this.photos.map((photo) => photo.id))
    const restored = kept
      .filter((photo) => !known.has(photo.id))
      .map(({ id, name, prepared }) => ({ id, name, prepared, url: URL.createObjectURL(prepared.blob) }))
    if (restored.length > 0) this.commit([...restored, ...this.photos].slice(0, PHOTO_LIMITS.count))
  }

  add(files: Iterable<File>) {
    const picked = [...files]
    const room = PHOTO_LIMITS.count - this.photos.length
    const taken = picked.slice(0, Math.max(room, 0))
    const refusals: PhotoRefusal[] = picked.length > taken.length ? [{ problem: "tooMany" }] : []
    const now = Date.now()
    const added = taken.map((file, index) => ({ id: nextId(), file, position: now + index }))
    this.commit([...this.photos, ...added.map(({ id, file }) => ({ id, name: file.name }))], refusals)
    for (const { id, file, position } of added) {
      const work = this.queue.then(() => this.prepare(id, file, position))
      this.queue = work
      this.pending.set(id, work)
      void work.finally(() => this.pending.delete(id))
    }
  }

  /** One picture, in its turn; never rejects, so that the queue goes on. */
  private async prepare(id: string, file: File, position: number) {
    // Removed while waiting: never decoded.
    if (!this.photos.some((photo) => photo.id === id)) return
    try {
      const prepared = await preparePhoto(file)
      if (!this.photos.some((photo) => photo.id === id)) return // removed meanwhile
      const url = URL.createObjectURL(prepared.blob)
      this.commit(this.photos.map((photo) => (photo.id === id ? { ...photo, prepared, url } : photo)))
      void storePhoto({ id, position, name: file.name, prepared })
    } catch (error) {
      this.commit(this.photos.filter((photo) => photo.id !== id))
      this.refuse({ problem: error instanceof PhotoError ? error.problem : "unreadable", name: file.name })
    }
  }

  remove(id: string) {
    const gone = this.photos.find((photo) => photo.id === id)
    if (gone?.url) URL.revokeObjectURL(gone.url)
    this.commit(
      this.photos.filter((photo) => photo.id !== id),
      []
    )
    void forgetPhoto(id)
  }

  /** Every picture ready to send, with its file name, once those still being prepared are done. */
  async ready(): Promise<(PreparedPhoto & { name: string })[]> {
    await Promise.allSettled(this.pending.values())
    return this.photos.flatMap(({ prepared, name }) => (prepared ? [{ ...prepared, name }] : []))
  }

  /** After sending: the pictures leave the form and the browser. */
  async clear() {
    this.release()
    this.commit([], [])
    await forgetAllPhotos()
  }

  /** The thumbnails' object URLs, when the form goes. */
  release() {
    for (const photo of this.photos) if (photo.url) URL.revokeObjectURL(photo.url)
  }
}
