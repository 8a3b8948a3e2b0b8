// The gift voucher page (/gutschein): what can be ordered (amounts, a free amount within limits, services
// at their guide price), how the voucher is delivered, how long it is valid, and its terms; the texts of the
// order form, the QR-bill, the voucher and the owner's tool are in voucher-texts.ts. The account the
// QR-bill pays to is a business fact (site.yaml «bankAccount»).
import { z } from "zod"
import { folded, label } from "../editor"
import { graphqlType } from "../graphql"
import { longText, pageBase, placeholderHint, SERVICE_SLUG, templateText } from "./fields"
import { formText, voucherForm, voucherIssue, voucherResult, voucherTexts } from "./voucher-texts"

/** The shortest validity a voucher may state: Art. 128 Ziff. 3 with Art. 129 OR (docs/voucher.md). */
export const VOUCHER_MIN_YEARS = 5

/** Francs as the QR-bill takes them: whole francs, from 10 up to what a voucher may be worth. */
const francs = z
  .int("muss ein Betrag in ganzen Franken sein, z. B. 150.")
  .min(10, "ist zu klein: ein Gutschein ist mindestens CHF 10.– wert.")
  .max(5000, "ist zu gross: höchstens CHF 5000.– pro Gutschein.")

const delivery = graphqlType(
  "VoucherDelivery",
  z.strictObject({
    id: label(
      z
        .string()
        .regex(
          /^[a-z][a-z0-9-]*$/,
          "muss ein Wort in Kleinbuchstaben ohne Umlaute sein, z. B. «post» oder «abholen»."
        ),
      "Kurzwort",
      "Ein Wort in Kleinbuchstaben ohne Umlaute, z. B. «post» oder «abholen»: so steht die Zustellung in der Bestellung, die Sie erhalten."
    ),
    label: formText("Bezeichnung", "Z. B. «Als PDF per E-Mail»."),
    text: label(longText, "Erklärung", "Z. B. wann und wie der Gutschein kommt.").optional(),
  })
)

export const voucherPageSchema = z.strictObject({
  ...pageBase,
  amounts: label(
    z
      .array(label(folded(francs, "CHF {{value}}.–"), "Betrag"))
      .min(1, "braucht mindestens einen Betrag, z. B. [50, 100, 150]."),
    "Beträge zur Wahl",
    "In ganzen Franken, z. B. 50, 100, 150, 200, 300."
  ),
  freeAmount: label(
    graphqlType(
      "VoucherAmountLimits",
      z
        .strictObject({ min: label(francs, "Mindestens"), max: label(francs, "Höchstens") })
        .refine((limits) => limits.min < limits.max, {
          message: "muss grösser sein als «Mindestens».",
          path: ["max"],
        })
    ),
    "Eigener Betrag",
    "Ohne Angabe: nur die Beträge zur Wahl."
  ).optional(),
  services: label(
    z.array(
      label(
        z
          .string()
          .regex(SERVICE_SLUG, "muss der Name einer Dienstleistungsseite sein, z. B. «aufbereitung»."),
        "Dienstleistung"
      )
    ),
    "Dienstleistungen als Gutschein",
    "Dienstleistungen, die man als Gutschein schenken kann. Der Gutschein gilt für ihren tiefsten Richtpreis."
  ).optional(),
  // Swiss law binds vouchers to the periods of limitation: 5 years for claims from handwork (Art. 128
  // Ziff. 3 OR), 10 years for most others (Art. 127 OR), neither shortened by agreement (Art. 129 OR);
  // Richteramt Thal-Gäu SO, 28 May 2020. docs/voucher.md, «Validity and the law».
  validityYears: label(
    z
      .int("muss eine ganze Zahl von Jahren sein, z. B. 5.")
      .min(
        VOUCHER_MIN_YEARS,
        `ist zu kurz: ein Gutschein gilt mindestens ${VOUCHER_MIN_YEARS} Jahre. Kürzer darf die Frist nicht sein, weil Forderungen aus Handwerksarbeit erst nach 5 Jahren verjähren (Art. 128 Ziff. 3 OR) und diese Frist nicht verkürzt werden darf (Art. 129 OR).`
      )
      .max(10, "darf höchstens 10 Jahre sein: nach 10 Jahren verjährt jede Forderung (Art. 127 OR)."),
    "Mindestens gültig (Jahre)",
    `Ab dem Kaufdatum, ${VOUCHER_MIN_YEARS} bis 10 Jahre. Nicht weniger als ${VOUCHER_MIN_YEARS}: Forderungen aus Handwerksarbeit verjähren nach 5 Jahren (Art. 128 Ziff. 3 OR), die meisten anderen nach 10 Jahren (Art. 127 OR), und kürzer darf es nicht sein (Art. 129 OR).`
  ),
  delivery: label(
    z.array(label(delivery, "Zustellung")).min(1, "braucht mindestens eine Art der Zustellung."),
    "Arten der Zustellung",
    "Z. B. als PDF per E-Mail, gedruckt per Post, abholen in der Garage."
  ),
  terms: label(
    z.strictObject({
      heading: formText("Überschrift"),
      items: label(
        z
          .array(label(templateText(["years", "town"]), "Bedingung"))
          .min(1, "braucht mindestens eine Bedingung."),
        "Bedingungen",
        `Gültigkeit, keine Barauszahlung, übertragbar.${placeholderHint(["years", "town"])}`
      ),
    }),
    "Bedingungen"
  ),
  form: label(voucherForm, "Bestellformular"),
  result: label(voucherResult, "Nach dem Bestellen"),
  voucher: label(voucherTexts, "Texte auf dem Gutschein"),
  issue: label(voucherIssue, "Gutschein ausstellen (für Sie)"),
})
