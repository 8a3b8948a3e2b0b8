// The pictures of one request, as the form shows them. The work (preparing, keeping, removing,
// sending) is the photo code's (./controller.ts in ./lazy.ts), fetched when the picker is first
// focused or used, or at once when this tab kept pictures before a reload.
import * as React from "react"
import { useLazyModule } from "../../hooks/use-lazy-module"
import { TAB_KEY } from "../../lib/photo-limits"
import { loadPhotoModule } from "./load"
import type { PhotoController } from "./controller"
import type { PhotoState } from "./photo-state"

/** This tab kept pictures before a reload (draft-store.ts). */
function hasKeptPhotos(): boolean {
  try {
    return window.sessionStorage.getItem(TAB_KEY) !== null
  } catch {
    return false
  }
}

export function usePhotos() {
  const { module, load } = useLazyModule(loadPhotoModule)
  const [{ photos, refusals }, show] = React.useState<PhotoState>({ photos: [], refusals: [] })
  const controller = React.useRef<PhotoController | undefined>(undefined)

  /** The controller, once the photo code is here; undefined (and said so) when it cannot come. */
  const control = React.useCallback(async () => {
    const photoModule = await load()
    if (!photoModule) {
      show((state) => ({ ...state, refusals: [{ problem: "unavailable" }] }))
      return undefined
    }
    controller.current ??= new photoModule.PhotoController(show)
    return controller.current
  }, [load])

  React.useEffect(() => {
    if (hasKeptPhotos())
      void load().then((photoModule) => {
        if (!photoModule) return // offline: the kept pictures wait for the next visit
        controller.current ??= new photoModule.PhotoController(show)
        return controller.current.restore()
      })
    return () => controller.current?.release()
  }, [load])

  const add = React.useCallback(
    (files: Iterable<File>) => {
      const picked = [...files] // the input is emptied right after
      void control().then((photoControl) => photoControl?.add(picked))
    },
    [control]
  )
  const remove = React.useCallback((id: string) => controller.current?.remove(id), [])
  /** Every picture ready to send (none without the photo code: then none was picked). */
  const ready = React.useCallback(async () => (await controller.current?.ready()) ?? [], [])
  const clear = React.useCallback(async () => controller.current?.clear(), [])

  const bytes = photos.reduce((sum, photo) => sum + (photo.prepared?.blob.size ?? 0), 0)
  return {
    photos,
    refusals,
    add,
    remove,
    clear,
    ready,
    bytes,
    /** The photo code, once fetched: the thumbnails and the senders. */
    module,
    preload: load,
  }
}

export type PhotoList = ReturnType<typeof usePhotos>
