// Sending the pictures with a request, on either path: part of the photo code (./lazy.ts), which is
// there whenever a request has pictures. The text-only request stays in ../submit.ts.
//
// Netlify cuts a submission off after 30 s (limits.ts), words and all. The first request carries
// everything, as the form always did; if its pace (pace.ts) says it would not be done in time, it is
// given up and the words go again with only the pictures that fit the measured pace, then alone. A
// request that fails before all of it went up is sent again with the words alone: the words never
// wait for the pictures. The request that arrives names the pictures left behind, for the owner, and
// the visitor is told which they are.
import {
  ContactDeliveryError,
  netlifyFields,
  timeoutError,
  watchdog,
  type OutgoingRequest,
} from "../transport"
import { leftOutList, ownerNote, type Delivered } from "./left-out"
import { PHOTO_FIELDS, PHOTO_NOTE_FIELD } from "../../lib/photo-limits"
import { measuredRate, photosThatFit, tooSlow, type Sample } from "./pace"

/** How one multipart POST ended. */
type Attempt =
  | { outcome: "sent" }
  /** Given up: at `rate` bytes per second its `total` bytes would not have been done in time. */
  | { outcome: "tooSlow"; rate: number; total: number }
  /** `uploaded`: every byte went, so Netlify may have it although its answer failed. */
  | { outcome: "failed"; error: ContactDeliveryError; uploaded: boolean }

/**
 * One multipart POST to «/». XMLHttpRequest, because fetch does not tell how much is uploaded. The
 * 10 s patience counts from the last progress, then 10 s for the answer once all is sent. With
 * `judge`, the request is given up as soon as its pace says it cannot be done in time.
 */
function post(body: FormData, judge: boolean, onProgress?: (fraction: number) => void): Promise<Attempt> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    const started = Date.now()
    const samples: Sample[] = []
    let uploaded = false
    const end = (attempt: Attempt) => {
      timer.stop()
      resolve(attempt)
    }
    const timer = watchdog(() => {
      xhr.abort()
      end({ outcome: "failed", error: timeoutError(), uploaded })
    })
    xhr.upload.addEventListener("progress", (event) => {
      timer.restart()
      if (!event.lengthComputable) return
      onProgress?.(event.loaded / event.total)
      samples.push({ at: Date.now() - started, loaded: event.loaded })
      if (judge && tooSlow(samples, event.total)) {
        xhr.abort()
        end({ outcome: "tooSlow", rate: measuredRate(samples) ?? 0, total: event.total })
      }
    })
    // All sent: from now on, 10 s for the answer.
    xhr.upload.addEventListener("load", () => {
      uploaded = true
      onProgress?.(1)
      timer.restart()
    })
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) end({ outcome: "sent" })
      else
        end({
          outcome: "failed",
          error: new ContactDeliveryError("rejected", `HTTP ${xhr.status}`),
          uploaded,
        })
    })
    xhr.addEventListener("error", () => {
      end({ outcome: "failed", error: new ContactDeliveryError("network", "XMLHttpRequest error"), uploaded })
    })
    xhr.open("POST", "/")
    xhr.send(body)
  })
}

/**
 * The request as multipart, one file field per picture (foto1 … foto5, as the page's HTML declares
 * them: Netlify takes one file per field), each picture in its own field whatever else is left out.
 * Resolves with the pictures left behind when the words went without some of them.
 */
export async function sendMultipart(outgoing: OutgoingRequest): Promise<Delivered | undefined> {
  const { photos, leftOut } = outgoing
  const all = photos.map((_, index) => index)
  let chosen = all
  for (;;) {
    const missing = all.filter((index) => !chosen.includes(index))
    const list = leftOutList(missing, leftOut?.names ?? [], leftOut?.texts)
    const body = new FormData()
    for (const [name, value] of netlifyFields(outgoing)) body.append(name, value)
    if (missing.length > 0) body.append(PHOTO_NOTE_FIELD, ownerNote(list, leftOut?.texts))
    for (const index of chosen) body.append(PHOTO_FIELDS[index]!, photos[index]!, `foto${index + 1}.jpg`)

    const attempt = await post(body, chosen.length > 0, outgoing.onProgress)
    if (attempt.outcome === "sent") return missing.length > 0 ? { photosLeftOut: list } : undefined
    // The words alone did not go, or all went and only the answer failed (sending again could
    // file the request twice): the form says so and keeps everything for another try.
    if (attempt.outcome === "failed" && (chosen.length === 0 || attempt.uploaded)) throw attempt.error
    chosen = attempt.outcome === "tooSlow" ? fewer(chosen, photos, attempt) : []
  }
}

/** What fits the measured pace, and always less than before: each round ends sooner. */
function fewer(
  chosen: readonly number[],
  photos: readonly Blob[],
  { rate, total }: { rate: number; total: number }
) {
  const sizes = chosen.map((index) => photos[index]!.size)
  const fixed = total - sizes.reduce((sum, size) => sum + size, 0)
  const fit = photosThatFit(sizes, rate, fixed).map((position) => chosen[position]!)
  return fit.length < chosen.length ? fit : chosen.slice(0, -1)
}

/**
 * Pictures already in Storage, by picture: a retry sends only the rest. Storage takes each path
 * once (storage.rules allows only to create), so a picture whose upload did not confirm goes up
 * under a new name; one that arrived after all stays unreferenced by the request.
 */
const uploaded = new WeakMap<Blob, string>()

export async function uploadPhotos(outgoing: OutgoingRequest & { id: string }): Promise<string[]> {
  const { uploadContactPhoto } = await import(
    /* webpackChunkName: "contact-storage" */ "../firebase/contact-photos"
  )
  const total = outgoing.photos.reduce((sum, photo) => sum + photo.size, 0)
  // Only what is in this request's folder: after a refusal the request goes under a new id
  // (firestore-delivery.ts), and its photos with it.
  const inFolder = (photo: Blob) => uploaded.get(photo)?.split("/")[1] === outgoing.id
  let done = outgoing.photos.reduce((sum, photo) => sum + (inFolder(photo) ? photo.size : 0), 0)
  const paths: string[] = []
  for (const [index, photo] of outgoing.photos.entries()) {
    const known = uploaded.get(photo)
    if (known && inFolder(photo)) {
      paths.push(known)
      continue
    }
    const attempt = Math.random().toString(36).slice(2, 8)
    let timer: { restart: () => void; stop: () => void } | undefined
    const path = await new Promise<string>((resolve, reject) => {
      timer = watchdog(() => reject(timeoutError()))
      uploadContactPhoto({
        requestId: outgoing.id,
        name: `foto${index + 1}-${attempt}.jpg`,
        photo,
        onProgress: (sent) => {
          timer?.restart()
          outgoing.onProgress?.((done + sent) / total)
        },
      }).then(resolve, reject)
    }).finally(() => timer?.stop())
    uploaded.set(photo, path)
    done += photo.size
    paths.push(path)
  }
  return paths
}
