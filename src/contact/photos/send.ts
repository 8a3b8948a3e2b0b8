// Sending the pictures with a request, on either path: part of the photo code (./lazy.ts), which is
// there whenever a request has pictures. The text-only request stays in ../submit.ts.
import { ContactDeliveryError, netlifyFields, timeoutError, watchdog, type OutgoingRequest } from "../submit"
import { PHOTO_FIELDS } from "./limits"

/**
 * Multipart, one file field per picture (foto1 … foto5, as the page's HTML declares them: Netlify
 * takes one file per field). XMLHttpRequest, because fetch does not tell how much is uploaded.
 */
export function sendMultipart(outgoing: OutgoingRequest): Promise<void> {
  const body = new FormData()
  for (const [name, value] of netlifyFields(outgoing)) body.append(name, value)
  outgoing.photos.forEach((photo, index) => body.append(PHOTO_FIELDS[index]!, photo, `foto${index + 1}.jpg`))

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const timer = watchdog(() => {
      xhr.abort()
      reject(timeoutError())
    })
    xhr.upload.addEventListener("progress", (event) => {
      timer.restart()
      if (event.lengthComputable) outgoing.onProgress?.(event.loaded / event.total)
    })
    // All sent: from now on, 10 s for the answer.
    xhr.upload.addEventListener("load", () => {
      outgoing.onProgress?.(1)
      timer.restart()
    })
    xhr.addEventListener("load", () => {
      timer.stop()
      if (xhr.status >= 200 && xhr.status < 300) resolve()
      else reject(new ContactDeliveryError("rejected", `HTTP ${xhr.status}`))
    })
    xhr.addEventListener("error", () => {
      timer.stop()
      reject(new ContactDeliveryError("network", "XMLHttpRequest error"))
    })
    xhr.open("POST", "/")
    xhr.send(body)
  })
}

/**
 * Pictures already in Storage, by picture: a retry sends only the rest. Storage takes each path
 * once (storage.rules allows only to create), so a picture whose upload did not confirm goes up
 * under a new name; one that arrived after all stays unreferenced by the request.
 */
const uploaded = new WeakMap<Blob, string>()

export async function uploadPhotos(outgoing: OutgoingRequest & { id: string }): Promise<string[]> {
  const { uploadContactPhoto } = await import(
    /* webpackChunkName: "contact-storage" */ "../../firebase/contact-photos"
  )
  const total = outgoing.photos.reduce((sum, photo) => sum + photo.size, 0)
  let done = outgoing.photos.reduce((sum, photo) => sum + (uploaded.has(photo) ? photo.size : 0), 0)
  const paths: string[] = []
  for (const [index, photo] of outgoing.photos.entries()) {
    const known = uploaded.get(photo)
    if (known) {
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
