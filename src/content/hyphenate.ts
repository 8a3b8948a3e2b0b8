// Soft hyphens (U+00AD) for German display texts, inserted at build time by the GraphQL field argument
// `hyphenate: true` (plugins/gatsby-plugin-content): a long compound then breaks at a syllable with a
// visible hyphen, in every browser, whether or not it has a German dictionary for `hyphens: auto`.
// The owner writes plain words; copy and paste and search see them plain, since a soft hyphen is
// invisible unless it ends a line. Only build code imports this (the patterns are large).
import { hyphenateSync } from "hyphen/de-1996"

/**
 * Words shorter than this stay whole: they fit a line on their own even on a 320 px phone, and a
 * button reading «ver-einbaren» where «vereinbaren» fits on the next line looks worse than no break.
 */
export const MIN_WORD_LENGTH = 12

/** `text` with soft hyphens at the syllables of its long words (German, reformed spelling). */
export function hyphenate(text: string): string {
  return hyphenateSync(text, { minWordLength: MIN_WORD_LENGTH })
}
