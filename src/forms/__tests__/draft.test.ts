import { draftStore, keep, readKept } from "../use-request-form"

const FIELDS = ["name", "message"] as const
const EMPTY = { name: "", message: "" }
const draft = draftStore("test-entwurf", FIELDS, EMPTY)

afterEach(() => {
  sessionStorage.clear()
  jest.restoreAllMocks()
})

test("what was typed comes back after a reload, and is gone once cleared", () => {
  draft.save({ name: "Anna Muster", message: "Bitte um Offerte" })
  expect(draft.load()).toEqual({ name: "Anna Muster", message: "Bitte um Offerte" })
  draft.clear()
  expect(draft.load()).toBeNull()
})

test("a draft of an older page brings back only today's text fields, each a string", () => {
  sessionStorage.setItem("test-entwurf", JSON.stringify({ name: "Anna", message: 42, vehicle: "VW Golf" }))
  expect(draft.load()).toEqual({ name: "Anna", message: "" })
})

test("a broken or foreign value is no draft", () => {
  sessionStorage.setItem("test-entwurf", "{nicht json")
  expect(draft.load()).toBeNull()
  sessionStorage.setItem("test-entwurf", JSON.stringify("Text"))
  expect(draft.load()).toBeNull()
})

test("storage that is full or switched off loses the draft, never the form", () => {
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("voll", "QuotaExceededError")
  })
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("gesperrt", "SecurityError")
  })
  expect(() => draft.save({ name: "Anna", message: "" })).not.toThrow()
  expect(() => keep("anderes", { a: 1 })).not.toThrow()
  expect(draft.load()).toBeNull()
  expect(readKept("anderes")).toBeNull()
})
