// A film's swatch as CSS: its colour (or its two colours, for a colour-flip film) with a hint of its
// finish, so the list reads like the owner's sample book. Used with and without JavaScript.
import type { Finish } from "../content/films"

const SHINE = "rgba(255, 255, 255, 0.55)"

/** The CSS `background` of a round swatch for a film of `colours` and `finish`. */
export function swatchBackground(colours: readonly string[], finish: string): string {
  const [first = "#888888", second] = colours
  const base = second ? `linear-gradient(135deg, ${first}, ${second})` : first
  const layers: Record<Finish, string[]> = {
    // A crisp highlight: gloss reflects the light as a spot.
    glaenzend: [`radial-gradient(circle at 32% 28%, ${SHINE}, transparent 38%)`],
    matt: [],
    // A soft, wide sheen.
    satin: ["radial-gradient(circle at 35% 30%, rgba(255, 255, 255, 0.28), transparent 65%)"],
    metallic: [
      `radial-gradient(circle at 32% 28%, ${SHINE}, transparent 34%)`,
      "radial-gradient(rgba(255, 255, 255, 0.35) 0.6px, transparent 0.9px) 0 0 / 4px 4px",
    ],
    // Chrome mirrors the sky and the ground: hard bands.
    chrome: [
      `linear-gradient(170deg, rgba(255, 255, 255, 0.9) 0%, transparent 38%, rgba(0, 0, 0, 0.55) 50%, transparent 62%, rgba(255, 255, 255, 0.7) 100%)`,
    ],
    struktur: ["repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.14) 0 2px, transparent 2px 5px)"],
  }
  return [...(layers[finish as Finish] ?? []), base].join(", ")
}
