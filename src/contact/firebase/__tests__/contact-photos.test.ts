// uploadContactPhoto at the SDK boundary: firebase/storage replaced by a fake upload task that reports
// progress like the real one (state_changed snapshots, then completion or an error).
import { CONTACT_PHOTOS_FOLDER, uploadContactPhoto } from "../contact-photos"

const storage = { name: "storage" }
const uploads: { path: string; photo: Blob; metadata: { contentType?: string } }[] = []
/** What the next upload task does once observed: progress steps in bytes, then success or an error. */
let mockPlan: { progress: number[]; error?: Error } = { progress: [] }

jest.mock("firebase/storage", () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: jest.fn(
    (ref: { fullPath: string }, photo: Blob, metadata: { contentType?: string }) => {
      uploads.push({ path: ref.fullPath, photo, metadata })
      const { progress, error } = mockPlan
      return {
        on: (
          event: string,
          next: (snapshot: { bytesTransferred: number; totalBytes: number }) => void,
          fail: (error: Error) => void,
          complete: () => void
        ) => {
          expect(event).toBe("state_changed")
          setTimeout(() => {
            for (const bytesTransferred of progress) next({ bytesTransferred, totalBytes: photo.size })
            if (error) fail(error)
            else complete()
          }, 0)
          return () => {}
        },
      }
    }
  ),
}))
jest.mock("../../../firebase/client", () => ({ getFirebaseStorage: jest.fn(async () => storage) }))

const { uploadBytesResumable } = jest.requireMock<{ uploadBytesResumable: jest.Mock }>("firebase/storage")
const { getFirebaseStorage } = jest.requireMock<{ getFirebaseStorage: jest.Mock }>("../../../firebase/client")

const ID = "AbCdEfGhIjKlMnOpQrSt"
const photo = new Blob([new Uint8Array(3000)], { type: "image/jpeg" })

beforeEach(() => {
  uploads.length = 0
  mockPlan = { progress: [] }
  uploadBytesResumable.mockClear()
  getFirebaseStorage.mockClear()
})

test("uploads a JPEG to contactRequests/{id}/{name}, reporting progress, and resolves with the path", async () => {
  mockPlan = { progress: [0, 1000, 3000] }
  const sent: number[] = []
  const path = await uploadContactPhoto({
    requestId: ID,
    name: "foto1-2.jpg",
    photo,
    onProgress: (bytes) => sent.push(bytes),
  })
  expect(CONTACT_PHOTOS_FOLDER).toBe("contactRequests")
  expect(path).toBe(`contactRequests/${ID}/foto1-2.jpg`)
  expect(uploads).toEqual([{ path, photo, metadata: { contentType: "image/jpeg" } }])
  expect(sent).toEqual([0, 1000, 3000])
})

test("works without a progress callback", async () => {
  mockPlan = { progress: [3000] }
  await expect(uploadContactPhoto({ requestId: ID, name: "foto2-1.jpg", photo })).resolves.toBe(
    `contactRequests/${ID}/foto2-1.jpg`
  )
})

test("a refused or broken upload rejects", async () => {
  mockPlan = { progress: [0], error: Object.assign(new Error("denied"), { code: "storage/unauthorized" }) }
  await expect(uploadContactPhoto({ requestId: ID, name: "foto1-1.jpg", photo })).rejects.toMatchObject({
    code: "storage/unauthorized",
  })
})

test.each([
  ["a name that leaves the folder", ID, "../x.jpg"],
  ["a name with a path", ID, "a/foto1-1.jpg"],
  ["a name that is no JPEG", ID, "foto.png"],
  ["an empty name", ID, ""],
  ["a short id", "kurz", "foto1-1.jpg"],
  ["an id with a path", "../AbCdEfGhIjKlMnOpQr", "foto1-1.jpg"],
  ["an id one character too long", `${ID}x`, "foto1-1.jpg"],
])("%s is refused before anything is uploaded", async (_, requestId, name) => {
  await expect(uploadContactPhoto({ requestId, name, photo })).rejects.toThrow()
  expect(getFirebaseStorage).not.toHaveBeenCalled()
  expect(uploadBytesResumable).not.toHaveBeenCalled()
})
