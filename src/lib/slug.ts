// Labels as words of a link: the estimator's query, a film's id, an uploaded picture's file name.

/** «SUV / Kombi» → «suv-kombi», «Türeinstiege» → «tuereinstiege»: a label as a word in a link. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
