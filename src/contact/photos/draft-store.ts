// The prepared pictures of the request being written, kept in IndexedDB (sessionStorage takes only
// text): a reload does not lose them. They belong to this browser tab, as the text draft does: the
// tab's key lives in sessionStorage. The database is opened only once a picture is kept (a visit
// without photos leaves nothing); keeping the first picture of a tab deletes those of abandoned
// ones. Once the request is sent, this tab's pictures go, and the database with the last of them.
// Without IndexedDB (private modes of some browsers) nothing is kept and nothing breaks.
import type { PreparedPhoto } from "./prepare"

import { TAB_KEY } from "../../lib/photo-limits"

const DATABASE = "kontakt-fotos"
const STORE = "fotos"

export interface StoredPhoto {
  id: string
  tab: string
  /** Order of picking. */
  position: number
  name: string
  prepared: PreparedPhoto
}

const tabKey = () => window.sessionStorage.getItem(TAB_KEY)

let opened: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error("IndexedDB"))
  }).catch((error: unknown) => {
    opened = undefined
    throw error
  })
  return opened
}

async function transaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void
): Promise<T | undefined> {
  const db = await database()
  return new Promise((resolve, reject) => {
    const run = db.transaction(STORE, mode)
    const request = work(run.objectStore(STORE))
    run.oncomplete = () => resolve(request ? request.result : undefined)
    run.onerror = () => reject(run.error ?? new Error("IndexedDB"))
    run.onabort = () => reject(run.error ?? new Error("IndexedDB"))
  })
}

/** This tab's kept pictures, in the order they were picked. */
export async function loadStoredPhotos(): Promise<StoredPhoto[]> {
  try {
    const key = tabKey()
    if (!key) return [] // nothing kept in this tab: the database is not even opened
    const all = ((await transaction("readonly", (store) => store.getAll())) ?? []) as StoredPhoto[]
    return all.filter((photo) => photo.tab === key).sort((a, b) => a.position - b.position)
  } catch {
    return []
  }
}

export async function storePhoto(photo: Omit<StoredPhoto, "tab">): Promise<void> {
  try {
    let key = tabKey()
    const first = !key
    if (!key) {
      key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
      window.sessionStorage.setItem(TAB_KEY, key)
    }
    const tab = key
    await transaction("readwrite", (store) => {
      // One draft with pictures at a time: a tab's first picture clears those of any other tab
      // (mostly closed without sending).
      if (first) store.clear()
      store.put({ ...photo, tab })
    })
  } catch {
    // Not kept: only a reload would lose it.
  }
}

export async function forgetPhoto(id: string): Promise<void> {
  if (!tabKey()) return
  try {
    await transaction("readwrite", (store) => store.delete(id))
  } catch {
    // nothing kept
  }
}

/** After sending: this tab's pictures go, and the database with the last of them. */
export async function forgetAllPhotos(): Promise<void> {
  const key = tabKey()
  if (!key) return
  try {
    window.sessionStorage.removeItem(TAB_KEY)
    const all = ((await transaction("readonly", (store) => store.getAll())) ?? []) as StoredPhoto[]
    const others = all.filter((photo) => photo.tab !== key)
    if (others.length > 0) {
      await transaction("readwrite", (store) => {
        for (const photo of all) if (photo.tab === key) store.delete(photo.id)
      })
      return
    }
    const db = await database()
    db.close()
    opened = undefined
    indexedDB.deleteDatabase(DATABASE)
  } catch {
    // nothing kept
  }
}
