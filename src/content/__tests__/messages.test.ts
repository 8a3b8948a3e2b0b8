import { z } from "zod"
import { germanErrors, ownerMessage } from "../messages"

/** The owner's messages for `value` checked against `schema`, as validate.ts parses. */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true, error: germanErrors })
  return result.success ? [] : result.error.issues.map(ownerMessage)
}

test("what zod would word in English is German, with what was found", () => {
  expect(messages(z.strictObject({ title: z.string() }), { title: 2024 })).toEqual([
    'hat den falschen Typ: erwartet wird ein Text, gefunden wurde die Zahl 2024. Setzen Sie den Wert in Anführungszeichen: "2024".',
  ])
  expect(messages(z.strictObject({ title: z.string() }), {})).toEqual(["fehlt. Erwartet wird ein Text."])
  expect(messages(z.strictObject({}), { titel: "x" })).toEqual([
    "enthält ein unbekanntes Feld: «titel». Tippfehler? Bitte korrigieren oder entfernen.",
  ])
  expect(messages(z.array(z.string()).min(2), ["x"])).toEqual(["braucht mindestens 2 Einträge."])
  expect(messages(z.number().positive(), 0)).toEqual(["muss grösser als 0 sein."])
  expect(messages(z.number().min(1), 0)).toEqual(["muss mindestens 1 sein."])
  expect(messages(z.number().max(5), 6)).toEqual(["darf höchstens 5 sein."])
  expect(messages(z.enum(["netlify", "firestore"]), "mail")).toEqual([
    "muss einer dieser Werte sein: «netlify», «firestore»; gefunden wurde der Text «mail».",
  ])
})

test("a message written in the schema outranks the map; a type message still says what was found", () => {
  expect(messages(z.string().min(1, "ist leer."), "")).toEqual(["ist leer."])
  const year = z.strictObject({ year: z.int("muss eine Jahreszahl sein.") })
  expect(messages(year, { year: "zweitausend" })).toEqual([
    "muss eine Jahreszahl sein. Gefunden wurde der Text «zweitausend».",
  ])
  // Missing is missing, whatever the type's own message says.
  expect(messages(year, {})).toEqual(["fehlt. Erwartet wird eine Zahl."])
})
