// The pictures of one request: picked, prepared in the browser (prepare.ts, fetched on first use),
// shown as thumbnails, removed, and handed to the delivery once all are ready.
import * as React from "react"
import { forgetAllPhotos, forgetPhoto, loadStoredPhotos, storePhoto } from "./draft-store"
import { PHOTO_LIMITS } from "./limits"
import type { PhotoProblem, PreparedPhoto } from "./prepare"

const loadPrepare = () => import(/* webpackChunkName: "contact-photos" */ "./prepare")

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
  /** The preparing code did not arrive (offline). */
  | { problem: "unavailable" }

let counter = 0
const nextId = () => `foto-${Date.now().toString(36)}-${(counter += 1)}`

export function usePhotos() {
  const [photos, setPhotos] = React.useState<Photo[]>([])
  const [refusals, setRefusals] = React.useState<PhotoRefusal[]>([])
  // The list itself lives here, so that work finishing later and sending see it as it is now.
  const store = React.useRef<Photo[]>([])
  const commit = React.useCallback((next: Photo[]) => {
    store.current = next
    setPhotos(next)
  }, [])
  // What is being prepared, so that sending can wait for it.
  const pending = React.useRef(new Map<string, Promise<unknown>>())

  // Pictures kept from before a reload come back first. Thumbnails are object URLs: released with
  // the picture, and when the form goes.
  React.useEffect(() => {
    let active = true
    void loadStoredPhotos().then((kept) => {
      if (!active || kept.length === 0) return
      const known = new Set(store.current.map((photo) => photo.id))
      const restored = kept
        .filter((photo) => !known.has(photo.id))
        .map(({ id, name, prepared }) => ({ id, name, prepared, url: URL.createObjectURL(prepared.blob) }))
      commit([...restored, ...store.current].slice(0, PHOTO_LIMITS.count))
    })
    return () => {
      active = false
      for (const photo of store.current) if (photo.url) URL.revokeObjectURL(photo.url)
    }
  }, [commit])

  const refuse = React.useCallback((refusal: PhotoRefusal) => {
    setRefusals((current) =>
      current.some((known) => JSON.stringify(known) === JSON.stringify(refusal))
        ? current
        : [...current, refusal]
    )
  }, [])

  const add = React.useCallback(
    (files: Iterable<File>) => {
      const picked = [...files]
      const room = PHOTO_LIMITS.count - store.current.length
      const taken = picked.slice(0, Math.max(room, 0))
      setRefusals(picked.length > taken.length ? [{ problem: "tooMany" }] : [])
      if (taken.length === 0) return
      const now = Date.now()
      const added = taken.map((file, index) => ({
        id: nextId(),
        name: file.name,
        file,
        position: now + index,
      }))
      commit([...store.current, ...added.map(({ id, name }) => ({ id, name }))])
      for (const { id, name, file, position } of added) {
        const work = loadPrepare()
          .then(
            ({ preparePhoto, PhotoError }) =>
              preparePhoto(file).catch((error: unknown) => {
                throw {
                  problem: error instanceof PhotoError ? error.problem : "unreadable",
                  name,
                } satisfies PhotoRefusal
              }),
            () => {
              throw { problem: "unavailable" } satisfies PhotoRefusal
            }
          )
          .then(
            (prepared) => {
              if (!store.current.some((photo) => photo.id === id)) return // removed meanwhile
              const url = URL.createObjectURL(prepared.blob)
              commit(store.current.map((photo) => (photo.id === id ? { ...photo, prepared, url } : photo)))
              void storePhoto({ id, position, name, prepared })
            },
            (refusal: PhotoRefusal) => {
              commit(store.current.filter((photo) => photo.id !== id))
              refuse(refusal)
            }
          )
          .finally(() => pending.current.delete(id))
        pending.current.set(id, work)
      }
    },
    [commit, refuse]
  )

  const remove = React.useCallback(
    (id: string) => {
      const gone = store.current.find((photo) => photo.id === id)
      if (gone?.url) URL.revokeObjectURL(gone.url)
      commit(store.current.filter((photo) => photo.id !== id))
      setRefusals([])
      void forgetPhoto(id)
    },
    [commit]
  )

  /** After sending: the pictures leave the form and the browser. */
  const clear = React.useCallback(async () => {
    for (const photo of store.current) if (photo.url) URL.revokeObjectURL(photo.url)
    commit([])
    setRefusals([])
    await forgetAllPhotos()
  }, [commit])

  /** Every picture ready to send, once those still being prepared are done. */
  const ready = React.useCallback(async (): Promise<PreparedPhoto[]> => {
    await Promise.allSettled(pending.current.values())
    return store.current.flatMap((photo) => (photo.prepared ? [photo.prepared] : []))
  }, [])

  const bytes = photos.reduce((sum, photo) => sum + (photo.prepared?.blob.size ?? 0), 0)
  const preparing = photos.some((photo) => !photo.prepared)

  return { photos, refusals, add, remove, clear, ready, bytes, preparing, preload: loadPrepare }
}

export type PhotoList = ReturnType<typeof usePhotos>
