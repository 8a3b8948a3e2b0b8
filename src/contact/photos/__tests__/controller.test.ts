// The pictures are prepared one at a time, in the order picked: preparePhoto is held until the test
// lets each one finish, and the state the form would show is read after every step.
import { PhotoController } from "../controller"
import { PhotoError, preparePhoto, type PreparedPhoto } from "../prepare"
import type { PhotoState } from "../photo-state"

// The real module would load the image libraries; its error class is all the controller needs.
jest.mock("../prepare", () => ({
  PhotoError: class PhotoError extends Error {
    problem: string
    constructor(mockProblem: string) {
      super(mockProblem)
      this.problem = mockProblem
    }
  },
  preparePhoto: jest.fn(),
}))
jest.mock("../draft-store", () => ({
  storePhoto: jest.fn(async () => {}),
  forgetPhoto: jest.fn(async () => {}),
  forgetAllPhotos: jest.fn(async () => {}),
  loadStoredPhotos: jest.fn(async () => []),
}))

const prepare = jest.mocked(preparePhoto)
const file = (name: string) => new File([name], name, { type: "image/jpeg" })
const prepared = (name: string): PreparedPhoto => ({
  blob: new Blob([name], { type: "image/jpeg" }),
  width: 2000,
  height: 1333,
  hadLocation: false,
})

/** Each call of preparePhoto waits until the test settles it. */
function holdPreparation() {
  const calls: { name: string; resolve: () => void; reject: (error: unknown) => void }[] = []
  prepare.mockImplementation(
    (picked) =>
      new Promise((resolve, reject) =>
        calls.push({ name: picked.name, resolve: () => resolve(prepared(picked.name)), reject })
      )
  )
  return calls
}

/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let state: PhotoState
let controller: PhotoController
beforeEach(() => {
  prepare.mockReset()
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blob.size}`)
  URL.revokeObjectURL = jest.fn()
  controller = new PhotoController((next) => (state = next))
})

const shown = () => state.photos.map((photo) => `${photo.name}${photo.prepared ? "" : " …"}`)

test("several pictures picked at once are prepared one after the other, in their order", async () => {
  const calls = holdPreparation()
  controller.add([file("vorne.jpg"), file("seite.jpg"), file("hinten.jpg")])
  await settle()
  // All three are listed at once, as «being prepared»; only the first is being decoded.
  expect(shown()).toEqual(["vorne.jpg …", "seite.jpg …", "hinten.jpg …"])
  expect(calls.map((call) => call.name)).toEqual(["vorne.jpg"])

  calls[0]!.resolve()
  await settle()
  expect(shown()).toEqual(["vorne.jpg", "seite.jpg …", "hinten.jpg …"])
  expect(calls.map((call) => call.name)).toEqual(["vorne.jpg", "seite.jpg"])

  calls[1]!.resolve()
  await settle()
  expect(calls.map((call) => call.name)).toEqual(["vorne.jpg", "seite.jpg", "hinten.jpg"])
  const ready = controller.ready()
  calls[2]!.resolve()
  expect((await ready).map((photo) => photo.name)).toEqual(["vorne.jpg", "seite.jpg", "hinten.jpg"])
  expect(shown()).toEqual(["vorne.jpg", "seite.jpg", "hinten.jpg"])
})

test("a picture refused on the way does not stop the others; one removed while waiting is never decoded", async () => {
  const calls = holdPreparation()
  controller.add([file("riesig.jpg"), file("weg.jpg"), file("gut.jpg")])
  await settle()
  controller.remove(state.photos[1]!.id)
  calls[0]!.reject(new PhotoError("tooLarge"))
  await settle()
  expect(state.refusals).toEqual([{ problem: "tooLarge", name: "riesig.jpg" }])
  expect(calls.map((call) => call.name)).toEqual(["riesig.jpg", "gut.jpg"])
  calls[1]!.resolve()
  expect((await controller.ready()).map((photo) => photo.name)).toEqual(["gut.jpg"])
})

test("pictures added while others are being prepared wait for them", async () => {
  const calls = holdPreparation()
  controller.add([file("erstes.jpg")])
  await settle()
  controller.add([file("zweites.jpg")])
  await settle()
  expect(calls.map((call) => call.name)).toEqual(["erstes.jpg"])
  calls[0]!.resolve()
  await settle()
  expect(calls.map((call) => call.name)).toEqual(["erstes.jpg", "zweites.jpg"])
})
