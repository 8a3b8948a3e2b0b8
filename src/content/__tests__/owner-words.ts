// The words the owner must not meet in the web editor, for two tests: owner-words.test.ts reads every
// text of the configuration, Decap's phrases and the editor's own messages; e2e/cms-words.spec.ts reads
// the editor's screens as a browser shows them, what only screen readers hear included.
import { PLACEHOLDERS } from "../schema/placeholders"

/** Words the owner must not meet, each with why. */
export const FORBIDDEN: [RegExp, string][] = [
  [/\bya?ml\b/i, "a file format"],
  [/\bslug\b/i, "a developer's name for a page address"],
  [/content\//i, "a folder of the repository"],
  [/firebase|firestore/i, "a product behind the site"],
  [/netlify/i, "a product behind the site"],
  [/\boops\b/i, "not German"],
  [/\bdownload\b/i, "not German"],
  [/\b(du|dich|dir|dein\w*)\b/i, "«du»: the site says «Sie»"],
  [/\b(wähle|lösche|entferne|berichte|speichere|klicke|füge|öffne|veröffentliche)\b/i, "a «du» command"],
  [/\bElement(e|\(e\))?\b/, "a developer's word for an entry or a picture"],
  [/\bMedium\b/, "a developer's word for a picture"],
]

/**
 * English that screen readers would speak: what react-select and dnd-kit say by default («option Mo,
 * selected.», «Remove Mo», «sortable», «To pick up a draggable item, press the space bar …»).
 */
export const ENGLISH =
  /\b(option|options|selected|focused|press|select|results?|available|remove|draggable|sortable|dropped|picked|loading|search term|use|the|to)\b/i

/** Every problem with `text`: a forbidden word, or a placeholder shown without its meaning. */
export function problems(text: string): string[] {
  const found = FORBIDDEN.filter(([word]) => word.test(text)).map(([word, why]) => `${String(word)} (${why})`)
  // «%{fieldLabel}» is Decap's own, filled before anyone sees it; a name the site does not know is
  // the owner's own typo, quoted back.
  for (const [, name = ""] of text.matchAll(/(?<!%)\{(\w+)\}/g))
    if (name in PLACEHOLDERS && !text.includes(`{${name}} (`))
      found.push(`«{${name}}» without what it stands for`)
  return found
}
