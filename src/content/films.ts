// The owner's films as the configurator and the contact form use them (content/folien.yaml): what a
// film is called, its finish in German, and the word that names it in a link.
import { slugify } from "../lib/slug"

export const FINISHES = ["glaenzend", "matt", "satin", "metallic", "chrome", "struktur"] as const
export type Finish = (typeof FINISHES)[number]
export const FINISH_NAMES: Record<Finish, string> = {
  glaenzend: "glänzend",
  matt: "matt",
  satin: "satin",
  metallic: "metallic",
  chrome: "chrome",
  struktur: "struktur",
}

export interface WrapFilm {
  readonly manufacturer: string
  readonly line: string
  readonly name: string
  readonly finish: string
  readonly colours: readonly string[]
  readonly priceGroup?: string | null
}

export interface PriceGroup {
  readonly name: string
  /** Surcharge in francs on a full wrap and on a partial one. */
  readonly full: number
  readonly partial: number
}

/** «3M Satin Dark Basalt» → «3m-satin-dark-basalt»: the film in a link; unique within the range. */
export const filmId = (film: Pick<WrapFilm, "manufacturer" | "name">) =>
  slugify(`${film.manufacturer} ${film.name}`)

/** «3M Wrap Film Series 2080, Satin Dark Basalt (satin)». */
export function filmTitle(film: WrapFilm): string {
  return `${film.manufacturer} ${film.line}, ${film.name} (${finishName(film.finish)})`
}

export const finishName = (finish: string) => FINISH_NAMES[finish as Finish] ?? finish

export function priceGroupOf(film: WrapFilm, groups: readonly PriceGroup[] | null | undefined) {
  return film.priceGroup ? groups?.find((group) => group.name === film.priceGroup) : undefined
}
