// The German the owner reads for what zod finds wrong in a content file. zod 4 words an issue when
// it is found: a message written in schema/ comes first, then the per-parse map here (zod.dev,
// «Customizing errors»), so zod's own English never reaches the owner for the issues this site has.
import type { z } from "zod"

/** The value the owner wrote, in words: «die Zahl 2024», «der Text «…»». */
function describe(value: unknown): string {
  if (value === undefined) return "nichts"
  if (value === null) return "ein leeres Feld"
  if (typeof value === "string") return `der Text «${value.length > 40 ? `${value.slice(0, 40)}…` : value}»`
  if (typeof value === "number") return `die Zahl ${value}`
  if (typeof value === "boolean") return `der Wert «${value}»`
  if (value instanceof Date) return "ein Datum"
  if (Array.isArray(value)) return "eine Liste"
  return "eine Gruppe von Feldern"
}

const TYPE_NAMES: Record<string, string> = {
  string: "ein Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  boolean: "«true» oder «false»",
  array: "eine Liste (Einträge beginnen mit «- »)",
  object: "eine Gruppe von Feldern (eingerückt darunter)",
}

/** A field that is missing, or of the wrong type: what was expected, what was found, how to fix it. */
function typeMessage({ expected, input }: { expected: string; input?: unknown }): string {
  const wanted = TYPE_NAMES[expected] ?? expected
  if (input === undefined) return `fehlt. Erwartet wird ${wanted}.`
  const hint =
    expected === "string" && (typeof input === "number" || typeof input === "boolean")
      ? ` Setzen Sie den Wert in Anführungszeichen: "${String(input)}".`
      : ""
  return `hat den falschen Typ: erwartet wird ${wanted}, gefunden wurde ${describe(input)}.${hint}`
}

/**
 * One German sentence (without the field name) for each issue zod would word in English. Issues
 * left undefined here keep zod's wording; the schemas give their own for those.
 */
export const germanErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return typeMessage(issue)
    case "unrecognized_keys":
      return `${issue.keys.length > 1 ? "enthält unbekannte Felder" : "enthält ein unbekanntes Feld"}: ${issue.keys
        .map((key) => `«${key}»`)
        .join(", ")}. Tippfehler? Bitte korrigieren oder entfernen.`
    case "too_small":
      if (issue.origin === "array") return `braucht mindestens ${String(issue.minimum)} Einträge.`
      if (issue.origin !== "number") return undefined
      return issue.inclusive === false
        ? `muss grösser als ${String(issue.minimum)} sein.`
        : `muss mindestens ${String(issue.minimum)} sein.`
    case "too_big":
      return issue.origin === "number" ? `darf höchstens ${String(issue.maximum)} sein.` : undefined
    case "invalid_value":
      return `muss einer dieser Werte sein: ${issue.values.map((v) => `«${String(v)}»`).join(", ")}; gefunden wurde ${describe(issue.input)}.`
    default:
      return undefined
  }
}

/**
 * The message the owner reads. A type message written in schema/ («muss eine Jahreszahl sein»)
 * outranks the map, as it should, yet still needs what was found; and a field that is missing is
 * missing, whatever its type's message says. (`input` is there: validate.ts parses with reportInput.)
 */
export function ownerMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== "invalid_type" || issue.message === typeMessage(issue)) return issue.message
  if (issue.input === undefined) return typeMessage(issue)
  return `${issue.message} Gefunden wurde ${describe(issue.input)}.`
}
