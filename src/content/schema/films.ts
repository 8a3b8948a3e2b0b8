// The owner's films (content/folien.yaml): the wrap films the configurator shows on the wrap pages,
// their price groups, and the tint films the tint planner offers.
import { z } from "zod"
import { choices, colourPicker, label } from "../editor"
import { FINISHES, filmId } from "../films"
import { chf, shortText, text, yesNo } from "./fields"

const finish = choices(
  z.enum(FINISHES, {
    error: (issue) =>
      `nennt die unbekannte Oberfläche «${String(issue.input)}». Erlaubt sind: ${FINISHES.join(", ")}.`,
  }),
  {
    glaenzend: "Glänzend",
    matt: "Matt",
    satin: "Satin",
    metallic: "Metallic",
    chrome: "Chrome",
    struktur: "Struktur",
  }
)

const colour = label(
  colourPicker(
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "muss eine Farbe im Format «#1f2a44» sein (# und sechs Zeichen 0–9, a–f).")
  ),
  "Farbe",
  "Im Format «#1f2a44», z. B. aus dem Farbmuster des Herstellers, oder mit dem Farbfeld daneben gewählt."
)

const wrapFilm = z.strictObject({
  // First: the editor names each film in its list by its first field.
  name: label(shortText(60), "Farbname", "Wie der Hersteller die Farbe nennt, z. B. «Satin Dark Basalt»."),
  manufacturer: label(shortText(40), "Hersteller", "Z. B. «3M» oder «Avery Dennison»."),
  line: label(shortText(60), "Produktlinie", "Z. B. «Wrap Film Series 2080»."),
  finish: label(finish, "Oberfläche"),
  colours: label(
    z
      .array(colour)
      .min(1, "braucht eine Farbe.")
      .max(2, "hat mehr als zwei Farben: höchstens zwei (Farbwechsel)."),
    "Farben",
    "Eine Farbe; bei Farbwechsel-Folien zwei (die zweite zeigt sich im Licht)."
  ),
  priceGroup: label(
    text,
    "Preisgruppe",
    "Der Name einer Preisgruppe unten; leer lassen, wenn die Folie nichts extra kostet."
  ).optional(),
})

const priceGroup = z.strictObject({
  name: label(shortText(40), "Name", "Z. B. «Effekt»; Folien nennen ihn bei «Preisgruppe»."),
  full: label(chf, "Aufpreis Komplettfolierung (CHF)"),
  partial: label(chf, "Aufpreis Teilfolierung (CHF)"),
})

const tintFilm = z.strictObject({
  transmission: label(
    z
      .int("muss eine ganze Zahl sein: die Lichtdurchlässigkeit in Prozent, z. B. 20.")
      .min(1, "muss mindestens 1 sein (Prozent).")
      .max(99, "muss unter 100 sein (Prozent)."),
    "Lichtdurchlässigkeit (%)",
    "Wie viel Licht die Folie durchlässt, laut Hersteller: 5 ist sehr dunkel, 50 hell."
  ),
  name: label(shortText(40), "Bezeichnung", "Z. B. «sehr dunkel»."),
  // Art. 71a Abs. 4 VTS counts film and glass together; without this value «Tönung planen» calls a
  // film on a window the driver needs «nicht zulässig» (src/configurator/tint-rules.ts).
  measured: label(
    z
      .int("muss eine ganze Zahl sein: das gemessene Licht in Prozent, z. B. 74.")
      .min(1, "muss mindestens 1 sein (Prozent).")
      .max(99, "muss unter 100 sein (Prozent)."),
    "Gemessen mit Scheibe (%)",
    "Nur ausfüllen, wenn Sie es gemessen haben: wie viel Licht diese Folie auf einer Scheibe ab Werk durchlässt, z. B. 74. Ab 70 zeigt «Tönung planen» sie an Windschutzscheibe und vorderen Seitenscheiben als zulässig; ohne Wert nie."
  ).optional(),
})

/** Each item of `list` differs in `key`; `what` names the field in the message. */
function noTwice<T>(
  list: readonly T[],
  key: (item: T) => string | number,
  ctx: z.RefinementCtx,
  path: (string | number)[],
  what: string
) {
  const seen = new Set<string | number>()
  for (const [index, item] of list.entries()) {
    const value = key(item)
    if (seen.has(value)) {
      ctx.addIssue({
        code: "custom",
        path: [...path, index],
        message: `${what} «${value}» steht zweimal in der Liste: jeder Eintrag braucht einen eigenen.`,
      })
    }
    seen.add(value)
  }
}

export const filmsSchema = z
  .strictObject({
    example: label(
      yesNo,
      "Beispiel",
      "Die mitgelieferte Auswahl ist ein Beispiel: ersetzen Sie sie durch Ihre Folien und entfernen Sie dann dieses Häkchen."
    ).optional(),
    wrap: label(
      z.strictObject({
        heading: label(text, "Überschrift", "Auf den Seiten der Folierungen, z. B. «Farbe wählen»."),
        intro: label(text, "Einleitung").optional(),
        films: label(z.array(label(wrapFilm, "Folie")).min(1, "braucht mindestens eine Folie."), "Folien"),
        priceGroups: label(z.array(label(priceGroup, "Preisgruppe")), "Preisgruppen").optional(),
      }),
      "Folierung"
    ),
    tint: label(
      z.strictObject({
        heading: label(text, "Überschrift", "Auf der Seite der Scheibentönung, z. B. «Tönung planen»."),
        intro: label(text, "Einleitung").optional(),
        films: label(
          z.array(label(tintFilm, "Tönungsfolie")).min(1, "braucht mindestens eine Tönungsfolie."),
          "Tönungsfolien"
        ),
      }),
      "Scheibentönung"
    ),
  })
  .superRefine((films, ctx) => {
    noTwice(films.wrap.films, filmId, ctx, ["wrap", "films"], "Die Folie")
    noTwice(
      films.wrap.priceGroups ?? [],
      (group) => group.name,
      ctx,
      ["wrap", "priceGroups"],
      "Die Preisgruppe"
    )
    noTwice(films.tint.films, (film) => film.transmission, ctx, ["tint", "films"], "Die Lichtdurchlässigkeit")
    const groups = new Set((films.wrap.priceGroups ?? []).map((group) => group.name))
    for (const [index, film] of films.wrap.films.entries()) {
      if (film.priceGroup === undefined || groups.has(film.priceGroup)) continue
      ctx.addIssue({
        code: "custom",
        path: ["wrap", "films", index, "priceGroup"],
        message: `nennt die Preisgruppe «${film.priceGroup}», die es unter «Preisgruppen» nicht gibt. Erlaubt sind: ${[...groups].join(", ") || "keine (Preisgruppen fehlen)"}.`,
      })
    }
  })
