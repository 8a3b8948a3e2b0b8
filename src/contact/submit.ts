// Sends a contact request, by the delivery chosen in content/site.yaml: Netlify Forms (a plain
// url-encoded POST as Netlify expects, multipart when pictures come along) or a Firestore document
// with its pictures in Firebase Storage. The form does not know which.
import { PHOTO_FIELDS } from "./photos/limits"
import type { ContactRequest } from "./request"

export type ContactDelivery = "netlify" | "firestore"

/** The name Netlify knows the form by (the form in the page's HTML carries it too). */
export const NETLIFY_FORM_NAME = "kontakt"

/** The honeypot field's name (netlify-honeypot in the page's HTML). */
export const HONEYPOT = "website"

/**
 * Spec'd patience: an answer within 10 s, or the request counts as failed. While pictures go up, the
 * 10 s count from the last progress: a slow phone connection is not a failure as long as it moves.
 */
export const SEND_TIMEOUT_MS = 10_000

/** Anything that kept a request from arriving: network, refusal (4xx/5xx), no answer in time. */
export class ContactDeliveryError extends Error {
  constructor(
    readonly reason: "network" | "rejected" | "timeout",
    detail: string
  ) {
    super(`Kontaktanfrage nicht gesendet (${reason}): ${detail}`)
    this.name = "ContactDeliveryError"
  }
}

/** One request as it leaves the browser. */
export interface OutgoingRequest {
  request: ContactRequest
  /**
   * The honeypot's value, sent as it is: Netlify files a filled one under «Spam», where the owner
   * still finds a person's request that the browser's autofill filled by mistake.
   */
  honeypot: string
  /** The prepared pictures (JPEG, no metadata). */
  photos: readonly Blob[]
  /** Made in the browser and kept in the draft: a retry writes the same Firestore document. */
  id: string
  /** How much is sent, from 0 to 1, while pictures go up. */
  onProgress?: (fraction: number) => void
}

const timeoutError = () =>
  new ContactDeliveryError("timeout", `keine Antwort innert ${SEND_TIMEOUT_MS / 1000} s`)

/** A timer that fails `reject` after SEND_TIMEOUT_MS unless `restart` is called (on progress). */
function watchdog(onTimeout: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const restart = () => {
    clearTimeout(timer)
    timer = setTimeout(onTimeout, SEND_TIMEOUT_MS)
  }
  restart()
  return { restart, stop: () => clearTimeout(timer) }
}

function withTimeout<T>(promise: Promise<T>, onTimeout: () => void): Promise<T> {
  let stop = () => {}
  const timeout = new Promise<never>((_, reject) => {
    stop = watchdog(() => {
      onTimeout()
      reject(timeoutError())
    }).stop
  })
  return Promise.race([promise, timeout]).finally(stop)
}

/** The text fields Netlify receives: the form's name, every field, the honeypot when filled. */
function netlifyFields({ request, honeypot }: OutgoingRequest): [string, string][] {
  return [
    ["form-name", NETLIFY_FORM_NAME],
    ...Object.entries(request),
    ...(honeypot ? [[HONEYPOT, honeypot] as [string, string]] : []),
  ]
}

async function sendToNetlify(outgoing: OutgoingRequest): Promise<void> {
  if (outgoing.photos.length > 0) return sendToNetlifyWithPhotos(outgoing)
  const controller = new AbortController()
  const response = await withTimeout(
    fetch("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(netlifyFields(outgoing)).toString(),
      signal: controller.signal,
    }).catch((error: unknown) => {
      if (error instanceof ContactDeliveryError) throw error
      throw new ContactDeliveryError("network", String(error))
    }),
    () => controller.abort()
  )
  if (!response.ok) throw new ContactDeliveryError("rejected", `HTTP ${response.status}`)
}

/**
 * Multipart, one file field per picture (foto1 … foto5, as the page's HTML declares them: Netlify
 * takes one file per field). XMLHttpRequest, because fetch does not tell how much is uploaded.
 */
function sendToNetlifyWithPhotos(outgoing: OutgoingRequest): Promise<void> {
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

/** Firebase's code comes on first use, and only on this path: the Netlify path never loads it. */
const loadFirestorePath = () =>
  import(/* webpackChunkName: "contact-firestore" */ "../firebase/contact-requests")
const loadStoragePath = () => import(/* webpackChunkName: "contact-storage" */ "../firebase/contact-photos")

function firebaseFailure(error: unknown): ContactDeliveryError {
  if (error instanceof ContactDeliveryError) return error
  const code = (error as { code?: string }).code ?? ""
  return new ContactDeliveryError(
    // Offline, the SDK's own code may not even arrive (ChunkLoadError).
    /unavailable|network|retry-limit/.test(code) ||
      error instanceof TypeError ||
      (error as Error).name === "ChunkLoadError"
      ? "network"
      : "rejected",
    String(error)
  )
}

/**
 * Pictures already in Storage, by picture: a retry sends only the rest. Storage takes each path
 * once (storage.rules allows only to create), so a picture whose upload did not confirm goes up
 * under a new name; one that arrived after all stays unreferenced by the request.
 */
const uploaded = new WeakMap<Blob, string>()

async function uploadPhotos(outgoing: OutgoingRequest): Promise<string[]> {
  if (outgoing.photos.length === 0) return []
  const { uploadContactPhoto } = await loadStoragePath()
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

async function sendToFirestore(outgoing: OutgoingRequest): Promise<void> {
  try {
    const photos = await uploadPhotos(outgoing)
    await withTimeout(
      loadFirestorePath().then(({ saveContactRequest }) =>
        saveContactRequest(outgoing.id, {
          ...outgoing.request,
          ...(outgoing.honeypot ? { website: outgoing.honeypot.slice(0, 200) } : {}),
          ...(photos.length > 0 ? { photos } : {}),
        })
      ),
      () => {}
    )
  } catch (error) {
    throw firebaseFailure(error)
  }
}

/** Sends the request; throws ContactDeliveryError when it did not arrive. */
export function submitContactRequest(outgoing: OutgoingRequest, delivery: ContactDelivery): Promise<void> {
  return delivery === "firestore" ? sendToFirestore(outgoing) : sendToNetlify(outgoing)
}
